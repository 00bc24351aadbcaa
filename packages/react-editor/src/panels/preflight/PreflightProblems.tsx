import type { PreflightProblem } from '@figura/sdk-core/preflight';
import { useTranslation } from '../../i18n/translation';

export interface PreflightProblemsProps {
  problems: readonly PreflightProblem[];
  onReveal: (problem: PreflightProblem) => void;
  /** Applies a problem's one-click fix (offered where `problem.fix` is set). */
  onFix: (problem: PreflightProblem) => void;
  profileName: string;
}

/** The problems, each a button that selects the element at fault (plain text when there is none). */
export function PreflightProblems({
  problems,
  onReveal,
  onFix,
  profileName,
}: PreflightProblemsProps) {
  const { t } = useTranslation('editor');
  return (
    <ul className="figura-preflight-problems" aria-label={t('preflight.problems')}>
      {problems.map((problem) => {
        const heading = (
          <strong>
            {t(`preflight.severity.${problem.severity}`)} · {t(`preflight.checks.${problem.check}`)}
          </strong>
        );
        return (
          <li key={problem.id}>
            {problem.elementId ? (
              <button
                type="button"
                className="figura-preflight-problem"
                data-severity={problem.severity}
                data-check={problem.check}
                title={t('preflight.selectHint')}
                onClick={() => onReveal(problem)}
              >
                {heading}
                {problem.message}
              </button>
            ) : (
              <div
                className="figura-preflight-problem"
                data-severity={problem.severity}
                data-check={problem.check}
              >
                {heading}
                {problem.message}
              </div>
            )}
            {problem.fix ? (
              <button
                type="button"
                className="figura-button figura-secondary figura-preflight-fix"
                // The list closes up after a fix and puts the next Fix under the pointer: the
                // second click of a double click (detail 2) must not apply that one too.
                onClick={(event) => {
                  if (event.detail <= 1) onFix(problem);
                }}
              >
                {t(`preflight.fixes.${problem.fix}`, { profile: profileName })}
              </button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

import type { PreflightProblem } from '@figura/sdk-core/preflight';
import { useTranslation } from '../../i18n/translation';

export interface PreflightProblemsProps {
  problems: readonly PreflightProblem[];
  onReveal: (problem: PreflightProblem) => void;
}

/** The problems, each a button that selects the element at fault (plain text when there is none). */
export function PreflightProblems({ problems, onReveal }: PreflightProblemsProps) {
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
          </li>
        );
      })}
    </ul>
  );
}

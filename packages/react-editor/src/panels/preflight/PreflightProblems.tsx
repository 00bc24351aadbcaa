import { useState } from 'react';
import type { PreflightProblem } from '@figura/sdk-core/preflight';
import { useTranslation } from '../../i18n/translation';

/**
 * A check with more problems than this shows its first few and "Show N more": a builder slide's
 * 13 sample texts pushed every other problem (and its fix) far down the list.
 */
const GROUP_SHOWN = 3;

/** The problems a folded list shows: each check's first GROUP_SHOWN unless it is unfolded. */
export function foldedProblems(
  problems: readonly PreflightProblem[],
  unfolded: ReadonlySet<string>,
): { shown: PreflightProblem[]; hidden: Map<PreflightProblem['check'], number> } {
  const seen = new Map<PreflightProblem['check'], number>();
  const shown: PreflightProblem[] = [];
  const hidden = new Map<PreflightProblem['check'], number>();
  const total = new Map<PreflightProblem['check'], number>();
  for (const problem of problems) total.set(problem.check, (total.get(problem.check) ?? 0) + 1);
  for (const problem of problems) {
    const index = seen.get(problem.check) ?? 0;
    seen.set(problem.check, index + 1);
    const many = (total.get(problem.check) ?? 0) > GROUP_SHOWN + 1;
    if (!many || unfolded.has(problem.check) || index < GROUP_SHOWN) shown.push(problem);
    else hidden.set(problem.check, (hidden.get(problem.check) ?? 0) + 1);
  }
  return { shown, hidden };
}

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
  const [unfolded, setUnfolded] = useState<ReadonlySet<string>>(new Set());
  const { shown, hidden } = foldedProblems(problems, unfolded);
  const lastOfCheck = new Map(shown.map((problem, index) => [problem.check, index]));
  const showMore = (check: PreflightProblem['check']) => (
    <li key={`more-${check}`}>
      <button
        type="button"
        className="figura-button figura-secondary figura-preflight-more"
        onClick={() => setUnfolded(new Set([...unfolded, check]))}
      >
        {t('preflight.showMore', {
          count: hidden.get(check),
          check: t(`preflight.checks.${check}`),
        })}
      </button>
    </li>
  );
  return (
    <ul className="figura-preflight-problems" aria-label={t('preflight.problems')}>
      {shown.flatMap((problem, index) => {
        const heading = (
          <strong>
            {t(`preflight.severity.${problem.severity}`)} · {t(`preflight.checks.${problem.check}`)}
          </strong>
        );
        const item = (
          <li key={problem.id}>
            {problem.elementId ? (
              <button
                type="button"
                className="figura-preflight-problem"
                data-severity={problem.severity}
                data-check={problem.check}
                title={t('preflight.selectHint')}
                onClick={(event) => {
                  onReveal(problem);
                  // The selection's inspector opens under the panel and shortens it: the problem
                  // and its Fix stay in sight.
                  const item = event.currentTarget.parentElement;
                  requestAnimationFrame(() => item?.scrollIntoView?.({ block: 'nearest' }));
                }}
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
        return hidden.has(problem.check) && lastOfCheck.get(problem.check) === index
          ? [item, showMore(problem.check)]
          : [item];
      })}
    </ul>
  );
}

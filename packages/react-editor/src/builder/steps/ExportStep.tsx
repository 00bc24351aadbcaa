import { useEffect, useMemo, useRef } from 'react';
import { useStore } from 'zustand';
import { profileLabel, type PreflightProblem } from '@figura/sdk-core/preflight';
import { useTranslation } from '../../i18n/translation';
import { ExportOutcome } from '../ExportOutcome';
import type { BuilderModel } from '../use-builder';
import { useJournal } from '../use-journal';
import type { BuilderStep } from './steps';
import { stepOfElement } from './steps';

export interface ExportStepProps {
  model: BuilderModel;
  /** Whether the host lets the author export although the journal's checks fail. */
  allowExportAnyway: boolean;
  /** Goes to the step where a problem's element is edited. */
  onFix: (step: BuilderStep, elementId: string | undefined) => void;
  /** "Continue in the editor", when the host offers it. */
  onContinue?: () => void;
}

function Problems({
  problems,
  onFix,
}: {
  problems: readonly PreflightProblem[];
  onFix: ExportStepProps['onFix'];
}) {
  const { t } = useTranslation('builder');
  return (
    <ul className="figura-builder-problems">
      {problems.map((problem) => (
        <li key={problem.id} data-severity={problem.severity}>
          <button
            type="button"
            onClick={() => onFix(stepOfElement(problem.elementId), problem.elementId)}
          >
            {t(`export.severity.${problem.severity}`)} {problem.message}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Step 5: the abstract at the journal's size (the preview beside), the journal's checks, and
 * the export: problems first (a click goes to where to fix them; "Export anyway" only when the
 * host allows it), then the file through the API with its progress, then the file handed to the
 * page; a failure says why, with Try again.
 */
export function ExportStep({ model, allowExportAnyway, onFix, onContinue }: ExportStepProps) {
  const { t } = useTranslation('builder');
  const { t: tEditor } = useTranslation('editor');
  const { session, exports } = model;
  const document = useStore(session.documents, (state) => state.document);
  const flow = useStore(exports.state);
  const checked = useMemo(() => session.check(document), [session, document]);
  const outcome = useRef<HTMLDivElement>(null);
  const file = session.file;
  const profileName = profileLabel(useJournal(model), tEditor);
  const fileValues = {
    format: file.format.toUpperCase(),
    width: file.width,
    dpi: file.dpi,
    profile: profileName,
  };

  // The author changed something after an export or a failure: the next one starts afresh.
  useEffect(() => exports.reset(), [exports, document]);
  useEffect(() => {
    if (flow.phase === 'done' || flow.phase === 'failed' || flow.phase === 'problems')
      outcome.current?.focus();
  }, [flow.phase]);

  // Try again repeats what failed, "anyway" included.
  const lastAnyway = useRef(false);
  // The outcome is shown from the flow's state (problems, or the failure and Try again).
  const run = (anyway = false) => {
    lastAnyway.current = anyway;
    void exports.run({ anyway }).catch(() => undefined);
  };

  const errors = checked.problems.filter((problem) => problem.severity === 'error');
  const others = checked.problems.filter((problem) => problem.severity !== 'error');
  const busy = flow.phase === 'exporting';

  return (
    <>
      <p className="figura-builder-hint">
        {file.height === null
          ? t('export.fileWide', fileValues)
          : t('export.file', { ...fileValues, height: file.height })}
      </p>
      <h4>{t('export.checks', { profile: profileName })}</h4>
      {errors.length === 0 ? (
        <p>{t('export.passed', { profile: profileName })}</p>
      ) : (
        <>
          <p>{t('export.failedChecks', { count: errors.length, profile: profileName })}</p>
          <Problems problems={errors} onFix={onFix} />
        </>
      )}
      {others.length > 0 ? (
        <details>
          <summary>{t('export.advice', { count: others.length })}</summary>
          <Problems problems={others} onFix={onFix} />
        </details>
      ) : null}
      <div className="figura-builder-actions">
        <button
          type="button"
          className="figura-button figura-primary"
          disabled={busy}
          aria-busy={busy}
          onClick={() => run()}
        >
          {t('export.button', { format: file.format.toUpperCase() })}
        </button>
        {onContinue ? (
          <button type="button" className="figura-button" onClick={onContinue}>
            {t('continue')}
          </button>
        ) : null}
      </div>
      <div ref={outcome} tabIndex={-1} aria-live="polite">
        <ExportOutcome
          state={flow}
          onRetry={() => run(lastAnyway.current)}
          problems={
            <div role="alert">
              <p>{t('export.blocked', { profile: profileName })}</p>
              {allowExportAnyway ? (
                <button type="button" className="figura-button" onClick={() => run(true)}>
                  {t('export.anyway')}
                </button>
              ) : null}
            </div>
          }
        />
      </div>
    </>
  );
}

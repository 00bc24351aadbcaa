import type { ReactNode } from 'react';
import { errorText } from '@figura/sdk-core/api';
import type { ExportFlowState } from '@figura/sdk-core/builder';
import { useTranslation } from '../i18n/translation';

export interface ExportOutcomeProps {
  state: ExportFlowState;
  /** What stands in the way when the journal's checks stopped the export. */
  problems: ReactNode;
  /** Try again: what failed, once more. */
  onRetry: () => void;
}

/**
 * How a journal export went, one phase at a time: its progress, the problems that stopped it,
 * the file handed over, or why it failed with Try again. The builder's Export step and the bar
 * over the editor it continued in show the same.
 */
export function ExportOutcome({ state, problems, onRetry }: ExportOutcomeProps) {
  const { t } = useTranslation('builder');
  return (
    <>
      {state.phase === 'exporting' ? (
        <label>
          {t('export.progress')} <progress max={1} value={state.progress} />
        </label>
      ) : null}
      {state.phase === 'problems' ? problems : null}
      {state.phase === 'done' && state.exported ? (
        <p className="figura-builder-done" role="status">
          {t('export.done', {
            name: state.exported.fileName,
            width: state.exported.width,
            height: state.exported.height,
            dpi: state.exported.dpi,
          })}
        </p>
      ) : null}
      {state.phase === 'failed' ? (
        <div role="alert" className="figura-builder-failed">
          <p>{t('export.failed', { reason: errorText(state.error, t) })}</p>
          <button type="button" className="figura-button figura-secondary" onClick={onRetry}>
            {t('export.tryAgain')}
          </button>
        </div>
      ) : null}
    </>
  );
}

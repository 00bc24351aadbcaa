import type { AutosaveStatus } from '@figura/sdk-core/editor';
import { useTranslation } from '../i18n/translation';

export interface SaveStatusProps {
  status: AutosaveStatus;
  error?: string;
  onRetryNow: () => void;
  /** Asks for confirmation itself before overwriting the other version. */
  onKeepMine: () => void;
  onLoadTheirs: () => void;
}

/** The save indicator: a live status region with the actions each state offers. */
export function SaveStatus({
  status,
  error,
  onRetryNow,
  onKeepMine,
  onLoadTheirs,
}: SaveStatusProps) {
  const { t } = useTranslation('editor');
  return (
    <div className="figura-save-status" data-status={status}>
      {/* The status text alone (no buttons inside) so screen readers and tests read exactly it. */}
      <span
        role="status"
        data-testid="save-status"
        data-status={status}
        title={status === 'failed' ? error : undefined}
      >
        {status === 'idle' ? '' : t(`save.status.${status}`, { error })}
      </span>
      {status === 'failed' || status === 'refused' ? (
        <button type="button" className="figura-button" onClick={onRetryNow}>
          {t('save.retryNow')}
        </button>
      ) : null}
      {status === 'conflict' ? (
        <>
          <button type="button" className="figura-button" onClick={onKeepMine}>
            {t('save.keepMine')}
          </button>
          <button type="button" className="figura-button" onClick={onLoadTheirs}>
            {t('save.loadTheirs')}
          </button>
        </>
      ) : null}
    </div>
  );
}

import type { AutosaveStatus } from '@figura/sdk-core/editor';

export const SAVE_STATUS_TEXT: Record<AutosaveStatus, string> = {
  idle: '',
  saving: 'Saving…',
  saved: 'Saved',
  failed: 'Save failed — retrying',
  conflict: 'This slide was changed elsewhere. Your version is kept here.',
};

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
  return (
    <div className="figura-save-status" data-status={status}>
      {/* The status text alone (no buttons inside) so screen readers and tests read exactly it. */}
      <span
        role="status"
        data-testid="save-status"
        data-status={status}
        title={status === 'failed' ? error : undefined}
      >
        {SAVE_STATUS_TEXT[status]}
      </span>
      {status === 'failed' ? (
        <button type="button" className="figura-button" onClick={onRetryNow}>
          Retry now
        </button>
      ) : null}
      {status === 'conflict' ? (
        <>
          <button type="button" className="figura-button" onClick={onKeepMine}>
            Keep mine
          </button>
          <button type="button" className="figura-button" onClick={onLoadTheirs}>
            Load theirs
          </button>
        </>
      ) : null}
    </div>
  );
}

import type { ReactNode } from 'react';
import { RetryBoundary } from './RetryBoundary';
import { useTranslation } from '../i18n/translation';

/**
 * A part of the editor whose code loads on demand (a panel, a dialog, an inspector tab): while
 * it loads, `fallback`; when it cannot be loaded (the connection dropped, or Figura was updated
 * and the old file is gone) or fails to draw, a line saying so in its place, and the rest of the
 * editor goes on working. Without it one missing file took the whole editor off the page.
 */
export function LazyPart({
  children,
  fallback = null,
  onClose,
}: {
  children: ReactNode;
  fallback?: ReactNode;
  /** The part is a dialog: its failure shows as one, with a Close (it did not push the canvas up). */
  onClose?: () => void;
}) {
  return (
    <RetryBoundary
      logName="a part of the editor"
      fallback={fallback}
      failed={(retry) => <PartFailed onClose={onClose} onRetry={retry} />}
    >
      {children}
    </RetryBoundary>
  );
}

/**
 * Tries again when asked (parts made with lazyPart load anew; RetryBoundary also does when the
 * connection comes back); a reload is the way back when Figura was updated and the old file is
 * gone.
 */
function PartFailed({ onRetry, onClose }: { onRetry: () => void; onClose?: () => void }) {
  const { t } = useTranslation('editor');
  const message = (
    <div role="alert" className="figura-message">
      <p>{t('partFailed')}</p>
      {/* In a dialog, focus is in it: Escape closes it, Enter tries again. */}
      <button
        type="button"
        className="figura-button figura-primary"
        onClick={onRetry}
        autoFocus={onClose !== undefined}
      >
        {t('partRetry')}
      </button>{' '}
      <button
        type="button"
        className="figura-button figura-secondary"
        onClick={(event) => event.currentTarget.ownerDocument.defaultView?.location.reload()}
      >
        {t('partReload')}
      </button>{' '}
      {onClose ? (
        <button type="button" className="figura-button figura-secondary" onClick={onClose}>
          {t('partClose')}
        </button>
      ) : null}
    </div>
  );
  return onClose ? (
    <div className="figura-dialog-backdrop">
      <div
        className="figura-dialog figura-part-failed"
        role="dialog"
        aria-modal="true"
        aria-label={t('partFailedTitle')}
        onKeyDown={(event) => {
          event.stopPropagation();
          if (event.key === 'Escape') onClose();
        }}
      >
        {message}
      </div>
    </div>
  ) : (
    message
  );
}

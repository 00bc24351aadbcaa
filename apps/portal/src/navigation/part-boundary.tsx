import { Suspense, useEffect, useId, useRef, type ReactNode } from 'react';
import { FailureBoundary, useFreshTry, useRetryWhenOnline } from '@figura/react-editor/boundary';
import { useTranslation } from '@figura/react-editor/i18n';

/**
 * A part of a page whose code loads on demand (the Share dialog, the trash, the builder's
 * templates): `fallback` while it loads and, when its file cannot be fetched (a dropped
 * connection, or Figura was updated), a sentence saying so with "Try again" (done by itself when
 * the connection comes back) in its place; the rest of the page goes on working. Without it a
 * slow file showed nothing at all, and a missing one took the whole page down.
 */
export function PartBoundary({
  children,
  fallback = null,
  onClose,
}: {
  children: ReactNode;
  fallback?: ReactNode;
  /** The part is a dialog: its failure shows as one, with a Close. */
  onClose?: () => void;
}) {
  const { attempt, retry } = useFreshTry();
  return (
    <FailureBoundary
      logName="a part of the page"
      resetKey={attempt}
      failed={<PartFailed onRetry={retry} onClose={onClose} />}
    >
      <Suspense fallback={fallback}>{children}</Suspense>
    </FailureBoundary>
  );
}

function PartFailed({ onRetry, onClose }: { onRetry: () => void; onClose?: () => void }) {
  const { t } = useTranslation('portal');
  useRetryWhenOnline(onRetry);
  if (!onClose)
    return (
      <p role="alert" className="alert error">
        {t('partFailed')}{' '}
        <button type="button" className="link-button" onClick={onRetry}>
          {t('tryAgain')}
        </button>
      </p>
    );
  return <FailedDialog onRetry={onRetry} onClose={onClose} />;
}

/** The dialog that could not be loaded, as a small modal one: focus in it, Escape closes it. */
function FailedDialog({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  const { t } = useTranslation('portal');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="dialog"
      role="alertdialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="dialog-body">
        <h2 id={titleId} className="dialog-title">
          {t('partFailedTitle')}
        </h2>
        <p>{t('partFailed')}</p>
        <div className="dialog-actions">
          <button type="button" className="button primary" onClick={onRetry} autoFocus>
            {t('tryAgain')}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t('partClose')}
          </button>
        </div>
      </div>
    </dialog>
  );
}

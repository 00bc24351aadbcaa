import type { ReactNode } from 'react';
import { RetryBoundary } from '@figura/react-editor/boundary';
import { useTranslation } from '@figura/react-editor/i18n';
import { ConfirmDialog } from '../design/ConfirmDialog';

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
  return (
    <RetryBoundary
      logName="a part of the page"
      fallback={fallback}
      failed={(retry) => <PartFailed onRetry={retry} onClose={onClose} />}
    >
      {children}
    </RetryBoundary>
  );
}

function PartFailed({ onRetry, onClose }: { onRetry: () => void; onClose?: () => void }) {
  const { t } = useTranslation('portal');
  return onClose ? (
    <ConfirmDialog
      title={t('partFailedTitle')}
      confirmLabel={t('tryAgain')}
      cancelLabel={t('partClose')}
      onConfirm={onRetry}
      onCancel={onClose}
    >
      <p>{t('partFailed')}</p>
    </ConfirmDialog>
  ) : (
    <p role="alert" className="alert error">
      {t('partFailed')}{' '}
      <button type="button" className="link-button" onClick={onRetry}>
        {t('tryAgain')}
      </button>
    </p>
  );
}

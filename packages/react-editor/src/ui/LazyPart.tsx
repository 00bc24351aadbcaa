import { Suspense, type ReactNode } from 'react';
import { FailureBoundary } from './FailureBoundary';
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
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return (
    <FailureBoundary logName="a part of the editor" failed={<PartFailed />}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </FailureBoundary>
  );
}

/** React keeps a part's failed load, so the way back is a fresh page (the work is saved). */
function PartFailed() {
  const { t } = useTranslation('editor');
  return (
    <p role="alert" className="figura-message">
      {t('partFailed')}{' '}
      <button
        type="button"
        className="figura-button figura-primary"
        onClick={(event) => event.currentTarget.ownerDocument.defaultView?.location.reload()}
      >
        {t('partReload')}
      </button>
    </p>
  );
}

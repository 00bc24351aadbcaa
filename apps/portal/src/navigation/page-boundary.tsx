import type { ReactNode } from 'react';
import { RetryBoundary } from '@figura/react-editor/boundary';
import { useTranslation } from '@figura/react-editor/i18n';
import { useLocation } from 'react-router';

/**
 * The page being shown, loading (`fallback`) or, when its code cannot be fetched (a dropped
 * connection, or a deploy that removed the old file) or it fails to draw, a sentence saying so
 * with "Try again" (done by itself when the connection comes back) and a reload. Without it such
 * a page left a blank window. Another address shows its own page; the page is not remounted when
 * the address changes (the builder names its creation in it).
 */
export function PageBoundary({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RetryBoundary
      logName="the page"
      fallback={fallback}
      failed={(retry) => <PageFailed onRetry={retry} />}
      resetKey={pathname}
    >
      {children}
    </RetryBoundary>
  );
}

function PageFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('portal');
  return (
    <main className="page-message" role="alert">
      <p>{t('pageFailed')}</p>
      <p className="page-message-actions">
        <button type="button" className="button primary" onClick={onRetry}>
          {t('pageRetry')}
        </button>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('pageReload')}
        </button>
        <a href="/my-creations">{t('pageHome')}</a>
      </p>
    </main>
  );
}

import { Component, Suspense, type ReactNode } from 'react';
import { useTranslation } from '@figura/react-editor/i18n';
import { useLocation } from 'react-router';

/**
 * The page being shown, loading (`fallback`) or, when its code cannot be fetched (a dropped
 * connection, or a deploy that removed the old file) or it fails to draw, a sentence saying so
 * with a reload; another address shows its own page (the page is not remounted when the address
 * changes: the builder names its creation in it). Without it such a page left a blank
 * window.
 */
export function PageBoundary({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Boundary pathname={pathname}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </Boundary>
  );
}

class Boundary extends Component<{ children: ReactNode; pathname: string }, { failed: boolean }> {
  override state = { failed: false };

  override componentDidUpdate(previous: { pathname: string }): void {
    if (this.state.failed && previous.pathname !== this.props.pathname)
      this.setState({ failed: false });
  }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    globalThis.console?.error('Figura: the page could not be shown', error);
  }

  override render(): ReactNode {
    return this.state.failed ? <PageFailed /> : this.props.children;
  }
}

function PageFailed() {
  const { t } = useTranslation('portal');
  return (
    <main className="page-message" role="alert">
      <p>{t('pageFailed')}</p>
      <p className="page-message-actions">
        <button type="button" className="button primary" onClick={() => window.location.reload()}>
          {t('pageReload')}
        </button>
        <a href="/my-creations">{t('pageHome')}</a>
      </p>
    </main>
  );
}

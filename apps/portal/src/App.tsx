import { Suspense, useEffect } from 'react';
import { lazyPart } from '@figura/react-editor/boundary';
import { matchPath, Navigate, Route, Routes } from 'react-router';
import { PageBoundary } from './navigation/page-boundary';
import { BUILDER_NAMESPACES, SDK_NAMESPACES, whenTranslated } from '@figura/sdk-core/i18n';
import { useTranslation } from '@figura/react-editor/i18n';
import { RequireSession } from './session/RequireSession';
import { MyCreationsPage } from './pages/MyCreationsPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { InactivityLogout } from './session/InactivityLogout';
import { PageTags } from './navigation/PageTags';
import { SupportChatPanel } from './support/SupportChatPanel';
import { HelpSlotProvider } from './support/help-slot';
import { HeaderMenuProvider } from './navigation/header-menu';
import { lazyPage, type LazyPage } from './navigation/lazy-page';

/**
 * The pages that load on their first visit, by path (`signedIn`: behind RequireSession). Only the
 * first route, My creations, is in the first download; a link's navigation keeps the current page
 * on screen until the next has loaded.
 */
const LAZY_PAGES: { path: string; page: LazyPage; signedIn?: boolean | 'or-visitor' }[] = [
  {
    path: '/pricing',
    page: lazyPage(() => import('./billing/PricingPage').then((module) => module.PricingPage)),
    signedIn: true,
  },
  {
    path: '/my-account/overview/',
    page: lazyPage(() =>
      import('./account/AccountOverviewPage').then((module) => module.AccountOverviewPage),
    ),
    signedIn: true,
  },
  {
    path: '/order-custom-work',
    page: lazyPage(() =>
      import('./orders/OrderCustomWorkPage').then((module) => module.OrderCustomWorkPage),
    ),
    signedIn: true,
  },
  {
    path: '/workspace',
    page: lazyPage(() =>
      import('./teams/WorkspacePage').then((module) => module.WorkspaceIndexPage),
    ),
    signedIn: true,
  },
  {
    path: '/workspace/invite/:token',
    page: lazyPage(() =>
      import('./teams/AcceptInvitePage').then((module) => module.AcceptInvitePage),
    ),
    // Opened from the mail before having an account: the page says what the invitation is first.
    signedIn: 'or-visitor',
  },
  {
    path: '/workspace/:teamId',
    page: lazyPage(() => import('./teams/WorkspacePage').then((module) => module.WorkspacePage)),
    signedIn: true,
  },
  {
    path: '/admin/teams',
    page: lazyPage(() => import('./teams/AdminTeamsPage').then((module) => module.AdminTeamsPage)),
    signedIn: true,
  },
  {
    path: '/teams-and-labs',
    page: lazyPage(() =>
      import('./teams/TeamsAndLabsPage').then((module) => module.TeamsAndLabsPage),
    ),
  },
  // Public: the library can be browsed without signing in.
  {
    path: '/gallery',
    page: lazyPage(() => import('./gallery/GalleryPage').then((module) => module.GalleryPage)),
  },
  {
    path: '/admin/identity-providers',
    page: lazyPage(() => import('./admin/SamlAdminPage').then((module) => module.SamlAdminPage)),
    signedIn: true,
  },
  {
    path: '/auth/logout',
    page: lazyPage(() => import('./pages/AuthPages').then((module) => module.LogoutPage)),
  },
  {
    path: '/auth/login-register',
    page: lazyPage(() => import('./pages/AuthPages').then((module) => module.LoginRegisterPage)),
  },
  {
    path: '/auth/saml/complete',
    page: lazyPage(() => import('./pages/AuthPages').then((module) => module.SamlCompletePage)),
  },
  // The link at the end of every invitation mail (no sign-in).
  {
    path: '/unsubscribe',
    page: lazyPage(() =>
      import('./pages/UnsubscribePage').then((module) => module.UnsubscribePage),
    ),
  },
  {
    path: '/auth/complete-profile',
    page: lazyPage(() =>
      import('./pages/CompleteProfilePage').then((module) => module.CompleteProfilePage),
    ),
    signedIn: true,
  },
];

/** Fetches the code of the page at `pathname`, if it loads lazily (main.tsx: before the first render). */
export function preloadPageAt(pathname: string): Promise<void> {
  const found = LAZY_PAGES.find(({ path }) => matchPath(path, pathname));
  // A failure here is retried by the page's own render (and reported there).
  return found ? found.page.preload().catch(() => undefined) : Promise.resolve();
}

// The editor (fabric and the canvas UI) loads only when a creation is opened; the builder when
// it is.
const EditorPage = lazyPart(() => import('./pages/EditorPage'));
const BuilderPage = lazyPart(() => import('./pages/BuilderPage'));

/** The editor page, its strings loading beside its code. */
function EditorRoute() {
  const { t, i18n } = useTranslation('portal');
  useEffect(() => void whenTranslated(i18n, SDK_NAMESPACES), [i18n]);
  return (
    <Suspense fallback={<p className="page-message">{t('editorPage.opening')}</p>}>
      <EditorPage />
    </Suspense>
  );
}

/** The builder's page, its strings loading beside its code. */
function BuilderRoute() {
  const { t, i18n } = useTranslation('portal');
  useEffect(() => void whenTranslated(i18n, BUILDER_NAMESPACES), [i18n]);
  return (
    <Suspense fallback={<p className="page-message">{t('builderPage.opening')}</p>}>
      <BuilderPage />
    </Suspense>
  );
}

/** Shown while a page's code loads on a first visit straight to it (rarely seen for long). */
function PageLoading() {
  const { t } = useTranslation('portal');
  return (
    <p className="page-message" role="status">
      {t('pageLoading')}
    </p>
  );
}

export function App() {
  return (
    <HelpSlotProvider>
      <HeaderMenuProvider>
        <InactivityLogout />
        <PageTags />
        <PageBoundary fallback={<PageLoading />}>
          <Routes>
            <Route path="/" element={<Navigate to="/my-creations" replace />} />
            <Route
              path="/my-creations"
              element={
                <RequireSession>
                  <MyCreationsPage />
                </RequireSession>
              }
            />
            <Route
              path="/editor/:creationId"
              element={
                <RequireSession>
                  <EditorRoute />
                </RequireSession>
              }
            />
            <Route
              path="/builder/:creationId?"
              element={
                <RequireSession>
                  <BuilderRoute />
                </RequireSession>
              }
            />
            {LAZY_PAGES.map(({ path, page: Page, signedIn }) => (
              <Route
                key={path}
                path={path}
                element={
                  signedIn ? (
                    <RequireSession welcomesVisitors={signedIn === 'or-visitor'}>
                      <Page />
                    </RequireSession>
                  ) : (
                    <Page />
                  )
                }
              />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </PageBoundary>
        <SupportChatPanel />
      </HeaderMenuProvider>
    </HelpSlotProvider>
  );
}

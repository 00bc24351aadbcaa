import { lazy, Suspense, useEffect } from 'react';
import { matchPath, Navigate, Route, Routes } from 'react-router';
import { BUILDER_NAMESPACES, SDK_NAMESPACES, whenTranslated } from '@figura/sdk-core/i18n';
import { useTranslation } from '@figura/react-editor/i18n';
import { RequireSession } from './session/RequireSession';
import { MyCreationsPage } from './pages/MyCreationsPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { InactivityLogout } from './session/InactivityLogout';
import { PageTags } from './navigation/PageTags';
import { SupportChatPanel } from './support/SupportChatPanel';
import { HelpSlotProvider } from './support/help-slot';
import { lazyPage, type LazyPage } from './navigation/lazy-page';

// Only the first route (My creations) is in the first download; every other page loads when it
// is first visited (a link's navigation keeps the current page on screen until it has).
const LogoutPage = lazyPage(() => import('./pages/AuthPages').then((module) => module.LogoutPage));
const LoginRegisterPage = lazyPage(() =>
  import('./pages/AuthPages').then((module) => module.LoginRegisterPage),
);
const SamlCompletePage = lazyPage(() =>
  import('./pages/AuthPages').then((module) => module.SamlCompletePage),
);
const CompleteProfilePage = lazyPage(() =>
  import('./pages/CompleteProfilePage').then((module) => module.CompleteProfilePage),
);
const GalleryPage = lazyPage(() =>
  import('./gallery/GalleryPage').then((module) => module.GalleryPage),
);
const AccountOverviewPage = lazyPage(() =>
  import('./account/AccountOverviewPage').then((module) => module.AccountOverviewPage),
);
const PricingPage = lazyPage(() =>
  import('./billing/PricingPage').then((module) => module.PricingPage),
);
const WorkspaceIndexPage = lazyPage(() =>
  import('./teams/WorkspacePage').then((module) => module.WorkspaceIndexPage),
);
const WorkspacePage = lazyPage(() =>
  import('./teams/WorkspacePage').then((module) => module.WorkspacePage),
);
const AcceptInvitePage = lazyPage(() =>
  import('./teams/AcceptInvitePage').then((module) => module.AcceptInvitePage),
);
const TeamsAndLabsPage = lazyPage(() =>
  import('./teams/TeamsAndLabsPage').then((module) => module.TeamsAndLabsPage),
);
const AdminTeamsPage = lazyPage(() =>
  import('./teams/AdminTeamsPage').then((module) => module.AdminTeamsPage),
);
const SamlAdminPage = lazyPage(() =>
  import('./admin/SamlAdminPage').then((module) => module.SamlAdminPage),
);
const OrderCustomWorkPage = lazyPage(() =>
  import('./orders/OrderCustomWorkPage').then((module) => module.OrderCustomWorkPage),
);

/** The pages that load on first visit, by path; `signedIn`: behind RequireSession. */
const LAZY_PAGES: { path: string; page: LazyPage; signedIn?: boolean }[] = [
  { path: '/pricing', page: PricingPage, signedIn: true },
  { path: '/my-account/overview/', page: AccountOverviewPage, signedIn: true },
  { path: '/order-custom-work', page: OrderCustomWorkPage, signedIn: true },
  { path: '/workspace', page: WorkspaceIndexPage, signedIn: true },
  { path: '/workspace/invite/:token', page: AcceptInvitePage, signedIn: true },
  { path: '/workspace/:teamId', page: WorkspacePage, signedIn: true },
  { path: '/admin/teams', page: AdminTeamsPage, signedIn: true },
  { path: '/teams-and-labs', page: TeamsAndLabsPage },
  // Public: the library can be browsed without signing in.
  { path: '/gallery', page: GalleryPage },
  { path: '/admin/identity-providers', page: SamlAdminPage, signedIn: true },
  { path: '/auth/logout', page: LogoutPage },
  { path: '/auth/login-register', page: LoginRegisterPage },
  { path: '/auth/saml/complete', page: SamlCompletePage },
  { path: '/auth/complete-profile', page: CompleteProfilePage, signedIn: true },
];

/** Fetches the code of the page at `pathname`, if it loads lazily (main.tsx: before the first render). */
export function preloadPageAt(pathname: string): Promise<void> {
  const found = LAZY_PAGES.find(({ path }) => matchPath(path, pathname));
  // A failure here is retried by the page's own render (and reported there).
  return found ? found.page.preload().catch(() => undefined) : Promise.resolve();
}

// The editor (fabric and the canvas UI) loads only when a creation is opened; the builder when
// it is.
const EditorPage = lazy(() => import('./pages/EditorPage'));
const BuilderPage = lazy(() => import('./pages/BuilderPage'));

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
      <InactivityLogout />
      <PageTags />
      <Suspense fallback={<PageLoading />}>
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
                  <RequireSession>
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
      </Suspense>
      <SupportChatPanel />
    </HelpSlotProvider>
  );
}

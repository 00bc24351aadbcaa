import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { BUILDER_NAMESPACES, SDK_NAMESPACES, whenTranslated } from '@figura/sdk-core/i18n';
import { useTranslation } from '@figura/react-editor/i18n';
import { RequireSession } from './session/RequireSession';
import { MyCreationsPage } from './pages/MyCreationsPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { InactivityLogout } from './session/InactivityLogout';
import { PageTags } from './navigation/PageTags';
import { SupportChatPanel } from './support/SupportChatPanel';
import { HelpSlotProvider } from './support/help-slot';
import { lazyPage } from './navigation/lazy-page';

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
          <Route
            path="/pricing"
            element={
              <RequireSession>
                <PricingPage />
              </RequireSession>
            }
          />
          <Route
            path="/my-account/overview/"
            element={
              <RequireSession>
                <AccountOverviewPage />
              </RequireSession>
            }
          />
          <Route
            path="/order-custom-work"
            element={
              <RequireSession>
                <OrderCustomWorkPage />
              </RequireSession>
            }
          />
          <Route
            path="/workspace"
            element={
              <RequireSession>
                <WorkspaceIndexPage />
              </RequireSession>
            }
          />
          <Route
            path="/workspace/invite/:token"
            element={
              <RequireSession>
                <AcceptInvitePage />
              </RequireSession>
            }
          />
          <Route
            path="/workspace/:teamId"
            element={
              <RequireSession>
                <WorkspacePage />
              </RequireSession>
            }
          />
          <Route
            path="/admin/teams"
            element={
              <RequireSession>
                <AdminTeamsPage />
              </RequireSession>
            }
          />
          <Route path="/teams-and-labs" element={<TeamsAndLabsPage />} />
          {/* Public: the library can be browsed without signing in. */}
          <Route path="/gallery" element={<GalleryPage />} />
          <Route
            path="/admin/identity-providers"
            element={
              <RequireSession>
                <SamlAdminPage />
              </RequireSession>
            }
          />
          <Route path="/auth/logout" element={<LogoutPage />} />
          <Route path="/auth/login-register" element={<LoginRegisterPage />} />
          <Route path="/auth/saml/complete" element={<SamlCompletePage />} />
          <Route
            path="/auth/complete-profile"
            element={
              <RequireSession>
                <CompleteProfilePage />
              </RequireSession>
            }
          />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
      <SupportChatPanel />
    </HelpSlotProvider>
  );
}

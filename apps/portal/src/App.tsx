import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { BUILDER_NAMESPACES, SDK_NAMESPACES, whenTranslated } from '@figura/sdk-core/i18n';
import { useTranslation } from '@figura/react-editor/i18n';
import { RequireSession } from './session/RequireSession';
import { MyCreationsPage } from './pages/MyCreationsPage';
import { LogoutPage, LoginRegisterPage, SamlCompletePage } from './pages/AuthPages';
import { NotFoundPage } from './pages/NotFoundPage';
import { CompleteProfilePage } from './pages/CompleteProfilePage';
import { InactivityLogout } from './session/InactivityLogout';
import { PageTags } from './navigation/PageTags';
import { SupportChatPanel } from './support/SupportChatPanel';
import { HelpSlotProvider } from './support/help-slot';
import { GalleryPage } from './gallery/GalleryPage';
import { AccountOverviewPage } from './account/AccountOverviewPage';
import { PricingPage } from './billing/PricingPage';
import { WorkspaceIndexPage, WorkspacePage } from './teams/WorkspacePage';
import { AcceptInvitePage } from './teams/AcceptInvitePage';
import { TeamsAndLabsPage } from './teams/TeamsAndLabsPage';
import { AdminTeamsPage } from './teams/AdminTeamsPage';
import { SamlAdminPage } from './admin/SamlAdminPage';
import { OrderCustomWorkPage } from './orders/OrderCustomWorkPage';

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

export function App() {
  return (
    <HelpSlotProvider>
      <InactivityLogout />
      <PageTags />
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
      <SupportChatPanel />
    </HelpSlotProvider>
  );
}

import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { RequireSession } from './session/RequireSession';
import { MyCreationsPage } from './pages/MyCreationsPage';
import { LogoutPage, LoginRegisterPage } from './pages/AuthPages';
import { NotFoundPage } from './pages/NotFoundPage';

// The editor (fabric and the canvas UI) loads only when a creation is opened.
const EditorPage = lazy(() => import('./pages/EditorPage'));

export function App() {
  return (
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
            <Suspense fallback={<p className="page-message">Opening the editor…</p>}>
              <EditorPage />
            </Suspense>
          </RequireSession>
        }
      />
      <Route path="/auth/logout" element={<LogoutPage />} />
      <Route path="/auth/login-register" element={<LoginRegisterPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

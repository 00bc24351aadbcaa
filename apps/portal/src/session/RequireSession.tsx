import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '@figura/react-editor/i18n';
import { useSession } from './SessionContext';

/**
 * Spec §4: the session is (re)validated on each route change (the controller throttles it to
 * once every 10 minutes); without a session the browser goes to the sign-on site.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { session, user, setUser } = useSession();
  const { t } = useTranslation('portal');
  const location = useLocation();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    session
      .ensureSession({ loginIfNeeded: true, continueUrl: window.location.href })
      .then((result) => {
        if (!cancelled) setUser(result.user);
      })
      .catch((error: unknown) => {
        console.error('Session check failed', error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [session, setUser, location.pathname]);

  if (failed) {
    return (
      <main className="page-message" role="alert">
        <h1>{t('auth.failedTitle')}</h1>
        <p>
          {t('auth.failedText')} <a href="/auth/login-register">{t('tryAgain')}</a>
        </p>
      </main>
    );
  }
  if (!user) {
    return (
      <main className="page-message" aria-busy="true">
        <p>{t('auth.signingIn')}</p>
      </main>
    );
  }
  return <>{children}</>;
}

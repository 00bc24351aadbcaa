import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { afterSignIn, MTG_USER_KEY } from '@figura/sdk-core/session';
import { associateUserProduct, shouldAssociateProduct } from '@figura/sdk-core/api';
import { useTranslation } from '@figura/react-editor/i18n';
import { useSession } from './SessionContext';

/**
 * Spec §4: the session is (re)validated on each route change (the controller throttles it to
 * once every 10 minutes); without a session the browser goes to the sign-on site, or, for a page
 * that `welcomesVisitors` (an invitation's), the page shows itself to the visitor.
 */
export function RequireSession({
  children,
  welcomesVisitors = false,
}: {
  children: ReactNode;
  welcomesVisitors?: boolean;
}) {
  const { session, user, setUser, analytics, config, tracking } = useSession();
  const navigate = useNavigate();
  const { t } = useTranslation('portal');
  const location = useLocation();
  const [failed, setFailed] = useState(false);
  const [visitor, setVisitor] = useState(false);

  useEffect(() => {
    let cancelled = false;
    session
      .ensureSession({ loginIfNeeded: !welcomesVisitors, continueUrl: window.location.href })
      .then((result) => {
        if (cancelled) return;
        setUser(result.user);
        setVisitor(!result.user);
        // Just signed in through the sign-on site: record the product unless a mode query says not.
        if (
          result.user &&
          result.from === 'SSO_AUTHENTICATED' &&
          shouldAssociateProduct(window.location.search)
        ) {
          associateUserProduct(session.signOnUrl()).catch((error: unknown) =>
            console.warn('The product association was not recorded', error),
          );
        }
        // The stored entry marks a signed-in user for the inactivity logout (spec §4).
        if (result.user) window.localStorage.setItem(MTG_USER_KEY, result.user.id);
        else window.localStorage.removeItem(MTG_USER_KEY);
        const here = `${window.location.pathname}${window.location.search}`;
        const next = afterSignIn(result, { analytics, here, tracking });
        if (next && config.askCompleteProfile) void navigate(next, { replace: true });
      })
      .catch((error: unknown) => {
        console.error('Session check failed', error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [
    session,
    setUser,
    analytics,
    config,
    tracking,
    navigate,
    location.pathname,
    welcomesVisitors,
  ]);

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
  if (!user && !(welcomesVisitors && visitor)) {
    return (
      <main className="page-message" aria-busy="true">
        <p>{t('auth.signingIn')}</p>
      </main>
    );
  }
  return <>{children}</>;
}

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@figura/react-editor/i18n';
import { safeContinuePath } from '@figura/sdk-core/model';
import type { SamlProvider } from '@figura/sdk-core/schema';
import { useIsRestoring } from '@tanstack/react-query';
import { useSession } from '../session/SessionContext';
import { useDataCache } from '../cache/DataCacheProvider';

/**
 * Spec §4: logout clears the token cookie and goes to the issuer's logout route with continue
 * (My creations, or the portal path `?continue=` names).
 * That route ends the session only on a POST from an allowed origin (a GET just asks), so the
 * page posts a form to it: still one click for the user. A path (SAML: '/') is simply opened.
 * The person's cached answers, in memory and in storage, go before the browser leaves: this page
 * checks no session, so the cache's owner watch cannot tell its logout from a first visit.
 */
export function LogoutPage() {
  const { logout, endSamlSession } = useSession();
  const cache = useDataCache();
  // Dropped once the persisted copy is back, or the restore would bring it back after the drop.
  const restoring = useIsRestoring();
  const { t } = useTranslation('portal');
  const form = useRef<HTMLFormElement>(null);
  const [signOnLogout, setSignOnLogout] = useState<string | null>(null);
  useEffect(() => {
    if (restoring) return undefined;
    let cancelled = false;
    // A SAML session is revoked at the API while its token is still here to say which.
    void endSamlSession().then(() => {
      if (cancelled) return;
      cache.keepOnly(null);
      // `?continue=` (a path on the portal only): where signing in again leads, e.g. an
      // invitation meant for another address.
      const next =
        safeContinuePath(new URLSearchParams(window.location.search).get('continue')) ??
        '/my-creations';
      const target = logout(`${window.location.origin}${next}`);
      if (target.startsWith('/')) window.location.replace(target);
      else setSignOnLogout(target);
    });
    return () => {
      cancelled = true;
    };
  }, [logout, endSamlSession, cache, restoring]);
  useEffect(() => {
    if (signOnLogout) form.current?.submit();
  }, [signOnLogout]);
  return (
    <>
      {signOnLogout && <form ref={form} method="post" action={signOnLogout} hidden />}
      <p className="page-message">{t('auth.signingOut')}</p>
    </>
  );
}

/**
 * Spec §2: forced after inactivity; hands over to the sign-on site. When identity providers are
 * configured (SAML) it first offers "Sign in with your institution" beside the sign-on site, and
 * "Continue with Google" (the sign-on site's social route, whose address the API gives). Without
 * them it goes straight to the sign-on site's page, which offers the configured social providers.
 */
export function LoginRegisterPage() {
  const { loginUrl, api } = useSession();
  const { t } = useTranslation('portal');
  const [providers, setProviders] = useState<SamlProvider[] | null>(null);
  const [socialFailed, setSocialFailed] = useState(false);
  const continueUrl = `${window.location.origin}/my-creations`;
  const continueWithGoogle = () => {
    setSocialFailed(false);
    api.socialLogin('google', continueUrl).then(
      ({ redirect }) => window.location.assign(redirect),
      (error: unknown) => {
        console.warn('Google sign-in could not be started', error);
        setSocialFailed(true);
      },
    );
  };
  useEffect(() => {
    let cancelled = false;
    api.listSamlProviders().then(
      (found) => {
        if (cancelled) return;
        if (found.length === 0) window.location.replace(loginUrl(continueUrl));
        else setProviders(found);
      },
      (error: unknown) => {
        // Without the list, sign-on is still there.
        console.warn('The identity providers could not be listed', error);
        if (!cancelled) window.location.replace(loginUrl(continueUrl));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, loginUrl, continueUrl]);
  if (!providers) return <p className="page-message">{t('auth.toSignIn')}</p>;
  return (
    <main className="page-message">
      <h1>{t('auth.chooseTitle')}</h1>
      <p>
        <a href={loginUrl(continueUrl)}>{t('auth.withFigura')}</a>
      </p>
      <p>
        <button type="button" onClick={continueWithGoogle}>
          {t('auth.withGoogle')}
        </button>
      </p>
      {socialFailed && <p role="alert">{t('auth.socialFailed')}</p>}
      <h2>{t('auth.withInstitution')}</h2>
      <ul>
        {providers.map((provider) => (
          <li key={provider.id}>
            <a
              href={`${api.samlInitiateUrl(provider.id)}?continue=${encodeURIComponent('/my-creations')}`}
            >
              {t('auth.institution', { name: provider.name })}
            </a>
          </li>
        ))}
      </ul>
    </main>
  );
}

/**
 * Where a SAML sign-in lands (`/auth/saml/complete?token=&continue=`): the one-time token is
 * exchanged for the session's access token, stored as FULLY_AUTHENTICATED_SAML.
 */
export function SamlCompletePage() {
  const { api, session, setUser } = useSession();
  const { t } = useTranslation('portal');
  const [failed, setFailed] = useState(false);
  // The token works once: a second run of the effect (StrictMode) shares the first exchange.
  const exchange = useRef<ReturnType<typeof api.completeSamlAuthentication> | null>(null);
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const token = query.get('token') ?? '';
    const target = query.get('continue');
    // Only a path on the portal (the API checked it too, by the same rule).
    const next = safeContinuePath(target) ?? '/my-creations';
    let cancelled = false;
    exchange.current ??= api.completeSamlAuthentication(token);
    exchange.current.then(
      ({ access_token, user }) => {
        if (cancelled) return;
        session.startSamlSession(access_token);
        setUser(user);
        window.location.replace(next);
      },
      (error: unknown) => {
        console.error('SAML sign-in could not be completed', error);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, session, setUser]);
  if (failed)
    return (
      <main className="page-message" role="alert">
        <h1>{t('auth.failedTitle')}</h1>
        <p>
          {t('auth.samlFailed')} <a href="/auth/login-register">{t('tryAgain')}</a>
        </p>
      </main>
    );
  return <p className="page-message">{t('auth.signingIn')}</p>;
}

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@figura/react-editor/i18n';
import { useSession } from '../session/SessionContext';

/**
 * Spec §4: logout clears the token cookie and goes to the issuer's logout route with continue.
 * That route ends the session only on a POST from an allowed origin (a GET just asks), so the
 * page posts a form to it: still one click for the user. A path (SAML: '/') is simply opened.
 */
export function LogoutPage() {
  const { logout } = useSession();
  const { t } = useTranslation('portal');
  const form = useRef<HTMLFormElement>(null);
  const [signOnLogout, setSignOnLogout] = useState<string | null>(null);
  useEffect(() => {
    const target = logout(`${window.location.origin}/my-creations`);
    if (target.startsWith('/')) window.location.replace(target);
    else setSignOnLogout(target);
  }, [logout]);
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

/** Spec §2: forced after inactivity; hands over to the sign-on site. */
export function LoginRegisterPage() {
  const { loginUrl } = useSession();
  const { t } = useTranslation('portal');
  useEffect(() => {
    window.location.replace(loginUrl(`${window.location.origin}/my-creations`));
  }, [loginUrl]);
  return <p className="page-message">{t('auth.toSignIn')}</p>;
}

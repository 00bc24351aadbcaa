import { useEffect } from 'react';
import { useTranslation } from '@figura/react-editor/i18n';
import { useSession } from '../session/SessionContext';

/** Spec §4: logout clears the token cookie and goes to the issuer's logout route with continue. */
export function LogoutPage() {
  const { logout } = useSession();
  const { t } = useTranslation('portal');
  useEffect(() => {
    window.location.replace(logout(`${window.location.origin}/my-creations`));
  }, [logout]);
  return <p className="page-message">{t('auth.signingOut')}</p>;
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

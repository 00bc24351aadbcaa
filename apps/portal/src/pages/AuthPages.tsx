import { useEffect } from 'react';
import { useSession } from '../session/SessionContext';

/** Spec §4: logout clears the token cookie and goes to the issuer's logout route with continue. */
export function LogoutPage() {
  const { logout } = useSession();
  useEffect(() => {
    window.location.replace(logout(`${window.location.origin}/my-creations`));
  }, [logout]);
  return <p className="page-message">Signing you out…</p>;
}

/** Spec §2: forced after inactivity; hands over to the sign-on site. */
export function LoginRegisterPage() {
  const { loginUrl } = useSession();
  useEffect(() => {
    window.location.replace(loginUrl(`${window.location.origin}/my-creations`));
  }, [loginUrl]);
  return <p className="page-message">Taking you to sign in…</p>;
}

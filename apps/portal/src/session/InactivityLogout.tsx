import { useEffect } from 'react';
import { LOGIN_REGISTER_PATH, MTG_USER_KEY, watchInactivity } from '@figura/sdk-core/session';
import { useSession } from './SessionContext';

/**
 * Spec §4: a user with the stored mtg_user entry who is inactive for 2 hours is logged out and
 * sent to /auth/login-register (the watcher lives in sdk-core; this only wires it to the window).
 */
export function InactivityLogout() {
  const { user, logout, setUser } = useSession();
  useEffect(() => {
    if (!user) return undefined;
    return watchInactivity({
      target: window,
      storage: window.localStorage,
      timers: {
        setTimeout: (callback, ms) => window.setTimeout(callback, ms),
        clearTimeout: (handle) => window.clearTimeout(handle as number),
      },
      onInactive: () => {
        logout(`${window.location.origin}${LOGIN_REGISTER_PATH}`);
        window.localStorage.removeItem(MTG_USER_KEY);
        setUser(null);
        window.location.assign(LOGIN_REGISTER_PATH);
      },
    });
  }, [user, logout, setUser]);
  return null;
}

import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { User } from '@figura/sdk-core/schema';
import type { PortalServices } from './services';

interface SessionContextValue extends PortalServices {
  user: User | null;
  setUser(user: User | null): void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({
  services,
  initialUser = null,
  children,
}: {
  services: PortalServices;
  /** Who is signed in from the start (tests); the portal learns it from the API. */
  initialUser?: User | null;
  children: ReactNode;
}) {
  const [user, setUser] = useState<User | null>(initialUser);
  const value = useMemo(() => ({ ...services, user, setUser }), [services, user]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** Spec §8: shared state used outside its provider is a programming error. */
export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

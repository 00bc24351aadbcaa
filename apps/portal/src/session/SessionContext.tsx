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
  children,
}: {
  services: PortalServices;
  children: ReactNode;
}) {
  const [user, setUser] = useState<User | null>(null);
  const value = useMemo(() => ({ ...services, user, setUser }), [services, user]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** Spec §8: shared state used outside its provider is a programming error. */
export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

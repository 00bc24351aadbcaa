import { useEffect, useState, type ReactNode } from 'react';
import { useIsRestoring } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { watchCacheOwner } from '@figura/sdk-core/session';
import { useSession } from '../session/SessionContext';
import { createPortalDataCache, type PortalDataCache } from './data-cache';

/** The persisted data cache for the pages inside; it only ever holds the signed-in person's data. */
export function DataCacheProvider({ children }: { children: ReactNode }) {
  const [cache] = useState(() => createPortalDataCache(window.localStorage));
  return (
    <PersistQueryClientProvider
      client={cache.queryClient}
      persistOptions={{ persister: cache.persister, maxAge: cache.maxAge }}
    >
      <CacheOwnerWatch cache={cache} />
      {children}
    </PersistQueryClientProvider>
  );
}

/** Starts once the persisted copy is back, so nothing restored can outlive the owner check. */
function CacheOwnerWatch({ cache }: { cache: PortalDataCache }) {
  const { session } = useSession();
  const restoring = useIsRestoring();
  useEffect(
    () => (restoring ? undefined : watchCacheOwner(session.store, cache)),
    [restoring, session, cache],
  );
  return null;
}

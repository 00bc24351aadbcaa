import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useIsRestoring } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { watchCacheOwner } from '@figura/sdk-core/session';
import { useSession } from '../session/SessionContext';
import { createPortalDataCache, type PortalDataCache } from './data-cache';
import { prefetchAccount } from './queries';

const DataCacheContext = createContext<PortalDataCache | null>(null);

/** The persisted data cache for the pages inside; it only ever holds the signed-in person's data. */
export function DataCacheProvider({ children }: { children: ReactNode }) {
  const [cache] = useState(() => createPortalDataCache(window.localStorage));
  return (
    <PersistQueryClientProvider
      client={cache.queryClient}
      persistOptions={{ persister: cache.persister, maxAge: cache.maxAge }}
    >
      <DataCacheContext.Provider value={cache}>
        <CacheOwnerWatch cache={cache} />
        {children}
      </DataCacheContext.Provider>
    </PersistQueryClientProvider>
  );
}

/** The page's data cache (for logout, which drops it before the browser leaves). */
export function useDataCache(): PortalDataCache {
  const cache = useContext(DataCacheContext);
  if (!cache) throw new Error('useDataCache must be used inside <DataCacheProvider>');
  return cache;
}

/**
 * Starts once the persisted copy is back, so nothing restored can outlive the owner check; and
 * reads the profile and journal settings of whoever signs in.
 */
function CacheOwnerWatch({ cache }: { cache: PortalDataCache }) {
  const { session, api } = useSession();
  const restoring = useIsRestoring();
  useEffect(() => {
    if (restoring) return undefined;
    // The owner check first: it drops another person's answers before this one's are read.
    const stopWatching = watchCacheOwner(session.store, cache);
    const stopPrefetching = prefetchAccount(session.store, cache.queryClient, api);
    return () => {
      stopPrefetching();
      stopWatching();
    };
  }, [restoring, session, api, cache]);
  return null;
}

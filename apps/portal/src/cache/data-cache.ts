import { QueryClient } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { Persister } from '@tanstack/react-query-persist-client';
import {
  belongsToSomeoneElse,
  cacheKeys,
  DATA_CACHE_SETTINGS,
  type UserDataCache,
} from '@figura/sdk-core/session';

export interface PortalDataCache extends UserDataCache {
  queryClient: QueryClient;
  persister: Persister;
  /** How long a persisted copy is trusted. */
  maxAge: number;
}

/** The portal's data cache (spec §9), persisted in `storage`; one per page load. */
export function createPortalDataCache(storage: Storage): PortalDataCache {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: DATA_CACHE_SETTINGS.gcTimeMs,
        staleTime: DATA_CACHE_SETTINGS.staleTimeMs,
        refetchOnWindowFocus: DATA_CACHE_SETTINGS.refetchOnWindowFocus,
        refetchOnMount: DATA_CACHE_SETTINGS.refetchOnMount,
      },
    },
  });
  const persister = createSyncStoragePersister({
    storage,
    key: DATA_CACHE_SETTINGS.storageKey,
    throttleTime: DATA_CACHE_SETTINGS.persistThrottleMs,
  });
  return {
    queryClient,
    persister,
    maxAge: DATA_CACHE_SETTINGS.persistMaxAgeMs,
    keepOnly(userId) {
      if (userId === null) {
        queryClient.clear();
        storage.removeItem(DATA_CACHE_SETTINGS.storageKey);
        return;
      }
      queryClient.removeQueries({
        predicate: (query) => belongsToSomeoneElse(query.queryKey, userId),
      });
      // Confirmed as this person: what was restored shows at once and is read fresh behind it
      // (no refetch on mount otherwise brings it up to date).
      void queryClient.invalidateQueries({ queryKey: cacheKeys.user(userId) });
    },
  };
}

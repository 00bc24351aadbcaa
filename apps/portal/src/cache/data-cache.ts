import { QueryClient, type Query } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { Persister } from '@tanstack/react-query-persist-client';
import {
  belongsToSomeoneElse,
  cacheKeys,
  DATA_CACHE_SETTINGS,
  type UserDataCache,
} from '@figura/sdk-core/session';

/**
 * Spec §9: no refetch on mount, merely for being stale. An answer marked out of date (a restored
 * copy once its owner is confirmed, a list after the person's own change) is read again when its
 * page mounts: with a plain `false` it would show as it was until it left the cache.
 */
export function refetchOnMountWhenOutOfDate(query: Query): boolean {
  return DATA_CACHE_SETTINGS.refetchOnMount || query.state.isInvalidated;
}

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
        refetchOnMount: refetchOnMountWhenOutOfDate,
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
      // (now if shown, else when its page mounts).
      void queryClient.invalidateQueries({ queryKey: cacheKeys.user(userId) });
    },
  };
}

import { QueryClient, type Query } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
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
  // A save is written up to a second after it was taken (the throttle): one taken before the
  // person changed or left must not put their answers back after they were dropped.
  let droppedAt = 0;
  let keptFor: string | null = null;
  const persister = createSyncStoragePersister({
    storage,
    key: DATA_CACHE_SETTINGS.storageKey,
    throttleTime: DATA_CACHE_SETTINGS.persistThrottleMs,
    serialize: (client) =>
      JSON.stringify(client.timestamp > droppedAt ? client : keptOnlyFor(client, keptFor)),
  });
  return {
    queryClient,
    persister,
    maxAge: DATA_CACHE_SETTINGS.persistMaxAgeMs,
    keepOnly(userId) {
      droppedAt = Date.now();
      keptFor = userId;
      if (userId === null) {
        // Every answer goes but a public one a page is showing or asking for: that is read afresh
        // instead. Removing it cancelled its request in flight for good (a signed-out visitor whose
        // session check ended first saw "Loading illustrations…" for ever).
        queryClient.removeQueries({
          predicate: (query) => belongsToSomeoneElse(query.queryKey, null) || !query.isActive(),
        });
        void queryClient.resetQueries({ type: 'active' });
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

/** `client` without the answers that are not `userId`'s (null: without any answer). */
function keptOnlyFor(client: PersistedClient, userId: string | null): PersistedClient {
  const keep = (key: readonly unknown[]) => userId !== null && !belongsToSomeoneElse(key, userId);
  return {
    ...client,
    clientState: {
      ...client.clientState,
      queries: client.clientState.queries.filter((query) => keep(query.queryKey)),
      mutations: userId === null ? [] : client.clientState.mutations,
    },
  };
}

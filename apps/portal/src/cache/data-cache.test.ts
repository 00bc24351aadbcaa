import { afterEach, describe, expect, it, vi } from 'vitest';
import { dehydrate, QueryObserver } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
} from '@tanstack/react-query-persist-client';
import {
  cacheKeys,
  createSessionStore,
  DATA_CACHE_SETTINGS,
  watchCacheOwner,
} from '@figura/sdk-core/session';
import { memoryStorage } from './testing';
import { createPortalDataCache, refetchOnMountWhenOutOfDate } from './data-cache';

const KEY = 'REACT_QUERY_OFFLINE_CACHE';
const HOUR = 60 * 60 * 1000;

const user = (id: string) => ({ id, email: `${id}@example.org`, name: id }) as never;
const storedKeys = (storage: Storage) =>
  (
    JSON.parse(storage.getItem(KEY) ?? '{"clientState":{"queries":[]}}') as {
      clientState: { queries: { queryKey: unknown[] }[] };
    }
  ).clientState.queries.map((query) => query.queryKey);

/** Alice's creations list and the public library categories, persisted. */
async function aliceCache(storage = memoryStorage()) {
  const cache = createPortalDataCache(storage);
  cache.queryClient.setQueryData(cacheKeys.creationList('alice'), ['Alice’s cell']);
  cache.queryClient.setQueryData(cacheKeys.galleryCategories(), ['Biology']);
  await persistQueryClientSave({ queryClient: cache.queryClient, persister: cache.persister });
  await vi.advanceTimersByTimeAsync(DATA_CACHE_SETTINGS.persistThrottleMs);
  return { cache, storage };
}

/** A new page's cache, restored from what `storage` holds. */
async function restoredFrom(storage: Storage) {
  const cache = createPortalDataCache(storage);
  await persistQueryClientRestore({
    queryClient: cache.queryClient,
    persister: cache.persister,
    maxAge: cache.maxAge,
  });
  return cache;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the portal data cache', () => {
  it('uses the spec §9 settings for every query', () => {
    const { queryClient, maxAge } = createPortalDataCache(memoryStorage());
    expect(queryClient.getDefaultOptions().queries).toMatchObject({
      gcTime: 12 * HOUR,
      staleTime: 2000,
      refetchOnWindowFocus: false,
      refetchOnMount: refetchOnMountWhenOutOfDate,
    });
    expect(maxAge).toBe(24 * HOUR);
  });

  it('refetches on mount only an answer marked out of date, never one merely stale', async () => {
    vi.useFakeTimers();
    const { cache } = await aliceCache();
    const query = () =>
      cache.queryClient.getQueryCache().find({ queryKey: cacheKeys.creationList('alice') })!;
    await vi.advanceTimersByTimeAsync(10 * DATA_CACHE_SETTINGS.staleTimeMs);
    expect(query().isStaleByTime(DATA_CACHE_SETTINGS.staleTimeMs)).toBe(true);
    expect(refetchOnMountWhenOutOfDate(query())).toBe(false);
    await cache.queryClient.invalidateQueries({ queryKey: cacheKeys.creations('alice') });
    expect(refetchOnMountWhenOutOfDate(query())).toBe(true);
  });

  it('writes the persisted copy under REACT_QUERY_OFFLINE_CACHE at most once a second', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const cache = createPortalDataCache(storage);
    cache.queryClient.setQueryData(cacheKeys.creationList('alice'), ['Alice’s cell']);
    await persistQueryClientSave({ queryClient: cache.queryClient, persister: cache.persister });
    await vi.advanceTimersByTimeAsync(900);
    expect(storage.getItem(KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(200);
    expect(storedKeys(storage)).toEqual([cacheKeys.creationList('alice')]);
  });

  it('never writes back a save taken before the person left or changed', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const cache = createPortalDataCache(storage);
    const bothLists = () => {
      cache.queryClient.setQueryData(cacheKeys.creationList('alice'), ['Alice’s cell']);
      cache.queryClient.setQueryData(cacheKeys.creationList('bob'), ['Bob’s membrane']);
      return { buster: '', timestamp: Date.now(), clientState: dehydrate(cache.queryClient) };
    };
    // A save taken now and written when the throttle's second is up, after Alice logged out
    // (the race a busy browser lost: her list came back into storage after the logout).
    let taken = bothLists();
    await vi.advanceTimersByTimeAsync(10);
    cache.keepOnly(null);
    await cache.persister.persistClient(taken);
    await vi.advanceTimersByTimeAsync(DATA_CACHE_SETTINGS.persistThrottleMs);
    expect(storedKeys(storage)).toEqual([]);

    // The same when Bob signs in after her: only his answers may be written.
    taken = bothLists();
    await vi.advanceTimersByTimeAsync(10);
    cache.keepOnly('bob');
    await cache.persister.persistClient(taken);
    await vi.advanceTimersByTimeAsync(DATA_CACHE_SETTINGS.persistThrottleMs);
    expect(storedKeys(storage)).toEqual([cacheKeys.creationList('bob')]);
  });

  it('restores a copy younger than 24 h and drops an older one', async () => {
    vi.useFakeTimers();
    const { storage } = await aliceCache();
    vi.setSystemTime(Date.now() + 23 * HOUR);
    const fresh = await restoredFrom(storage);
    expect(fresh.queryClient.getQueryData(cacheKeys.creationList('alice'))).toEqual([
      'Alice’s cell',
    ]);

    vi.setSystemTime(Date.now() + 2 * HOUR);
    const old = await restoredFrom(storage);
    expect(old.queryClient.getQueryData(cacheKeys.creationList('alice'))).toBeUndefined();
  });

  it('keeps the known person’s answers and the library, dropping anyone else’s', async () => {
    vi.useFakeTimers();
    const { cache } = await aliceCache();
    cache.queryClient.setQueryData(cacheKeys.creationList('bob'), ['Bob’s cell']);
    cache.keepOnly('alice');
    const alices = cache.queryClient
      .getQueryCache()
      .find({ queryKey: cacheKeys.creationList('alice') })!;
    expect(alices.state.data).toEqual(['Alice’s cell']);
    // Shown at once, and read fresh when its page shows it.
    expect(refetchOnMountWhenOutOfDate(alices)).toBe(true);
    expect(cache.queryClient.getQueryData(cacheKeys.galleryCategories())).toEqual(['Biology']);
    expect(cache.queryClient.getQueryData(cacheKeys.creationList('bob'))).toBeUndefined();
  });

  it('forgets everything, the persisted copy too, when Alice logs out', async () => {
    vi.useFakeTimers();
    const { cache, storage } = await aliceCache();
    const session = createSessionStore();
    watchCacheOwner(session, cache);
    session.setState({ state: 'FULLY_AUTHENTICATED', user: user('alice') });
    expect(cache.queryClient.getQueryData(cacheKeys.creationList('alice'))).toEqual([
      'Alice’s cell',
    ]);

    session.setState({ state: null, user: null, isNewUser: false, loading: false });
    expect(cache.queryClient.getQueryCache().getAll()).toEqual([]);
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('never shows Alice’s persisted creations to Bob signing in on the same browser', async () => {
    vi.useFakeTimers();
    const { storage } = await aliceCache();
    // The next page load: Alice's copy comes back before anyone is known.
    const cache = await restoredFrom(storage);
    const session = createSessionStore();
    watchCacheOwner(session, cache);
    expect(cache.queryClient.getQueryData(cacheKeys.creationList('alice'))).toEqual([
      'Alice’s cell',
    ]);

    session.setState({ state: 'FULLY_AUTHENTICATED', user: user('bob') });
    expect(cache.queryClient.getQueryData(cacheKeys.creationList('alice'))).toBeUndefined();
    await persistQueryClientSave({ queryClient: cache.queryClient, persister: cache.persister });
    await vi.advanceTimersByTimeAsync(DATA_CACHE_SETTINGS.persistThrottleMs);
    expect(storedKeys(storage)).not.toContainEqual(cacheKeys.creationList('alice'));
  });

  it('forgets the library too when the person changes without a logout', async () => {
    vi.useFakeTimers();
    const { cache } = await aliceCache();
    const session = createSessionStore();
    watchCacheOwner(session, cache);
    session.setState({ state: 'FULLY_AUTHENTICATED', user: user('alice') });
    session.setState({ user: user('bob') });
    expect(cache.queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('still shows a public answer that was on its way when a visitor turned out to be signed out', async () => {
    const cache = createPortalDataCache(memoryStorage());
    let answer: (items: string[]) => void = () => {};
    const observer = new QueryObserver(cache.queryClient, {
      queryKey: cacheKeys.galleryIllustrations({ q: 'neuron' }),
      queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)),
    });
    const shown: (string[] | undefined)[] = [];
    const stop = observer.subscribe((result) => shown.push(result.data));
    await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(true));
    cache.keepOnly(null);
    answer(['Neuron']);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(['Neuron']));
    expect(observer.getCurrentResult().isFetching).toBe(false);
    expect(shown.at(-1)).toEqual(['Neuron']);
    stop();
  });
});

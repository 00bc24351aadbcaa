import { describe, expect, it, vi } from 'vitest';
import {
  belongsToSomeoneElse,
  cacheKeys,
  DATA_CACHE_SETTINGS,
  watchCacheOwner,
} from './data-cache';
import { createSessionStore } from './store';
import { testUser } from './test-session';

const other = { ...testUser, id: 'user-other' };

function setUp() {
  const session = createSessionStore();
  const cache = { keepOnly: vi.fn() };
  const dispose = watchCacheOwner(session, cache);
  return { session, cache, dispose };
}

describe('DATA_CACHE_SETTINGS', () => {
  it('holds the spec §9 values', () => {
    expect(DATA_CACHE_SETTINGS).toEqual({
      gcTimeMs: 43_200_000,
      staleTimeMs: 2000,
      refetchOnWindowFocus: false,
      refetchOnMount: false,
      persistMaxAgeMs: 86_400_000,
      persistThrottleMs: 1000,
      storageKey: 'REACT_QUERY_OFFLINE_CACHE',
    });
  });
});

describe('cacheKeys', () => {
  it('puts every personal answer under its owner', () => {
    const personal = [
      cacheKeys.creations('a'),
      cacheKeys.creationList('a'),
      cacheKeys.creationList('a', { folderId: 'f1' }),
      cacheKeys.trash('a'),
      cacheKeys.shared('a'),
      cacheKeys.folders('a'),
      cacheKeys.profile('a'),
      cacheKeys.team('a'),
    ];
    for (const key of personal) {
      expect(key.slice(0, 2)).toEqual(cacheKeys.user('a'));
      expect(belongsToSomeoneElse(key, 'a')).toBe(false);
      expect(belongsToSomeoneElse(key, 'b')).toBe(true);
      expect(belongsToSomeoneElse(key, null)).toBe(true);
    }
    expect(new Set(personal.map((key) => JSON.stringify(key))).size).toBe(personal.length);
  });

  it('nests every creation list under the creations key, so one invalidation reaches them all', () => {
    const root = cacheKeys.creations('a');
    for (const key of [
      cacheKeys.creationList('a'),
      cacheKeys.creationList('a', { folderId: 'f1' }),
      cacheKeys.trash('a'),
      cacheKeys.shared('a'),
    ])
      expect(key.slice(0, root.length)).toEqual(root);
    expect(cacheKeys.creationList('a')).not.toEqual(cacheKeys.creationList('a', { folderId: 'f' }));
  });

  it('keeps the public library out of anyone’s data', () => {
    for (const key of [cacheKeys.galleryCategories(), cacheKeys.galleryItem('i1')]) {
      expect(belongsToSomeoneElse(key, 'a')).toBe(false);
      expect(key.slice(0, 1)).toEqual(cacheKeys.gallery());
    }
  });
});

describe('watchCacheOwner', () => {
  it('drops nothing while the session is still being checked (the persisted copy shows)', () => {
    const { session, cache } = setUp();
    session.setState({ loading: true });
    expect(cache.keepOnly).not.toHaveBeenCalled();
  });

  it('keeps only the signed-in person’s answers when they are known', () => {
    const { session, cache } = setUp();
    session.setState({ state: 'FULLY_AUTHENTICATED', user: testUser });
    expect(cache.keepOnly).toHaveBeenCalledExactlyOnceWith(testUser.id);
    // A revalidation of the same person drops nothing more.
    session.setState({ user: { ...testUser } });
    expect(cache.keepOnly).toHaveBeenCalledTimes(1);
  });

  it('drops everything on logout', () => {
    const { session, cache } = setUp();
    session.setState({ state: 'FULLY_AUTHENTICATED', user: testUser });
    cache.keepOnly.mockClear();
    session.setState({ state: null, user: null, isNewUser: false, loading: false });
    expect(cache.keepOnly).toHaveBeenCalledExactlyOnceWith(null);
  });

  it('drops everything when the first check finds no one', () => {
    const { session, cache } = setUp();
    session.setState({ state: 'SSO_UNAUTHENTICATED', user: null, loading: false });
    expect(cache.keepOnly).toHaveBeenCalledExactlyOnceWith(null);
  });

  it('drops everything, the public parts too, when another person signs in', () => {
    const { session, cache } = setUp();
    session.setState({ state: 'FULLY_AUTHENTICATED', user: testUser });
    cache.keepOnly.mockClear();
    session.setState({ user: other });
    expect(cache.keepOnly.mock.calls).toEqual([[null], [other.id]]);
  });

  it('stops following after dispose', () => {
    const { session, cache, dispose } = setUp();
    dispose();
    session.setState({ state: 'FULLY_AUTHENTICATED', user: testUser });
    expect(cache.keepOnly).not.toHaveBeenCalled();
  });
});

import type { SessionStore } from './store';

const HOUR_MS = 60 * 60 * 1000;

/** The portal's data cache settings (spec §9), in one place for every adapter. */
export const DATA_CACHE_SETTINGS = {
  /** An unused answer is kept 12 h. */
  gcTimeMs: 12 * HOUR_MS,
  /** An answer counts as fresh for 2 s. */
  staleTimeMs: 2000,
  refetchOnWindowFocus: false,
  refetchOnMount: false,
  /** The persisted copy is trusted for 24 h. */
  persistMaxAgeMs: 24 * HOUR_MS,
  /** The persisted copy is written at most once a second. */
  persistThrottleMs: 1000,
  /** The browser storage key of the persisted copy. */
  storageKey: 'REACT_QUERY_OFFLINE_CACHE',
} as const;

/** Which creations a list shows (all of them or one folder's), matching what, in which order. */
export interface CreationListFilter {
  folderId?: string;
  search?: string;
  sort?: string;
}

/**
 * Every cached answer's key. A signed-in person's data sits under `['user', id]`, so one
 * person's answers can never be read as another's and can be dropped together.
 */
export const cacheKeys = {
  user: (userId: string) => ['user', userId] as const,
  creations: (userId: string) => ['user', userId, 'creations'] as const,
  creationList: (userId: string, filter: CreationListFilter = {}) =>
    [
      'user',
      userId,
      'creations',
      'list',
      filter.folderId ?? null,
      filter.search?.trim() ?? '',
      filter.sort ?? 'edited',
    ] as const,
  trash: (userId: string) => ['user', userId, 'creations', 'trash'] as const,
  /** A team workspace's creations (under `creations`: a change to one reads them again too). */
  workspaceCreations: (userId: string, teamId: string) =>
    ['user', userId, 'creations', 'workspace', teamId] as const,
  shared: (userId: string) => ['user', userId, 'creations', 'shared'] as const,
  /** The plan and its usage (under `creations`: making or deleting one reads it again too). */
  plan: (userId: string) => ['user', userId, 'creations', 'plan'] as const,
  folders: (userId: string) => ['user', userId, 'folders'] as const,
  profile: (userId: string) => ['user', userId, 'profile'] as const,
  journalSettings: (userId: string) => ['user', userId, 'journal-settings'] as const,
  team: (userId: string) => ['user', userId, 'team'] as const,
  /** The public library: the same for everyone, still dropped when the person changes. */
  gallery: () => ['gallery'] as const,
  galleryCategories: () => ['gallery', 'categories'] as const,
  galleryItem: (itemId: string) => ['gallery', 'item', itemId] as const,
  galleryCollections: () => ['gallery', 'collections'] as const,
  /** The illustrations matching a search, a tag and/or a collection, page after page. */
  galleryIllustrations: (query: {
    q?: string;
    category?: string | null;
    collection?: string | null;
  }) =>
    [
      'gallery',
      'illustrations',
      query.q?.trim() ?? '',
      query.category ?? null,
      query.collection ?? null,
    ] as const,
  /** The templates of one kind of creation (null: every kind). */
  galleryTemplates: (kind: string | null, journal: string | null = null) =>
    ['gallery', 'templates', kind, journal] as const,
};

/** Whether `key` holds a person's data other than `userId`'s (null: anyone's). */
export function belongsToSomeoneElse(key: readonly unknown[], userId: string | null): boolean {
  return key[0] === 'user' && key[1] !== userId;
}

/** What the cache owner watch needs from the cache. */
export interface UserDataCache {
  /**
   * Drops every answer that is not `userId`'s, and its persisted copy (null: every answer, but a
   * public one a page is waiting for is read afresh).
   */
  keepOnly(userId: string | null): void;
}

/**
 * Keeps the cache to one person (spec §4, §9). When someone is known, anything cached for another
 * person goes (a persisted copy from whoever used the browser before); when the session ends or
 * the person changes, everything goes, the public parts and the persisted copy too. While the
 * session is still being checked nothing is dropped, so the persisted copy can show at once.
 */
export function watchCacheOwner(session: SessionStore, cache: UserDataCache): () => void {
  let owner: string | null | undefined = undefined;

  function follow(userId: string | null, settled: boolean) {
    if (userId) {
      if (owner && owner !== userId) cache.keepOnly(null);
      if (owner !== userId) cache.keepOnly(userId);
      owner = userId;
    } else if (owner || (owner === undefined && settled)) {
      // Signed out, or the first check found no one: nobody's data may stay.
      cache.keepOnly(null);
      owner = null;
    }
  }

  const read = () => {
    const state = session.getState();
    follow(state.user?.id ?? null, state.state !== null && !state.loading);
  };
  read();
  return session.subscribe(read);
}

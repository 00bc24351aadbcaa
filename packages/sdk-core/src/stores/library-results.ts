import { createStore, type StoreApi } from 'zustand/vanilla';
import type { FiguraApi } from '../api/client';
import type { LibraryCollectionId, LibraryItemMeta } from '../schema/contract/library';

/** What a gallery shows of the library: a search and/or a category. */
export interface LibraryQuery {
  /** Words to search for (by meaning); empty for everything. */
  q?: string;
  category?: string | null;
  /** One featured collection's illustrations. */
  collection?: LibraryCollectionId | null;
}

export type LibraryResultsStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface LibraryResultsState {
  query: LibraryQuery;
  items: readonly LibraryItemMeta[];
  /** How many items match in all (`items` holds the pages loaded so far). */
  total: number;
  status: LibraryResultsStatus;
  /** The failure of the last request, when `status` is `failed`. */
  error: unknown;
  /** Shows the first page for `query`; replies to earlier searches are dropped. */
  search: (query: LibraryQuery) => Promise<void>;
  /** Adds the next page of the current search, if there is one. */
  more: () => Promise<void>;
}

export type LibraryResultsStore = StoreApi<LibraryResultsState>;

export interface LibraryResultsOptions {
  api: Pick<FiguraApi, 'listLibraryItems'>;
  /** Items asked for at a time (the API allows 1-200). */
  pageSize?: number;
}

export const DEFAULT_LIBRARY_PAGE_SIZE = 48;

/** The API request for one page of `query` (the portal's cached gallery asks the same way). */
export const libraryRequest = (query: LibraryQuery, limit: number, offset: number) => ({
  // A gallery of illustrations: the icon sets' pictograms are the icon picker's.
  kind: 'illustration' as const,
  q: query.q?.trim() || undefined,
  category: query.category || undefined,
  collection: query.collection || undefined,
  limit,
  offset,
});

/**
 * One gallery's results from the content library (the portal's /gallery and each
 * `<figura-gallery>` make their own). A user types faster than the API answers: only the reply to
 * the latest search (or page) is shown.
 */
export function createLibraryResults(options: LibraryResultsOptions): LibraryResultsStore {
  const { api } = options;
  const pageSize = options.pageSize ?? DEFAULT_LIBRARY_PAGE_SIZE;
  let latest = 0;

  return createStore<LibraryResultsState>()((set, get) => {
    async function load(query: LibraryQuery, offset: number): Promise<void> {
      const request = ++latest;
      set({ query, status: 'loading', error: undefined });
      try {
        const page = await api.listLibraryItems(libraryRequest(query, pageSize, offset));
        if (request !== latest) return;
        const items = offset === 0 ? page.items : [...get().items, ...page.items];
        set({ items, total: page.total, status: 'ready' });
      } catch (error) {
        if (request !== latest) return;
        set({ status: 'failed', error });
      }
    }
    return {
      query: {},
      items: [],
      total: 0,
      status: 'idle',
      error: undefined,
      search: (query) => {
        set({ items: [], total: 0 });
        return load(query, 0);
      },
      more: async () => {
        const { items, total, query, status } = get();
        if (status === 'loading' || items.length >= total) return;
        await load(query, items.length);
      },
    };
  });
}

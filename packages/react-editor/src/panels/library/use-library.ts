import { useEffect, useMemo, useState } from 'react';
import { whenIdle } from '../../canvas/idle';
import type { FiguraApi } from '@figura/sdk-core/api';
import type { LibraryCategories } from '@figura/sdk-core/schema';
import {
  loadLibrarySearch,
  searchHitOf,
  type LibrarySearch,
  type SearchHit,
} from '@figura/sdk-core/library-search';
import { fetchFirstPage, fetchLibraryData, type LibraryData } from './library-data';

export interface LoadedLibrary {
  search: LibrarySearch;
  categories: LibraryCategories;
}

export type LibraryState =
  | { status: 'loading' }
  | { status: 'ready'; library: LoadedLibrary }
  | { status: 'failed'; error: unknown };

// Parsed once per fetched index (about a megabyte of JSON): reopening the panel is instant.
const parsed = new WeakMap<LibraryData, LoadedLibrary>();

/** The index and categories of `data`, parsed once however many views (or builders) use them. */
export function loaded(data: LibraryData): LoadedLibrary {
  let library = parsed.get(data);
  if (!library) {
    library = {
      search: loadLibrarySearch(data.index),
      categories: [...data.categories].sort((a, b) => a.name.localeCompare(b.name)),
    };
    parsed.set(data, library);
  }
  return library;
}

/** At most this long after the data arrived, the index is parsed even if the browser stays busy. */
const PARSE_WITHIN_MS = 500;

/**
 * The library's search and categories, loaded on first use; `attempt` changes to try again. The
 * index (tens of milliseconds to parse) is parsed when the browser is next idle after the first
 * results from the server are in, so their thumbnails come first; at once when the user searches
 * (`searching`).
 */
export function useLibrary(
  api: FiguraApi,
  attempt: number,
  view: Window | null,
  searching: boolean,
): LibraryState {
  const [data, setData] = useState<LibraryData | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let live = true;
    setFailure(null);
    Promise.all([fetchLibraryData(api), fetchFirstPage(api).catch(() => undefined)]).then(
      ([fetched]) => {
        if (!live) return;
        setData(fetched);
        void whenIdle(view, PARSE_WITHIN_MS).then(() => live && setIdle(true));
      },
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [api, attempt, view]);
  const library = useMemo(
    () => (data && (idle || searching || parsed.has(data)) ? loaded(data) : null),
    [data, idle, searching],
  );
  if (library) return { status: 'ready', library };
  return failure ? { status: 'failed', error: failure.error } : { status: 'loading' };
}

/** The first results of a blank search from the server, until the index is in (then null). */
export function useFirstPage(api: FiguraApi, needed: boolean): SearchHit[] | null {
  const [page, setPage] = useState<SearchHit[] | null>(null);
  useEffect(() => {
    if (!needed) return;
    let live = true;
    fetchFirstPage(api).then(
      (items) => live && setPage(items.map(searchHitOf)),
      // Only a head start: the index brings the same results.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, needed]);
  return needed ? page : null;
}

import { useEffect, useState } from 'react';
import type { FiguraApi } from '@figura/sdk-core/api';
import type { LibraryCategories } from '@figura/sdk-core/schema';
import { loadLibrarySearch, type LibrarySearch } from '@figura/sdk-core/library-search';

export interface LoadedLibrary {
  search: LibrarySearch;
  categories: LibraryCategories;
}

export type LibraryState =
  | { status: 'loading' }
  | { status: 'ready'; library: LoadedLibrary }
  | { status: 'failed'; error: unknown };

// The index (about a megabyte) is fetched and parsed once per API client, however often the panel
// opens; a failed load is forgotten so that "Try again" asks again. Keyed by the editor's own
// client: two editors on one page share nothing.
const loaded = new WeakMap<FiguraApi, Promise<LoadedLibrary>>();

function loadLibrary(api: FiguraApi): Promise<LoadedLibrary> {
  let promise = loaded.get(api);
  if (!promise) {
    promise = Promise.all([api.getLibrarySearchIndex(), api.getLibraryCategories()]).then(
      ([index, categories]) => ({
        search: loadLibrarySearch(index),
        categories: [...categories].sort((a, b) => a.name.localeCompare(b.name)),
      }),
    );
    promise.catch(() => loaded.delete(api));
    loaded.set(api, promise);
  }
  return promise;
}

/** The library's search and categories, loaded on first use; `attempt` changes to try again. */
export function useLibrary(api: FiguraApi, attempt: number): LibraryState {
  const [state, setState] = useState<LibraryState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    loadLibrary(api).then(
      (library) => live && setState({ status: 'ready', library }),
      (error: unknown) => live && setState({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [api, attempt]);
  return state;
}

import type { FiguraApi } from '@figura/sdk-core/api';
import type { LibraryCategories, LibraryItemMeta } from '@figura/sdk-core/schema';

export interface LibraryData {
  /** The search index as JSON text (parsed by the panel's search). */
  index: string;
  categories: LibraryCategories;
}

// Fetched once per API client, however often the panel opens; a failed fetch is forgotten so that
// "Try again" asks again. Keyed by the editor's own client: two editors on a page share nothing.
const fetched = new WeakMap<FiguraApi, Promise<LibraryData>>();

/**
 * The library's search index and categories. Small and free of the search code, so the editor
 * asks for them the moment the panel is opened, while the panel's own code is still loading.
 */
export function fetchLibraryData(api: FiguraApi): Promise<LibraryData> {
  let promise = fetched.get(api);
  if (!promise) {
    // The panel and the builder show illustrations: icons have their own picker.
    promise = Promise.all([
      api.getLibrarySearchIndex(),
      api.getLibraryCategories({ kind: 'illustration' }),
    ]).then(([index, categories]) => ({ index, categories }));
    promise.catch(() => fetched.delete(api));
    fetched.set(api, promise);
  }
  return promise;
}

/** Results shown while the index loads: the library's first page, by title, from the server. */
export const FIRST_PAGE_SIZE = 48;
const firstPages = new WeakMap<FiguraApi, Promise<LibraryItemMeta[]>>();

/**
 * The first results of a blank search, asked of the server (a few kilobytes) so that the panel
 * shows them, and fetches their thumbnails, while the index (a megabyte) is still on its way.
 */
export function fetchFirstPage(api: FiguraApi): Promise<LibraryItemMeta[]> {
  let promise = firstPages.get(api);
  if (!promise) {
    promise = api
      .listLibraryItems({ limit: FIRST_PAGE_SIZE, kind: 'illustration' })
      .then((page) => page.items);
    promise.catch(() => firstPages.delete(api));
    firstPages.set(api, promise);
  }
  return promise;
}

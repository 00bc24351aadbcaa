import { readFileSync } from 'node:fs';
import {
  DEFAULT_LIBRARY,
  libraryFiles,
  openSearch,
  readItem,
  readItems,
} from '@figura/content/library';
import {
  LIBRARY_NOT_BUILT_MESSAGE,
  LIBRARY_ITEM_NOT_FOUND,
  type LibraryCategories,
  type LibraryItem,
  type LibraryItemMeta,
  type LibraryList,
  type LibraryListFilter,
} from '@figura/sdk-core/schema';
import { HttpError, notFound } from '../http/errors.ts';

/** Search hits considered before filtering and paging (a person pages through a few dozen). */
const MAX_SEARCH_HITS = 1000;

/**
 * The built content library (packages/content/library, or FIGURA_CONTENT_LIBRARY), read once on
 * first use: items by id, the search index, the categories. Drawings and thumbnails are read from
 * disk when asked for (the operating system caches them).
 */
export interface LibraryCatalogue {
  /** Changes whenever the library is rebuilt: the ETag of the index and of every list. */
  readonly fingerprint: string;
  list(query: LibraryListFilter): LibraryList;
  item(id: string): LibraryItem;
  categories(): LibraryCategories;
  /** search-index.json as built: what the editor's panel loads to search in the browser. */
  searchIndexText(): string;
  thumbnail(id: string): Buffer;
}

function loadCatalogue(dir: string): LibraryCatalogue {
  const files = libraryFiles(dir);
  const { fingerprint, items } = readItems(dir);
  const byId = new Map(items.map((item) => [item.id, item]));
  const search = openSearch(dir);
  const byTitle = [...items].sort((a, b) => a.title.localeCompare(b.title, 'en'));
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.category, (counts.get(item.category) ?? 0) + 1);
  const categories = [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const meta = (id: string): LibraryItemMeta => {
    const found = byId.get(id);
    if (!found) throw notFound(LIBRARY_ITEM_NOT_FOUND);
    return found;
  };
  return {
    fingerprint,
    list({ q, category, tag, limit, offset }) {
      const candidates = q
        ? search.search(q, MAX_SEARCH_HITS).map((hit) => byId.get(hit.id)!)
        : byTitle;
      const wanted = candidates.filter(
        (item) =>
          item !== undefined &&
          (category === undefined || item.category === category) &&
          (tag === undefined || item.tags.includes(tag)),
      );
      return { total: wanted.length, items: wanted.slice(offset, offset + limit) };
    },
    item: (id) => readItem(meta(id), dir),
    categories: () => categories,
    searchIndexText: () => readFileSync(files.searchIndex, 'utf8'),
    thumbnail: (id) => readFileSync(files.thumbnail(meta(id).id)),
  };
}

/**
 * The catalogue of the library in `dir`, loaded on first use. A library that was never built
 * answers 503 with how to build it (the API still serves everything else).
 */
export function libraryCatalogue(dir = DEFAULT_LIBRARY): () => LibraryCatalogue {
  let loaded: LibraryCatalogue | undefined;
  return () => {
    if (loaded) return loaded;
    try {
      loaded = loadCatalogue(dir);
    } catch (error) {
      console.error(error);
      throw new HttpError(503, LIBRARY_NOT_BUILT_MESSAGE);
    }
    return loaded;
  };
}

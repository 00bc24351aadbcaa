// The library's search for the browser and the server alike: load the serialised index the build
// wrote (search-index.json) and query it. No node or DOM imports: the editor's Illustrations panel
// searches in the browser with it, the API and `pnpm figura content search` on the server.
import MiniSearch, { type SearchResult } from 'minisearch';
import { INDEX_OPTIONS, QUERY_OPTIONS, type IndexedItem, type SearchHit } from './options';

export interface FindOptions {
  /** Only items of this category. */
  category?: string;
  /** At most this many hits (all when left out). */
  limit?: number;
}

export interface LibrarySearch {
  /** The best `limit` items for `query`, best first. */
  search(query: string, limit?: number): SearchHit[];
  /**
   * What a browsing panel shows: the best items for `query` (every item by title, as the API
   * lists them, when the query is blank), optionally of one category only.
   */
  find(query: string, options?: FindOptions): SearchHit[];
  /** How many items the index holds. */
  readonly size: number;
}

const toHit = (hit: SearchResult): SearchHit => ({
  id: String(hit.id),
  title: hit.title as string,
  category: hit.category as string,
  licence: hit.licence as string,
  author: hit.author as string,
  score: hit.score,
});

/** A search over a serialised index (the text of search-index.json, or its parsed JSON). */
export function loadLibrarySearch(index: string | object): LibrarySearch {
  const json = typeof index === 'string' ? index : JSON.stringify(index);
  const miniSearch = MiniSearch.loadJSON<IndexedItem>(json, INDEX_OPTIONS);
  // Browsing (a blank query) lists by title, as GET /library/items does: sorted once, on first use.
  let byTitle: SearchHit[] | undefined;
  // A collator compares thousands of titles several times faster than localeCompare each time.
  const { compare } = new Intl.Collator('en');
  const everything = () =>
    (byTitle ??= miniSearch
      .search(MiniSearch.wildcard)
      .map(toHit)
      .sort((a, b) => compare(a.title, b.title)));
  const find = (query: string, options: FindOptions = {}) => {
    const { category, limit } = options;
    const hits =
      query.trim() === ''
        ? everything().filter((hit) => category === undefined || hit.category === category)
        : miniSearch
            .search(query, {
              ...QUERY_OPTIONS,
              ...(category === undefined ? {} : { filter: (hit) => hit.category === category }),
            })
            .map(toHit);
    return limit === undefined ? hits : hits.slice(0, limit);
  };
  return {
    size: miniSearch.documentCount,
    search: (query, limit = 50) => (query.trim() === '' ? [] : find(query, { limit })),
    find,
  };
}

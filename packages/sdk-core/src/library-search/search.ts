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
   * What a browsing panel shows: the best items for `query` (every item, in library order, when
   * the query is blank), optionally of one category only.
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
  const find = (query: string, options: FindOptions = {}) => {
    const { category, limit } = options;
    const blank = query.trim() === '';
    const hits = miniSearch.search(blank ? MiniSearch.wildcard : query, {
      ...QUERY_OPTIONS,
      ...(category === undefined ? {} : { filter: (hit) => hit.category === category }),
    });
    return (limit === undefined ? hits : hits.slice(0, limit)).map(toHit);
  };
  return {
    size: miniSearch.documentCount,
    search: (query, limit = 50) => (query.trim() === '' ? [] : find(query, { limit })),
    find,
  };
}

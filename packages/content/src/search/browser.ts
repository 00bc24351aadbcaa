// The library's search for the browser and the server alike: load the serialised index the build
// wrote (search-index.json) and query it. No node imports, so the editor's panel can use it.
import MiniSearch from 'minisearch';
import { INDEX_OPTIONS, QUERY_OPTIONS, type IndexedItem, type SearchHit } from './options.ts';

export type { SearchHit } from './options.ts';

export interface LibrarySearch {
  /** The best `limit` items for `query`, best first. */
  search(query: string, limit?: number): SearchHit[];
  /** How many items the index holds. */
  readonly size: number;
}

/** A search over a serialised index (the text of search-index.json, or its parsed JSON). */
export function loadLibrarySearch(index: string | object): LibrarySearch {
  const json = typeof index === 'string' ? index : JSON.stringify(index);
  const miniSearch = MiniSearch.loadJSON<IndexedItem>(json, INDEX_OPTIONS);
  return {
    size: miniSearch.documentCount,
    search(query, limit = 50) {
      return miniSearch
        .search(query, QUERY_OPTIONS)
        .slice(0, limit)
        .map((hit) => ({
          id: String(hit.id),
          title: hit.title as string,
          category: hit.category as string,
          licence: hit.licence as string,
          author: hit.author as string,
          score: hit.score,
        }));
    },
  };
}

import MiniSearch from 'minisearch';
import type { LibraryItemMeta } from '@figura/sdk-core/schema';
import { INDEX_OPTIONS, type IndexedItem } from './options.ts';

/** The serialised index of `items`, for loadLibrarySearch(). */
export function buildSearchIndex(items: readonly LibraryItemMeta[]): string {
  const miniSearch = new MiniSearch<IndexedItem>(INDEX_OPTIONS);
  miniSearch.addAll(
    items.map((item) => ({
      id: item.id,
      title: item.title,
      category: item.category,
      tags: item.tags.join(' '),
      synonyms: item.synonyms.join(' '),
      licence: item.licence.spdx,
      author: item.author.name,
    })),
  );
  return JSON.stringify(miniSearch);
}

import MiniSearch from 'minisearch';
import type { LibraryItemMeta } from '../schema/library';
import { INDEX_OPTIONS, type IndexedItem } from './options';

/** The serialised index of `items`, for loadLibrarySearch(): the library build's and the fakes'. */
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

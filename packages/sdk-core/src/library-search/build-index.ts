import MiniSearch from 'minisearch';
import type { LibraryItemMeta } from '../schema/library';
import { INDEX_OPTIONS, type IndexedItem } from './options';

/** The document the index holds for an item: the one mapping for the build and for later edits. */
export function indexedItem(item: LibraryItemMeta): IndexedItem {
  return {
    id: item.id,
    kind: item.kind,
    title: item.title,
    category: item.category,
    tags: item.tags.join(' '),
    synonyms: item.synonyms.join(', '),
    licence: item.licence.spdx,
    author: item.author.name,
  };
}

/** The serialised index of `items`, for loadLibrarySearch(): the library build's and the fakes'. */
export function buildSearchIndex(items: readonly LibraryItemMeta[]): string {
  const miniSearch = new MiniSearch<IndexedItem>(INDEX_OPTIONS);
  miniSearch.addAll(items.map(indexedItem));
  return JSON.stringify(miniSearch);
}

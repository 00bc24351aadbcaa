import MiniSearch from 'minisearch';
import type { LibraryItemMeta } from '../schema/contract/library';
import { qualityScore } from '../schema/rules/library-constants';
import { INDEX_OPTIONS, type IndexedItem, type SearchHit } from './options';

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
    quality: qualityScore(item),
    ...(item.quality?.bitmap ? { bitmap: true as const } : {}),
  };
}

/** An item as a search hit (a list from the API shown before the index is in), unscored. */
export function searchHitOf(item: LibraryItemMeta): SearchHit {
  return {
    id: item.id,
    kind: item.kind,
    title: item.title,
    category: item.category,
    licence: item.licence.spdx,
    author: item.author.name,
    score: 0,
    quality: qualityScore(item),
    bitmap: item.quality?.bitmap !== undefined,
  };
}

/** The serialised index of `items`, for loadLibrarySearch(): the library build's and the fakes'. */
export function buildSearchIndex(items: readonly LibraryItemMeta[]): string {
  const miniSearch = new MiniSearch<IndexedItem>(INDEX_OPTIONS);
  miniSearch.addAll(items.map(indexedItem));
  return JSON.stringify(miniSearch);
}

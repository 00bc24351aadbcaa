import type { LibraryItemMeta } from '../schema/contract/library';

/** A library item for tests: a CC0 illustration in "Cells", with what `extra` changes. */
export function testLibraryItem(
  id: string,
  title: string,
  extra: Partial<LibraryItemMeta> = {},
): LibraryItemMeta {
  return {
    id,
    kind: 'illustration',
    title,
    category: 'Cells',
    tags: [],
    synonyms: [],
    licence: { spdx: 'CC0-1.0', url: 'https://creativecommons.org/publicdomain/zero/1.0/' },
    author: { name: 'Lab' },
    source: { name: 'Lab', url: 'https://example.org' },
    width: 10,
    height: 10,
    parts: [],
    ...extra,
  };
}

import type { LibraryAuthor, LibraryLicence, LibrarySource } from '@figura/sdk-core/schema';

/** One file offered to the importer, with what is known about it before it is cleaned. */
export interface Candidate {
  /** `<source>/<slug>`, the item's id if accepted. */
  id: string;
  /** Where it came from, for the report: a path relative to the imported folder, or a set's icon name. */
  origin: string;
  title: string;
  category: string;
  tags: string[];
  licence: LibraryLicence;
  author: LibraryAuthor;
  source: LibrarySource;
  /** The file to read, or the markup itself (icon sets). */
  input: { path: string } | { svg: string };
}

/** Gives each candidate a unique id: clashing slugs take `alternatives` in turn, then a number. */
export function uniqueIds<T extends { id: string }>(
  items: Array<T & { alternatives: string[] }>,
): T[] {
  const taken = new Set<string>();
  return items.map(({ alternatives, ...item }) => {
    let id = [item.id, ...alternatives].find((option) => !taken.has(option));
    for (let n = 2; id === undefined; n++)
      if (!taken.has(`${item.id}-${n}`)) id = `${item.id}-${n}`;
    taken.add(id);
    return { ...item, id } as unknown as T;
  });
}

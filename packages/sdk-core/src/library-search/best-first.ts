import type { LibraryItemMeta } from '../schema/contract/library';
import { qualityScore } from '../schema/rules/library-constants';

const { compare } = new Intl.Collator('en');

/** "Adipocyte 3", "96 well plate 2d": variants and numbered names, after plain names. */
const numbered = (title: string) => (/\d/.test(title) ? 1 : 0);

/**
 * The order of every list without a query (the gallery, the panel, the API): the best drawings
 * first, then plain names before numbered variants, then by title. `score` reads an entry's
 * quality (an item's measured score, a search hit's stored one).
 */
export function bestFirst<T extends { title: string }>(score: (entry: T) => number) {
  return (a: T, b: T): number =>
    score(b) - score(a) || numbered(a.title) - numbered(b.title) || compare(a.title, b.title);
}

/** bestFirst for library items. */
export const itemsBestFirst = bestFirst<LibraryItemMeta>(qualityScore);

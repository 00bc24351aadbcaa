import { readFileSync } from 'node:fs';
import { terms } from '@figura/sdk-core/library-search';

/** The curated groups of synonyms.txt (one group a line, terms separated by `|`). */
export function readSynonymGroups(
  file = new URL('./synonyms.txt', import.meta.url),
): string[][] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) =>
      line
        .split('|')
        .map((term) => term.trim())
        .filter(Boolean),
    );
}

const contains = (haystack: readonly string[], needle: readonly string[]) =>
  needle.length > 0 &&
  haystack.some((_, start) => needle.every((term, i) => haystack[start + i] === term));

/**
 * Expands items at index time: a group term found (as whole words) in the item's title, tags or
 * category adds the group's other terms to its synonyms, so "nerve cell" finds neurons.
 */
export function synonymsFor(
  item: { title: string; tags: readonly string[]; category: string },
  groups: readonly string[][],
): string[] {
  const words = terms([item.title, item.category, ...item.tags].join(' '));
  const found = new Set<string>();
  for (const group of groups)
    if (group.some((term) => contains(words, terms(term))))
      for (const term of group) if (!contains(words, terms(term))) found.add(term);
  return [...found];
}

let curated: string[][] | undefined;

/**
 * An item's synonyms as the build gives them: its own terms (an admin's), then those the curated
 * groups of synonyms.txt add for its title, tags and category.
 */
export function itemSynonyms(item: {
  title: string;
  tags: readonly string[];
  category: string;
  synonyms?: readonly string[];
}): string[] {
  curated ??= readSynonymGroups();
  return [...new Set([...(item.synonyms ?? []), ...synonymsFor(item, curated)])];
}

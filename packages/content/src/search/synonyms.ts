import { readFileSync } from 'node:fs';
import { phraseTerms, terms } from '@figura/sdk-core/library-search';

/** The curated groups of synonyms.txt (one group a line, terms separated by `|`). */
export function readSynonymGroups(file = new URL('./synonyms.txt', import.meta.url)): string[][] {
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

/** A name's words as terms, worked out once: thousands of items meet the same names. */
const termsOfName = new Map<string, string[]>();
const nameTerms = (name: string) => {
  let found = termsOfName.get(name);
  if (!found) termsOfName.set(name, (found = phraseTerms(name)));
  return found;
};

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
    if (group.some((term) => contains(words, nameTerms(term))))
      for (const term of group) if (!contains(words, nameTerms(term))) found.add(term);
  return [...found];
}

/** A concept of vocabulary.txt: its names and its broader concept's first name. */
export interface Concept {
  names: string[];
  broader: string | undefined;
}

/** vocabulary.txt's concepts by first name (a broader concept named only after ">" has no names but its own). */
export function readVocabulary(
  file = new URL('./vocabulary.txt', import.meta.url),
): ReadonlyMap<string, Concept> {
  const concepts = new Map<string, Concept>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [names, broader] = line.split('>').map((part) => part.trim());
    const all = names!
      .split('|')
      .map((name) => name.trim())
      .filter(Boolean);
    concepts.set(all[0]!, { names: all, broader: broader || undefined });
  }
  return concepts;
}

/**
 * The vocabulary's words for an item: for each concept the item names (as whole words in its
 * title, tags or category), its other names and the names of every broader concept and of the
 * concepts directly under it. Only one level down: the receptor drawings are found by "GPCR", not by every GPCR.
 */
export function vocabularyFor(
  item: { title: string; tags: readonly string[]; category: string },
  vocabulary: ReadonlyMap<string, Concept>,
): string[] {
  const words = terms([item.title, item.category, ...item.tags].join(' '));
  const named = [...vocabulary].filter(([, concept]) =>
    concept.names.some((name) => contains(words, nameTerms(name))),
  );
  const found = new Set<string>();
  for (const [first, concept] of named) {
    // Its own other names ("Th17" for a helper T cell).
    for (const name of concept.names) found.add(name);
    // Broader, all the way up (a concept named only after ">" adds its own name).
    const seen = new Set<string>([first]);
    for (let up = concept.broader; up && !seen.has(up); up = vocabulary.get(up)?.broader) {
      seen.add(up);
      for (const name of vocabulary.get(up)?.names ?? [up]) found.add(name);
    }
    // Directly under it (a helper T cell, naming "t cell" too, is also found by "Treg", after
    // the Treg drawing: its closest kind).
    for (const [, child] of vocabulary)
      if (child.broader === first) for (const name of child.names) found.add(name);
  }
  return [...found].filter((term) => !contains(words, nameTerms(term)));
}

let curated: string[][] | undefined;
let vocabulary: ReadonlyMap<string, Concept> | undefined;

/**
 * An item's synonyms as the build gives them: its own terms (an admin's), then those the curated
 * groups of synonyms.txt and the vocabulary add for its title, tags and category.
 */
export function itemSynonyms(item: {
  title: string;
  tags: readonly string[];
  category: string;
  synonyms?: readonly string[];
}): string[] {
  curated ??= readSynonymGroups();
  vocabulary ??= readVocabulary();
  return [
    ...new Set([
      ...(item.synonyms ?? []),
      ...synonymsFor(item, curated),
      ...vocabularyFor(item, vocabulary),
    ]),
  ];
}

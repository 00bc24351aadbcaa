// "Did you mean": when a search finds nothing, each word of the query that matches nothing is
// replaced by the closest word of the library's titles (a word's own spelling mistakes: one
// edit in words up to five letters, two in longer ones), and the corrected query is offered when
// it finds something.

import { plainWords } from './terms';

/** Edits between two words: insertions, deletions, substitutions, neighbours swapped (OSA). */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [
    i,
    ...new Array<number>(b.length).fill(0),
  ]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  return rows[a.length]![b.length]!;
}

/** How many edits a word of this length may have. */
const allowedEdits = (length: number) => (length <= 5 ? 1 : 2);

/** The vocabulary's word closest to `word` within the allowed edits (the shorter on a tie). */
export function closestWord(word: string, vocabulary: Iterable<string>): string | undefined {
  const limit = allowedEdits(word.length);
  let best: { word: string; distance: number } | undefined;
  for (const candidate of vocabulary) {
    if (Math.abs(candidate.length - word.length) > limit || candidate === word) continue;
    const distance = editDistance(word, candidate);
    if (distance > limit) continue;
    if (
      !best ||
      distance < best.distance ||
      (distance === best.distance && candidate.length < best.word.length)
    )
      best = { word: candidate, distance };
  }
  return best?.word;
}

/** The words a title is written with, lower case (letters only, three or more). */
export function titleWords(title: string): string[] {
  return plainWords(title)
    .flatMap((word) => word.split(/\p{N}+/u))
    .filter((word) => word.length >= 3);
}

/**
 * The query with each word that finds nothing replaced by the closest word of `vocabulary`, when
 * the corrected query finds something (`finds`); undefined when there is nothing to offer.
 */
export function spellingSuggestion(
  query: string,
  vocabulary: ReadonlySet<string>,
  finds: (query: string) => boolean,
): string | undefined {
  let changed = false;
  const corrected = query
    .trim()
    .split(/\s+/)
    .map((word) => {
      const lower = word.toLowerCase();
      if (!/^\p{L}{3,}$/u.test(lower) || vocabulary.has(lower) || finds(lower)) return word;
      const closest = closestWord(lower, vocabulary);
      if (closest) changed = true;
      return closest ?? word;
    })
    .join(' ');
  return changed && finds(corrected) ? corrected : undefined;
}

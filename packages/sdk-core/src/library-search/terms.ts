// How text becomes search terms, shared by the index, the synonym matcher and queries, so an item
// and a query written differently ("Neurons", "neuron"; "PD-1", "PD1"; "T RNA", "tRNA") meet on the
// same term. No node imports.

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
const words = (folded: string) => folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
/** The words of a text, folded (no marks, lower case), in order, without the joined compounds. */
export const plainWords = (text: string): string[] => words(fold(text));
/**
 * A phrase's words as terms, in order: what a run of an item's terms must be to hold it
 * ("helper t cell" is helper, t, cell; `terms` adds "tcell" after them).
 */
export const phraseTerms = (text: string): string[] => plainWords(text).map(stem);
/** Each two neighbouring words as one: `red`, `blood`, `cell` -> `redblood`, `bloodcell`. */
const pairs = (all: readonly string[]) => all.slice(1).map((word, at) => `${all[at]}${word}`);

/** Words joined by hyphens: "pd-1", "sars-cov-2", "il-6", "96-well". */
const HYPHENATED = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu;
/** A lone letter or a number before a word: "t rna", "m rna", "c. elegans", "96 well". */
const LETTER_WORD = /(?<![\p{L}\p{N}])(\p{L}|\p{N}+)\.?\s+(\p{L}{2,})/gu;

/** Each compound as one term, its parts joined: "pd1", "sarscov2", "trna", "celegans", "96well". */
function compounds(folded: string): string[] {
  return [
    ...[...folded.matchAll(HYPHENATED)].map(([match]) => match.replaceAll('-', '')),
    ...[...folded.matchAll(LETTER_WORD)].map(([, letter, word]) => `${letter}${word}`),
  ];
}

/**
 * The terms of an item's text: words of letters and digits in any script, and each compound
 * joined as well (`T-lymphocyte_2` -> `t`, `lymphocyte`, `2`, `tlymphocyte`).
 */
export function tokenize(text: string): string[] {
  const folded = fold(text);
  return [...words(folded), ...compounds(folded)];
}

/**
 * An item's title and synonyms also give each two neighbouring words as one term ("red blood
 * cell" -> `redblood`, `bloodcell`), which a query's neighbouring words meet: an item named by
 * the whole phrase ranks above one that has its words scattered over its fields.
 */
export function tokenizeField(text: string, field?: string): string[] {
  const found = tokenize(text);
  if (field !== 'title' && field !== 'synonyms') return found;
  // Synonyms are phrases joined by commas into one field (indexedItem): pair within a phrase only.
  const phrases = field === 'synonyms' ? text.split(',') : [text];
  return [...found, ...phrases.flatMap((phrase) => pairs(words(fold(phrase))))];
}

/**
 * The terms of a query: as an item's, but a number inside a hyphenated name counts only with it
 * ("PD-1" asks for `pd` and `pd1`, never for every item numbered 1), and two neighbouring words
 * also as one ("guinea pig" finds "Guineapig").
 */
export function tokenizeQuery(text: string): string[] {
  const folded = fold(text);
  return [...new Set([...queryWords(text), ...compounds(folded), ...pairs(words(folded))])];
}

/** The words a query asks for, each once (a number inside a hyphenated name goes with it). */
export function queryWords(text: string): string[] {
  const folded = fold(text);
  const partsOfNames = new Set(
    [...folded.matchAll(HYPHENATED)].flatMap(([match]) =>
      match.split('-').filter((part) => /^\p{N}+$/u.test(part)),
    ),
  );
  return [...new Set(words(folded).filter((word) => !partsOfNames.has(word)))];
}

/** A light English plural fold: `cells` -> `cell`, `bodies` -> `body`; `bacteria`, `virus` stay. */
export function stem(term: string): string {
  if (term.length > 4 && term.endsWith('ies')) return `${term.slice(0, -3)}y`;
  if (term.length > 3 && term.endsWith('s') && !/(ss|us|is)$/.test(term)) return term.slice(0, -1);
  return term;
}

/**
 * A term with two neighbouring letters swapped, each way ("nueron" -> "neuron", …): the slip
 * typo tolerance of one edit in five letters misses, since a swap is two edits to it.
 */
export function transpositions(term: string): string[] {
  const swapped: string[] = [];
  for (let at = 0; at < term.length - 1; at++)
    if (term[at] !== term[at + 1])
      swapped.push(`${term.slice(0, at)}${term[at + 1]}${term[at]}${term.slice(at + 2)}`);
  return swapped;
}

export const terms = (text: string): string[] => tokenize(text).map(stem);

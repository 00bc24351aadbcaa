// Topic titles, topic descriptions and highlights drawn from what the author typed as the title
// and the key finding: a small heuristic, honest about what it is. Noun phrases (runs of words
// between stop words, verbs and punctuation) make titles; clauses make descriptions; clauses
// with a finding verb or a figure make highlights. Text in other languages goes through the same
// steps without their stop words: fewer and longer phrases, never an error.
import { CLAUSE_BREAKS, FINDING_BASES, FINDING_VERBS, STOP_WORDS } from './words';

export interface TextSuggestions {
  topicTitles: string[];
  topicDescriptions: string[];
  highlights: string[];
  /** How many topics the text lists ("A, B and C" is 3), or 0 when it lists none. */
  impliedTopics: number;
}

const MAX_TITLES = 8;
const MAX_DESCRIPTIONS = 6;
const MAX_HIGHLIGHTS = 4;
/** Words in a suggested topic title, description and highlight, at most. */
const TITLE_WORDS = 4;
const DESCRIPTION_WORDS = { min: 3, max: 16 };
const HIGHLIGHT_WORDS = 16;

/** A word: letters and digits with inner hyphens, apostrophes, slashes and a trailing +. */
const WORD = /[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}'’/-]*[\p{L}\p{M}\p{N}+])?/gu;
const SENTENCE_END = /(?<=[.!?;。！？；])\s+|[。！？；]|\n+/u;
const CLAUSE_PUNCTUATION = /\s*[,:–—،、，：]\s*/u;
const FIGURE = /\d\s*(?:%|-?fold|×|x\b)|\bp\s*[<=]\s*0?\.\d/iu;

const clean = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim();
const wordsOf = (text: string) => text.match(WORD) ?? [];
const lower = (word: string) => word.toLocaleLowerCase('en');
const isStop = (word: string) => STOP_WORDS.has(lower(word));
const isVerb = (word: string) => FINDING_VERBS.has(lower(word));
/** An acronym or symbol-like term: CRISPR, IL-6, CD8+, mRNA. */
const isTerm = (word: string) => /\p{Lu}.*\p{Lu}|\p{N}|\+$/u.test(word) && !/^\p{N}+$/u.test(word);

/** The first letter capitalised, the rest as written (acronyms stay). */
const capitalise = (text: string) => {
  const first = Array.from(text)[0] ?? '';
  return first.toLocaleUpperCase() + text.slice(first.length);
};
/** Without the punctuation and conjunctions a cut-out piece starts or ends with. */
const trimPiece = (text: string) =>
  text
    .replace(/^[\s,;:.\-–—"“”'‘’(]+|[\s,;:.\-–—"“”'‘’)]+$/gu, '')
    .replace(/^(?:and|or|but|that|which|while|whereas)\s+/iu, '')
    .trim();

function sentences(text: string): string[] {
  return text
    .split(SENTENCE_END)
    .map(trimPiece)
    .filter((sentence) => sentence.length > 0);
}

/** "X increases Y and protects Z": two clauses, split where "and" starts a new verb. */
function splitAtVerbs(part: string): string[] {
  const pieces = part.split(/\s+and\s+/iu);
  const clauses: string[] = [];
  for (const piece of pieces) {
    const first = wordsOf(piece)[0];
    if (clauses.length > 0 && !(first && isVerb(first)))
      clauses[clauses.length - 1] += ` and ${piece}`;
    else clauses.push(piece);
  }
  return clauses;
}

function clausesOf(sentence: string): string[] {
  return sentence
    .split(CLAUSE_PUNCTUATION)
    .flatMap((part) => part.split(CLAUSE_BREAKS))
    .flatMap(splitAtVerbs)
    .map(trimPiece)
    .filter((clause) => clause.length > 0);
}

/** Runs of words between stop words, finding verbs and punctuation: the candidates for titles. */
function nounPhrases(clause: string): string[][] {
  const phrases: string[][] = [];
  let current: string[] = [];
  const close = () => {
    if (current.length > 0) phrases.push(current);
    current = [];
  };
  for (const piece of clause.split(CLAUSE_PUNCTUATION)) {
    for (const word of wordsOf(piece)) {
      // "Astrocytes control sleep": a base form after a plural is the verb.
      const pluralVerb =
        FINDING_BASES.has(lower(word)) && /\p{L}{3,}s$/u.test(current.at(-1) ?? '');
      if (isStop(word) || isVerb(word) || pluralVerb) close();
      else current.push(word);
    }
    close();
  }
  // A phrase neither starts with a gerund ("Clearing senescent cells") nor ends with a
  // participle ("Butyrate produced").
  return phrases.map((words) => {
    let start = 0;
    let end = words.length;
    while (end - start > 1 && /\p{L}{3,}ing$/u.test(words[start]!)) start++;
    while (end - start > 1 && /\p{L}{3,}ed$/u.test(words[end - 1]!)) end--;
    return words.slice(start, end);
  });
}

/** A phrase's words worth naming a topic after, scored by how often the text uses them. */
function scorePhrases(phrases: string[][], frequency: Map<string, number>) {
  return phrases.map((words) => {
    // English puts the head noun last: keep the last words of a long run.
    const kept = words.slice(-TITLE_WORDS);
    const score = kept.reduce(
      (sum, word) =>
        sum +
        (frequency.get(lower(word)) ?? 1) +
        (isTerm(word) ? 1.5 : 0) +
        Math.min(word.length, 12) / 12,
      0,
    );
    return { words: kept, score: score + (kept.length >= 2 ? 1 : 0) };
  });
}

/** "A, B and C" lists three things: the most items any clause of the text lists. */
function listedItems(text: string): number {
  let most = 0;
  for (const sentence of sentences(text)) {
    const match = /((?:[^,;:]+,\s*){1,6}[^,;:]+?,?\s+(?:and|or|as well as)\s+[^,;:.]+)/iu.exec(
      sentence,
    );
    if (!match) continue;
    // Commas separate the items; "and" only the last two ("with A and B, C and D" is 3).
    const parts = match[1]!.split(/,\s*/u).filter((item) => item.trim());
    const items = [
      ...parts.slice(0, -1),
      ...(parts.at(-1) ?? '').split(/\s+(?:and|or|as well as)\s+/iu),
    ].filter((item) => item.trim());
    // The items between the first and the last are the list's own: short, with no stop words
    // ("In mice, we found X and Y" lists two things, not three).
    const inner = items.slice(1, -1);
    const listLike = inner.every((item) => {
      const words = wordsOf(item);
      return words.length > 0 && words.length <= TITLE_WORDS && !words.some(isStop);
    });
    if (listLike && items.length >= 3) most = Math.max(most, items.length);
  }
  return most;
}

/**
 * A clause cut to at most `max` words where a phrase ends: before a stop word or after a comma
 * ("…function, muscle repair and grip strength" ends at "muscle repair"); null when no such
 * place leaves enough words.
 */
function shorten(clause: string, max: number): string | null {
  const words = clause.split(' ');
  if (words.length <= max) return clause;
  for (let end = max; end >= DESCRIPTION_WORDS.min; end--) {
    const next = words[end]!.replace(/[^\p{L}\p{N}]/gu, '');
    const last = words[end - 1]!;
    if ((isStop(next) || /[,;:]$/.test(last)) && !isStop(last.replace(/[^\p{L}\p{N}]/gu, ''))) {
      return trimPiece(words.slice(0, end).join(' '));
    }
  }
  return null;
}

function unique(items: string[], limit: number, exclude: readonly string[] = []): string[] {
  const seen = new Set(exclude.map((item) => lower(item)));
  const out: string[] = [];
  for (const item of items) {
    const key = lower(item);
    if (!item || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
    if (out.length === limit) break;
  }
  return out;
}

/** Suggestions from the study's title and key finding (either may be empty). */
export function suggestFromText(title: string, highlight: string): TextSuggestions {
  const titleText = clean(title);
  const highlightText = clean(highlight);
  const all = [titleText, highlightText].filter(Boolean).join('. ');
  if (!all) return { topicTitles: [], topicDescriptions: [], highlights: [], impliedTopics: 0 };

  const frequency = new Map<string, number>();
  for (const word of wordsOf(all)) {
    if (!isStop(word)) frequency.set(lower(word), (frequency.get(lower(word)) ?? 0) + 1);
  }

  const clauses = sentences(all).flatMap(clausesOf);
  const phrases = scorePhrases(clauses.flatMap(nounPhrases), frequency)
    // One short word says too little ("cell"); a term or two words say enough.
    .filter(({ words }) => words.length >= 2 || isTerm(words[0]!) || words[0]!.length >= 6)
    .sort((a, b) => b.score - a.score)
    .map(({ words }) => capitalise(words.join(' ')));
  const topicTitles = unique(phrases, MAX_TITLES, [titleText]);

  const descriptions = clauses
    .map((clause) => {
      const count = clause.split(' ').length;
      if (count < DESCRIPTION_WORDS.min) return null;
      return shorten(clause, DESCRIPTION_WORDS.max);
    })
    .filter(
      (clause): clause is string =>
        clause !== null && wordsOf(clause).filter((w) => !isStop(w)).length >= 2,
    )
    .map(capitalise);
  const topicDescriptions = unique(descriptions, MAX_DESCRIPTIONS, [titleText, highlightText]);

  // The key finding: clauses stating one (a finding verb, a figure), the key finding's text
  // first, then the title's; otherwise the key finding's or the title's first clause.
  const findingClauses = [...sentences(highlightText), ...sentences(titleText)]
    .flatMap((sentence) => [sentence, ...clausesOf(sentence)])
    .filter((clause) => wordsOf(clause).some(isVerb) || FIGURE.test(clause));
  const fallback = [...sentences(highlightText), ...sentences(titleText)].slice(0, 1);
  // A clause with its subject reads as a finding; one starting with its verb comes after.
  const withSubject = (clause: string) => !isVerb(wordsOf(clause)[0] ?? '');
  const highlights = unique(
    [
      ...findingClauses.filter(withSubject),
      ...findingClauses.filter((clause) => !withSubject(clause)),
      ...fallback,
    ]
      .map((clause) => shorten(clause, HIGHLIGHT_WORDS))
      .filter((clause): clause is string => clause !== null)
      .map(capitalise),
    MAX_HIGHLIGHTS,
    [highlightText],
  );

  return {
    topicTitles,
    topicDescriptions,
    highlights,
    impliedTopics: listedItems(all),
  };
}

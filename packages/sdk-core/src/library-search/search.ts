// The library's search for the browser and the server alike: load the serialised index the build
// wrote (search-index.json) and query it. No node or DOM imports: the editor's Illustrations panel
// searches in the browser with it, the API and `pnpm figura content search` on the server.
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import type { LibraryItemMeta, LibraryKind } from '../schema/contract/library';
import { UNMEASURED_QUALITY } from '../schema/rules/library-constants';
import { bestFirst } from './best-first';
import { indexedItem } from './build-index';
import { INDEX_OPTIONS, QUERY_OPTIONS, type IndexedItem, type SearchHit } from './options';
import { spellingSuggestion, titleWords } from './suggest';
import { queryWords, stem, transpositions } from './terms';

/** Words this long or longer are also looked up with two neighbouring letters swapped. */
const SWAPS_FROM = 5;

/**
 * The query, and each longer word with two neighbouring letters swapped (exact matches only, at
 * half weight): "nueron" finds the neurons, "macrohpage" the macrophage.
 */
function withTranspositions(query: string, asked: readonly string[]): Query {
  const swapped = asked
    .filter((word) => word.length >= SWAPS_FROM)
    .flatMap((word) => transpositions(word).map(stem));
  if (swapped.length === 0) return query;
  return {
    combineWith: 'OR',
    queries: [query, { queries: swapped, fuzzy: false, prefix: false, boostTerm: () => 0.5 }],
  };
}

export interface FindOptions {
  /** Only illustrations or only icons. */
  kind?: LibraryKind;
  /** Only items of this category. */
  category?: string;
  /** At most this many hits (all when left out). */
  limit?: number;
}

export interface LibrarySearch {
  /** The best `limit` items for `query`, best first. */
  search(query: string, limit?: number): SearchHit[];
  /**
   * What a browsing panel shows: the best items for `query` (every item, best first, as the API
   * lists them, when the query is blank), optionally of one category only.
   */
  find(query: string, options?: FindOptions): SearchHit[];
  /**
   * "Did you mean": the query with its misspelt words put right from the titles' words, when
   * that finds something with the same `options` (for a query that finds nothing).
   */
  suggest(query: string, options?: FindOptions): string | undefined;
  /** How many items the index holds. */
  readonly size: number;
}

/** A word of the query found directly in fewer items than this is also looked up with near misses. */
const FUZZY_BELOW_HITS = 5;

/** A drawing holding pictures ranks at half its match's score: below any vector drawing matched alike. */
const PICTURE_FACTOR = 0.5;

/** How an item's quality weighs on its score: a clean drawing up to a tenth above a poor one. */
const qualityFactor = (hit: SearchResult): number =>
  hit.bitmap
    ? PICTURE_FACTOR
    : 0.9 + 0.1 * ((hit.quality as number | undefined) ?? UNMEASURED_QUALITY);

/**
 * Ranks by how much of the query an item answers as well as how well: its score times the share
 * of the query's words it matched, squared, so a short title that holds one word of three
 * ("Cell clumps" for "NK cell activation") falls behind items that answer the rest. A word
 * counts as matched as itself, with two letters swapped, or inside a joined term ("96well",
 * "guineapig"). Then by quality: pictures below vector drawings of the same match.
 */
function ranked(words: readonly string[], hits: SearchResult[]): SearchResult[] {
  const asked = words.map((word) => ({
    word: stem(word),
    forms: new Set([stem(word), ...transpositions(word).map(stem)]),
  }));
  // A term answers a word as itself, with two letters swapped, or holding it ("96well").
  const matches = (term: string, { word, forms }: (typeof asked)[number]) =>
    forms.has(term) || term.includes(word);
  const covered = (hit: SearchResult) =>
    asked.length < 2
      ? 1
      : asked.filter((word) => hit.queryTerms.some((term) => matches(term, word))).length /
        asked.length;
  // Near misses (fuzzy matches) fill in for a word the library hardly knows, and then only those
  // that begin as the word does (Lucene's fuzzy prefix length of one): "mouse" should not bring
  // the moose and the lice, "mitochondira" still finds the mitochondria.
  const directHits = asked.map(
    (word) => hits.filter((hit) => hit.terms.some((term) => matches(term, word))).length,
  );
  const unknown = asked.filter((_, index) => directHits[index]! < FUZZY_BELOW_HITS);
  const answers = (hit: SearchResult) =>
    hit.terms.some(
      (term) =>
        asked.some((word) => matches(term, word)) ||
        unknown.some(({ word }) => term[0] === word[0]),
    );
  return hits
    .filter(answers)
    .map((hit) => ({ ...hit, score: hit.score * covered(hit) ** 2 * qualityFactor(hit) }))
    .sort((a, b) => b.score - a.score);
}

const hitsBestFirst = bestFirst<SearchHit>((hit) => hit.quality);

const toHit = (hit: SearchResult): SearchHit => ({
  id: String(hit.id),
  kind: (hit.kind as LibraryKind | undefined) ?? 'illustration',
  title: hit.title as string,
  category: hit.category as string,
  licence: hit.licence as string,
  author: hit.author as string,
  score: hit.score,
  quality: (hit.quality as number | undefined) ?? UNMEASURED_QUALITY,
  bitmap: hit.bitmap === true,
});

/**
 * A search that can change in place: the API's catalogue adds, replaces and removes items an
 * admin changed without rebuilding the index from every item (MiniSearch's add/replace/discard).
 */
export interface EditableLibrarySearch extends LibrarySearch {
  /** Adds the item, or replaces what the index holds under its id. */
  put(item: LibraryItemMeta): void;
  /** Removes the item (nothing happens when the index does not hold it). */
  remove(id: string): void;
  /** The index as JSON text, in the form loadLibrarySearch reads. */
  serialise(): string;
}

const loadIndex = (index: string | object) =>
  MiniSearch.loadJSON<IndexedItem>(
    typeof index === 'string' ? index : JSON.stringify(index),
    INDEX_OPTIONS,
  );

/** A search over a serialised index (the text of search-index.json, or its parsed JSON). */
export function loadLibrarySearch(index: string | object): LibrarySearch {
  return searchOver(loadIndex(index)).search;
}

/** loadLibrarySearch, with edits (the server's catalogue). */
export function loadEditableLibrarySearch(index: string | object): EditableLibrarySearch {
  const miniSearch = loadIndex(index);
  const { search, changed } = searchOver(miniSearch);
  return Object.assign(search, {
    put(item: LibraryItemMeta) {
      if (miniSearch.has(item.id)) miniSearch.replace(indexedItem(item));
      else miniSearch.add(indexedItem(item));
      changed();
    },
    remove(id: string) {
      if (!miniSearch.has(id)) return;
      miniSearch.discard(id);
      changed();
    },
    serialise: () => JSON.stringify(miniSearch),
  });
}

function searchOver(miniSearch: MiniSearch<IndexedItem>) {
  // Browsing (a blank query) lists the best first, then by title, as GET /library/items does:
  // sorted once, on first use.
  let byQuality: SearchHit[] | undefined;
  const everything = () =>
    (byQuality ??= miniSearch.search(MiniSearch.wildcard).map(toHit).sort(hitsBestFirst));
  const find = (query: string, options: FindOptions = {}) => {
    const { kind, category, limit } = options;
    // The query's words, once: looked up with swapped letters, then counted in each hit.
    const askedWords = queryWords(query);
    const wanted = (hit: SearchHit | SearchResult) =>
      (kind === undefined || (hit.kind ?? 'illustration') === kind) &&
      (category === undefined || hit.category === category);
    const hits =
      query.trim() === ''
        ? everything().filter(wanted)
        : ranked(
            askedWords,
            miniSearch.search(withTranspositions(query, askedWords), {
              ...QUERY_OPTIONS,
              ...(kind === undefined && category === undefined
                ? {}
                : { filter: (hit: SearchResult) => wanted(hit) }),
            }),
          ).map(toHit);
    return limit === undefined ? hits : hits.slice(0, limit);
  };
  // Every word of the titles and categories, for "did you mean": made on first use.
  let vocabulary: Set<string> | undefined;
  const suggest = (query: string, options: FindOptions = {}) => {
    vocabulary ??= new Set(
      everything().flatMap((hit) => titleWords(`${hit.title} ${hit.category}`)),
    );
    const finds = (words: string) => find(words, { ...options, limit: 1 }).length > 0;
    return spellingSuggestion(query, vocabulary, finds);
  };
  const search: LibrarySearch = {
    get size() {
      return miniSearch.documentCount;
    },
    search: (query, limit = 50) => (query.trim() === '' ? [] : find(query, { limit })),
    find,
    suggest,
  };
  return {
    search,
    changed: () => {
      byQuality = undefined;
      vocabulary = undefined;
    },
  };
}

/**
 * Illustrations for `query`, then icons when the drawings run short (the builder's suggestions
 * and picker: a topic the library has no drawing of, "Infant", still gets a pictogram).
 */
export function findIllustrationsThenIcons(
  search: LibrarySearch,
  query: string,
  limit?: number,
): SearchHit[] {
  const drawn = search.find(query, {
    kind: 'illustration',
    ...(limit === undefined ? {} : { limit }),
  });
  if (limit !== undefined && drawn.length >= limit) return drawn;
  const icons = search.find(query, {
    kind: 'icon',
    ...(limit === undefined ? {} : { limit: limit - drawn.length }),
  });
  return [...drawn, ...icons];
}

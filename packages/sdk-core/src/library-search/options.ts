import type { Options, SearchOptions } from 'minisearch';
import type { LibraryKind } from '../schema/contract/library';
import { stem, tokenizeField, tokenizeQuery } from './terms';

/** What a search result carries without loading the item. */
export interface SearchHit {
  id: string;
  /** An illustration or an icon (indexes built before kinds hold illustrations only). */
  kind: LibraryKind;
  title: string;
  category: string;
  licence: string;
  author: string;
  score: number;
  /** The item's quality score (0 to 1). */
  quality: number;
  /** True when the drawing holds pictures (soft when enlarged, not recolourable). */
  bitmap: boolean;
}

/** The document the index holds for one item. */
export interface IndexedItem {
  id: string;
  kind: LibraryKind;
  title: string;
  category: string;
  tags: string;
  synonyms: string;
  licence: string;
  author: string;
  quality: number;
  /** Stored only when true (most items are vector), to keep the index small. */
  bitmap?: true;
}

/** One set of options for building and loading the index: both sides must agree exactly. */
export const INDEX_OPTIONS: Options<IndexedItem> = {
  fields: ['title', 'tags', 'category', 'synonyms'],
  storeFields: ['kind', 'title', 'category', 'licence', 'author', 'quality', 'bitmap'],
  tokenize: tokenizeField,
  processTerm: (term) => stem(term.toLowerCase()),
};

/** Prefix matching from three letters, typo tolerance from five (one edit in five), both below whole words. */
export const QUERY_OPTIONS: SearchOptions = {
  tokenize: tokenizeQuery,
  boost: { title: 3, tags: 1.5, synonyms: 1.5, category: 2 },
  prefix: (term) => term.length >= 3,
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  // A word as written (in any field) outweighs a near-miss or a beginning in the title: "TIGIT"
  // finds the checkpoint drawings (its vocabulary) before "Tight junction".
  weights: { fuzzy: 0.2, prefix: 0.3 },
  combineWith: 'OR',
};

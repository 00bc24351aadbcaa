// The graphical-abstract builder's state, named as spec §3 names it. Types only: the store, the
// templates, the document and the suggestions build on them.
import type { BuilderColorId, BuilderTemplateId } from '../schema/document/constants';
import type { Author, Licence, Source } from '../schema/document/elements/attribution';
import type { SearchHit } from '../library-search/options';

export type { BuilderColorId, BuilderTemplateId } from '../schema/document/constants';

/** One of the 5 built-in templates, with its gallery images (spec §2). */
export interface BuilderTemplate {
  id: BuilderTemplateId;
  topicsCount: number;
  /** The template's preview: a data: URL of a sanitised SVG drawn from its layout. */
  imageSrc: string;
  /** The same preview with one part emphasised ("you are editing this part"). */
  highlightImages: {
    title: string;
    highlight: string;
    /** One per topic, in order. */
    topics: readonly string[];
  };
}

/** A colour pair: primary for the strong parts (bands, arrows), secondary for backgrounds. */
export interface BuilderColor {
  id: BuilderColorId;
  /** `#RRGGBB`. */
  primary: string;
  secondary: string;
}

export interface BuilderLogo {
  /** The uploaded file's name. */
  name: string;
  /** A base64 data: URL of a PNG, JPEG or SVG (SVG as the sanitiser writes it). */
  content: string;
}

export interface BuilderContent {
  title: string;
  /** The key finding, shown in the template's highlight. */
  highlight: string;
  logo: BuilderLogo | null;
}

/** The library item a topic shows, as library items carry it. */
export interface TopicIllustration {
  /** The library item's id, `<source>/<slug>`. */
  id: string;
  /** Its clean SVG. */
  svg: string;
  title: string;
  licence: Licence;
  author: Author;
  source?: Source;
}

export interface BuilderTopic {
  title: string;
  /** A short description (a sentence). */
  description: string;
  illustration: TopicIllustration | null;
}

/** `topic-1` .. `topic-6`: a topic's part of the template, numbered from 1. */
export type TopicHighlightName = `topic-${number}`;
/** Which part of the template is being edited (the UI shows the matching gallery image). */
export type HighlightName = 'template' | 'title' | 'highlight' | TopicHighlightName;

export interface CurrentHighlight {
  name: HighlightName;
}

export interface BuilderSuggestions {
  /** Templates that fit the number of topics the author has or the text implies, best first. */
  templates: BuilderTemplateId[];
  /** Colour pairs ranked by contrast with the chosen illustrations, best first. */
  colors: BuilderColorId[];
  /** Short topic titles drawn from the title and highlight. */
  topicTitles: string[];
  /** Short topic descriptions (clauses) drawn from the title and highlight. */
  topicDescriptions: string[];
  /** Short key-finding phrases. */
  highlights: string[];
  /**
   * For each of the template's topics, the library items that the library's search ranks first
   * for its title and description (empty until a search is given or the topic has words).
   */
  illustrations: SearchHit[][];
}

/** What the author chose and typed: everything the one document is built from. */
export interface BuilderContentState {
  template: BuilderTemplate;
  color: BuilderColor;
  content: BuilderContent;
  /** The template's topics: exactly `template.topicsCount` of them, in order. */
  topics: BuilderTopic[];
  /**
   * Topics beyond the current template's count, kept while the author tries a smaller template
   * and given back when they switch to a larger one.
   */
  topicsAside: BuilderTopic[];
  currentHighlight: CurrentHighlight;
}

/** One builder's whole state (spec §3 and §4): content, suggestions and the shared UI state. */
export interface BuilderState extends BuilderContentState {
  suggestions: BuilderSuggestions;
  /** Whether the builder's modal is open (spec §4). */
  modalOpen: boolean;
  /** The template selected in the template step or the gallery (spec §4); null for none. */
  selectedTemplate: BuilderTemplateId | null;
}

/** The library's search as the suggestions use it: the best `limit` items for `query`. */
export type LibrarySearchFunction = (query: string, limit: number) => readonly SearchHit[];

/** The journal sizes a template is designed for (px). */
export const ABSTRACT_SIZES = {
  /** Cell's graphical abstract: 1200 x 1200 px. */
  square: { width: 1200, height: 1200 },
  /** A 16:9 slide. */
  wide: { width: 1200, height: 675 },
} as const;
export type AbstractSizeName = keyof typeof ABSTRACT_SIZES;
export interface AbstractSize {
  width: number;
  height: number;
}

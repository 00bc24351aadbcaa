// The suggestions of one builder, recomputed from its state after every change: each part is
// remembered by what it depends on, so a keystroke in a topic redoes only that topic's search
// and nothing else, and unchanged parts keep their identity (views need not redraw them).
import type { SearchHit } from '../../library-search/options';
import type {
  BuilderContentState,
  BuilderSuggestions,
  BuilderTopic,
  LibrarySearchFunction,
} from '../types';
import { illustrationColours, rankColorPairs } from './colors';
import { rankTemplates } from './templates';
import { suggestFromText, type TextSuggestions } from './text';

export interface SuggesterOptions {
  searchLibrary?: LibrarySearchFunction | null;
  /** Illustrations suggested per topic (default 8). */
  illustrationsPerTopic?: number;
}

export interface Suggester {
  suggest(state: BuilderContentState): BuilderSuggestions;
  /** Replaces the library search (it often loads after the builder opens). */
  setSearch(search: LibrarySearchFunction | null): void;
}

const NO_HITS: SearchHit[] = [];
/** Searches remembered per builder: the queries of a dozen topics typed back and forth. */
const SEARCHES_KEPT = 64;

/** Remembers the last result of `compute` for the last key. */
function lastOf<K, V>(compute: (key: K) => V) {
  let key: K | undefined;
  let value: V | undefined;
  let has = false;
  return (next: K): V => {
    if (!has || next !== key) {
      value = compute(next);
      key = next;
      has = true;
    }
    return value!;
  };
}

const hasContent = (topic: BuilderTopic) =>
  topic.title.trim() !== '' || topic.description.trim() !== '' || topic.illustration !== null;

export const EMPTY_SUGGESTIONS: BuilderSuggestions = {
  templates: [],
  colors: [],
  topicTitles: [],
  topicDescriptions: [],
  highlights: [],
  illustrations: [],
};

export function createSuggester(options: SuggesterOptions = {}): Suggester {
  let search = options.searchLibrary ?? null;
  const limit = options.illustrationsPerTopic ?? 8;
  const searches = new Map<string, SearchHit[]>();

  const text = lastOf((key: string): TextSuggestions => {
    const [title = '', highlight = ''] = key.split('\u0000');
    return suggestFromText(title, highlight);
  });
  const templates = lastOf(rankTemplates);
  // Keyed by the drawings chosen (their ids): recolouring work happens when they change only.
  let colourKey = '';
  let colours: BuilderSuggestions['colors'] = [];

  const illustrationsFor = (topic: BuilderTopic): SearchHit[] => {
    const query = `${topic.title} ${topic.description}`.replace(/\s+/g, ' ').trim();
    if (!search || query === '') return NO_HITS;
    let hits = searches.get(query);
    if (!hits) {
      try {
        hits = [...search(query, limit)];
      } catch {
        // A search that fails (an index still loading, a host's function) suggests nothing.
        hits = NO_HITS;
      }
      if (searches.size >= SEARCHES_KEPT) searches.delete(searches.keys().next().value!);
      searches.set(query, hits);
    }
    return hits;
  };

  let last: BuilderSuggestions = EMPTY_SUGGESTIONS;
  const sameList = <T>(a: readonly T[], b: readonly T[]) =>
    a.length === b.length && a.every((item, i) => item === b[i]);

  return {
    setSearch(next) {
      search = next;
      searches.clear();
    },
    suggest(state) {
      const fromText = text(`${state.content.title}\u0000${state.content.highlight}`);
      const typedTitles = new Set(state.topics.map((topic) => topic.title.trim().toLowerCase()));
      const topicTitles = fromText.topicTitles.filter(
        (title) => !typedTitles.has(title.toLowerCase()),
      );
      const typedDescriptions = new Set(
        state.topics.map((topic) => topic.description.trim().toLowerCase()),
      );
      const topicDescriptions = fromText.topicDescriptions.filter(
        (description) => !typedDescriptions.has(description.toLowerCase()),
      );

      const filled = [...state.topics, ...state.topicsAside].filter(hasContent).length;
      const suggestedTemplates = templates(Math.max(filled, fromText.impliedTopics));

      const drawings = state.topics.flatMap((topic) =>
        topic.illustration ? [topic.illustration] : [],
      );
      const key = drawings.map((drawing) => drawing.id).join(' ');
      if (key !== colourKey) {
        colourKey = key;
        colours = rankColorPairs(illustrationColours(drawings.map((drawing) => drawing.svg)));
      }

      const illustrations = state.topics.map(illustrationsFor);
      const next: BuilderSuggestions = {
        templates: suggestedTemplates,
        colors: colours,
        topicTitles: sameList(topicTitles, last.topicTitles) ? last.topicTitles : topicTitles,
        topicDescriptions: sameList(topicDescriptions, last.topicDescriptions)
          ? last.topicDescriptions
          : topicDescriptions,
        highlights: fromText.highlights,
        illustrations: sameList(illustrations, last.illustrations)
          ? last.illustrations
          : illustrations,
      };
      const unchanged = (Object.keys(next) as (keyof BuilderSuggestions)[]).every(
        (name) => next[name] === last[name],
      );
      if (!unchanged) last = next;
      return last;
    },
  };
}

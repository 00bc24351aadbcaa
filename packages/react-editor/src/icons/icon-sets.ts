// The icon picker's sets (Health Icons, Medical Icons, the emoji of science) searched as one:
// a result names its set, and each set fetches its own buckets.
import type { IconSetId } from '@figura/sdk-core/model';
import * as fluentEmoji from './generated/fluent-emoji-flat/index';
import * as healthIcons from './generated/healthicons/index';
import * as medicalIcons from './generated/medical-icon/index';
import { createIconLibrary, type IconIndex, type IconLibrary } from './icon-library';
import { byScore, type ScoredIcon } from './search';

type GeneratedSet = typeof healthIcons;

/** Who drew a set and under which licence: copied onto each icon placed from it. */
export type IconSetCredit = GeneratedSet['ICON_SET_CREDIT'];

function indexOf(prefix: IconSetId, set: GeneratedSet): IconIndex {
  return {
    prefix,
    names: set.ICON_NAMES,
    categoryNames: set.CATEGORY_NAMES,
    categories: set.ICON_CATEGORIES,
    hidden: set.HIDDEN_ICONS,
    bucketStarts: set.BUCKET_STARTS,
    loaders: set.BUCKET_LOADERS,
    size: set.ICON_SET_SIZE,
  };
}

/** The sets in the order the picker lists them. */
const GENERATED: readonly (readonly [IconSetId, GeneratedSet])[] = [
  ['healthicons', healthIcons],
  ['medical-icon', medicalIcons],
  ['fluent-emoji-flat', fluentEmoji],
];

/** Medical Icons draw each sign twice: "i-cardiology" the glyph a figure wants, "cardiology" boxed. */
const VARIANTS: Partial<Record<IconSetId, (name: string) => boolean>> = {
  'medical-icon': (name) => !name.startsWith('i-'),
};

export const ICON_INDEXES: ReadonlyMap<IconSetId, IconIndex> = new Map(
  GENERATED.map(([prefix, set]) => [
    prefix,
    { ...indexOf(prefix, set), isVariant: VARIANTS[prefix] },
  ]),
);

/** One icon of one set. */
export interface IconRef {
  set: IconSetId;
  name: string;
}

export interface IconCatalogue {
  sets: readonly { id: IconSetId; library: IconLibrary; credit: IconSetCredit }[];
  library: (set: IconSetId) => IconLibrary;
  /**
   * Every matching icon of `set` (or of every set), best first; an empty query lists each set's
   * icons in turn, alphabetically.
   */
  search: (query: string, set?: IconSetId) => IconRef[];
  /** Whether an icon is a letter, digit or sign (behind the picker's Symbols filter). */
  isSymbol: (icon: IconRef) => boolean;
  /** Called whenever a bucket of any set arrives. Returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
  /** How many buckets have arrived over all sets (a snapshot for useSyncExternalStore). */
  loadedBuckets: () => number;
}

export function createIconCatalogue(
  indexes: ReadonlyMap<IconSetId, IconIndex> = ICON_INDEXES,
): IconCatalogue {
  const credits = new Map(GENERATED.map(([prefix, set]) => [prefix, set.ICON_SET_CREDIT]));
  const sets = [...indexes].map(([id, index]) => ({
    id,
    library: createIconLibrary(index),
    credit: credits.get(id)!,
  }));
  const library = (id: IconSetId) => sets.find((set) => set.id === id)!.library;
  return {
    sets,
    library,
    search(query, only) {
      const searched = only ? sets.filter((set) => set.id === only) : sets;
      if (!query.trim()) {
        return searched.flatMap(({ id, library }) =>
          library.search('').map((name) => ({ set: id, name })),
        );
      }
      // A set's order breaks ties: Health Icons' "heart" before the emoji's.
      const scored: (ScoredIcon & { set: IconSetId; order: number })[] = searched.flatMap(
        ({ id, library }, order) =>
          library.scored(query).map((entry) => ({ ...entry, set: id, order })),
      );
      scored.sort((a, b) => byScore(a, b) || a.order - b.order);
      return scored.map(({ set, name }) => ({ set, name }));
    },
    isSymbol: (icon) => library(icon.set).isSymbol(icon.name),
    subscribe(listener) {
      const unsubscribes = sets.map((set) => set.library.subscribe(listener));
      return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
    },
    loadedBuckets: () => sets.reduce((sum, set) => sum + set.library.loadedBuckets(), 0),
  };
}

let shared: IconCatalogue | undefined;

/**
 * The icon sets, shared by every editor on the page: they are read-only data, and sharing them
 * means a bucket is fetched and parsed once (the module loader would share it anyway).
 */
export function getIconCatalogue(): IconCatalogue {
  shared ??= createIconCatalogue();
  return shared;
}

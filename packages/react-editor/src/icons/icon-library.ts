// One icon set for the picker, in two parts (see scripts/generate-icon-chunks.ts): a small index
// of names and categories that ships with the picker, and the SVG bodies in lazy buckets of
// alphabetically adjacent icons, each fetched the first time one of its icons is shown or picked.
import type { IconSetId } from '@figura/sdk-core/model';
import {
  buildIconSvg,
  type IconBucket,
  type IconBucketModule,
  type IconSetSize,
} from './icon-data';
import { isSymbol, scoreIcons, searchIcons, type ScoredIcon, type SearchableIcon } from './search';

export interface IconIndex {
  prefix: IconSetId;
  /** Sorted; bucket i holds names[bucketStarts[i]] up to the next start. */
  names: readonly string[];
  categoryNames: readonly string[];
  /** Per name: index into categoryNames, or -1. */
  categories: readonly number[];
  /** Positions in names. */
  hidden: readonly number[];
  bucketStarts: readonly number[];
  loaders: readonly (() => Promise<IconBucketModule>)[];
  size: IconSetSize;
  /** Names that are another form of an icon of the set, listed after it. */
  isVariant?: (name: string) => boolean;
}

export interface IconLibrary {
  prefix: IconSetId;
  /** Every matching name, best first (the picker shows a page at a time). */
  search: (query: string) => string[];
  /** Every matching name with its score (lower is better), for merging sets. */
  scored: (query: string) => ScoredIcon[];
  /** Whether an icon is a letter, digit or sign (behind the picker's Symbols filter). */
  isSymbol: (name: string) => boolean;
  /** Which bucket holds an icon, or undefined for a name the set does not have. */
  bucketOf: (name: string) => number | undefined;
  /** SVG markup once the icon's bucket is here; undefined before, null for an unknown name. */
  svgIfLoaded: (name: string) => string | null | undefined;
  /** Fetches the buckets holding these icons (each bucket once; a failed fetch is retried next time). */
  load: (names: readonly string[]) => Promise<void>;
  /** SVG markup for an icon, fetching its bucket first; null for an unknown name. */
  svg: (name: string) => Promise<string | null>;
  /** Called whenever a bucket arrives. Returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
  /** How many buckets have arrived (a snapshot for useSyncExternalStore). */
  loadedBuckets: () => number;
}

/** The last start at or before `position`. */
function bucketAt(starts: readonly number[], position: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= position) low = mid;
    else high = mid - 1;
  }
  return low;
}

export function createIconLibrary(index: IconIndex): IconLibrary {
  const positions = new Map(index.names.map((name, position) => [name, position]));
  const hidden = new Set(index.hidden);
  const searchable: SearchableIcon[] = index.names.map((name, position) => {
    const category = index.categoryNames[index.categories[position] ?? -1];
    return {
      name,
      ...(category ? { category } : {}),
      ...(hidden.has(position) ? { hidden: true } : {}),
      ...(index.isVariant?.(name) ? { variant: true } : {}),
    };
  });
  const buckets = new Map<number, IconBucket>();
  const pending = new Map<number, Promise<void>>();
  const svgs = new Map<string, string | null>();
  const listeners = new Set<() => void>();

  const bucketOf = (name: string) => {
    const position = positions.get(name);
    return position === undefined ? undefined : bucketAt(index.bucketStarts, position);
  };

  const loadBucket = (bucket: number): Promise<void> => {
    if (buckets.has(bucket)) return Promise.resolve();
    let loading = pending.get(bucket);
    if (!loading) {
      const loader = index.loaders[bucket];
      // eslint-disable-next-line i18next/no-literal-string -- a programming error; the picker says "could not load icons"
      if (!loader) return Promise.reject(new Error(`No icon bucket ${bucket}.`));
      loading = loader().then(
        (module) => {
          buckets.set(bucket, module.default);
          pending.delete(bucket);
          for (const listener of listeners) listener();
        },
        (error: unknown) => {
          pending.delete(bucket);
          throw error;
        },
      );
      pending.set(bucket, loading);
    }
    return loading;
  };

  const svgIfLoaded = (name: string) => {
    const bucket = bucketOf(name);
    if (bucket === undefined) return null;
    const data = buckets.get(bucket);
    if (!data) return undefined;
    let svg = svgs.get(name);
    if (svg === undefined) {
      svg = buildIconSvg(data, index.size, name, index.prefix);
      svgs.set(name, svg);
    }
    return svg;
  };

  const load = async (names: readonly string[]) => {
    const wanted = new Set(names.map(bucketOf).filter((bucket) => bucket !== undefined));
    await Promise.all([...wanted].map(loadBucket));
  };

  return {
    prefix: index.prefix,
    search: (query) => searchIcons(searchable, query),
    scored: (query) => scoreIcons(searchable, query),
    isSymbol: (name) => {
      const position = positions.get(name);
      return position !== undefined && isSymbol(searchable[position]!);
    },
    bucketOf,
    svgIfLoaded,
    load,
    async svg(name) {
      await load([name]);
      return svgIfLoaded(name) ?? null;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    loadedBuckets: () => buckets.size,
  };
}

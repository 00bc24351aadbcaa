import { createStore, type StoreApi } from 'zustand/vanilla';

/** What the gallery shows (spec §3 gallery filter); the first is the default. */
export const GALLERY_TYPES = ['ILLUSTRATION', 'TEMPLATE'] as const;
export type GalleryType = (typeof GALLERY_TYPES)[number];

/** The local-storage key the gallery filter lives under (spec §3). */
export const GALLERY_STORAGE_KEY = 'gallery';

/** At most this many tags are kept: the filter is a short list a person picked. */
const MAX_TAGS = 50;
const MAX_TAG_LENGTH = 80;

/** The part of `Storage` the gallery needs: `localStorage`, or a map in tests and on the server. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface GalleryFilter {
  type: GalleryType;
  tags: readonly string[];
  /** One of `tags`, or null for all of them. */
  activeTag: string | null;
}

export interface GalleryState extends GalleryFilter {
  setType: (type: GalleryType) => void;
  /** Shows ILLUSTRATION when it shows TEMPLATE and the other way round (spec §4). */
  toggleType: () => void;
  setTags: (tags: readonly string[]) => void;
  /** Selects one of the tags (null: all); a tag not in the list is added first. */
  setActiveTag: (tag: string | null) => void;
  reset: () => void;
}

export type GalleryStore = StoreApi<GalleryState>;

export interface GalleryStoreOptions {
  /** Where the filter persists; without one it lives as long as the store. */
  storage?: KeyValueStorage;
}

export const DEFAULT_GALLERY_FILTER: GalleryFilter = {
  type: GALLERY_TYPES[0],
  tags: [],
  activeTag: null,
};

function cleanTags(tags: readonly unknown[]): string[] {
  const kept: string[] = [];
  for (const tag of tags) {
    if (typeof tag !== 'string') continue;
    const trimmed = tag.trim().slice(0, MAX_TAG_LENGTH);
    if (trimmed && !kept.includes(trimmed)) kept.push(trimmed);
    if (kept.length === MAX_TAGS) break;
  }
  return kept;
}

/**
 * The stored filter, or the default. Storage is outside our control (another version of the app,
 * a user's edit, a full disk): whatever is unreadable falls back field by field.
 */
export function readGalleryFilter(storage: KeyValueStorage | undefined): GalleryFilter {
  let stored: unknown;
  try {
    const text = storage?.getItem(GALLERY_STORAGE_KEY);
    stored = text ? JSON.parse(text) : undefined;
  } catch {
    stored = undefined;
  }
  if (typeof stored !== 'object' || stored === null) return DEFAULT_GALLERY_FILTER;
  const record = stored as Record<string, unknown>;
  const type = GALLERY_TYPES.find((known) => known === record.type) ?? DEFAULT_GALLERY_FILTER.type;
  const tags = Array.isArray(record.tags) ? cleanTags(record.tags) : [];
  const activeTag =
    typeof record.activeTag === 'string' && tags.includes(record.activeTag)
      ? record.activeTag
      : null;
  return { type, tags, activeTag };
}

function writeGalleryFilter(storage: KeyValueStorage | undefined, filter: GalleryFilter): void {
  try {
    storage?.setItem(GALLERY_STORAGE_KEY, JSON.stringify(filter));
  } catch {
    // Storage full or refused (private mode): the filter still works for this visit.
  }
}

/** One gallery's filter state, read from and written through to `storage`. */
export function createGalleryStore(options: GalleryStoreOptions = {}): GalleryStore {
  const { storage } = options;
  const store = createStore<GalleryState>()((set, get) => ({
    ...readGalleryFilter(storage),
    setType: (type) => set({ type }),
    toggleType: () => set({ type: get().type === 'ILLUSTRATION' ? 'TEMPLATE' : 'ILLUSTRATION' }),
    setTags: (tags) => {
      const next = cleanTags(tags);
      const { activeTag } = get();
      set({
        tags: next,
        activeTag: activeTag !== null && next.includes(activeTag) ? activeTag : null,
      });
    },
    setActiveTag: (tag) => {
      if (tag === null) return set({ activeTag: null });
      const trimmed = tag.trim().slice(0, MAX_TAG_LENGTH);
      if (!trimmed) return set({ activeTag: null });
      const { tags } = get();
      set({
        // A full list makes room by dropping its oldest tag.
        tags: tags.includes(trimmed) ? tags : [...tags.slice(-(MAX_TAGS - 1)), trimmed],
        activeTag: trimmed,
      });
    },
    reset: () => set({ ...DEFAULT_GALLERY_FILTER }),
  }));
  store.subscribe((state, previous) => {
    if (
      state.type !== previous.type ||
      state.tags !== previous.tags ||
      state.activeTag !== previous.activeTag
    ) {
      writeGalleryFilter(storage, {
        type: state.type,
        tags: state.tags,
        activeTag: state.activeTag,
      });
    }
  });
  return store;
}

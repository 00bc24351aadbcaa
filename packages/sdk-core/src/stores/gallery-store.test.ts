import { describe, expect, it } from 'vitest';
import { GALLERY_STORAGE_KEY, createGalleryStore, type KeyValueStorage } from './gallery-store';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & {
  values: Map<string, string>;
} {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('the gallery filter', () => {
  it('starts on illustrations with no tags', () => {
    const { type, tags, activeTag } = createGalleryStore().getState();
    expect({ type, tags, activeTag }).toEqual({ type: 'ILLUSTRATION', tags: [], activeTag: null });
  });

  it('persists under "gallery" and is read back by the next visit', () => {
    const storage = memoryStorage();
    const first = createGalleryStore({ storage });
    first.getState().toggleType();
    first.getState().setActiveTag('neuroscience');
    expect(JSON.parse(storage.values.get(GALLERY_STORAGE_KEY)!)).toEqual({
      type: 'TEMPLATE',
      tags: ['neuroscience'],
      activeTag: 'neuroscience',
    });
    const next = createGalleryStore({ storage }).getState();
    expect([next.type, next.tags, next.activeTag]).toEqual([
      'TEMPLATE',
      ['neuroscience'],
      'neuroscience',
    ]);
  });

  it('toggles between the two types', () => {
    const store = createGalleryStore();
    store.getState().toggleType();
    expect(store.getState().type).toBe('TEMPLATE');
    store.getState().toggleType();
    expect(store.getState().type).toBe('ILLUSTRATION');
  });

  it('clears the active tag when its tag leaves the list', () => {
    const store = createGalleryStore();
    store.getState().setTags(['cells', 'viruses']);
    store.getState().setActiveTag('viruses');
    store.getState().setTags(['cells']);
    expect(store.getState().activeTag).toBeNull();
  });

  it('keeps tags unique and trimmed, and makes room for a new active tag', () => {
    const store = createGalleryStore();
    store.getState().setTags([' cells', 'cells', '', 'dna ']);
    expect(store.getState().tags).toEqual(['cells', 'dna']);
    store.getState().setTags(Array.from({ length: 60 }, (_, index) => `tag ${index}`));
    expect(store.getState().tags).toHaveLength(50);
    store.getState().setActiveTag('mitochondria');
    expect(store.getState().tags).toHaveLength(50);
    expect(store.getState().tags.at(-1)).toBe('mitochondria');
    expect(store.getState().activeTag).toBe('mitochondria');
  });

  it.each([
    ['not JSON', '{type:', { type: 'ILLUSTRATION', tags: [], activeTag: null }],
    [
      'an unknown type',
      JSON.stringify({ type: 'VIDEO', tags: ['a'], activeTag: 'a' }),
      { type: 'ILLUSTRATION', tags: ['a'], activeTag: 'a' },
    ],
    [
      'an active tag not in the list',
      JSON.stringify({ type: 'TEMPLATE', tags: [], activeTag: 'x' }),
      { type: 'TEMPLATE', tags: [], activeTag: null },
    ],
    [
      'tags of the wrong kind',
      JSON.stringify({ type: 'TEMPLATE', tags: [1, null, 'cells'], activeTag: null }),
      { type: 'TEMPLATE', tags: ['cells'], activeTag: null },
    ],
  ])('falls back field by field when storage holds %s', (_, stored, expected) => {
    const { type, tags, activeTag } = createGalleryStore({
      storage: memoryStorage({ [GALLERY_STORAGE_KEY]: stored }),
    }).getState();
    expect({ type, tags, activeTag }).toEqual(expected);
  });

  it('keeps working when storage refuses to write', () => {
    const store = createGalleryStore({
      storage: {
        getItem: () => null,
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      },
    });
    store.getState().toggleType();
    expect(store.getState().type).toBe('TEMPLATE');
  });
});

import { buildSearchIndex, loadLibrarySearch } from '@figura/content/search';
import type { LibraryItemMeta } from '@figura/sdk-core/schema';
import { describe, expect, it } from 'vitest';
import { descriptionOf, type LibraryOverride } from './overrides.ts';
import { MergedLibrary } from './state.ts';

function item(id: string, title: string, category = 'Cells'): LibraryItemMeta {
  return {
    id,
    kind: 'illustration',
    title,
    category,
    tags: [],
    synonyms: [],
    licence: { spdx: 'CC0-1.0', url: 'https://creativecommons.org/publicdomain/zero/1.0/' },
    author: { name: 'Lab' },
    source: { name: 'Lab', url: 'https://example.org' },
    width: 10,
    height: 10,
    parts: ['#000000'],
  };
}

const neuron = item('lab/neuron', 'Neuron');
const flask = item('lab/flask', 'Flask', 'Lab');

function library() {
  const items = [neuron, flask];
  return new MergedLibrary({
    fingerprint: 'f'.repeat(40),
    items: new Map(items.map((built) => [built.id, built])),
    indexText: buildSearchIndex(items),
  });
}

const override = (id: string, revision: number, extra: Partial<LibraryOverride> = {}) => ({
  id,
  revision,
  retired: false,
  description: null,
  drawing: null,
  ...extra,
});
const titles = (merged: MergedLibrary, q?: string) =>
  merged.list({ q, limit: 50, offset: 0 }).items.map((found) => found.title);

describe('the library with the admins’ changes over it', () => {
  it('adds an item with its own drawing: listed by title, searched, counted in its category', () => {
    const merged = library();
    const before = merged.version;
    merged.apply([
      override('lab/astrocyte', 1, {
        description: { ...descriptionOf(neuron), title: 'Astrocyte', category: 'Glia' },
        drawing: { width: 20, height: 30, parts: ['#ff0000'] },
      }),
    ]);
    expect(titles(merged)).toEqual(['Astrocyte', 'Flask', 'Neuron']);
    expect(titles(merged, 'astrocyte')).toEqual(['Astrocyte']);
    expect(merged.meta('lab/astrocyte')).toMatchObject({ width: 20, parts: ['#ff0000'] });
    expect(merged.drawingInDatabase('lab/astrocyte')).toBe(true);
    expect(merged.categories()).toEqual([
      { name: 'Cells', count: 1 },
      { name: 'Glia', count: 1 },
      { name: 'Lab', count: 1 },
    ]);
    expect(merged.version).not.toBe(before);
    expect(loadLibrarySearch(merged.searchIndexText()).search('astrocyte')[0]?.id).toBe(
      'lab/astrocyte',
    );
  });

  it('renames a built item but keeps its drawing, and adds the curated synonyms of the new title', () => {
    const merged = library();
    merged.apply([
      override('lab/flask', 1, {
        description: { ...descriptionOf(flask), title: 'Neurons in a dish' },
      }),
    ]);
    expect(merged.meta('lab/flask')).toMatchObject({ title: 'Neurons in a dish', width: 10 });
    expect(merged.meta('lab/flask').synonyms).toContain('nerve cell');
    expect(merged.drawingInDatabase('lab/flask')).toBe(false);
    expect(titles(merged, 'flask')).toEqual([]);
  });

  it('retires an item everywhere and brings it back on restore; an item’s ETag follows its revision', () => {
    const merged = library();
    const untouched = merged.itemVersion('lab/flask');
    const neuronBefore = merged.itemVersion('lab/neuron');
    merged.apply([override('lab/neuron', 1, { retired: true })]);
    expect(titles(merged)).toEqual(['Flask']);
    expect(titles(merged, 'neuron')).toEqual([]);
    expect(() => merged.meta('lab/neuron')).toThrow(expect.objectContaining({ statusCode: 404 }));
    expect(merged.categories()).toEqual([{ name: 'Lab', count: 1 }]);
    expect(loadLibrarySearch(merged.searchIndexText()).size).toBe(1);

    merged.apply([override('lab/neuron', 2)]);
    expect(titles(merged, 'neuron')).toEqual(['Neuron']);
    expect(merged.meta('lab/neuron')).toEqual(neuron);
    expect(merged.itemVersion('lab/flask')).toBe(untouched);
    expect(merged.itemVersion('lab/neuron')).not.toBe(neuronBefore);
  });

  it('changes nothing, and keeps its version, when the rows are the ones it holds', () => {
    const merged = library();
    const rows = [override('lab/neuron', 3, { retired: true })];
    merged.apply(rows);
    const version = merged.version;
    const index = merged.searchIndexText();
    merged.apply(rows.map((row) => ({ ...row })));
    expect(merged.version).toBe(version);
    expect(merged.searchIndexText()).toBe(index);
  });
});

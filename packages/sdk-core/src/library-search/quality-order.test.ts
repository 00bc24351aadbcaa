import { describe, expect, it } from 'vitest';
import type { LibraryItemMeta, LibraryQuality } from '../schema/contract/library';
import { buildSearchIndex, searchHitOf } from './build-index';
import { collectionMembers, describeCollections, inCollection } from './collections';
import { loadLibrarySearch } from './search';
import { testLibraryItem } from './test-items';

const item = (
  id: string,
  title: string,
  quality?: LibraryQuality,
  extra: Partial<LibraryItemMeta> = {},
): LibraryItemMeta =>
  testLibraryItem(id, title, {
    source: { name: 'Lab' },
    parts: ['#ff0000', '#00ff00'],
    ...(quality ? { quality } : {}),
    ...extra,
  });

const vector = (score: number): LibraryQuality => ({ score, coverage: 0.5 });
const picture: LibraryQuality = { score: 0.3, coverage: 0.6, bitmap: { width: 186, height: 169 } };
const ids = (hits: readonly { id: string }[]) => hits.map((hit) => hit.id);

describe('quality in the library search', () => {
  it('ranks a drawing holding a picture below vector drawings matched alike', () => {
    const search = loadLibrarySearch(
      buildSearchIndex([
        item('lab/cancer-cell', 'Cancer cell', picture),
        item('lab/cancer-cell-2', 'Cancer cell', vector(0.9)),
        item('lab/cancer-cell-3', 'Cancer cell', vector(0.95)),
      ]),
    );
    const hits = search.search('cancer cell');
    expect(ids(hits)).toEqual(['lab/cancer-cell-3', 'lab/cancer-cell-2', 'lab/cancer-cell']);
    expect(hits.map((hit) => hit.bitmap)).toEqual([false, false, true]);
  });

  it('still puts a picture that answers the query above vector drawings that do not', () => {
    const search = loadLibrarySearch(
      buildSearchIndex([
        item('lab/neuron', 'Neuron', picture),
        item('lab/neural-crest', 'Cell migration', vector(1), { tags: ['neuron'] }),
      ]),
    );
    expect(ids(search.search('neuron'))[0]).toBe('lab/neuron');
  });

  it('leaves out near misses for a word the library knows well, and keeps them for a misspelt one', () => {
    const mice = ['Mouse', 'Mouse white', 'Mouse brain', 'Mouse embryo', 'Mouse juvenile'];
    const search = loadLibrarySearch(
      buildSearchIndex([
        ...mice.map((title, index) => item(`lab/mouse-${index}`, title, vector(0.9))),
        item('lab/moose', 'Moose', vector(1)),
        item('lab/louse', 'Louse adult', vector(1)),
        item('lab/macrophage', 'Macrophage', vector(0.9)),
        item('lab/microphone', 'Microphone', vector(0.9)),
      ]),
    );
    expect(ids(search.find('mouse')).sort()).toEqual(mice.map((_, index) => `lab/mouse-${index}`));
    // One letter missing: found by its near miss; a word beginning otherwise is not.
    expect(ids(search.find('macrophge'))).toEqual(['lab/macrophage']);
    expect(ids(search.find('nacrophage'))).toEqual([]);
  });

  it('ranks a title match, then a category match, above a tag match', () => {
    const search = loadLibrarySearch(
      buildSearchIndex([
        item('lab/tagged', 'Cell migration', vector(0.9), { tags: ['zebrafish'] }),
        item('lab/filed', 'Embryo', vector(0.9), { category: 'Zebrafish' }),
        item('lab/named', 'Zebrafish', vector(0.9)),
      ]),
    );
    expect(ids(search.search('zebrafish'))).toEqual(['lab/named', 'lab/filed', 'lab/tagged']);
  });

  it('browses best first, then by title; an unmeasured item sits between clean drawings and pictures', () => {
    const search = loadLibrarySearch(
      buildSearchIndex([
        item('lab/a-picture', 'A picture', picture),
        item('lab/upload', 'Upload'),
        item('lab/zebrafish', 'Zebrafish', vector(1)),
        item('lab/beaker', 'Beaker', vector(1)),
      ]),
    );
    expect(ids(search.find(''))).toEqual([
      'lab/beaker',
      'lab/zebrafish',
      'lab/upload',
      'lab/a-picture',
    ]);
  });

  it('makes a hit of an API item with its quality and picture mark', () => {
    expect(searchHitOf(item('lab/x', 'X', picture))).toMatchObject({ quality: 0.3, bitmap: true });
    expect(searchHitOf(item('lab/y', 'Y'))).toMatchObject({ quality: 0.75, bitmap: false });
  });
});

describe('featured collections', () => {
  const library = [
    item('lab/astrocyte', 'Astrocyte', vector(1), { category: 'Cell types' }),
    item('lab/neuron-1', 'Neuron 1', vector(0.9)),
    item('lab/neuron-2', 'Neuron 2', vector(0.95)),
    item('lab/brain', 'Brain (outline)', vector(0.8), { category: 'Human physiology' }),
    item('lab/neuron-photo', 'Neuron micrograph', picture),
    item('lab/neuronal-icon', 'Neuron', vector(1), { kind: 'icon' }),
    item('lab/igg', 'IgG antibody', vector(1), { category: 'Blood Immunology' }),
  ];

  it('gathers illustrations by category and by words that begin a word of the title', () => {
    const neuro = library.filter((entry) => inCollection(entry, 'neuroscience')).map((e) => e.id);
    expect(neuro).toEqual([
      'lab/astrocyte',
      'lab/neuron-1',
      'lab/neuron-2',
      'lab/brain',
      'lab/neuron-photo',
    ]);
    expect(inCollection(library[6]!, 'immunology')).toBe(true);
    // "cell" inside another word does not count; icons are the icon picker's.
    expect(inCollection(item('lab/x', 'Excellent flask', vector(1)), 'cell-biology')).toBe(false);
    expect(inCollection(library[5]!, 'neuroscience')).toBe(false);
    // A whole word where the rule asks for one: mice, not micelles.
    expect(inCollection(item('lab/mice', 'Two mice', vector(1)), 'model-organisms')).toBe(true);
    expect(
      inCollection(item('lab/micelle', 'Polymeric micelle', vector(1)), 'model-organisms'),
    ).toBe(false);
  });

  it('covers each with its best vector drawings, one of each drawing, its telling words first', () => {
    const neuro = describeCollections(collectionMembers(library)).find(
      (entry) => entry.id === 'neuroscience',
    )!;
    expect(neuro.count).toBe(5);
    // neuron (the best of the two variants), brain, astrocyte; never the picture.
    expect(neuro.cover).toEqual(['lab/neuron-2', 'lab/brain', 'lab/astrocyte']);
    const empty = describeCollections(collectionMembers(library)).find(
      (entry) => entry.id === 'lab-equipment',
    )!;
    expect(empty).toEqual({ id: 'lab-equipment', count: 0, cover: [] });
  });
});

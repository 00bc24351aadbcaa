import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { LibraryItemMeta } from '@figura/sdk-core/schema';
import { loadLibrarySearch } from './browser.ts';
import { buildSearchIndex, findIllustrationsThenIcons } from '@figura/sdk-core/library-search';
import { readSynonymGroups, readVocabulary, synonymsFor, vocabularyFor } from './synonyms.ts';

const groups = readSynonymGroups();

function item(id: string, title: string, category = 'Cells'): LibraryItemMeta {
  const base = { title, category, tags: [category.toLowerCase()] };
  return {
    id,
    kind: 'illustration',
    ...base,
    synonyms: synonymsFor(base, groups),
    licence: { spdx: 'CC0-1.0', url: 'https://creativecommons.org/publicdomain/zero/1.0/' },
    author: { name: 'Ана Іванова' },
    source: { name: 'Lab', url: 'https://example.org' },
    width: 10,
    height: 10,
    parts: [],
  };
}

describe('library search', () => {
  it('has a curated list of at least 300 life-science terms', () => {
    expect(new Set(groups.flat()).size).toBeGreaterThanOrEqual(300);
    expect(groups.every((group) => group.length >= 2)).toBe(true);
  });

  it('expands an item with its synonyms, plurals included', () => {
    expect(
      synonymsFor({ title: 'Pyramidal neurons', category: 'Cells', tags: [] }, groups),
    ).toContain('nerve cell');
  });

  it('knows what each thing is a kind of: broader names all the way up, narrower ones a level down', () => {
    const vocabulary = readVocabulary();
    expect(vocabulary.size).toBeGreaterThanOrEqual(150);
    // Every broader concept named is one of the vocabulary's or a root it names (protein, cell...).
    const il2 = vocabularyFor(
      { title: 'Interleukin-2 (IL-2)', category: 'Blood Immunology', tags: [] },
      vocabulary,
    );
    expect(il2).toEqual(expect.arrayContaining(['cytokine', 'signalling protein']));
    // Not the words it already has.
    expect(il2).not.toContain('interleukin');
    // The drawing of a kind is found by the names of the kinds right under it, not deeper ones.
    const checkpoint = vocabularyFor(
      { title: 'Immune checkpoint', category: 'Immunology', tags: [] },
      vocabulary,
    );
    expect(checkpoint).toEqual(expect.arrayContaining(['lag-3', 'tigit', 'pd-1', 'receptor']));
    const receptor = vocabularyFor(
      { title: 'Receptor', category: 'Receptors', tags: [] },
      vocabulary,
    );
    expect(receptor).toContain('gpcr');
    expect(receptor).not.toContain('pd-1');
    // A word inside a longer one does not name a concept.
    expect(
      vocabularyFor({ title: 'Mousetrap', category: 'Objects', tags: [] }, vocabulary),
    ).toEqual([]);
  });

  it('finds by synonym, prefix and typo from a serialised index, with no node imports', () => {
    const items = [
      item('lab/neuron', 'Neuron'),
      item('lab/rbc', 'Red blood cell'),
      item('lab/flask', 'Flask', 'Lab'),
    ];
    const search = loadLibrarySearch(buildSearchIndex(items));
    expect(search.size).toBe(3);
    expect(search.search('nerve cell')[0]).toMatchObject({
      id: 'lab/neuron',
      author: 'Ана Іванова',
      licence: 'CC0-1.0',
    });
    expect(search.search('erythrocyte')[0]?.id).toBe('lab/rbc');
    expect(search.search('fla')[0]?.id).toBe('lab/flask');
    expect(search.search('neurn')[0]?.id).toBe('lab/neuron');
    expect(search.search('zebra')).toEqual([]);
    const searchModule = new URL('../../../sdk-core/src/library-search/', import.meta.url);
    for (const file of ['search.ts', 'options.ts', 'terms.ts'])
      expect(readFileSync(new URL(file, searchModule), 'utf8')).not.toMatch(/from 'node:/);
  });

  it('browses a category, all of it by title for a blank query or only the matches for words', () => {
    const items = [
      item('lab/neuron', 'Neuron'),
      item('lab/rbc', 'Red blood cell'),
      item('lab/flask', 'Flask', 'Lab'),
    ];
    const search = loadLibrarySearch(buildSearchIndex(items));
    expect(search.find('').map((hit) => hit.id)).toEqual(['lab/flask', 'lab/neuron', 'lab/rbc']);
    expect(search.find('', { category: 'Lab' }).map((hit) => hit.id)).toEqual(['lab/flask']);
    expect(search.find('nerve cell', { category: 'Lab' })).toEqual([]);
    expect(search.find('', { limit: 2 })).toHaveLength(2);
    expect(search.search('  ')).toEqual([]);
  });

  it('reads what scientists type: names with hyphens and signs, a swapped pair, a phrase', () => {
    const items = [
      item('lab/one', '1'),
      item('lab/pd1', 'PD-1 receptor'),
      item('lab/trna', 'T RNA'),
      item('lab/neuron', 'Neuron'),
      item('lab/lipid', 'Lipid red', 'Red blood cell membrane'),
      item('lab/rbc', 'Erythrocyte'),
      item('lab/pig', 'Guineapig'),
      item('lab/96', '96 well plate'),
      item('lab/6', '6 well plate'),
    ];
    const search = loadLibrarySearch(buildSearchIndex(items));
    const ids = (query: string) => search.search(query, 3).map((hit) => hit.id);
    // A number inside a name asks for the name, not for every item numbered so.
    expect(ids('PD-1')).toEqual(['lab/pd1']);
    expect(ids('PD1')[0]).toBe('lab/pd1');
    expect(ids('SARS-CoV-2')).toEqual([]);
    expect(ids('tRNA')[0]).toBe('lab/trna');
    expect(ids('nueron')[0]).toBe('lab/neuron');
    expect(ids('guinea pig')[0]).toBe('lab/pig');
    expect(ids('96-well plate')[0]).toBe('lab/96');
    // The item named by the whole phrase (its synonym) before one with the words scattered.
    expect(ids('red blood cell')[0]).toBe('lab/rbc');
  });

  it('finds illustrations and icons apart, and a builder’s drawings first, then icons', () => {
    const icon = { ...item('set/heart', 'Heart'), kind: 'icon' as const };
    const items = [
      item('lab/heart', 'Heart front'),
      icon,
      item('lab/baby', 'Newborn') /* an infant, by synonym */,
      { ...item('set/infant', 'Infant'), kind: 'icon' as const },
    ];
    const search = loadLibrarySearch(buildSearchIndex(items));
    expect(search.find('heart', { kind: 'illustration' }).map((hit) => hit.id)).toEqual([
      'lab/heart',
    ]);
    expect(search.find('heart', { kind: 'icon' }).map((hit) => hit.id)).toEqual(['set/heart']);
    expect(search.find('', { kind: 'icon' }).map((hit) => hit.kind)).toEqual(['icon', 'icon']);
    expect(findIllustrationsThenIcons(search, 'heart', 2).map((hit) => hit.id)).toEqual([
      'lab/heart',
      'set/heart',
    ]);
    expect(findIllustrationsThenIcons(search, 'infant', 4).map((hit) => hit.id)).toEqual([
      'lab/baby',
      'set/infant',
    ]);
  });
});

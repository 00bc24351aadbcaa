import { describe, expect, it } from 'vitest';
import { MemoryFiguraApi } from '../testing/memory-api';
import { createEmptyDocument } from '../schema/document/empty-document';
import type { LibraryItem } from '../schema/contract/library';
import { loadSchema } from '../schema/loader';
import { creditsLine } from '../schema/rules/credits';
import { createCreationWithLibraryItem, createLibraryIllustration } from './library-commands';

const NEURON: LibraryItem = {
  id: 'bioicons/neuron',
  kind: 'illustration' as const,
  title: 'Neuron',
  category: 'Nervous system',
  tags: ['neuron'],
  synonyms: ['nerve cell'],
  licence: { spdx: 'CC-BY-4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
  author: { name: 'Ľubica Šťastná', url: 'https://example.org/lubica' },
  source: { name: 'Bioicons', url: 'https://bioicons.com' },
  width: 200,
  height: 100,
  parts: ['#ff0000'],
  svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><rect width="200" height="100" fill="#ff0000"/></svg>',
};

describe('a library item placed as an illustration', () => {
  it('keeps its aspect ratio, sits in the middle and carries its credit', async () => {
    await loadSchema();
    const doc = createEmptyDocument(1000, 600);
    const element = createLibraryIllustration(NEURON, doc, undefined, 'e1');
    expect(element).toMatchObject({
      id: 'e1',
      type: 'illustration',
      name: 'Neuron',
      assetId: 'bioicons/neuron',
      svg: NEURON.svg,
      licence: NEURON.licence,
      author: NEURON.author,
      source: NEURON.source,
    });
    if (element.type !== 'illustration') throw new Error('not an illustration');
    expect(element.width / element.height).toBeCloseTo(2, 5);
    expect(element.left + element.width / 2).toBeCloseTo(500, 5);
    expect(element.top + element.height / 2).toBeCloseTo(300, 5);
    expect(creditsLine([element])).toBe(
      'Neuron by Ľubica Šťastná, CC-BY 4.0, https://creativecommons.org/licenses/by/4.0/',
    );
  });

  it('makes a new creation whose stored first slide holds the item', async () => {
    const api = new MemoryFiguraApi({ library: [NEURON] });
    const creation = await createCreationWithLibraryItem(api, 'bioicons/neuron', {
      type: 'abstract',
      name: 'Neuron abstract',
    });
    expect(creation.name).toBe('Neuron abstract');
    const { document } = await api.getFirstSlide(creation.id);
    expect(document.elements).toHaveLength(1);
    expect(document.elements[0]).toMatchObject({
      type: 'illustration',
      assetId: 'bioicons/neuron',
      author: NEURON.author,
    });
  });

  it('leaves no empty creation behind when the item does not exist', async () => {
    const api = new MemoryFiguraApi({ library: [NEURON] });
    const before = (await api.listCreations()).data.length;
    await expect(
      createCreationWithLibraryItem(api, 'bioicons/missing', { type: 'abstract', name: 'x' }),
    ).rejects.toMatchObject({ status: 404 });
    expect((await api.listCreations()).data).toHaveLength(before);
  });
});

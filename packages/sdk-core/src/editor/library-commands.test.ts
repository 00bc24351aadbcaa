import { describe, expect, it } from 'vitest';
import { MemoryFiguraApi } from '../testing/memory-api';
import type { LibraryItem } from '../schema/contract/library';
import { createEditor } from './create-editor';
import { createLibraryIllustration, placeLibraryItem } from './library-commands';

const neuron: LibraryItem = {
  id: 'bioicons/neuron',
  kind: 'illustration' as const,
  title: 'Neuron',
  category: 'Neuroscience',
  tags: ['neuroscience'],
  synonyms: ['nerve cell'],
  licence: { spdx: 'CC-BY-4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
  author: { name: 'Jérôme Müller', url: 'https://example.org/jm' },
  source: { name: 'Bioicons', url: 'https://bioicons.com/' },
  width: 200,
  height: 100,
  parts: ['#ff0000'],
  svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><path fill="#ff0000" d="M0 0h200v100z"/></svg>',
};

async function open() {
  const api = new MemoryFiguraApi({ name: 'Cells', library: [neuron] });
  const editor = await createEditor({
    api,
    creationId: api.creationId,
    autosaveDebounceMs: 5,
    retryDelaysMs: [5],
  });
  return { api, editor };
}

describe('placing a library item', () => {
  it('adds it with its drawing and credit, at its aspect, centred, as one undo step, selected', async () => {
    const { api, editor } = await open();
    const element = await placeLibraryItem(editor, api, 'bioicons/neuron');
    const doc = editor.getDocument();
    expect(doc.elements).toEqual([element]);
    expect(element).toMatchObject({
      type: 'illustration',
      name: 'Neuron',
      assetId: 'bioicons/neuron',
      svg: neuron.svg,
      licence: neuron.licence,
      author: neuron.author,
      source: neuron.source,
    });
    expect(element.width / element.height).toBeCloseTo(2, 1);
    expect(element.left + element.width / 2).toBeCloseTo(doc.width / 2, 0);
    expect(element.top + element.height / 2).toBeCloseTo(doc.height / 2, 0);
    expect(editor.getSelection()).toEqual([element.id]);
    await editor.flush();
    expect(api.storedDocument().elements[0]).toMatchObject({ assetId: 'bioicons/neuron' });
    editor.undo();
    expect(editor.getDocument().elements).toEqual([]);
    await editor.dispose();
  });

  it('centres a dropped item on the drop point, kept on the slide', async () => {
    const { api, editor } = await open();
    const dropped = await placeLibraryItem(editor, api, 'bioicons/neuron', { x: 300, y: 200 });
    expect(dropped.left + dropped.width / 2).toBeCloseTo(300, 0);
    expect(dropped.top + dropped.height / 2).toBeCloseTo(200, 0);
    const doc = editor.getDocument();
    const atCorner = createLibraryIllustration(neuron, doc, { x: doc.width + 50, y: -50 });
    expect(atCorner.left + atCorner.width).toBeLessThanOrEqual(doc.width);
    expect(atCorner.top).toBe(0);
    await editor.dispose();
  });

  it('fails without adding anything when the item cannot be fetched', async () => {
    const { api, editor } = await open();
    await expect(placeLibraryItem(editor, api, 'bioicons/nothing')).rejects.toThrow();
    expect(editor.getDocument().elements).toEqual([]);
    expect(editor.canUndo()).toBe(false);
    await editor.dispose();
  });
});

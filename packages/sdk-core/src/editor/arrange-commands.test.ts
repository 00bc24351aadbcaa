import { describe, expect, it } from 'vitest';
import { createEmptyDocument, elementSchema, type SlideDocument } from '../schema';
import { createEditorStore } from '../stores/editor-store';
import { arrangeAvailability, createArrangeCommands } from './arrange-commands';
import { englishTranslator } from '../i18n/testing';
import { createMemoryClipboard } from './clipboard';

const t = englishTranslator();

const rect = (id: string, left: number, top = 0) =>
  elementSchema.parse({ id, type: 'rect', left, top, width: 20, height: 20 });
const docOf = (...elements: ReturnType<typeof rect>[]): SlideDocument => ({
  ...createEmptyDocument(400, 300),
  elements,
});

describe('arrange commands', () => {
  it('aligns, duplicates and nudges as one history entry each, selecting what they made', () => {
    const store = createEditorStore({ document: docOf(rect('a', 10), rect('b', 100, 50)) });
    const commands = createArrangeCommands(store, createMemoryClipboard(), t);
    store.getState().select(['a', 'b']);
    commands.align('top');
    expect(store.getState().document.elements.map((e) => (e as { top: number }).top)).toEqual([
      0, 0,
    ]);
    commands.duplicate();
    expect(store.getState().document.elements).toHaveLength(4);
    expect(store.getState().selection).toHaveLength(2);
    commands.nudge(1, 0, 'press-1');
    commands.nudge(1, 0, 'press-1');
    expect(store.getState().past).toHaveLength(3);
    store.getState().undo();
    store.getState().undo();
    expect(store.getState().document.elements).toHaveLength(2);
  });

  it('cuts and pastes into another editor sharing the clipboard, with new ids', async () => {
    const clipboard = createMemoryClipboard();
    const source = createEditorStore({ document: docOf(rect('a', 10), rect('b', 50)) });
    const target = createEditorStore({ document: docOf() });
    source.getState().select(['a', 'b']);
    await createArrangeCommands(source, clipboard, t).cut();
    expect(source.getState().document.elements).toHaveLength(0);
    const result = await createArrangeCommands(target, clipboard, t).paste();
    expect(result).toEqual({ kind: 'pasted' });
    expect(target.getState().document.elements.map((e) => e.type)).toEqual(['rect', 'rect']);
    expect(target.getState().document.elements[0]!.id).not.toBe('a');
    expect(target.getState().selection).toHaveLength(2);
    // An editor with a clipboard of its own sees nothing to paste.
    const elsewhere = createEditorStore({ document: docOf() });
    expect(await createArrangeCommands(elsewhere, createMemoryClipboard(), t).paste()).toEqual({
      kind: 'nothing',
    });
  });

  it('reports what the selection allows', () => {
    const doc = docOf(rect('a', 0), rect('b', 10), rect('c', 20));
    expect(arrangeAvailability(doc, [])).toMatchObject({ count: 0, canUngroup: false });
    expect(arrangeAvailability(doc, ['a', 'b', 'c'])).toMatchObject({ count: 3, opacity: 1 });
  });
});

import { describe, expect, it } from 'vitest';
import { createEmptyDocument, elementSchema, type SlideDocument } from '@figura/sdk-core/schema';
import { createEditorStore } from '@figura/sdk-core/stores';
import { arrangeAvailability, createArrangeCommands } from './arrange-commands';
import { createEditorClipboard } from './clipboard';
import { uploadElementFor } from './paste-image';

const rect = (id: string, left: number, top = 0) =>
  elementSchema.parse({ id, type: 'rect', left, top, width: 20, height: 20 });
const docOf = (...elements: ReturnType<typeof rect>[]): SlideDocument => ({
  ...createEmptyDocument(400, 300),
  elements,
});

/** A window whose clipboard API refuses everything, as browsers do without permission. */
const refusingWindow = () => {
  const refuse = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'));
  return {
    navigator: { clipboard: { writeText: refuse, readText: refuse, read: refuse } },
  } as unknown as Window;
};

/** A window with a working clipboard holding text. */
const workingWindow = () => {
  let stored = '';
  return {
    navigator: {
      clipboard: {
        writeText: async (text: string) => {
          stored = text;
        },
        readText: async () => stored,
        read: async () => [
          {
            types: ['text/plain'],
            getType: async () => new Blob([stored], { type: 'text/plain' }),
          },
        ],
      },
    },
  } as unknown as Window;
};

describe('arrange commands', () => {
  it('aligns, duplicates and nudges as one history entry each, selecting what they made', () => {
    const store = createEditorStore({ document: docOf(rect('a', 10), rect('b', 100, 50)) });
    const commands = createArrangeCommands(
      store,
      createEditorClipboard(() => workingWindow()),
    );
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

  it('pastes through the system clipboard into another editor', async () => {
    const view = workingWindow();
    const source = createEditorStore({ document: docOf(rect('a', 10)) });
    const target = createEditorStore({ document: docOf() });
    source.getState().select(['a']);
    await createArrangeCommands(
      source,
      createEditorClipboard(() => view),
    ).copy();
    const result = await createArrangeCommands(
      target,
      createEditorClipboard(() => view),
    ).paste();
    expect(result).toEqual({ kind: 'pasted' });
    expect(target.getState().document.elements[0]).toMatchObject({ type: 'rect', left: 10 });
    expect(target.getState().document.elements[0]!.id).not.toBe('a');
  });

  it('falls back to a clipboard shared by the editors of one window when the API is refused', async () => {
    const view = refusingWindow();
    const source = createEditorStore({ document: docOf(rect('a', 10), rect('b', 50)) });
    source.getState().select(['a', 'b']);
    await createArrangeCommands(
      source,
      createEditorClipboard(() => view),
    ).cut();
    expect(source.getState().document.elements).toHaveLength(0);
    const target = createEditorStore({ document: docOf() });
    await createArrangeCommands(
      target,
      createEditorClipboard(() => view),
    ).paste();
    expect(target.getState().document.elements).toHaveLength(2);
    // Another page (window) does not see it.
    const elsewhere = createEditorStore({ document: docOf() });
    const result = await createArrangeCommands(
      elsewhere,
      createEditorClipboard(() => refusingWindow()),
    ).paste();
    expect(result).toEqual({ kind: 'nothing' });
  });

  it('reports what the selection allows', () => {
    const doc = docOf(rect('a', 0), rect('b', 10), rect('c', 20));
    expect(arrangeAvailability(doc, [])).toMatchObject({ count: 0, canUngroup: false });
    expect(arrangeAvailability(doc, ['a', 'b', 'c'])).toMatchObject({ count: 3, opacity: 1 });
  });
});

describe('uploadElementFor', () => {
  it('fits a pasted image into half the slide, centred', () => {
    const doc = docOf();
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const element = uploadElementFor({ src: png, width: 800, height: 400 }, doc, 'img');
    expect(element).toMatchObject({ type: 'upload', width: 200, height: 100, left: 100, top: 100 });
    expect(uploadElementFor({ src: 'javascript:alert(1)', width: 10, height: 10 }, doc)).toBeNull();
  });
});

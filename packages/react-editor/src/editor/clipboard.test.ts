import { describe, expect, it } from 'vitest';
import { createArrangeCommands } from '@figura/sdk-core/editor';
import { createEmptyDocument, elementSchema, type SlideDocument } from '@figura/sdk-core/schema';
import { createEditorStore } from '@figura/sdk-core/stores';
import { englishTranslator } from '@figura/sdk-core/testing';
import { createEditorClipboard } from './clipboard';

const t = englishTranslator();

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

describe("the system clipboard of the editor's window", () => {
  it('pastes through the system clipboard into another editor', async () => {
    const view = workingWindow();
    const source = createEditorStore({ document: docOf(rect('a', 10)) });
    const target = createEditorStore({ document: docOf() });
    source.getState().select(['a']);
    await createArrangeCommands(
      source,
      createEditorClipboard(() => view),
      t,
    ).copy();
    const result = await createArrangeCommands(
      target,
      createEditorClipboard(() => view),
      t,
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
      t,
    ).cut();
    expect(source.getState().document.elements).toHaveLength(0);
    const target = createEditorStore({ document: docOf() });
    await createArrangeCommands(
      target,
      createEditorClipboard(() => view),
      t,
    ).paste();
    expect(target.getState().document.elements).toHaveLength(2);
    // Another page (window) does not see it.
    const elsewhere = createEditorStore({ document: docOf() });
    const result = await createArrangeCommands(
      elsewhere,
      createEditorClipboard(() => refusingWindow()),
      t,
    ).paste();
    expect(result).toEqual({ kind: 'nothing' });
  });
});

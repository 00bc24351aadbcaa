// @vitest-environment jsdom
// The editor's first-open tips: for people who edit, not for someone who may only comment.
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmptyDocument, type FiguraElement } from '@figura/sdk-core/schema';
import { renderInPortal } from '../testing/render';
import { EditorTips, type TipsEditor } from './EditorTips';

/** An editor as the tips see it: its document changes are played by `change`. */
function fakeEditor(readOnly = false) {
  let document = createEmptyDocument(800, 600);
  let undoable = false;
  const listeners = new Set<(doc: typeof document) => void>();
  const editor: TipsEditor = {
    readOnly,
    getDocument: () => document,
    canUndo: () => undoable,
    on: ((_event: 'change', listener: (doc: typeof document) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }) as TipsEditor['on'],
  };
  const change = (elements: number, byThePerson: boolean) =>
    act(async () => {
      // A co-edited slide's history takes the change in after the event.
      undoable = false;
      document = {
        ...document,
        elements: Array.from(
          { length: elements },
          (_, index) => ({ id: `e${index}` }) as FiguraElement,
        ),
      };
      for (const listener of listeners) listener(document);
      undoable = byThePerson;
      await Promise.resolve();
    });
  return { editor, change };
}

afterEach(() => window.localStorage.clear());

describe('the editor’s tips', () => {
  it('tell someone who edits how to add to the figure', async () => {
    const page = await renderInPortal(<EditorTips userId="user-1" editor={fakeEditor().editor} />);
    expect(page.textContent).toContain('Add what the figure needs.');
  });

  it('go on to the next tip once the person has done what the tip says', async () => {
    const { editor, change } = fakeEditor();
    const page = await renderInPortal(<EditorTips userId="user-1" editor={editor} />);
    // The saved version loading is not the person adding anything.
    await change(3, false);
    expect(page.textContent).toContain('Add what the figure needs.');
    await change(4, true);
    expect(page.textContent).toContain('Arrange it by hand.');
    await change(4, true);
    expect(page.textContent).toContain('Check it, then download.');
  });

  it('say nothing to someone who may only comment (they cannot add anything)', async () => {
    const page = await renderInPortal(
      <EditorTips userId="user-1" editor={fakeEditor(true).editor} />,
    );
    expect(page.textContent).toBe('');
  });
});

import { elementSchema } from '@figura/sdk-core/schema';
import { describe, expect, it } from 'vitest';
import { MemoryFiguraApi } from '../../stories/memory-api';
import { SLIDES_WITH_HISTORY } from './slide-deck';
import { openEditorSession } from './session';

const rect = (id: string) =>
  elementSchema.parse({ id, type: 'rect', left: 10, top: 10, width: 50, height: 40 });

async function open() {
  const api = new MemoryFiguraApi({ name: 'Deck' });
  const session = await openEditorSession({
    api,
    creationId: api.creationId,
    saveFile: () => undefined,
    autosaveDebounceMs: 5,
    retryDelaysMs: [5],
  });
  return { api, session, editor: session.editor };
}

const ids = (elements: readonly { id: string }[]) => elements.map((element) => element.id);

describe('slides in one editor', () => {
  it('saves the open slide before switching and keeps each slide its own undo history', async () => {
    const { api, session, editor } = await open();
    const first = editor.getCurrentSlideId();
    editor.addElement(rect('on-first'));
    const second = await editor.addSlide();
    // Switching stored the first slide's edit without waiting for the debounce.
    expect(ids(api.storedDocumentOf(first).elements)).toEqual(['on-first']);
    expect(editor.getSlides()).toEqual([first, second]);
    expect(editor.getDocument().elements).toEqual([]);
    expect(editor.canUndo()).toBe(false);

    editor.addElement(rect('on-second-a'));
    editor.addElement(rect('on-second-b'));
    await editor.goToSlide(first);
    expect(ids(api.storedDocumentOf(second).elements)).toEqual(['on-second-a', 'on-second-b']);
    expect(ids(editor.getDocument().elements)).toEqual(['on-first']);

    // Undo on the first slide undoes the first slide's action only.
    editor.undo();
    expect(editor.getDocument().elements).toEqual([]);
    expect(editor.canUndo()).toBe(false);
    await editor.goToSlide(second);
    expect(editor.canUndo()).toBe(true);
    editor.undo();
    expect(ids(editor.getDocument().elements)).toEqual(['on-second-a']);
    await editor.goToSlide(first);
    expect(editor.canRedo()).toBe(true);
    editor.redo();
    expect(ids(editor.getDocument().elements)).toEqual(['on-first']);
    await editor.flush();
    expect(ids(api.storedDocumentOf(first).elements)).toEqual(['on-first']);
    expect(ids(api.storedDocumentOf(second).elements)).toEqual(['on-second-a']);
    session.dispose();
  });

  it('adds after the open slide, duplicates with the content and reorders', async () => {
    const { api, session, editor } = await open();
    const first = editor.getCurrentSlideId();
    const last = await editor.addSlide();
    await editor.goToSlide(first);
    editor.addElement(rect('a'));
    const middle = await editor.addSlide();
    expect(editor.getSlides()).toEqual([first, middle, last]);

    await editor.goToSlide(first);
    const copy = await editor.duplicateSlide();
    expect(editor.getCurrentSlideId()).toBe(copy);
    expect(ids(editor.getDocument().elements)).toEqual(['a']);
    expect(api.storedSlideIds()).toEqual([first, copy, middle, last]);

    await editor.moveSlide(last, 0);
    expect(editor.getSlides()).toEqual([last, first, copy, middle]);
    expect(api.storedSlideIds()).toEqual([last, first, copy, middle]);
    session.dispose();
  });

  it('deletes the open slide, opens its neighbour, and refuses to delete the last one', async () => {
    const { api, session, editor } = await open();
    const first = editor.getCurrentSlideId();
    const second = await editor.addSlide();
    editor.addElement(rect('doomed'));
    await editor.deleteSlide();
    expect(editor.getSlides()).toEqual([first]);
    expect(editor.getCurrentSlideId()).toBe(first);
    expect(api.storedSlideIds()).toEqual([first]);
    expect(editor.getSlides()).not.toContain(second);
    await expect(editor.deleteSlide()).rejects.toThrow('A creation needs at least one slide.');
    await editor.flush();
    expect(session.autosave.status.getState().status).not.toBe('failed');
    session.dispose();
  });

  it('puts the order back when the server refuses a move', async () => {
    const { api, session, editor } = await open();
    const first = editor.getCurrentSlideId();
    const second = await editor.addSlide();
    api.reorderSlides = () => Promise.reject(new Error('offline'));
    await expect(editor.moveSlide(second, 0)).rejects.toThrow('offline');
    expect(editor.getSlides()).toEqual([first, second]);
    session.dispose();
  });

  it('tells hosts when slides change', async () => {
    const { session, editor } = await open();
    const events: string[][] = [];
    editor.on('slides', ({ slideIds }) => events.push([...slideIds]));
    const second = await editor.addSlide();
    expect(events.at(-1)).toEqual([editor.getSlides()[0], second]);
    session.dispose();
  });

  it('resizes and stores the other slides, leaving one changed elsewhere for when it opens', async () => {
    const { api, session, editor } = await open();
    const first = editor.getCurrentSlideId();
    const second = await editor.addSlide();
    editor.addElement(rect('on-second'));
    const third = await editor.addSlide();
    await editor.goToSlide(first);
    const before = api.storedDocumentOf(second);
    api.simulateRemoteEdit((doc) => ({ ...doc, background: '#101010' }), third);
    const changed = session.deck.changes.getState();

    expect(await session.deck.resizeOtherSlides({ width: 1600, height: 900 })).toEqual([second]);
    const resized = api.storedDocumentOf(second);
    expect(resized).toEqual({ ...before, width: 1600, height: 900 });
    expect(session.deck.changes.getState()[second]).toBe((changed[second] ?? 0) + 1);
    // The one changed elsewhere keeps the other tab's version (and gets the size when opened).
    expect(api.storedDocumentOf(third).background).toBe('#101010');
    expect(api.storedDocumentOf(third).width).not.toBe(1600);
    // The resized slide opens at its new size with its stored revision: its next save is not stale.
    await editor.goToSlide(second);
    expect(editor.getDocument()).toMatchObject({ width: 1600, height: 900 });
    editor.addElement(rect('after-resize'));
    await editor.flush();
    expect(ids(api.storedDocumentOf(second).elements)).toEqual(['on-second', 'after-resize']);
  });

  it("keeps the undo history of the slides left most recently, and every slide's work", async () => {
    const { editor } = await open();
    const slides = [editor.getCurrentSlideId()];
    for (let index = 0; index <= SLIDES_WITH_HISTORY + 1; index++) {
      editor.addElement(rect(`edit-${index}`));
      if (index <= SLIDES_WITH_HISTORY) slides.push(await editor.addSlide());
    }
    // Left in order 1, 2, … and the last one now: the two left first lost their history.
    await editor.goToSlide(slides[0]!);
    expect(ids(editor.getDocument().elements)).toEqual(['edit-0']);
    expect(editor.canUndo()).toBe(false);
    await editor.goToSlide(slides[1]!);
    expect(ids(editor.getDocument().elements)).toEqual(['edit-1']);
    expect(editor.canUndo()).toBe(false);
    await editor.goToSlide(slides[2]!);
    expect(editor.canUndo()).toBe(true);
    editor.undo();
    expect(editor.getDocument().elements).toEqual([]);
  });
});

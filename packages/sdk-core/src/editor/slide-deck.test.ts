import { describe, expect, it } from 'vitest';
import { MemoryFiguraApi } from '../testing/memory-api';
import { elementSchema } from '../schema';
import { createEditor } from './create-editor';
import { SLIDES_WITH_HISTORY } from './slide-deck';

const rect = (id: string) =>
  elementSchema.parse({ id, type: 'rect', left: 10, top: 10, width: 50, height: 40 });

async function open() {
  const api = new MemoryFiguraApi({ name: 'Deck' });
  const editor = await createEditor({
    api,
    creationId: api.creationId,
    autosaveDebounceMs: 5,
    retryDelaysMs: [5],
  });
  return { api, editor };
}

const ids = (elements: readonly { id: string }[]) => elements.map((element) => element.id);

describe('slides in one editor', () => {
  it('saves the open slide before switching and keeps each slide its own undo history', async () => {
    const { api, editor } = await open();
    const first = editor.getCurrentSlideId();
    editor.addElement(rect('on-first'));
    const second = await editor.addSlide();
    // Switching stored the first slide's edit without waiting for the debounce.
    expect(ids(api.storedDocument(first).elements)).toEqual(['on-first']);
    expect(editor.getSlides()).toEqual([first, second]);
    expect(editor.getDocument().elements).toEqual([]);
    expect(editor.canUndo()).toBe(false);

    editor.addElement(rect('on-second-a'));
    editor.addElement(rect('on-second-b'));
    await editor.goToSlide(first);
    expect(ids(api.storedDocument(second).elements)).toEqual(['on-second-a', 'on-second-b']);
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
    expect(ids(api.storedDocument(first).elements)).toEqual(['on-first']);
    expect(ids(api.storedDocument(second).elements)).toEqual(['on-second-a']);
    await editor.dispose();
  });

  it('adds after the open slide, duplicates with the content and reorders', async () => {
    const { api, editor } = await open();
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
    await editor.dispose();
  });

  it('deletes the open slide, opens its neighbour, and refuses to delete the last one', async () => {
    const { api, editor } = await open();
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
    expect(editor.getSaveState().status).not.toBe('failed');
    await editor.dispose();
  });

  it('puts the order back when the server refuses a move', async () => {
    const { api, editor } = await open();
    const first = editor.getCurrentSlideId();
    const second = await editor.addSlide();
    api.reorderSlides = () => Promise.reject(new Error('offline'));
    await expect(editor.moveSlide(second, 0)).rejects.toThrow('offline');
    expect(editor.getSlides()).toEqual([first, second]);
    await editor.dispose();
  });

  it('tells hosts when slides change', async () => {
    const { editor } = await open();
    const events: string[][] = [];
    editor.on('slides', ({ slideIds }) => events.push([...slideIds]));
    const second = await editor.addSlide();
    expect(events.at(-1)).toEqual([editor.getSlides()[0], second]);
    await editor.dispose();
  });

  it('resizes every slide in one call, keeping histories; one changed elsewhere is read afresh', async () => {
    const { api, editor } = await open();
    const first = editor.getCurrentSlideId();
    const second = await editor.addSlide();
    editor.addElement(rect('on-second'));
    const third = await editor.addSlide();
    await editor.goToSlide(first);
    const before = api.storedDocument(second);
    api.simulateRemoteEdit((doc) => ({ ...doc, background: '#101010' }), third);
    const updates: string[] = [];
    const updateCreation = api.updateCreation.bind(api);
    api.updateCreation = (id, input) => {
      updates.push(JSON.stringify(input));
      return updateCreation(id, input);
    };

    editor.setCanvasSize({ width: 1600, height: 900 });
    expect(editor.getDocument()).toMatchObject({ width: 1600, height: 900 });
    await expect.poll(() => api.storedDocument(third).width).toBe(1600);
    expect(updates).toEqual([JSON.stringify({ width: 1600, height: 900 })]);
    expect(api.storedDocument(second)).toEqual({ ...before, width: 1600, height: 900 });
    // Every slide, the one changed elsewhere too (its change kept), in the one call.
    expect(api.storedDocument(third)).toMatchObject({ background: '#101010', width: 1600 });
    expect(api.storedDocument(first)).toMatchObject({ width: 1600, height: 900 });

    // The resized slide opens at its new size with its history and its stored revision.
    await editor.goToSlide(second);
    expect(editor.getDocument()).toMatchObject({ width: 1600, height: 900 });
    expect(editor.canUndo()).toBe(true);
    editor.addElement(rect('after-resize'));
    await editor.flush();
    expect(ids(api.storedDocument(second).elements)).toEqual(['on-second', 'after-resize']);
    // The one changed elsewhere opens as stored there, and saves without a conflict.
    await editor.goToSlide(third);
    expect(editor.getDocument()).toMatchObject({ background: '#101010', width: 1600 });
    editor.addElement(rect('on-third'));
    await editor.flush();
    expect(editor.getSaveState().status).toBe('saved');
    await editor.dispose();
  });

  it('refuses a canvas size out of range without changing anything', async () => {
    const { editor } = await open();
    expect(() => editor.setCanvasSize({ width: 99, height: 600 })).toThrow(/100 to 2500/);
    expect(() => editor.setCanvasSize({ width: 1200.5, height: 600 })).toThrow(RangeError);
    expect(editor.canUndo()).toBe(false);
    await editor.dispose();
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
  it('follows slides added, reordered and deleted elsewhere; the open one gone, its neighbour opens', async () => {
    const { api, editor } = await open();
    const first = editor.getCurrentSlideId();
    const second = await editor.addSlide();
    await editor.goToSlide(first);
    // Another editor of the same creation adds one, moves it first, and deletes ours.
    const third = (await api.addSlide(api.creationId)).id;
    await api.reorderSlides(api.creationId, [third, first, second]);
    await editor.refreshSlides();
    expect(editor.getSlides()).toEqual([third, first, second]);
    await api.deleteSlide(api.creationId, first);
    await editor.refreshSlides();
    expect(editor.getSlides()).toEqual([third, second]);
    expect(editor.getCurrentSlideId()).toBe(second);
    await editor.dispose();
  });
});

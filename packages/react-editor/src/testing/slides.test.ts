// @vitest-environment jsdom
// The slides panel's actions on the headless editor: add, duplicate, move (Alt+arrows, a drag
// onto another slide), delete and copy to another creation call the engine as the panel does;
// the canvas, each slide's own history and what the in-memory API stored tell what they did.
import { afterEach, describe, expect, it } from 'vitest';
import type { EditorErrorDetail } from '@figura/sdk-core/editor';
import { headlessEditors, rect, textbox } from './fixtures';
import { TestEditor } from './test-editor';

const open = headlessEditors();

const ids = (t: TestEditor) => t.document.elements.map((element) => element.id);
const types = (t: TestEditor) => t.document.elements.map((element) => element.type);
const ctrl = { ctrlKey: true };

/** Opens a slide as a click on its thumbnail does, and lets the canvas draw it. */
async function openSlide(t: TestEditor, slideId: string) {
  await t.editor.goToSlide(slideId);
  await t.settle();
}

/** What the panel's Alt+ArrowUp/ArrowDown does to a slide. */
function moveByKey(t: TestEditor, slideId: string, key: 'ArrowUp' | 'ArrowDown') {
  const slides = t.editor.getSlides();
  const index = slides.indexOf(slideId);
  const to = key === 'ArrowUp' ? Math.max(0, index - 1) : Math.min(slides.length - 1, index + 1);
  return t.editor.moveSlide(slideId, to);
}

/** What the panel does when one slide is dropped on another: it takes that slide's place. */
function dropOn(t: TestEditor, slideId: string, targetId: string) {
  return t.editor.moveSlide(slideId, t.editor.getSlides().indexOf(targetId));
}

/** Draws with a tool key and a click, as the user does. */
function draw(t: TestEditor, key: string, at: { x: number; y: number }) {
  t.press(key);
  t.click(at);
}

describe('adding and opening slides', () => {
  it('adds an empty slide after the open one and opens it, the canvas showing it', async () => {
    const t = await open(rect('a', 100, 100));
    const first = t.editor.getCurrentSlideId();
    t.click(t.centreOf('a'));
    const last = await t.editor.addSlide();
    await t.settle();
    expect(t.editor.getSlides()).toEqual([first, last]);
    expect(t.editor.getCurrentSlideId()).toBe(last);
    expect(t.document.elements).toEqual([]);
    expect(t.selection).toEqual([]);
    expect(t.view.getObject('a')).toBeUndefined();

    // Added from the first slide: it goes between the two.
    await openSlide(t, first);
    expect(t.view.getObject('a')).toBeDefined();
    const middle = await t.editor.addSlide();
    expect(t.editor.getSlides()).toEqual([first, middle, last]);
    expect(t.api.storedSlideIds()).toEqual([first, middle, last]);
  });

  it('keeps each slide its own history: Ctrl+Z and Ctrl+Y act on the open slide only', async () => {
    const t = await open();
    const first = t.editor.getCurrentSlideId();
    draw(t, 'r', { x: 600, y: 300 });
    const second = await t.editor.addSlide();
    await t.settle();
    expect(t.editor.canUndo()).toBe(false);
    draw(t, 'o', { x: 300, y: 300 });
    draw(t, 'r', { x: 800, y: 300 });

    await openSlide(t, first);
    expect(types(t)).toEqual(['rect']);
    t.press('z', ctrl);
    expect(types(t)).toEqual([]);
    expect(t.editor.canUndo()).toBe(false);
    await openSlide(t, second);
    expect(types(t)).toEqual(['circle', 'rect']);
    t.press('z', ctrl);
    expect(types(t)).toEqual(['circle']);
    await openSlide(t, first);
    t.press('y', ctrl);
    expect(types(t)).toEqual(['rect']);
    await t.editor.flush();
    expect(t.api.storedDocument(first).elements.map((element) => element.type)).toEqual(['rect']);
    expect(t.api.storedDocument(second).elements.map((element) => element.type)).toEqual([
      'circle',
    ]);
  });
});

describe('duplicating slides', () => {
  it('copies the open slide right after it and opens the copy, with a history of its own', async () => {
    const t = await open(rect('a', 100, 100), textbox('b', 400, 300, 'Aims'));
    const first = t.editor.getCurrentSlideId();
    const last = await t.editor.addSlide();
    await openSlide(t, first);
    const copy = await t.editor.duplicateSlide();
    await t.settle();
    expect(t.editor.getSlides()).toEqual([first, copy, last]);
    expect(t.editor.getCurrentSlideId()).toBe(copy);
    expect(ids(t)).toEqual(['a', 'b']);
    expect(t.view.getObject('b')).toBeDefined();
    expect(t.editor.canUndo()).toBe(false);

    // Changing the copy leaves the original as it was.
    t.click(t.centreOf('a'));
    t.press('Delete');
    await openSlide(t, first);
    expect(ids(t)).toEqual(['a', 'b']);
    await t.editor.flush();
    expect(t.api.storedSlideIds()).toEqual([first, copy, last]);
    expect(t.api.storedDocument(copy).elements.map((element) => element.id)).toEqual(['b']);
  });

  it('copies edits made just before, not yet saved', async () => {
    const t = await open();
    draw(t, 'o', { x: 300, y: 300 });
    const copy = await t.editor.duplicateSlide();
    expect(types(t)).toEqual(['circle']);
    expect(t.api.storedDocument(copy).elements.map((element) => element.type)).toEqual(['circle']);
  });
});

describe('moving slides', () => {
  it('moves a slide up with Alt+ArrowUp, to the top and no further, and stores the order', async () => {
    const t = await open();
    const first = t.editor.getCurrentSlideId();
    const second = await t.editor.addSlide();
    const third = await t.editor.addSlide();
    await moveByKey(t, third, 'ArrowUp');
    await moveByKey(t, third, 'ArrowUp');
    expect(t.editor.getSlides()).toEqual([third, first, second]);
    const reorders: string[][] = [];
    const reorder = t.api.reorderSlides.bind(t.api);
    t.api.reorderSlides = (creationId, slideIds) => {
      reorders.push([...slideIds]);
      return reorder(creationId, slideIds);
    };
    // At the top already: nothing changes and nothing is sent.
    await moveByKey(t, third, 'ArrowUp');
    expect(reorders).toEqual([]);
    // The slide moved stays open.
    expect(t.editor.getCurrentSlideId()).toBe(third);
    expect(t.api.storedSlideIds()).toEqual([third, first, second]);
    await moveByKey(t, first, 'ArrowDown');
    expect(t.api.storedSlideIds()).toEqual([third, second, first]);
  });

  it("puts a slide dropped on another in that slide's place", async () => {
    const t = await open();
    const first = t.editor.getCurrentSlideId();
    const second = await t.editor.addSlide();
    const third = await t.editor.addSlide();
    await dropOn(t, first, third);
    expect(t.editor.getSlides()).toEqual([second, third, first]);
    await dropOn(t, first, second);
    expect(t.editor.getSlides()).toEqual([first, second, third]);
    expect(t.api.storedSlideIds()).toEqual([first, second, third]);
  });
});

describe('deleting slides', () => {
  it('opens the slide after the one deleted, or the one before when it was the last', async () => {
    const t = await open(rect('a', 100, 100));
    const first = t.editor.getCurrentSlideId();
    const second = await t.editor.addSlide();
    draw(t, 'r', { x: 600, y: 300 });
    const third = await t.editor.addSlide();
    draw(t, 'o', { x: 600, y: 300 });
    await openSlide(t, second);

    await t.editor.deleteSlide();
    await t.settle();
    expect(t.editor.getSlides()).toEqual([first, third]);
    expect(t.editor.getCurrentSlideId()).toBe(third);
    expect(types(t)).toEqual(['circle']);
    // Its history came with it.
    expect(t.editor.canUndo()).toBe(true);

    await t.editor.deleteSlide();
    await t.settle();
    expect(t.editor.getCurrentSlideId()).toBe(first);
    expect(ids(t)).toEqual(['a']);
    expect(t.view.getObject('a')).toBeDefined();
    expect(t.api.storedSlideIds()).toEqual([first]);
  });

  it('deletes another slide than the open one, which stays open with its history', async () => {
    const t = await open();
    const first = t.editor.getCurrentSlideId();
    const second = await t.editor.addSlide();
    draw(t, 'r', { x: 600, y: 300 });
    await t.editor.deleteSlide(first);
    expect(t.editor.getSlides()).toEqual([second]);
    expect(t.editor.getCurrentSlideId()).toBe(second);
    t.press('z', ctrl);
    expect(t.document.elements).toEqual([]);
  });

  it('refuses to delete the only slide, says why, and keeps it and its work', async () => {
    const t = await open(rect('a', 100, 100));
    const only = t.editor.getCurrentSlideId();
    const errors: EditorErrorDetail[] = [];
    t.editor.on('error', (error) => errors.push(error));
    await expect(t.editor.deleteSlide()).rejects.toThrow('A creation needs at least one slide.');
    expect(errors.map(({ kind, message }) => ({ kind, message }))).toEqual([
      { kind: 'slides', message: 'A creation needs at least one slide.' },
    ]);
    expect(t.editor.getSlides()).toEqual([only]);
    expect(ids(t)).toEqual(['a']);
    // Still editable and saved as before.
    t.click(t.centreOf('a'));
    t.press('ArrowRight');
    await t.editor.flush();
    expect(t.editor.getSaveState().status).toBe('saved');
    expect(t.api.storedSlideIds()).toEqual([only]);
  });
});

describe('what is stored', () => {
  const reopened: TestEditor[] = [];
  afterEach(async () => {
    await Promise.all(reopened.splice(0).map((editor) => editor.dispose()));
  });

  it('opens the slides in their order with their contents in an editor opened afterwards', async () => {
    const t = await open(rect('a', 100, 100));
    const first = t.editor.getCurrentSlideId();
    const second = await t.editor.addSlide();
    draw(t, 'o', { x: 300, y: 300 });
    draw(t, 't', { x: 600, y: 400 });
    t.press('Escape');
    await moveByKey(t, second, 'ArrowUp');
    await t.editor.flush();

    const again = await TestEditor.create({ api: t.api });
    reopened.push(again);
    expect(again.editor.getSlides()).toEqual([second, first]);
    expect(types(again)).toEqual(['circle', 'textbox']);
    await openSlide(again, first);
    expect(ids(again)).toEqual(['a']);
    // A fresh editor: no history carried over.
    expect(again.editor.canUndo()).toBe(false);
  });

  it('copies the open slide, unsaved edits and all, to the end of another creation', async () => {
    const t = await open(rect('a', 100, 100));
    const other = await t.api.createCreation({ type: 'abstract', name: 'Other abstract' });
    draw(t, 'o', { x: 600, y: 300 });
    await t.editor.copySlideTo(other.id);
    const target = await t.api.getCreation(other.id);
    expect(target.slides).toHaveLength(2);
    const copied = await t.api.getSlideContent(other.id, target.slides[1]!.id);
    expect(copied.content.elements.map((element) => element.type)).toEqual(['rect', 'circle']);
    // This creation is as it was: one slide, still open.
    expect(t.editor.getSlides()).toEqual(t.api.storedSlideIds());
    expect(t.editor.getSlides()).toHaveLength(1);
  });
});

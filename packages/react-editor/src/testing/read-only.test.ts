// @vitest-environment jsdom
// A commentor's editor, on the headless editor: elements can be selected (to comment on them)
// and nothing the mouse or the keyboard does changes the slide or reaches the server.
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryFiguraApi } from '@figura/sdk-core/testing';
import { position, rect, slideWith } from './fixtures';
import { TestEditor } from './test-editor';

const opened: TestEditor[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((editor) => editor.dispose()));
});

/** The in-memory API, answering the creation as shared with a commentor. */
async function openAsCommentor(slides = 1) {
  const api = new MemoryFiguraApi({
    document: slideWith(rect('a', 100, 100), rect('b', 400, 100)),
  });
  for (let added = 1; added < slides; added++) await api.addSlide(api.creationId, {});
  const getFirstSlide = api.getFirstSlide.bind(api);
  api.getFirstSlide = async (creationId) => {
    const first = await getFirstSlide(creationId);
    return { ...first, creation: { ...first.creation, access: 'commentor' as const } };
  };
  const editor = await TestEditor.create({ api });
  opened.push(editor);
  return editor;
}

describe('a commentor’s editor', () => {
  it('selects elements but moves, resizes, deletes and nudges nothing', async () => {
    const t = await openAsCommentor();
    expect([t.editor.access, t.editor.readOnly]).toEqual(['commentor', true]);
    const centre = t.centreOf('a');
    t.drag(centre, { x: centre.x + 120, y: centre.y + 40 });
    expect(t.selection).toEqual(['a']);
    expect(position(t.element('a'))).toEqual({ left: 100, top: 100 });
    expect(t.object('a').left).toBeCloseTo(100, 5);
    t.press('ArrowRight');
    t.press('Delete');
    t.press('v', { ctrlKey: true });
    await t.settle();
    expect(t.document.elements.map((element) => [element.id, position(element)])).toEqual([
      ['a', { left: 100, top: 100 }],
      ['b', { left: 400, top: 100 }],
    ]);
    expect(t.editor.canUndo()).toBe(false);
    expect(t.editor.hasUnsavedChanges()).toBe(false);
  });

  it('adds, copies, moves, deletes and resizes no slide, and says why where it is asked', async () => {
    const t = await openAsCommentor(2);
    const slides = t.editor.getSlides();
    const [first, second] = slides;
    const viewOnly = 'You can view and comment on this creation, not change it.';
    await expect(t.editor.addSlide()).rejects.toThrow(viewOnly);
    await expect(t.editor.duplicateSlide()).rejects.toThrow(viewOnly);
    await expect(t.editor.moveSlide(second!, 0)).rejects.toThrow(viewOnly);
    await expect(t.editor.deleteSlide(second)).rejects.toThrow(viewOnly);
    t.editor.setCanvasSize({ width: 800, height: 800 });
    expect(t.editor.getSlides()).toEqual([first, second]);
    expect(t.api.storedSlideIds()).toEqual([first, second]);
    expect([t.document.width, t.document.height]).toEqual([1200, 600]);
    // Moving between slides to read them is still theirs.
    await t.editor.goToSlide(second!);
    expect(t.editor.getCurrentSlideId()).toBe(second);
  });

  it('an owner’s editor is not read-only', async () => {
    const t = await TestEditor.create({ document: slideWith(rect('a', 100, 100)) });
    opened.push(t);
    expect([t.editor.access, t.editor.readOnly]).toEqual(['owner', false]);
    const centre = t.centreOf('a');
    t.drag(centre, { x: centre.x + 120, y: centre.y });
    expect(position(t.element('a'))).toEqual({ left: 220, top: 100 });
  });
});

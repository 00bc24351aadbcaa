// @vitest-environment jsdom
// Selecting, moving, resizing and rotating with the mouse, on the headless editor.
import { describe, expect, it } from 'vitest';
import { position, rect, headlessEditors } from './fixtures';

const open = headlessEditors();

describe('selecting with the mouse', () => {
  it('selects what is clicked, adds with Shift, and clears on the empty canvas', async () => {
    const t = await open(rect('a', 100, 100), rect('b', 400, 100), rect('c', 700, 100));
    t.click(t.centreOf('a'));
    expect(t.selection).toEqual(['a']);
    t.click(t.centreOf('b'), { shiftKey: true });
    t.click(t.centreOf('c'), { shiftKey: true });
    expect([...t.selection].sort()).toEqual(['a', 'b', 'c']);
    t.click({ x: 600, y: 500 });
    expect(t.selection).toEqual([]);
  });

  it('selects every element a marquee encloses, and none it only touches', async () => {
    const t = await open(rect('a', 100, 100), rect('b', 300, 100), rect('far', 800, 400));
    t.drag({ x: 50, y: 50 }, { x: 450, y: 200 });
    expect([...t.selection].sort()).toEqual(['a', 'b']);
  });

  it('cannot select or move a locked element', async () => {
    const t = await open(rect('locked', 100, 100, { locked: true }));
    const centre = t.centreOf('locked');
    t.drag(centre, { x: centre.x + 80, y: centre.y });
    expect(t.selection).toEqual([]);
    expect(position(t.element('locked'))).toEqual({ left: 100, top: 100 });
    expect(t.editor.canUndo()).toBe(false);
  });
});

describe('moving with the mouse', () => {
  it('moves an element by the drag as one history entry, undone and redone', async () => {
    const t = await open(rect('a', 100, 100), rect('far', 900, 450));
    const centre = t.centreOf('a');
    t.drag(centre, { x: centre.x + 137, y: centre.y + 41 });
    expect(position(t.element('a'))).toEqual({ left: 237, top: 141 });
    expect(t.editor.store.getState().lastAction).toBe('Move');
    expect(t.editor.store.getState().past).toHaveLength(1);
    // Undone before the view's next sync (as a host script may): the object still goes back.
    t.editor.undo();
    await t.settle();
    expect(position(t.element('a'))).toEqual({ left: 100, top: 100 });
    expect(t.object('a').left).toBeCloseTo(100, 5);
    t.editor.redo();
    expect(position(t.element('a'))).toEqual({ left: 237, top: 141 });
  });

  it('moves a multi-selection together in one entry', async () => {
    const t = await open(rect('a', 100, 100), rect('b', 300, 300), rect('far', 1000, 500));
    t.click(t.centreOf('a'));
    t.click(t.centreOf('b'), { shiftKey: true });
    const centre = t.centreOf('a');
    t.drag(centre, { x: centre.x + 60, y: centre.y - 30 });
    expect(position(t.element('a'))).toEqual({ left: 160, top: 70 });
    expect(position(t.element('b'))).toEqual({ left: 360, top: 270 });
    expect(t.editor.store.getState().past).toHaveLength(1);
    t.editor.undo();
    expect(position(t.element('b'))).toEqual({ left: 300, top: 300 });
  });

  it('snaps a dragged edge onto another element’s edge, and not with Alt held', async () => {
    const t = await open(rect('target', 400, 100), rect('moving', 100, 300));
    const centre = t.centreOf('moving');
    // Dropped with its left edge 4 px right of the target's left edge (within the snap distance).
    t.drag(centre, { x: centre.x + 304, y: centre.y });
    expect(position(t.element('moving')).left).toBe(400);
    t.editor.undo();
    await t.settle();
    t.drag(t.centreOf('moving'), { x: centre.x + 304, y: centre.y }, { altKey: true });
    expect(position(t.element('moving')).left).toBe(404);
  });

  it('keeps an attached arrow on the element it points at while that element moves', async () => {
    const t = await open(rect('box', 600, 250), {
      ...(await import('@figura/sdk-core/schema')).elementSchema.parse({
        id: 'arrow',
        type: 'arrow',
        x1: 100,
        y1: 275,
        x2: 600,
        y2: 275,
        endAttachment: { elementId: 'box', anchor: 'left' },
      }),
    });
    const centre = t.centreOf('box');
    t.drag(centre, { x: centre.x + 100, y: centre.y + 50 });
    const arrow = t.element('arrow') as { x2: number; y2: number; x1: number };
    expect(position(t.element('box'))).toEqual({ left: 700, top: 300 });
    expect(arrow.x1).toBe(100);
    expect([arrow.x2, arrow.y2]).toEqual([700, 325]);
    // One entry for both: undo puts both back.
    t.editor.undo();
    expect((t.element('arrow') as { x2: number }).x2).toBe(600);
  });
});

describe('resizing and rotating with the handles', () => {
  it('resizes from the bottom-right handle as one "Resize" entry', async () => {
    const t = await open(rect('a', 100, 100));
    t.click(t.centreOf('a'));
    const handle = t.handleOf('a', 'br');
    t.drag(handle, { x: handle.x + 100, y: handle.y + 50 });
    const element = t.element('a') as { scaleX: number; scaleY: number; left: number };
    expect(t.editor.store.getState().lastAction).toBe('Resize');
    expect(element.left).toBeCloseTo(100, 5);
    // Proportional from a corner: twice as wide and twice as high.
    expect(element.scaleX).toBeCloseTo(2, 1);
    expect(element.scaleY).toBeCloseTo(2, 1);
    t.editor.undo();
    expect((t.element('a') as { scaleX: number }).scaleX).toBe(1);
  });

  it('rotates with the rotation handle as one "Rotate" entry', async () => {
    const t = await open(rect('a', 500, 250));
    t.click(t.centreOf('a'));
    const centre = t.centreOf('a');
    const handle = t.handleOf('a', 'mtr');
    // A quarter turn clockwise about the centre.
    t.drag(handle, { x: centre.x + (centre.y - handle.y), y: centre.y }, { steps: 12 });
    const { angle } = t.element('a') as { angle: number };
    expect(t.editor.store.getState().lastAction).toBe('Rotate');
    expect(Math.abs(angle - 90)).toBeLessThan(5);
  });
});

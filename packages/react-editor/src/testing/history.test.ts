// @vitest-environment jsdom
// @vitest-environment-options {"resources":"usable"}
// Undo and redo on the headless editor: one step per gesture (a drag, a handle, a run of arrow
// presses, a command), each slide's own history, the history's limit, and what the server holds
// after an undo. (jsdom loads images here: pictures and illustrations are drawn from them.)
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createDefaultElement,
  STORED_ELEMENT_TYPES,
  type FiguraElement,
} from '@figura/sdk-core/schema';
import { DEFAULT_HISTORY_LIMIT } from '@figura/sdk-core/stores';
import { createEnglishI18n } from '@figura/sdk-core/testing';
import ShapeProperties from '../add/ShapeProperties';
import { I18nProvider } from '../i18n/translation';
import { headlessEditors, position, rect } from './fixtures';
import type { TestEditor } from './test-editor';
import './react-root'; // says to React that this is a test (act)

const open = headlessEditors();

const ids = (t: TestEditor) => t.document.elements.map((element) => element.id);
const steps = (t: TestEditor) => t.editor.store.getState().past.length;
const undo = (t: TestEditor) => t.press('z', { ctrlKey: true });
const redo = (t: TestEditor) => t.press('y', { ctrlKey: true });

// The shape's properties mounted inside the editor's container, as the shell shows them.
const mounted: Root[] = [];
afterEach(async () => {
  for (const root of mounted.splice(0)) await act(async () => root.unmount());
});
async function showShapeProperties(t: TestEditor, elementId: string): Promise<HTMLElement> {
  const host = t.shell.ownerDocument.createElement('div');
  t.shell.append(host);
  const root = createRoot(host);
  mounted.push(root);
  const properties = createElement(ShapeProperties, { store: t.editor.store, elementId });
  await act(async () =>
    root.render(createElement(I18nProvider, { i18n: createEnglishI18n(), children: properties })),
  );
  return host;
}

/** Types into a React number field as a person does: focus, then each value in turn. */
async function typeInto(field: HTMLInputElement, ...values: string[]) {
  const window = field.ownerDocument.defaultView!;
  const setValue = Object.getOwnPropertyDescriptor(
    window.HTMLInputElement.prototype,
    'value',
  )!.set!;
  await act(async () => field.focus());
  for (const value of values)
    await act(async () => {
      setValue.call(field, value);
      field.dispatchEvent(new window.Event('input', { bubbles: true }));
    });
}

/** Where an element is: its box's top-left corner, or a line's first point. */
function placeOf(element: FiguraElement): { x: number; y: number } {
  const loose = element as unknown as Record<string, unknown>;
  if (Array.isArray(loose.points) && loose.type === 'DynamicLine')
    return (loose.points as { x: number; y: number }[])[0]!;
  if (typeof loose.x1 === 'number') return { x: loose.x1, y: loose.y1 as number };
  const { left, top } = position(element);
  return { x: left, y: top };
}

describe('one undo step per gesture', () => {
  it('takes back a drag, a resize and a rotation one at a time, newest first', async () => {
    const t = await open(rect('a', 300, 200), rect('far', 1000, 500));
    const centre = t.centreOf('a');
    t.drag(centre, { x: centre.x + 100, y: centre.y + 50 });
    const corner = t.handleOf('a', 'br');
    t.drag(corner, { x: corner.x + 100, y: corner.y + 50 });
    const middle = t.centreOf('a');
    const turn = t.handleOf('a', 'mtr');
    t.drag(turn, { x: middle.x + (middle.y - turn.y), y: middle.y }, { steps: 12 });
    expect(steps(t)).toBe(3);
    const scaled = () => (t.element('a') as unknown as { scaleX: number }).scaleX;
    const angle = () => (t.element('a') as unknown as { angle: number }).angle;
    expect(Math.abs(angle() - 90)).toBeLessThan(5);

    undo(t);
    expect(angle()).toBe(0);
    expect(scaled()).toBeCloseTo(2, 1);
    undo(t);
    expect(scaled()).toBe(1);
    expect(position(t.element('a'))).toEqual({ left: 400, top: 250 });
    undo(t);
    expect(position(t.element('a'))).toEqual({ left: 300, top: 200 });
    expect(t.editor.canUndo()).toBe(false);
    // And forward again in the order they were made.
    redo(t);
    expect(position(t.element('a'))).toEqual({ left: 400, top: 250 });
    redo(t);
    redo(t);
    expect(Math.abs(angle() - 90)).toBeLessThan(5);
    expect(t.editor.canRedo()).toBe(false);
  });

  it('records nothing for a click that only selects, nor for a drag back to where it started', async () => {
    const t = await open(rect('a', 300, 200));
    const centre = t.centreOf('a');
    t.click(centre);
    t.pointerDown(centre);
    t.pointerMove({ x: centre.x + 80, y: centre.y + 30 });
    t.pointerMove(centre);
    t.pointerUp(centre);
    expect(t.selection).toEqual(['a']);
    expect(t.editor.canUndo()).toBe(false);
    // Ctrl+Z with nothing to take back changes nothing.
    undo(t);
    expect(position(t.element('a'))).toEqual({ left: 300, top: 200 });
    expect(t.editor.hasUnsavedChanges()).toBe(false);
  });

  it('starts a new step for each arrow press run, even with the same arrow after a drag', async () => {
    const t = await open(rect('a', 300, 200));
    t.click(t.centreOf('a'));
    t.press('ArrowRight');
    t.press('ArrowRight', { repeat: true });
    t.press('ArrowRight', { repeat: true });
    await t.settle();
    const centre = t.centreOf('a');
    t.drag(centre, { x: centre.x, y: centre.y + 100 });
    // Still held from before the drag (a repeat): a new step all the same.
    t.press('ArrowRight', { repeat: true });
    t.press('ArrowDown');
    expect(position(t.element('a'))).toEqual({ left: 304, top: 301 });
    expect(steps(t)).toBe(4);
    undo(t);
    undo(t);
    expect(position(t.element('a'))).toEqual({ left: 303, top: 300 });
    undo(t);
    expect(position(t.element('a'))).toEqual({ left: 303, top: 200 });
    undo(t);
    expect(position(t.element('a'))).toEqual({ left: 300, top: 200 });
  });

  it('starts a new step for a held arrow after an undo, instead of growing the undone one', async () => {
    const t = await open(rect('a', 300, 200));
    t.click(t.centreOf('a'));
    t.press('ArrowLeft');
    t.press('ArrowLeft', { repeat: true });
    undo(t);
    t.press('ArrowLeft', { repeat: true });
    expect(position(t.element('a')).left).toBe(299);
    undo(t);
    expect(position(t.element('a')).left).toBe(300);
    expect(t.editor.canUndo()).toBe(false);
  });

  it('takes back a duplicate of a multi-selection in one step, and the copies leave the selection', async () => {
    const t = await open(rect('a', 100, 100), rect('b', 400, 100));
    t.press('a', { ctrlKey: true });
    t.press('d', { ctrlKey: true });
    expect(t.document.elements).toHaveLength(4);
    const copies = [...t.selection];
    expect(copies).toHaveLength(2);
    expect(copies).not.toContain('a');
    undo(t);
    expect(ids(t)).toEqual(['a', 'b']);
    expect(t.selection).toEqual([]);
    redo(t);
    expect(ids(t).slice(2)).toEqual(copies);
  });

  it('brings a deleted element back in its place in the stack, drawn again', async () => {
    const t = await open(rect('a', 100, 100), rect('b', 400, 100), rect('c', 700, 100));
    t.click(t.centreOf('b'));
    t.press('Delete');
    await t.settle();
    expect(t.view.getObject('b')).toBeUndefined();
    undo(t);
    await t.settle();
    expect(ids(t)).toEqual(['a', 'b', 'c']);
    expect(t.object('b').left).toBeCloseTo(400, 5);
    // It can be picked and moved again.
    const centre = t.centreOf('b');
    t.drag(centre, { x: centre.x + 10, y: centre.y });
    expect(position(t.element('b'))).toEqual({ left: 410, top: 100 });
  });

  it('takes back the move of every element type, and brings it back', async () => {
    // Each type on its own slide, as the e2e journey adds them from the UI one after another.
    for (const type of STORED_ELEMENT_TYPES) {
      const element = createDefaultElement(type, { left: 300, top: 200, width: 160, height: 100 });
      const t = await open(element);
      await t.settle();
      const before = placeOf(element);
      t.click(t.centreOf(element.id));
      expect(t.selection, type).toEqual([element.id]);
      // Thin lines are nudged (as in the browser), everything else dragged.
      const thin = ['line', 'arrow', 'DynamicLine', 'right_angle_line', 'textbox'].includes(type);
      if (thin) t.press('ArrowRight', { shiftKey: true });
      else {
        const centre = t.centreOf(element.id);
        t.drag(centre, { x: centre.x + 60, y: centre.y + 40 });
      }
      const after = placeOf(t.element(element.id));
      expect(after, type).toEqual(
        thin ? { x: before.x + 10, y: before.y } : { x: before.x + 60, y: before.y + 40 },
      );
      expect(steps(t), type).toBe(1);
      undo(t);
      expect(placeOf(t.element(element.id)), type).toEqual(before);
      redo(t);
      expect(placeOf(t.element(element.id)), type).toEqual(after);
      expect(t.element(element.id).type, type).toBe(type);
    }
  });
});

describe('one undo step per field visit', () => {
  it('changes a star’s points as one step however many digits are typed, undone from the canvas', async () => {
    const star = createDefaultElement(
      'dynamic_shape',
      { left: 300, top: 200, width: 160, height: 160 },
      'star',
    );
    const t = await open({ ...star, kind: 'star', params: {} } as FiguraElement);
    t.click(t.centreOf('star'));
    const panel = await showShapeProperties(t, 'star');
    const field = panel.querySelector<HTMLInputElement>('input[aria-label="Star points value"]')!;
    await typeInto(field, '1', '12');
    const points = () => (t.element('star') as unknown as { params: { points?: number } }).params;
    expect(points().points).toBe(12);
    expect(t.editor.store.getState().lastAction).toBe('Change shape');
    expect(steps(t)).toBe(1);
    // Back on the canvas, Ctrl+Z takes the whole visit back, Ctrl+Y brings it again.
    t.area.focus();
    await act(async () => undo(t));
    expect(points().points).toBeUndefined();
    await act(async () => redo(t));
    expect(points().points).toBe(12);
    // Another visit to the field is another step.
    await act(async () => field.blur());
    await typeInto(field, '7');
    expect(steps(t)).toBe(2);
    // Ctrl+Z in the field is the field's own (the browser's text undo), not the editor's.
    await act(async () => undo(t));
    expect(points().points).toBe(7);
    t.area.focus();
    await act(async () => undo(t));
    expect(points().points).toBe(12);
  });
});

describe('redo', () => {
  it('is gone once a new edit is made after an undo', async () => {
    const t = await open(rect('a', 300, 200));
    t.click(t.centreOf('a'));
    t.press('ArrowRight');
    t.press('ArrowDown');
    undo(t);
    undo(t);
    expect(t.editor.canRedo()).toBe(true);
    t.press('ArrowUp');
    expect(t.editor.canRedo()).toBe(false);
    redo(t);
    expect(position(t.element('a'))).toEqual({ left: 300, top: 199 });
    undo(t);
    expect(position(t.element('a'))).toEqual({ left: 300, top: 200 });
    expect(t.editor.canUndo()).toBe(false);
  });
});

describe('the history’s length', () => {
  it(`keeps the last ${DEFAULT_HISTORY_LIMIT} steps, forgetting the oldest`, async () => {
    const t = await open(rect('a', 300, 200));
    t.click(t.centreOf('a'));
    for (let press = 0; press <= DEFAULT_HISTORY_LIMIT; press++) t.press('ArrowRight');
    expect(position(t.element('a')).left).toBe(300 + DEFAULT_HISTORY_LIMIT + 1);
    expect(steps(t)).toBe(DEFAULT_HISTORY_LIMIT);
    for (let press = 0; press < DEFAULT_HISTORY_LIMIT; press++) undo(t);
    expect(t.editor.canUndo()).toBe(false);
    // The first press is beyond recall.
    expect(position(t.element('a')).left).toBe(301);
    undo(t);
    expect(position(t.element('a')).left).toBe(301);
  });
});

describe('history and slides', () => {
  it('keeps each slide’s own history: undo on one never reaches into another', async () => {
    const t = await open(rect('a', 300, 200));
    t.click(t.centreOf('a'));
    t.press('ArrowRight');
    const first = t.editor.getCurrentSlideId();
    const second = await t.editor.addSlide();
    await t.settle();
    // A new slide starts with nothing to undo.
    expect(t.editor.canUndo()).toBe(false);
    undo(t);
    expect(t.document.elements).toEqual([]);
    t.editor.addElement(rect('b', 100, 100));
    t.press('ArrowDown');
    undo(t);
    expect(position(t.element('b'))).toEqual({ left: 100, top: 100 });

    await t.editor.goToSlide(first);
    await t.settle();
    // Back on the first slide: its move is still there to undo, and to redo.
    expect(position(t.element('a')).left).toBe(301);
    undo(t);
    expect(position(t.element('a')).left).toBe(300);
    expect(t.editor.canUndo()).toBe(false);
    redo(t);
    expect(position(t.element('a')).left).toBe(301);

    await t.editor.goToSlide(second);
    // The second slide's undone nudge is still there to redo.
    redo(t);
    expect(position(t.element('b'))).toEqual({ left: 100, top: 101 });
  });
});

describe('history and saving', () => {
  it('saves what an undo and a redo show, so the server holds the slide as seen', async () => {
    const t = await open(rect('a', 300, 200));
    t.click(t.centreOf('a'));
    const centre = t.centreOf('a');
    t.drag(centre, { x: centre.x + 120, y: centre.y + 30 });
    await t.editor.flush();
    expect(position(t.api.storedDocument().elements[0]!)).toEqual({ left: 420, top: 230 });

    undo(t);
    expect(t.editor.hasUnsavedChanges()).toBe(true);
    await t.editor.flush();
    expect(t.editor.hasUnsavedChanges()).toBe(false);
    expect(position(t.api.storedDocument().elements[0]!)).toEqual({ left: 300, top: 200 });
    expect(t.api.storedDocument()).toEqual(t.document);

    redo(t);
    await t.editor.flush();
    expect(position(t.api.storedDocument().elements[0]!)).toEqual({ left: 420, top: 230 });
  });

  it('saves by itself after an undo, without a flush', async () => {
    const t = await open(rect('a', 300, 200), rect('b', 600, 200));
    t.click(t.centreOf('b'));
    t.press('Delete');
    await t.editor.flush();
    expect(t.api.storedDocument().elements.map((element) => element.id)).toEqual(['a']);
    undo(t);
    // The autosave's short wait (5 ms here) passes.
    await expect
      .poll(() => t.api.storedDocument().elements.map((element) => element.id))
      .toEqual(['a', 'b']);
    expect(t.editor.getSaveState().status).toBe('saved');
  });
});

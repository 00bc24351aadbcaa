// @vitest-environment jsdom
// Connectors that stay attached, on the headless editor: an arrow's end handles dragged onto
// elements attach it, the elements carry it when moved, undo moves both back, dragging an end or
// the arrow's body away lets go, and the inspector's dash, heads and width are undo steps.
import { act, createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { elementBox, selectedProperties } from '@figura/sdk-core/editor';
import { elementSchema, type FiguraElement } from '@figura/sdk-core/schema';
import { I18nProvider } from '../i18n/translation';
import ConnectorProperties from '../panels/ConnectorProperties';
import { position, rect, headlessEditors } from './fixtures';
import { reactRoots } from './react-root';
import { TestEditor } from './test-editor';

const open = headlessEditors();
const mount = reactRoots();

type Arrow = FiguraElement & {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  startAttachment: { elementId: string; anchor: string } | null;
  endAttachment: { elementId: string; anchor: string } | null;
};

/** Two 200 x 120 rectangles side by side, far apart: a on the left, b on the right. */
const a = () => rect('a', 100, 100, { width: 200, height: 120 });
const b = () => rect('b', 800, 100, { width: 200, height: 120 });

/** An arrow across the empty middle of the slide, attached to nothing. */
const looseArrow = (extra: Record<string, unknown> = {}) =>
  elementSchema.parse({ id: 'arrow', type: 'arrow', x1: 400, y1: 300, x2: 700, y2: 300, ...extra });

/** An arrow from a's outline (facing b) to the middle of b's left side. */
const linkedArrow = () =>
  looseArrow({
    ...{ x1: 300, y1: 160, x2: 800, y2: 160 },
    startAttachment: { elementId: 'a', anchor: 'auto' },
    endAttachment: { elementId: 'b', anchor: 'left' },
  });

const arrowOf = (t: TestEditor) => t.element('arrow') as Arrow;
const outlined = (t: TestEditor) => t.view.canvas.lowerCanvasEl.dataset.connectorTarget ?? '';

/** Opens the slide with the store's connectors moved onto their anchors, as the editor keeps it. */
async function openSlide(...elements: FiguraElement[]) {
  const t = await open(...elements);
  await t.settle();
  return t;
}

/** Selects the arrow by clicking its stroke, halfway along. */
function selectArrow(t: TestEditor) {
  const { x1, y1, x2, y2 } = arrowOf(t);
  t.click({ x: (x1 + x2) / 2, y: (y1 + y2) / 2 });
  expect(t.selection).toEqual(['arrow']);
}

/** Whether a point lies on the outline of a box (1 px slack). */
function onOutline(
  box: { left: number; top: number; width: number; height: number },
  x: number,
  y: number,
) {
  const right = box.left + box.width;
  const bottom = box.top + box.height;
  const near = (p: number, q: number) => Math.abs(p - q) <= 1;
  const withinX = x >= box.left - 1 && x <= right + 1;
  const withinY = y >= box.top - 1 && y <= bottom + 1;
  return (
    (withinY && (near(x, box.left) || near(x, right))) ||
    (withinX && (near(y, box.top) || near(y, bottom)))
  );
}

const bottomOf = (t: TestEditor, id: string) => {
  const box = t.object(id).getBoundingRect();
  return box.top + box.height;
};

const boxOf = (t: TestEditor, id: string) =>
  t.element(id) as unknown as { left: number; top: number; width: number; height: number };

describe('attaching an arrow by its ends', () => {
  it('offers a selected arrow’s two ends to drag, not a box to scale or turn', async () => {
    const t = await openSlide(a(), b(), looseArrow());
    selectArrow(t);
    expect(t.handleOf('arrow', 'endEnd')).toBeDefined();
    for (const boxHandle of ['br', 'tl', 'mr', 'mtr'])
      expect(() => t.handleOf('arrow', boxHandle)).toThrow(/has no/);
  });

  it('attaches an end dropped inside an element to its outline, the element outlined while dragged', async () => {
    const t = await openSlide(a(), b(), looseArrow());
    selectArrow(t);
    t.pointerDown(t.handleOf('arrow', 'startEnd'));
    t.pointerMove({ x: 150, y: 150 });
    t.pointerMove({ x: 166, y: 140 });
    expect(outlined(t)).toBe('a');
    // Nothing is stored until the end is dropped.
    expect(arrowOf(t)).toMatchObject({ x1: 400, startAttachment: null });
    t.pointerUp();
    expect(outlined(t)).toBe('');
    const linked = arrowOf(t);
    expect(linked.startAttachment).toEqual({ elementId: 'a', anchor: 'auto' });
    // No side anchor near: the end sits where a's outline faces the arrow's other end.
    expect(onOutline(boxOf(t, 'a'), linked.x1, linked.y1)).toBe(true);
    expect(linked.x1).toBe(300);
    expect(t.editor.store.getState().lastAction).toBe('Attach connector');
    t.press('z', { ctrlKey: true });
    expect(arrowOf(t)).toMatchObject({ x1: 400, y1: 300, startAttachment: null });
  });

  it("snaps an end dropped near the middle of a side onto that side's anchor", async () => {
    const t = await openSlide(a(), b(), looseArrow());
    selectArrow(t);
    t.pointerDown(t.handleOf('arrow', 'endEnd'));
    t.pointerMove({ x: 790, y: 180 });
    t.pointerMove({ x: 803, y: 158 });
    expect(outlined(t)).toBe('b');
    t.pointerUp();
    expect(arrowOf(t)).toMatchObject({
      x2: 800,
      y2: 160,
      endAttachment: { elementId: 'b', anchor: 'left' },
    });
  });

  it('attaches nothing to an end dropped on another arrow or on empty slide', async () => {
    const other = elementSchema.parse({
      id: 'other',
      type: 'arrow',
      x1: 500,
      y1: 500,
      x2: 700,
      y2: 500,
    });
    const t = await openSlide(a(), looseArrow(), other);
    selectArrow(t);
    t.drag(t.handleOf('arrow', 'endEnd'), { x: 600, y: 500 });
    expect(arrowOf(t)).toMatchObject({ x2: 600, y2: 500, endAttachment: null });
    expect(t.editor.store.getState().lastAction).toBe('Move connector end');
  });
});

describe('an attached arrow', () => {
  it('is redrawn following a dragged element before anything is stored, then stored in one step', async () => {
    const t = await openSlide(a(), b(), linkedArrow());
    const linked = arrowOf(t);
    const drawnBottom = bottomOf(t, 'arrow');
    const from = t.centreOf('a');
    t.pointerDown(from);
    t.pointerMove({ x: from.x + 20, y: from.y + 30 });
    t.pointerMove({ x: from.x + 40, y: from.y + 60 });
    // Connectors follow as a frame begins, once every handler of the move has placed it (jsdom
    // paints no frames: start one as the browser would).
    t.view.canvas.fire('before:render', { ctx: t.view.canvas.getContext() });
    expect(bottomOf(t, 'arrow')).toBeGreaterThan(drawnBottom + 30);
    expect(arrowOf(t)).toEqual(linked);
    t.pointerUp();
    expect(position(t.element('a'))).toEqual({ left: 140, top: 160 });
    const moved = arrowOf(t);
    expect(onOutline(boxOf(t, 'a'), moved.x1, moved.y1)).toBe(true);
    expect(moved.y1).toBeGreaterThan(linked.y1 + 30);
    // The end on b stays where it was.
    expect([moved.x2, moved.y2]).toEqual([800, 160]);
  });

  it('moves back with each element on undo, one step per move, and forward again on redo', async () => {
    const t = await openSlide(a(), b(), linkedArrow());
    const linked = arrowOf(t);
    t.drag(t.centreOf('a'), { x: t.centreOf('a').x + 40, y: t.centreOf('a').y + 60 });
    const afterDrag = arrowOf(t);
    t.click(t.centreOf('b'));
    t.press('ArrowDown', { shiftKey: true });
    const afterNudge = arrowOf(t);
    expect([afterNudge.x2, afterNudge.y2]).toEqual([800, 170]);
    expect(onOutline(boxOf(t, 'a'), afterNudge.x1, afterNudge.y1)).toBe(true);

    t.press('z', { ctrlKey: true });
    expect(arrowOf(t)).toEqual(afterDrag);
    expect(position(t.element('b'))).toEqual({ left: 800, top: 100 });
    t.press('z', { ctrlKey: true });
    expect(arrowOf(t)).toEqual(linked);
    expect(position(t.element('a'))).toEqual({ left: 100, top: 100 });
    t.press('y', { ctrlKey: true });
    t.press('y', { ctrlKey: true });
    expect(arrowOf(t)).toEqual(afterNudge);
  });

  it('keeps its end on the anchor of an element resized from a handle', async () => {
    const t = await openSlide(a(), b(), linkedArrow());
    t.click(t.centreOf('b'));
    const corner = t.handleOf('b', 'br');
    t.drag(corner, { x: corner.x + 100, y: corner.y + 80 });
    const resized = elementBox(t.element('b'));
    expect(resized).toMatchObject({ left: 800, top: 100 });
    expect(resized.height).toBeGreaterThan(180);
    // The end is still on the middle of b's left side, which went down with the new height.
    expect(arrowOf(t).x2).toBe(800);
    expect(arrowOf(t).y2).toBeCloseTo(resized.top + resized.height / 2, 6);
  });

  it('stays attached when moved together with both its elements', async () => {
    const t = await openSlide(a(), b(), linkedArrow());
    t.press('a', { ctrlKey: true });
    expect(t.selection).toHaveLength(3);
    const linked = arrowOf(t);
    const from = t.centreOf('a');
    t.drag(from, { x: from.x + 50, y: from.y + 20 });
    expect(position(t.element('b'))).toEqual({ left: 850, top: 120 });
    expect(arrowOf(t)).toMatchObject({
      x1: linked.x1 + 50,
      y1: linked.y1 + 20,
      x2: 850,
      y2: 180,
      startAttachment: { elementId: 'a', anchor: 'auto' },
      endAttachment: { elementId: 'b', anchor: 'left' },
    });
  });
});

describe('letting go', () => {
  it('detaches an end dragged into empty slide; that end then stays put when its element moves', async () => {
    const t = await openSlide(a(), b(), linkedArrow());
    selectArrow(t);
    t.pointerDown(t.handleOf('arrow', 'endEnd'));
    t.pointerMove({ x: 950, y: 300 });
    t.pointerMove({ x: 1100, y: 400 });
    expect(outlined(t)).toBe('');
    t.pointerUp();
    const detached = arrowOf(t);
    expect(detached).toMatchObject({
      x2: 1100,
      y2: 400,
      endAttachment: null,
      startAttachment: { elementId: 'a', anchor: 'auto' },
    });
    expect(t.editor.store.getState().lastAction).toBe('Move connector end');
    t.click(t.centreOf('b'));
    t.press('ArrowRight', { shiftKey: true });
    expect(arrowOf(t).x2).toBe(1100);
  });

  it('lets go of both elements when dragged by its body; undo attaches it again', async () => {
    const t = await openSlide(a(), b(), linkedArrow());
    selectArrow(t);
    const linked = arrowOf(t);
    const body = { x: (linked.x1 + linked.x2) / 2, y: (linked.y1 + linked.y2) / 2 };
    t.drag(body, { x: body.x, y: body.y + 30 });
    const loose = arrowOf(t);
    expect(loose).toMatchObject({ startAttachment: null, endAttachment: null });
    expect(loose.y1).toBeCloseTo(linked.y1 + 30, 0);
    expect(loose.y2).toBeCloseTo(linked.y2 + 30, 0);
    t.press('z', { ctrlKey: true });
    expect(arrowOf(t)).toEqual(linked);
  });

  it('drops the attachment to a deleted element, its end left in place; undo brings back both', async () => {
    const t = await openSlide(a(), b(), linkedArrow());
    const linked = arrowOf(t);
    t.click(t.centreOf('b'));
    t.press('Delete');
    expect(t.document.elements.map((element) => element.id)).toEqual(['a', 'arrow']);
    expect(arrowOf(t)).toEqual({ ...linked, endAttachment: null });
    // Moving a still carries the start.
    t.click(t.centreOf('a'));
    t.press('ArrowDown', { shiftKey: true });
    expect(arrowOf(t).startAttachment).toEqual({ elementId: 'a', anchor: 'auto' });
    expect(arrowOf(t).y1).toBeGreaterThan(linked.y1);
    t.press('z', { ctrlKey: true });
    t.press('z', { ctrlKey: true });
    expect(t.element('b')).toBeDefined();
    expect(arrowOf(t)).toEqual(linked);
  });
});

describe('saving connectors', () => {
  it('stores the ends and attachments, and an editor opened on the saved slide still follows', async () => {
    const t = await openSlide(a(), b(), looseArrow());
    selectArrow(t);
    t.drag(t.handleOf('arrow', 'startEnd'), { x: 166, y: 140 });
    await t.settle();
    t.drag(t.handleOf('arrow', 'endEnd'), { x: 803, y: 158 });
    const linked = arrowOf(t);
    await t.editor.flush();
    expect(t.api.storedDocument().elements.find((element) => element.id === 'arrow')).toEqual(
      linked,
    );

    const reopened = await TestEditor.create({ api: t.api });
    try {
      expect(reopened.document).toEqual(t.document);
      reopened.click(reopened.centreOf('b'));
      reopened.press('ArrowUp', { shiftKey: true });
      expect((reopened.element('arrow') as Arrow).y2).toBe(150);
    } finally {
      await reopened.dispose();
    }
  });
});

describe('line style from the inspector', () => {
  /** Ctrl+Z, the mounted inspector re-rendering from it (act). */
  const pressUndo = (t: TestEditor) => act(async () => t.press('z', { ctrlKey: true }));

  /** The inspector's properties of the selected line or arrow, used by their labels. */
  async function connectorProperties(t: TestEditor) {
    const shown = selectedProperties(t.editor.store.getState());
    expect(shown?.set).toBe('connector');
    const host = await mount(
      createElement(I18nProvider, {
        i18n: t.editor.i18n,
        children: createElement(ConnectorProperties, {
          editor: t.editor,
          elementId: shown!.elementId,
        }),
      }),
    );
    const page = host.ownerDocument.defaultView as Window & typeof globalThis;
    const field = (label: string) => {
      const labelled = [...host.querySelectorAll('label')].find(
        (each) => each.textContent === label,
      );
      return labelled ? host.ownerDocument.getElementById(labelled.htmlFor) : null;
    };
    const setValue = (input: HTMLInputElement | HTMLSelectElement, value: string) => {
      const prototype = Object.getPrototypeOf(input) as object;
      Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(input, value);
    };
    return {
      has: (label: string) => field(label) !== null,
      /** Picks an option of a select by its text. */
      async choose(label: string, option: string) {
        const select = field(label) as HTMLSelectElement;
        const value = [...select.options].find((each) => each.text === option)!.value;
        await act(async () => {
          setValue(select, value);
          select.dispatchEvent(new page.Event('change', { bubbles: true }));
        });
      },
      /** Focuses a field (a visit begins) and changes it to each value in turn. */
      async visit(label: string, ...values: string[]) {
        const input = field(label) as HTMLInputElement;
        await act(async () => input.focus());
        for (const value of values)
          await act(async () => {
            setValue(input, value);
            input.dispatchEvent(new page.Event('input', { bubbles: true }));
          });
        await act(async () => input.blur());
      },
    };
  }

  it("sets an arrow's dash and heads, each its own Ctrl+Z step, and draws the dash", async () => {
    const t = await open();
    t.press('a');
    t.click({ x: 700, y: 550 });
    const id = t.selection[0]!;
    const inspector = await connectorProperties(t);
    await inspector.choose('Line style', 'Dashed');
    await inspector.choose('Start', 'Circle');
    expect(t.element(id)).toMatchObject({
      type: 'arrow',
      strokeDash: 'dashed',
      headStart: 'circle',
    });
    await t.settle();
    expect(t.object(id).strokeDashArray).toEqual([12, 8]);
    await pressUndo(t);
    expect(t.element(id)).toMatchObject({ strokeDash: 'dashed', headStart: 'none' });
    await pressUndo(t);
    expect(t.element(id)).toMatchObject({ strokeDash: 'solid' });
    await t.settle();
    expect(t.object(id).strokeDashArray ?? null).toBeNull();
  });

  it("makes one step of a visit to a line's width or colour field, drawn at once; a line has no heads", async () => {
    const t = await open();
    t.press('l');
    t.drag({ x: 100, y: 100 }, { x: 400, y: 100 });
    const id = t.selection[0]!;
    const inspector = await connectorProperties(t);
    expect([inspector.has('Line style'), inspector.has('Start'), inspector.has('End')]).toEqual([
      true,
      false,
      false,
    ]);
    await inspector.visit('Width', '5', '6', '7');
    await inspector.visit('Colour', '#111111', '#b42318');
    expect(t.element(id)).toMatchObject({ strokeWidth: 7, stroke: '#b42318' });
    await t.settle();
    expect(t.object(id)).toMatchObject({ strokeWidth: 7, stroke: '#b42318' });
    await pressUndo(t);
    expect(t.element(id)).toMatchObject({ strokeWidth: 7, stroke: '#1f2933' });
    await pressUndo(t);
    expect(t.element(id)).toMatchObject({ strokeWidth: 4 });
    // A width out of range is kept in range.
    await inspector.visit('Width', '9000');
    expect(t.element(id)).toMatchObject({ strokeWidth: 500 });
  });
});

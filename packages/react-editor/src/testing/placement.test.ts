// @vitest-environment jsdom
// Where new things land and the canvas's own settings, on the headless editor: an element added
// from the Insert bar or a panel goes into free space in the part of the slide in view, one
// dropped goes where it was dropped; the Canvas panel sizes the slide and colours its background,
// each one undo step; a resized edge snaps onto another element's edge.
import { act, createElement, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CanvasSize, LengthUnit } from '@figura/sdk-core/arrange';
import {
  createAddedElement,
  elementBox,
  placeLibraryItem,
  placeNewElement,
  selectedProperties,
  type SlideRect,
} from '@figura/sdk-core/editor';
import type { FiguraElement } from '@figura/sdk-core/schema';
import { createEnglishI18n, MemoryFiguraApi } from '@figura/sdk-core/testing';
import { CanvasPanel } from '../canvas-tools/CanvasPanel';
import { visibleSlideRect } from '../canvas/visible-slide';
import { I18nProvider } from '../i18n/translation';
import { headlessEditors, NEURON, position, rect, slideWith } from './fixtures';
import { layOut } from './page-layout';
import { reactRoots } from './react-root';
import { TestEditor } from './test-editor';

const open = headlessEditors();
const mount = reactRoots();

interface Point {
  x: number;
  y: number;
}

const opened: TestEditor[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((editor) => editor.dispose()));
});

/** An editor whose API's library holds the neuron (the Illustrations panel's items). */
async function openWithLibrary(...elements: FiguraElement[]) {
  const api = new MemoryFiguraApi({ document: slideWith(...elements), library: [NEURON] });
  const t = await TestEditor.create({ api });
  opened.push(t);
  return t;
}

/** As the Insert bar and the panels add (use-insert.ts): into free space in the part in view. */
const addInView = (t: TestEditor, element: FiguraElement) =>
  t.editor.addElement(placeNewElement(t.document, element, visibleSlideRect(t.area, t.view)));

const added = (t: TestEditor) => t.document.elements.at(-1)!;

const inside = (box: SlideRect, area: SlideRect) =>
  box.left >= area.left - 0.5 &&
  box.top >= area.top - 0.5 &&
  box.left + box.width <= area.left + area.width + 0.5 &&
  box.top + box.height <= area.top + area.height + 0.5;

const overlaps = (a: SlideRect, b: SlideRect) =>
  a.left < b.left + b.width &&
  b.left < a.left + a.width &&
  a.top < b.top + b.height &&
  b.top < a.top + a.height;

describe('adding from the Insert bar or a panel', () => {
  it('adds a chart into free space in the part of the slide in view, selected, showing its properties', async () => {
    const t = await open(
      rect('middle', 500, 225, { width: 200, height: 150 }),
      rect('corner', 0, 0, { width: 120, height: 120 }),
    );
    layOut(t);
    t.editor.zoomToFit();
    // Zoomed in: only the middle of the slide is in sight, the "middle" rectangle at its centre.
    t.editor.setZoom(1.5);
    const view = visibleSlideRect(t.area, t.view)!;
    expect(view.width).toBeLessThan(t.document.width);
    addInView(t, createAddedElement({ type: 'chart' }, t.document));

    const chart = added(t);
    expect(chart.type).toBe('chart');
    expect(inside(elementBox(chart), view)).toBe(true);
    for (const other of t.document.elements.slice(0, -1))
      expect(overlaps(elementBox(chart), elementBox(other)), `over ${other.id}`).toBe(false);
    expect(t.selection).toEqual([chart.id]);
    // The inspector docks the chart's own properties.
    expect(selectedProperties(t.editor.store.getState())).toEqual({
      set: 'chart',
      elementId: chart.id,
    });
    t.press('z', { ctrlKey: true });
    expect(t.document.elements).toHaveLength(2);
  });

  it('adds a second shape beside the first, never on top of it', async () => {
    const t = await open();
    layOut(t);
    t.editor.zoomToFit();
    addInView(t, createAddedElement({ type: 'polygon' }, t.document));
    const first = elementBox(added(t));
    addInView(t, createAddedElement({ type: 'polygon' }, t.document));
    const second = elementBox(added(t));
    expect(overlaps(first, second)).toBe(false);
    expect(inside(second, { left: 0, top: 0, width: 1200, height: 600 })).toBe(true);
    expect(t.selection).toEqual([added(t).id]);
    expect(t.editor.store.getState().past).toHaveLength(2);
  });

  it('places an illustration chosen in the panel in free space in view, credited, as one step', async () => {
    const t = await openWithLibrary(rect('middle', 450, 200, { width: 300, height: 200 }));
    layOut(t);
    t.editor.zoomToFit();
    const view = visibleSlideRect(t.area, t.view)!;
    // The Illustrations panel's click (use-insert.ts, placeFromLibrary without a drop point).
    const element = await placeLibraryItem(t.editor, t.api, NEURON.id, undefined, view);
    expect(added(t)).toEqual(element);
    expect(element).toMatchObject({ type: 'illustration', author: { name: 'Jérôme Müller' } });
    expect(overlaps(elementBox(element), elementBox(t.element('middle')))).toBe(false);
    expect(inside(elementBox(element), view)).toBe(true);
    expect(t.selection).toEqual([element.id]);
    t.editor.undo();
    expect(t.document.elements.map((e) => e.id)).toEqual(['middle']);
  });

  it('puts an illustration dropped on the canvas centred where it was dropped, even over others, zoomed and panned', async () => {
    const t = await openWithLibrary(rect('under', 500, 250, { width: 200, height: 100 }));
    const layout = layOut(t);
    t.editor.zoomToFit();
    t.editor.setZoom(2);
    // The drop's point on screen, read by the canvas as the view's drop handler does.
    const drop = layout.screenOf({ x: 600, y: 300 });
    const MouseEventClass = t.area.ownerDocument.defaultView!.MouseEvent;
    const event = new MouseEventClass('drop', { clientX: drop.x, clientY: drop.y });
    const point = t.view.canvas.getScenePoint(event);
    expect(point.x).toBeCloseTo(600, 5);
    expect(point.y).toBeCloseTo(300, 5);
    const element = await placeLibraryItem(t.editor, t.api, NEURON.id, { x: point.x, y: point.y });
    const box = elementBox(element);
    expect(box.left + box.width / 2).toBeCloseTo(600, 0);
    expect(box.top + box.height / 2).toBeCloseTo(300, 0);
    expect(overlaps(box, elementBox(t.element('under')))).toBe(true);
    expect(t.selection).toEqual([element.id]);
  });

  it('keeps an illustration dropped at the slide’s edge on the slide', async () => {
    const t = await openWithLibrary();
    const element = await placeLibraryItem(t.editor, t.api, NEURON.id, { x: 1190, y: 590 });
    const box = elementBox(element);
    expect(box.left + box.width).toBeLessThanOrEqual(1200);
    expect(box.top + box.height).toBeLessThanOrEqual(600);
  });
});

/** The Canvas panel over the editor, wired as the shell wires it (use-canvas-tools.tsx). */
async function canvasPanel(t: TestEditor) {
  function Panel() {
    const [unit, setUnit] = useState<LengthUnit>('px');
    return createElement(CanvasPanel, {
      store: t.editor.store,
      unit,
      onUnitChange: setUnit,
      onResize: (size: CanvasSize) => t.editor.setCanvasSize(size),
      preflight: t.editor.preflight,
      onClose: () => t.editor.panels.close('canvas'),
    });
  }
  const host = await mount(
    createElement(I18nProvider, { i18n: createEnglishI18n(), children: createElement(Panel) }),
  );
  const field = (name: string) => host.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  const button = (text: string) =>
    [...host.querySelectorAll<HTMLButtonElement>('button')].find(
      (candidate) => candidate.textContent === text,
    )!;
  const setValue = (input: HTMLInputElement, value: string) => {
    // React tracks the value it set: go through the element's own setter, as typing does.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  return {
    host,
    field,
    preset: (id: string) =>
      act(async () => host.querySelector<HTMLButtonElement>(`[data-preset="${id}"]`)!.click()),
    click: (text: string) => act(async () => button(text).click()),
    type: (name: string, value: string) => act(async () => setValue(field(name), value)),
    apply: () => act(async () => button('Apply').click()),
    /** A visit to the colour picker: focus, then each colour passed through. */
    pickBackground: (...colours: string[]) =>
      act(async () => {
        const input = host.querySelector<HTMLInputElement>('input[type="color"]')!;
        input.dispatchEvent(new FocusEvent('focus'));
        input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
        for (const colour of colours) setValue(input, colour);
      }),
    alert: () => host.querySelector('[role="alert"]')?.textContent ?? null,
  };
}

const size = (t: TestEditor) => [t.document.width, t.document.height];
// Ctrl+Z and Ctrl+Y with the panel open: it shows the size undone.
const undo = (t: TestEditor) => act(async () => t.press('z', { ctrlKey: true }));
const redo = (t: TestEditor) => act(async () => t.press('y', { ctrlKey: true }));

describe('the canvas settings', () => {
  it('sizes the slide by a preset as one undo step, the elements staying where they are', async () => {
    const t = await open(rect('a', 100, 100));
    const panel = await canvasPanel(t);
    await panel.preset('slide-16-9');
    expect(size(t)).toEqual([1920, 1080]);
    expect(position(t.element('a'))).toEqual({ left: 100, top: 100 });
    expect(t.editor.store.getState().lastAction).toBe('Canvas size');
    await panel.preset('slide-4-3');
    expect(size(t)).toEqual([1600, 1200]);
    await undo(t);
    expect(size(t)).toEqual([1920, 1080]);
    await undo(t);
    expect(size(t)).toEqual([1200, 600]);
    await redo(t);
    expect(size(t)).toEqual([1920, 1080]);
  });

  it('shows the size in cm and applies a size typed in cm', async () => {
    const t = await open();
    const panel = await canvasPanel(t);
    await panel.preset('slide-16-9');
    await panel.click('cm');
    expect(panel.field('width').value).toBe('67.72');
    await panel.type('width', '20');
    await panel.type('height', '10');
    await panel.apply();
    expect(size(t)).toEqual([567, 284]);
    expect(panel.field('width').value).toBe('20');
    await undo(t);
    expect(size(t)).toEqual([1920, 1080]);
  });

  it('refuses a size out of range, naming the range, marking the wrong field and keeping the size', async () => {
    const t = await open();
    const panel = await canvasPanel(t);
    await panel.click('cm');
    await panel.type('width', '100');
    await panel.apply();
    expect(panel.alert()).toBe('Canvas size must be between 100 and 2500 px (3.5–88.2 cm)');
    expect(size(t)).toEqual([1200, 600]);
    expect(panel.field('width').getAttribute('aria-invalid')).toBe('true');
    expect(panel.field('height').getAttribute('aria-invalid')).toBe('false');
    expect(t.editor.canUndo()).toBe(false);
    // Typing again clears the message.
    await panel.type('width', '30');
    expect(panel.alert()).toBeNull();
  });

  it('refuses a size out of range or not whole from a host, changing nothing', async () => {
    const t = await open();
    expect(() => t.editor.setCanvasSize({ width: 99, height: 600 })).toThrow(RangeError);
    expect(() => t.editor.setCanvasSize({ width: 1200, height: 2501 })).toThrow(RangeError);
    expect(() => t.editor.setCanvasSize({ width: 1200.5, height: 600 })).toThrow(RangeError);
    expect(size(t)).toEqual([1200, 600]);
    expect(t.editor.canUndo()).toBe(false);
    // The same size again is no step either.
    t.editor.setCanvasSize({ width: 1200, height: 600 });
    expect(t.editor.canUndo()).toBe(false);
  });

  it('colours the background, one undo step per visit to the picker', async () => {
    const t = await open();
    const panel = await canvasPanel(t);
    await panel.pickBackground('#ff0000', '#e03050', '#d03050');
    expect(t.document.background).toBe('#d03050');
    expect(t.editor.store.getState().past).toHaveLength(1);
    expect(t.editor.store.getState().lastAction).toBe('Background colour');
    await panel.pickBackground('#000000');
    await undo(t);
    expect(t.document.background).toBe('#d03050');
    await undo(t);
    expect(t.document.background).toBe('#ffffff');
  });

  it('gives every slide the size set on one: the slide left follows while closed and opens at it', async () => {
    const t = await open();
    const first = t.editor.getCurrentSlideId();
    const second = await t.editor.addSlide();
    expect(size(t)).toEqual([1200, 600]);
    const panel = await canvasPanel(t);
    await panel.preset('slide-4-3');
    expect(size(t)).toEqual([1600, 1200]);
    // Stored at the new size a moment later, while closed.
    await expect
      .poll(async () => {
        const { content } = await t.api.getSlideContent(t.api.creationId, first);
        return [content.width, content.height];
      })
      .toEqual([1600, 1200]);
    await act(() => t.editor.goToSlide(first));
    expect(size(t)).toEqual([1600, 1200]);
    expect(t.editor.getSlides()).toEqual([first, second]);
  });
});

/** Presses at `from` and moves to `to` in steps, keeping the button down. */
function hold(t: TestEditor, from: Point, to: Point, modifiers: { altKey?: boolean } = {}) {
  t.pointerDown(from, modifiers);
  for (let step = 1; step <= 8; step++)
    t.pointerMove(
      { x: from.x + ((to.x - from.x) * step) / 8, y: from.y + ((to.y - from.y) * step) / 8 },
      modifiers,
    );
}

describe('snapping', () => {
  it('shows a guide on the edge a dragged element snaps to, none with Alt held, none once let go', async () => {
    const t = await open(rect('target', 400, 100), rect('moving', 100, 300));
    const centre = t.centreOf('moving');
    // Its left edge 3 px right of the target's left edge: within the snap distance.
    hold(t, centre, { x: centre.x + 303, y: centre.y });
    expect(t.snapGuides()).toContainEqual(expect.objectContaining({ axis: 'x', position: 400 }));
    t.pointerUp();
    expect(position(t.element('moving')).left).toBe(400);
    expect(t.snapGuides()).toEqual([]);

    t.editor.undo();
    await t.settle();
    hold(t, t.centreOf('moving'), { x: centre.x + 303, y: centre.y }, { altKey: true });
    expect(t.snapGuides()).toEqual([]);
    t.pointerUp(undefined, { altKey: true });
    expect(position(t.element('moving')).left).toBe(403);
  });

  it('pulls a dragged side handle onto another element’s edge, the other side staying', async () => {
    const t = await open(
      rect('target', 100, 100, { width: 400, height: 50 }),
      rect('moving', 100, 300, { width: 200, height: 50 }),
    );
    t.click(t.centreOf('moving'));
    const handle = t.handleOf('moving', 'mr');
    // Let go 3 px short of the target's right edge (x 500): it snaps there, with a guide.
    hold(t, handle, { x: handle.x + 197, y: handle.y });
    expect(t.snapGuides()).toContainEqual(expect.objectContaining({ axis: 'x', position: 500 }));
    t.pointerUp();
    const box = elementBox(t.element('moving'));
    expect(box.left).toBeCloseTo(100, 5);
    expect(box.left + box.width).toBeCloseTo(500, 1);
    expect(t.editor.store.getState().lastAction).toBe('Resize');
  });
});

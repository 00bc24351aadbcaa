// @vitest-environment jsdom
// The camera over the canvas area, on the headless editor laid out as a browser would
// (page-layout.ts): steps and fits about the view's middle, Ctrl+wheel zooms about the pointer,
// space-drag pans, and nothing but the person moves it. Where the slide is on screen is read
// from the layout, so it is what the person would see.
import { describe, expect, it } from 'vitest';
import { headlessEditors, position, rect } from './fixtures';
import type { PreflightProblem } from '@figura/sdk-core/preflight';
import { REVEAL_MIN_SIZE, ZOOM_BAR_ROOM } from '../canvas/camera';
import { layOut, type PageLayout } from './page-layout';
import type { TestEditor } from './test-editor';

const open = headlessEditors();

interface Point {
  x: number;
  y: number;
}

/** The default area: 1400 x 900 px; the 1200 x 600 slide fits at (1400 - 48) / 1200. */
const AREA = { width: 1400, height: 900 };
const MIDDLE = { x: AREA.width / 2, y: AREA.height / 2 };
/** Where a fitted or framed slide is centred: the middle of the view above the zoom bar's room. */
const FRAMED_MIDDLE = { x: AREA.width / 2, y: (AREA.height - ZOOM_BAR_ROOM) / 2 };

/** An editor laid out and fitted, as the shell shows it on opening. */
async function fitted(...elements: Parameters<typeof open>) {
  const t = await open(...elements);
  const layout = layOut(t);
  t.editor.zoomToFit();
  return { t, layout };
}

const near = (actual: Point, expected: Point, within = 0.5) => {
  expect(Math.abs(actual.x - expected.x)).toBeLessThan(within);
  expect(Math.abs(actual.y - expected.y)).toBeLessThan(within);
};

/** Once a gesture's zoom has settled: the slide drawn sharp, no CSS transform left. */
async function settled(t: TestEditor) {
  await expect.poll(() => t.view.wrapper.style.transform, { timeout: 2000 }).toBe('');
}

function wheel(t: TestEditor, at: Point, deltaY: number, modifiers: Partial<WheelEventInit> = {}) {
  const WheelEventClass = t.area.ownerDocument.defaultView!.WheelEvent;
  const event = new WheelEventClass('wheel', {
    deltaY,
    clientX: at.x,
    clientY: at.y,
    bubbles: true,
    cancelable: true,
    ...modifiers,
  });
  t.view.canvas.upperCanvasEl.dispatchEvent(event);
  return event;
}

/** Space held on the canvas area (keydown only: the key stays down). */
function space(t: TestEditor, down: boolean) {
  const KeyboardEventClass = t.area.ownerDocument.defaultView!.KeyboardEvent;
  const event = new KeyboardEventClass(down ? 'keydown' : 'keyup', {
    key: ' ',
    code: 'Space',
    bubbles: true,
    cancelable: true,
  });
  t.area.dispatchEvent(event);
  return event;
}

/** A drag as a browser sends it: a pointer event, then the mouse event, at each point. */
function drag(t: TestEditor, from: Point, to: Point) {
  const MouseEventClass = t.area.ownerDocument.defaultView!.MouseEvent;
  const send = (type: string, at: Point) =>
    t.view.canvas.upperCanvasEl.dispatchEvent(
      new MouseEventClass(type, {
        clientX: at.x,
        clientY: at.y,
        button: 0,
        buttons: type.endsWith('up') ? 0 : 1,
        bubbles: true,
        cancelable: true,
      }),
    );
  send('pointerdown', from);
  send('mousedown', from);
  for (let step = 1; step <= 6; step++) {
    const at = {
      x: from.x + ((to.x - from.x) * step) / 6,
      y: from.y + ((to.y - from.y) * step) / 6,
    };
    send('pointermove', at);
    send('mousemove', at);
  }
  send('pointerup', to);
  send('mouseup', to);
}

const camera = (t: TestEditor, layout: PageLayout) => ({
  zoom: t.editor.getZoom(),
  ...layout.slideCorner(),
});

describe('zooming with the toolbar', () => {
  it('steps in and out onto round percentages, about the middle of the view', async () => {
    const { t, layout } = await fitted();
    const inTheMiddle = layout.slideAt(MIDDLE);
    t.editor.zoomIn();
    expect(t.editor.getZoom()).toBe(1.25);
    t.editor.zoomIn();
    expect(t.editor.getZoom()).toBe(1.5);
    t.editor.zoomOut();
    expect(t.editor.getZoom()).toBe(1.25);
    // The slide point in the middle of the view stayed there.
    near(layout.slideAt(MIDDLE), inTheMiddle);
  });

  it('fits the whole slide, centred, and follows the area until the person moves the camera', async () => {
    const { t, layout } = await fitted();
    const zoom = t.editor.getZoom();
    expect(zoom).toBeCloseTo((AREA.width - 48) / 1200, 5);
    const topLeft = layout.screenOf({ x: 0, y: 0 });
    const bottomRight = layout.screenOf({ x: 1200, y: 600 });
    near(topLeft, { x: 24, y: (AREA.height - ZOOM_BAR_ROOM - 600 * zoom) / 2 });
    near({ x: (topLeft.x + bottomRight.x) / 2, y: (topLeft.y + bottomRight.y) / 2 }, FRAMED_MIDDLE);
    const fitting = () => t.editor.camera.state.getState().fitting;
    expect(fitting()).toBe(true);

    wheel(t, MIDDLE, -50, { ctrlKey: true });
    expect(fitting()).toBe(false);
    t.editor.zoomToFit();
    expect(fitting()).toBe(true);
    t.editor.zoomIn();
    expect(fitting()).toBe(false);
    t.editor.zoomToFit();
    t.editor.setZoom(2);
    expect(fitting()).toBe(false);
  });

  it('frames the selection as large as fits, centred in the view', async () => {
    const { t, layout } = await fitted(rect('a', 400, 300, { width: 500, height: 200 }));
    t.click(layout.screenOf({ x: 650, y: 400 }));
    expect(t.selection).toEqual(['a']);
    t.editor.zoomToSelection();
    const zoom = t.editor.getZoom();
    const topLeft = layout.screenOf({ x: 400, y: 300 });
    const width = 500 * zoom;
    const height = 200 * zoom;
    near({ x: topLeft.x + width / 2, y: topLeft.y + height / 2 }, FRAMED_MIDDLE, 1);
    // As large as fits with 24 px around it: here its width fills the view.
    const fills = Math.max(width / (AREA.width - 48), height / (AREA.height - 48 - ZOOM_BAR_ROOM));
    expect(fills).toBeGreaterThan(0.95);
    expect(fills).toBeLessThan(1.05);
  });

  it('keeps a tall fitted or framed selection clear of the zoom bar in the view’s foot', async () => {
    const { t, layout } = await fitted(rect('a', 100, 0, { width: 100, height: 600 }));
    // The zoom bar: 12 px from the foot, 36 px tall.
    const zoomBarTop = AREA.height - 48;
    expect(layout.screenOf({ x: 0, y: 600 }).y).toBeLessThanOrEqual(zoomBarTop);
    t.editor.select(['a']);
    t.editor.zoomToSelection();
    expect(layout.screenOf({ x: 100, y: 600 }).y).toBeLessThanOrEqual(zoomBarTop);
    expect(layout.screenOf({ x: 100, y: 0 }).y).toBeGreaterThanOrEqual(23.5);
  });

  it('frames several selected elements together', async () => {
    const { t, layout } = await fitted(rect('a', 50, 50), rect('b', 900, 450));
    t.editor.select(['a', 'b']);
    t.editor.zoomToSelection();
    for (const corner of [
      { x: 50, y: 50 },
      { x: 1000, y: 500 },
    ]) {
      const onScreen = layout.screenOf(corner);
      expect(onScreen.x).toBeGreaterThanOrEqual(23);
      expect(onScreen.x).toBeLessThanOrEqual(AREA.width - 23);
      expect(onScreen.y).toBeGreaterThanOrEqual(23);
      expect(onScreen.y).toBeLessThanOrEqual(AREA.height - 23);
    }
  });
});

describe('the wheel', () => {
  it('zooms about the pointer with Ctrl+wheel, drawing sharp once still, and tells hosts', async () => {
    const { t, layout } = await fitted();
    const zooms: number[] = [];
    t.editor.on('camera', ({ zoom }) => zooms.push(zoom));
    const before = t.editor.getZoom();
    const pointer = { x: AREA.width * 0.55, y: AREA.height * 0.45 };
    const under = layout.slideAt(pointer);

    const event = wheel(t, pointer, -100, { ctrlKey: true });
    // The page itself is not zoomed; the last drawing is stretched until the camera is still.
    expect(event.defaultPrevented).toBe(true);
    expect(t.view.wrapper.style.transform).not.toBe('');
    await settled(t);
    const zoom = t.editor.getZoom();
    expect(zoom).toBeGreaterThan(before * 1.4);
    expect(t.view.getZoom()).toBe(zoom);
    near(layout.slideAt(pointer), under, 1.5);
    expect(zooms.at(-1)).toBe(zoom);

    // A Mac trackpad's pinch out (Cmd+wheel) zooms out about the pointer too.
    wheel(t, pointer, 60, { metaKey: true });
    await settled(t);
    expect(t.editor.getZoom()).toBeLessThan(zoom);
    near(layout.slideAt(pointer), under, 1.5);
  });

  it('scrolls without Ctrl at the same zoom, sideways with Shift', async () => {
    const { t, layout } = await fitted();
    t.editor.setZoom(2);
    const start = camera(t, layout);
    wheel(t, MIDDLE, 100);
    expect(camera(t, layout)).toEqual({ ...start, y: start.y - 100 });
    wheel(t, MIDDLE, 100, { shiftKey: true });
    expect(camera(t, layout)).toEqual({ ...start, x: start.x - 100, y: start.y - 100 });
    expect(t.editor.camera.state.getState().fitting).toBe(false);
  });
});

describe('panning with space held', () => {
  it('moves the slide by the pointer’s movement, selecting and moving nothing', async () => {
    const { t, layout } = await fitted(rect('a', 500, 250, { width: 200, height: 100 }));
    t.editor.setZoom(1.5);
    const start = camera(t, layout);
    const from = layout.screenOf({ x: 600, y: 300 }); // over the rectangle
    const down = space(t, true);
    expect(down.defaultPrevented).toBe(true); // the page does not scroll
    drag(t, from, { x: from.x - 120, y: from.y - 80 });
    space(t, false);
    expect(camera(t, layout)).toEqual({ ...start, x: start.x - 120, y: start.y - 80 });
    expect(position(t.element('a'))).toEqual({ left: 500, top: 250 });
    expect(t.selection).toEqual([]);
    expect(t.editor.canUndo()).toBe(false);
    expect(t.editor.camera.state.getState().fitting).toBe(false);

    // Space let go: a drag moves the rectangle again.
    const grip = layout.screenOf({ x: 600, y: 300 });
    drag(t, grip, { x: grip.x + 30, y: grip.y });
    expect(position(t.element('a')).left).toBeCloseTo(520, 5);
  });

  it('never pans the whole slide out of sight: 48 px of it stay in view', async () => {
    const { t, layout } = await fitted();
    space(t, true);
    drag(t, MIDDLE, { x: MIDDLE.x + 5000, y: MIDDLE.y + 5000 });
    space(t, false);
    const topLeft = layout.screenOf({ x: 0, y: 0 });
    expect(topLeft.x).toBeCloseTo(AREA.width - 48, 5);
    expect(topLeft.y).toBeCloseTo(AREA.height - 48, 5);
  });
});

describe('a steady camera', () => {
  it('stays put while the selection changes, panels open, the slide is edited and saved', async () => {
    const { t, layout } = await fitted(rect('a', 100, 100), rect('b', 900, 400));
    t.editor.setZoom(1.5);
    const start = camera(t, layout);
    t.editor.select(['b']);
    t.click(layout.screenOf({ x: 150, y: 125 }));
    expect(t.selection).toEqual(['a']);
    t.press('ArrowRight');
    t.press('a', { ctrlKey: true });
    for (const panel of ['library', 'layers', 'preflight', 'canvas'] as const) {
      t.editor.openPanel(panel);
      expect(camera(t, layout), panel).toEqual(start);
    }
    t.editor.closePanel();
    t.editor.panels.showTab('frame');
    await t.editor.flush();
    t.press('Escape');
    expect(camera(t, layout)).toEqual(start);
  });
});

describe("Preflight's way to the element at fault", () => {
  const problemAt = (elementId: string): PreflightProblem => ({
    check: 'font-size',
    severity: 'error',
    message: 'Text at 5 pt',
    elementId,
    id: `font-size:${elementId}`,
  });

  it('leaves the camera alone when the element is in view: the figure stays whole on screen', async () => {
    const { t, layout } = await fitted(rect('a', 100, 100, { width: 300, height: 60 }));
    const before = layout.screenOf({ x: 0, y: 0 });
    const zoom = t.editor.getZoom();
    t.editor.preflight.reveal(problemAt('a'));
    expect(t.selection).toEqual(['a']);
    expect(t.editor.getZoom()).toBe(zoom);
    near(layout.screenOf({ x: 0, y: 0 }), before);
    // Still fitted: a smaller window fits the slide again.
    expect(t.editor.camera.state.getState().fitting).toBe(true);
  });

  it('pans an element out of view into the middle, at the zoom the person chose', async () => {
    const { t, layout } = await fitted(rect('a', 1000, 500, { width: 150, height: 80 }));
    t.editor.setZoom(3);
    await settled(t);
    expect(layout.screenOf({ x: 1000, y: 500 }).x).toBeGreaterThan(AREA.width);
    t.editor.preflight.reveal(problemAt('a'));
    await settled(t);
    expect(t.editor.getZoom()).toBeCloseTo(3, 5);
    near(layout.screenOf({ x: 1075, y: 540 }), FRAMED_MIDDLE, 1);
  });

  it('zooms only to an element too small to make out', async () => {
    const { t, layout } = await fitted(rect('a', 600, 300, { width: 8, height: 4 }));
    expect(8 * t.editor.getZoom()).toBeLessThan(REVEAL_MIN_SIZE);
    t.editor.preflight.reveal(problemAt('a'));
    await settled(t);
    const left = layout.screenOf({ x: 600, y: 300 });
    const right = layout.screenOf({ x: 608, y: 304 });
    expect(right.x - left.x).toBeGreaterThanOrEqual(REVEAL_MIN_SIZE);
  });
});

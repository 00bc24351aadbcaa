// Connectors that stay attached: an arrow's ends dragged onto two rectangles follow them when they
// move (mouse drag and arrow keys), undo moves both back, the attachments survive save and
// reload, and dragging an end away detaches it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useTestStack } from './support/stack';
import { openEmbeddedCreation } from './support/embed';
import {
  documentPointToScreen,
  drawWithTool,
  editorDocument,
  waitForSaved,
  type DocElement,
  waitForEditor,
} from './support/editor';

const SCOPE = 'figura-editor';
const stack = useTestStack('connectors');

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A rectangle's box as drawn (unrotated): its size scaled, its stroke included. */
function boxOf(rect: DocElement): Box {
  const stroke = rect.stroke ? (rect.strokeWidth as number) : 0;
  const width = (rect.width! + stroke) * (rect.scaleX ?? 1);
  const height = (rect.height! + stroke) * (rect.scaleY ?? 1);
  return {
    left: rect.left!,
    top: rect.top!,
    right: rect.left! + width,
    bottom: rect.top! + height,
  };
}

const near = (a: number, b: number, tolerance = 0.5) => Math.abs(a - b) <= tolerance;

/** Whether a point lies on the outline of a box. */
function onOutline(box: Box, x: number, y: number): boolean {
  const withinX = x >= box.left - 0.5 && x <= box.right + 0.5;
  const withinY = y >= box.top - 0.5 && y <= box.bottom + 0.5;
  return (
    (withinY && (near(x, box.left) || near(x, box.right))) ||
    (withinX && (near(y, box.top) || near(y, box.bottom)))
  );
}

async function elements(page: Page) {
  return (await editorDocument(page, SCOPE)).elements;
}

async function byId(page: Page, id: string) {
  return (await elements(page)).find((element) => element.id === id)!;
}

async function mouseDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const start = await documentPointToScreen(page, from.x, from.y, SCOPE);
  const end = await documentPointToScreen(page, to.x, to.y, SCOPE);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(end.x, end.y, { steps: 8 });
}

async function click(page: Page, x: number, y: number) {
  const point = await documentPointToScreen(page, x, y, SCOPE);
  await page.mouse.click(point.x, point.y);
}

const connectorTarget = (page: Page) =>
  page.evaluate(
    (s) =>
      (document.querySelector(`${s} [data-testid="figura-canvas"]`) as HTMLCanvasElement).dataset
        .connectorTarget ?? '',
    SCOPE,
  );

/** Where the canvas draws an element right now (its fabric object's box, document px). */
const drawnBox = (page: Page, id: string) =>
  page.evaluate(
    async ({ s, id }) => {
      // Connectors follow when a frame is drawn: let one be drawn first.
      for (let i = 0; i < 2; i += 1) await new Promise((done) => requestAnimationFrame(done));
      const canvas = (document.querySelector(`${s} [data-testid="figura-canvas"]`) as any)
        .figuraCanvas;
      const object = canvas.getObjects().find((o: any) => o.figuraId === id);
      const { left, top, width, height } = object.getBoundingRect();
      return { left, top, width, height };
    },
    { s: SCOPE, id },
  );

const centre = (box: Box) => ({ x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 });

describe('connectors', () => {
  it('attach by their ends, follow moved elements, undo together, persist and detach', async () => {
    const { api, creationId, slideId, context, page, pageErrors } = await openEmbeddedCreation(
      stack,
      'connector',
    );
    const doc = await editorDocument(page, SCOPE);

    // Two rectangles far apart (upper left, lower right), then an arrow from the toolbar.
    const rect = (id: string, left: number, top: number) => ({
      ...{ type: 'rect', id, alt: '', locked: false, hidden: false, opacity: 1 },
      ...{ left, top, width: 200, height: 120, scaleX: 1, scaleY: 1, angle: 0 },
      ...{
        flipX: false,
        flipY: false,
        stroke: null,
        strokeWidth: 0,
        fill: '#8DADCB',
        rx: 0,
        ry: 0,
      },
    });
    const first = rect('rect-a', doc.width * 0.05, doc.height * 0.1);
    const second = rect('rect-b', doc.width * 0.75, doc.height * 0.65);
    await page.evaluate(
      ({ s, elements }) => {
        const editor = (document.querySelector(`${s} .figura-root`) as any).figuraEditor;
        for (const element of elements) editor.addElement(element);
      },
      { s: SCOPE, elements: [first, second] },
    );
    // The Arrow tool, then a click between them: an arrow there, attached to nothing yet.
    await drawWithTool(page, 'Arrow', {
      scope: SCOPE,
      at: { x: doc.width / 2, y: doc.height / 2 },
    });
    const arrow = (await elements(page)).find((element) => element.type === 'arrow')!;
    expect(arrow.startAttachment).toBeNull();
    expect(arrow.endAttachment).toBeNull();
    const a = boxOf(first);
    const b = boxOf(second);

    // Select the arrow by its stroke: handles at both ends. Drag the start into the first
    // rectangle (no anchor near: 'auto'), the end onto the second one's left anchor.
    await click(page, ((arrow.x1 as number) + (arrow.x2 as number)) / 2, arrow.y1 as number);
    expect(
      await page.evaluate(
        (s) => (document.querySelector(`${s} .figura-root`) as any).figuraEditor.getSelection(),
        SCOPE,
      ),
    ).toEqual([arrow.id]);
    const inside = { x: (a.left * 2 + a.right) / 3, y: (a.top * 2 + a.bottom) / 3 };
    await mouseDrag(page, { x: arrow.x1 as number, y: arrow.y1 as number }, inside);
    expect(await connectorTarget(page)).toBe(first.id);
    await page.mouse.up();
    let linked = await byId(page, arrow.id);
    expect(linked.startAttachment).toEqual({ elementId: first.id, anchor: 'auto' });
    expect(onOutline(a, linked.x1 as number, linked.y1 as number)).toBe(true);

    const leftAnchor = { x: b.left + 3, y: (b.top + b.bottom) / 2 - 2 };
    await mouseDrag(page, { x: linked.x2 as number, y: linked.y2 as number }, leftAnchor);
    expect(await connectorTarget(page)).toBe(second.id);
    await page.mouse.up();
    linked = await byId(page, arrow.id);
    expect(linked.endAttachment).toEqual({ elementId: second.id, anchor: 'left' });
    expect(linked.x2).toBeCloseTo(b.left, 6);
    expect(linked.y2).toBeCloseTo((b.top + b.bottom) / 2, 6);
    expect(onOutline(a, linked.x1 as number, linked.y1 as number)).toBe(true);

    // Move the first rectangle with the mouse: the start follows (one drag, one history entry).
    await page.keyboard.press('Escape');
    const drawnBefore = await drawnBox(page, arrow.id);
    await mouseDrag(page, centre(a), { x: centre(a).x + 40, y: centre(a).y + 60 });
    // Mid-drag the arrow is already redrawn on the canvas, with nothing committed yet.
    expect((await drawnBox(page, arrow.id)).top).toBeGreaterThan(drawnBefore.top + 20);
    expect(await byId(page, arrow.id)).toEqual(linked);
    await page.mouse.up();
    const aMoved = boxOf(await byId(page, first.id));
    expect(aMoved.top).toBeCloseTo(a.top + 60, -1);
    const afterDrag = await byId(page, arrow.id);
    expect(onOutline(aMoved, afterDrag.x1 as number, afterDrag.y1 as number)).toBe(true);
    expect(afterDrag.x2).toBeCloseTo(b.left, 6);

    // Nudge the second one with the keyboard: the end follows.
    await click(page, centre(b).x, centre(b).y);
    await page.keyboard.press('Shift+ArrowDown');
    const bMoved = boxOf(await byId(page, second.id));
    expect(bMoved.top).toBeCloseTo(b.top + 10, 6);
    const afterNudge = await byId(page, arrow.id);
    expect(afterNudge.x2).toBeCloseTo(bMoved.left, 6);
    expect(afterNudge.y2).toBeCloseTo((bMoved.top + bMoved.bottom) / 2, 6);
    expect(onOutline(aMoved, afterNudge.x1 as number, afterNudge.y1 as number)).toBe(true);

    // Undo moves the rectangle and the arrow back together; so does undoing the drag.
    await page.keyboard.press('Control+z');
    expect(await byId(page, arrow.id)).toEqual(afterDrag);
    expect(boxOf(await byId(page, second.id))).toEqual(b);
    await page.keyboard.press('Control+z');
    expect(await byId(page, arrow.id)).toEqual(linked);
    expect(boxOf(await byId(page, first.id))).toEqual(a);
    await page.keyboard.press('Control+y');
    await page.keyboard.press('Control+y');
    expect(await byId(page, arrow.id)).toEqual(afterNudge);

    // Saved and reloaded: attachments and positions persist, in the API content too.
    const final = await elements(page);
    await waitForSaved(page, SCOPE);
    const stored = await api.getContent(creationId, slideId);
    const storedArrow = stored.content.elements.find((e: DocElement) => e.id === arrow.id);
    expect(storedArrow).toMatchObject({
      x1: afterNudge.x1,
      y1: afterNudge.y1,
      x2: afterNudge.x2,
      y2: afterNudge.y2,
      startAttachment: { elementId: first.id, anchor: 'auto' },
      endAttachment: { elementId: second.id, anchor: 'left' },
    });
    await page.reload();
    await waitForEditor(page, SCOPE);
    expect(await elements(page)).toEqual(final);

    // After the reload the arrow still follows; then its end dragged into empty space detaches.
    await click(page, centre(bMoved).x, centre(bMoved).y);
    await page.keyboard.press('Shift+ArrowUp');
    const followed = await byId(page, arrow.id);
    expect(followed.y2).toBeCloseTo((b.top + b.bottom) / 2, 6);
    await click(
      page,
      ((followed.x1 as number) + (followed.x2 as number)) / 2,
      ((followed.y1 as number) + (followed.y2 as number)) / 2,
    );
    const empty = { x: doc.width * 0.85, y: doc.height * 0.1 };
    await mouseDrag(page, { x: followed.x2 as number, y: followed.y2 as number }, empty);
    expect(await connectorTarget(page)).toBe('');
    await page.mouse.up();
    const detached = await byId(page, arrow.id);
    expect(detached.endAttachment).toBeNull();
    expect(detached.startAttachment).toEqual({ elementId: first.id, anchor: 'auto' });
    expect(near(detached.x2 as number, empty.x, 2) && near(detached.y2 as number, empty.y, 2)).toBe(
      true,
    );
    // The detached end no longer follows the second rectangle.
    await click(page, centre(b).x, centre(b).y);
    await page.keyboard.press('Shift+ArrowRight');
    expect((await byId(page, arrow.id)).x2).toBe(detached.x2);

    // Dragging the arrow by its body lets go of the first rectangle too; undo re-attaches.
    const body = {
      x: ((detached.x1 as number) + (detached.x2 as number)) / 2,
      y: ((detached.y1 as number) + (detached.y2 as number)) / 2,
    };
    await click(page, body.x, body.y);
    await mouseDrag(page, body, { x: body.x, y: body.y + 30 });
    await page.mouse.up();
    const loose = await byId(page, arrow.id);
    expect(loose.startAttachment).toBeNull();
    expect(loose.y1).toBeCloseTo((detached.y1 as number) + 30, -1);
    await page.keyboard.press('Control+z');
    expect((await byId(page, arrow.id)).startAttachment).toEqual({
      elementId: first.id,
      anchor: 'auto',
    });
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

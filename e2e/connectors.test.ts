// Connectors that stay attached, with Chromium's mouse: an arrow's ends dragged onto two
// rectangles attach, the arrow is redrawn on the canvas while a rectangle is dragged, and the
// attachments come back after a reload. What the attachments do (anchors, following, undo,
// detaching, storage) is tested on the headless editor: react-editor's testing/connectors.test.ts.
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
  it('attach by their ends with the mouse, follow a dragged element on the canvas, and reload attached', async () => {
    const { context, page, pageErrors } = await openEmbeddedCreation(stack, 'connector');
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
    const a = boxOf(first);
    const b = boxOf(second);

    // Select the arrow by its stroke (a per-pixel hit): handles at both ends. Drag the start into
    // the first rectangle ('auto'), the end onto the second one's left anchor.
    await click(page, ((arrow.x1 as number) + (arrow.x2 as number)) / 2, arrow.y1 as number);
    expect(
      await page.evaluate(
        (s) => (document.querySelector(`${s} .figura-root`) as any).figuraEditor.getSelection(),
        SCOPE,
      ),
    ).toEqual([arrow.id]);
    const inside = { x: (a.left * 2 + a.right) / 3, y: (a.top * 2 + a.bottom) / 3 };
    await mouseDrag(page, { x: arrow.x1 as number, y: arrow.y1 as number }, inside);
    await page.mouse.up();
    let linked = await byId(page, arrow.id);
    const leftAnchor = { x: b.left + 3, y: (b.top + b.bottom) / 2 - 2 };
    await mouseDrag(page, { x: linked.x2 as number, y: linked.y2 as number }, leftAnchor);
    await page.mouse.up();
    linked = await byId(page, arrow.id);
    expect(linked).toMatchObject({
      startAttachment: { elementId: first.id, anchor: 'auto' },
      endAttachment: { elementId: second.id, anchor: 'left' },
    });

    // Drag the first rectangle with the mouse: mid-drag the arrow is already redrawn on the
    // canvas (painted frames), with nothing committed yet.
    await page.keyboard.press('Escape');
    const drawnBefore = await drawnBox(page, arrow.id);
    await mouseDrag(page, centre(a), { x: centre(a).x + 40, y: centre(a).y + 60 });
    expect((await drawnBox(page, arrow.id)).top).toBeGreaterThan(drawnBefore.top + 20);
    expect(await byId(page, arrow.id)).toEqual(linked);
    await page.mouse.up();
    expect(boxOf(await byId(page, first.id)).top).toBeCloseTo(a.top + 60, -1);

    // Saved and reloaded: attachments and positions come back as they were.
    const final = await elements(page);
    expect((await byId(page, arrow.id)).y1).not.toBe(linked.y1);
    await waitForSaved(page, SCOPE);
    await page.reload();
    await waitForEditor(page, SCOPE);
    expect(await elements(page)).toEqual(final);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

// The canvas as drawn: a selection dragged into view drawn as it lands, the view fitted to a new
// size, the background colour in the server's PNG, the smart guide while snapping, and rulers and
// grid that show on screen but never in the document. Sizes (presets, cm, out of range), undo,
// the size shared by every slide and snapping itself are checked on the headless editor
// (packages/react-editor/src/testing/placement.test.ts).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useTestStack } from './support/stack';
import { openEmbeddedCreation } from './support/embed';
import {
  documentPointToScreen,
  downloadFromDialog,
  drawWithTool,
  editorDocument,
  waitForSaved,
} from './support/editor';
import { decodePng } from './support/png';
import { downloadedBytes } from './support/download';

const SCOPE = 'figura-editor';
const CANVAS = `${SCOPE} canvas[data-testid="figura-canvas"]`;

// Offset 12: offset 10 would put the API on 3201 and the sign-on site on 3202, the benchmark's ports.
const stack = useTestStack('canvas');

const size = async (page: Page) => {
  const doc = await editorDocument(page, SCOPE);
  return [doc.width, doc.height];
};

/** Waits until the editor's document has the size (the panel applies it on click). */
async function expectSize(page: Page, width: number, height: number) {
  await page.waitForFunction(
    ({ s, width, height }) => {
      const doc = (document.querySelector(`${s} .figura-root`) as any).figuraEditor.getDocument();
      return doc.width === width && doc.height === height;
    },
    { s: SCOPE, width, height },
  );
  expect(await size(page)).toEqual([width, height]);
}

/** The drawn canvas's pixels in a document rectangle (what the user sees). */
async function canvasPixels(
  page: Page,
  rect: { left: number; top: number; width: number; height: number },
) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  return page.evaluate(
    ({ selector, rect }) => {
      const canvas = (document.querySelector(selector) as any).figuraCanvas;
      canvas.renderAll();
      const element = canvas.lowerCanvasEl as HTMLCanvasElement;
      const scale = (element.width / canvas.getWidth()) * canvas.getZoom();
      const data = element
        .getContext('2d')!
        .getImageData(
          Math.round(rect.left * scale),
          Math.round(rect.top * scale),
          Math.round(rect.width * scale),
          Math.round(rect.height * scale),
        ).data;
      return Array.from(data);
    },
    { selector: CANVAS, rect },
  );
}

/** Device pixels of the drawn canvas per CSS pixel of its box. */
function canvasScale(page: Page) {
  return page.evaluate((selector) => {
    const element = (document.querySelector(selector) as any).figuraCanvas
      .lowerCanvasEl as HTMLCanvasElement;
    return element.width / element.getBoundingClientRect().width;
  }, CANVAS);
}

/** How many pixels of the drawn canvas have the smart guides' colour (#e0368c). */
async function countGuidePixels(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  return page.evaluate((selector) => {
    const element = (document.querySelector(selector) as any).figuraCanvas
      .lowerCanvasEl as HTMLCanvasElement;
    const { data } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height);
    let count = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i]! > 200 && data[i + 1]! < 90 && data[i + 2]! > 110 && data[i + 2]! < 180) count++;
    }
    return count;
  }, CANVAS);
}

describe('canvas', () => {
  it('draws a dragged selection as it lands, also the part that was out of view', async () => {
    const { page, context, pageErrors } = await openEmbeddedCreation(stack, 'canvas-carried');
    await drawWithTool(page, 'Rectangle', { scope: SCOPE, at: { x: 500, y: 300 } });
    await drawWithTool(page, 'Text', { scope: SCOPE, at: { x: 700, y: 250 } });
    // A rectangle hanging over the slide's right edge: the canvas shows only the slide. (A click
    // draws on the slide; a drag draws where it goes.)
    await page.locator(SCOPE).getByRole('button', { name: 'Rectangle', exact: true }).click();
    const from = await documentPointToScreen(page, 1100, 250, SCOPE);
    const to = await documentPointToScreen(page, 1300, 350, SCOPE);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 5 });
    await page.mouse.up();
    const { width: slideWidth, elements } = await editorDocument(page, SCOPE);
    const hanging = elements.at(-1)!;
    expect(hanging.type).toBe('rect');
    expect(hanging.left! + hanging.width! * (hanging.scaleX ?? 1)).toBeGreaterThan(slideWidth + 40);
    await page.keyboard.press('Escape');
    const canvasBox = (await page.locator(CANVAS).boundingBox())!;

    // Everything selected and dragged left (Alt: no snapping), so all of that rectangle shows.
    await page.locator(`${SCOPE} .figura-canvas-area`).focus();
    await page.keyboard.press('Control+a');
    const grip = await documentPointToScreen(page, 500, 300, SCOPE);
    await page.mouse.move(grip.x, grip.y);
    await page.keyboard.down('Alt');
    await page.mouse.down();
    await page.mouse.move(grip.x - 200, grip.y, { steps: 10 });
    // The drawn canvas while moving, kept in the page, then compared with it once landed.
    const keepFrame = (name: string) =>
      page.evaluate(
        async ({ selector, name }) => {
          const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
          await frame();
          await frame();
          const element = (document.querySelector(selector) as any).figuraCanvas
            .lowerCanvasEl as HTMLCanvasElement;
          const context = element.getContext('2d')!;
          (window as any)[name] = context.getImageData(0, 0, element.width, element.height);
        },
        { selector: CANVAS, name },
      );
    await keepFrame('__moving');
    await page.mouse.up();
    await page.keyboard.up('Alt');
    await keepFrame('__landed');
    // The part that was past the edge is on the slide now, drawn the same while moving.
    const moved = (await editorDocument(page, SCOPE)).elements.find((e) => e.id === hanging.id)!;
    const right = moved.left! + moved.width! * (moved.scaleX ?? 1);
    expect(right).toBeLessThan(slideWidth - 10);
    const inside = await documentPointToScreen(page, right - 8, moved.top! + 8, SCOPE);
    const compared = await page.evaluate(
      ({ x, y }) => {
        const moving = (window as any).__moving as ImageData;
        const landed = (window as any).__landed as ImageData;
        const offset = (Math.round(y) * landed.width + Math.round(x)) * 4;
        let differing = 0;
        for (let index = 0; index < landed.data.length; index += 4) {
          for (let channel = 0; channel < 4; channel++)
            if (Math.abs(landed.data[index + channel]! - moving.data[index + channel]!) > 40) {
              differing += 1;
              break;
            }
        }
        return {
          share: differing / (landed.width * landed.height),
          moving: Array.from(moving.data.slice(offset, offset + 4)),
          landed: Array.from(landed.data.slice(offset, offset + 4)),
        };
      },
      {
        x: (inside.x - canvasBox.x) * ((await canvasScale(page)) ?? 1),
        y: (inside.y - canvasBox.y) * ((await canvasScale(page)) ?? 1),
      },
    );
    expect(compared.moving).toEqual(compared.landed);
    // Only edges may differ (the moving bitmap sits at a fraction of a pixel).
    expect(compared.share).toBeLessThan(0.01);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('fits the view to a preset size and puts the background colour in the server PNG', async () => {
    const { page, context, pageErrors } = await openEmbeddedCreation(stack, 'canvas-sizer');
    const editor = page.locator(SCOPE);
    await expectSize(page, 1200, 600);
    await editor.getByRole('button', { name: 'Canvas', exact: true }).click();
    const panel = editor.getByRole('complementary', { name: 'Canvas' });
    await panel.waitFor();
    await panel.locator('[data-preset="slide-16-9"]').click();
    await expectSize(page, 1920, 1080);
    // The view fits the new size: the whole canvas is inside the canvas area.
    await page.waitForFunction(
      ({ canvas, area }) => {
        const c = document.querySelector(canvas)!.getBoundingClientRect();
        const a = document.querySelector(area)!.getBoundingClientRect();
        return c.width / c.height > 1.7 && c.right <= a.right && c.bottom <= a.bottom;
      },
      { canvas: CANVAS, area: `${SCOPE} .figura-canvas-area` },
    );

    // The background colour: in the document and in the server's PNG.
    await panel.getByLabel('Background colour').fill('#d03050');
    await page.waitForFunction(
      (s) =>
        (document.querySelector(`${s} .figura-root`) as any).figuraEditor.getDocument()
          .background === '#d03050',
      SCOPE,
    );
    await waitForSaved(page, SCOPE);
    const download = await downloadFromDialog(page, SCOPE);
    const png = decodePng(await downloadedBytes(download));
    expect([png.width, png.height]).toEqual([1920, 1080]);
    expect(png.pixel(1, 1)).toEqual([0xd0, 0x30, 0x50, 255]);
    expect(png.pixel(1918, 1078)).toEqual([0xd0, 0x30, 0x50, 255]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('draws a smart guide while a drag snaps, none once let go; shows rulers and grid', async () => {
    const { page, context, pageErrors } = await openEmbeddedCreation(stack, 'canvas-snapper');
    const editor = page.locator(SCOPE);
    await drawWithTool(page, 'Rectangle', { scope: SCOPE, at: { x: 300, y: 200 } });
    await drawWithTool(page, 'Rectangle', { scope: SCOPE, at: { x: 800, y: 400 } });
    const [a, b] = (await editorDocument(page, SCOPE)).elements;
    expect(a && b).toBeTruthy();

    // b's left edge dragged to 3 document px right of a's, 163 px lower: it snaps, with a magenta
    // guide drawn while it is held. Alt, resizing and the guides' places are checked on the
    // headless editor (packages/react-editor/src/testing/placement.test.ts).
    const cx = b!.left! + b!.width! / 2;
    const cy = b!.top! + b!.height! / 2;
    const from = await documentPointToScreen(page, cx, cy, SCOPE);
    const to = await documentPointToScreen(
      page,
      cx + a!.left! + 3 - b!.left!,
      cy + a!.top! + 163 - b!.top!,
      SCOPE,
    );
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 8 });
    expect(await countGuidePixels(page)).toBeGreaterThan(50);
    await page.mouse.up();
    const snapped = (await editorDocument(page, SCOPE)).elements.find((e) => e.id === b!.id)!;
    expect(snapped.left).toBe(a!.left);
    expect(await countGuidePixels(page)).toBe(0);

    // Rulers: drawn beside the canvas, never in the document.
    const before = JSON.stringify(await editorDocument(page, SCOPE));
    await editor.getByRole('button', { name: 'Rulers', exact: true }).click();
    await expect(editor.getByTestId('figura-ruler-top').isVisible()).resolves.toBe(true);
    await expect(editor.getByTestId('figura-ruler-left').isVisible()).resolves.toBe(true);

    // Grid: lines under the elements in an empty corner of the canvas.
    const corner = { left: 1000, top: 20, width: 180, height: 120 };
    const plain = await canvasPixels(page, corner);
    await editor.getByRole('button', { name: 'Grid', exact: true }).click();
    const gridded = await canvasPixels(page, corner);
    const changed = plain.filter((value, index) => value !== gridded[index]).length;
    expect(changed).toBeGreaterThan(100);
    expect(JSON.stringify(await editorDocument(page, SCOPE))).toBe(before);

    await editor.getByRole('button', { name: 'Grid', exact: true }).click();
    await editor.getByRole('button', { name: 'Rulers', exact: true }).click();
    expect(await canvasPixels(page, corner)).toEqual(plain);
    await expect(editor.getByTestId('figura-ruler-top').count()).resolves.toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

// The canvas: size presets and a custom size in cm (clamped, with a message), the background
// colour (in the server's PNG), undo; snapping to another element's edge (Alt turns it off);
// rulers and grid that show on screen but never in the document.
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
  type Doc,
} from './support/editor';
import { decodePng } from './support/png';
import { downloadedBytes } from './support/download';

const SCOPE = 'figura-editor';
const CANVAS = `${SCOPE} canvas[data-testid="figura-canvas"]`;
const SIZE_MESSAGE = 'Canvas size must be between 100 and 2500 px (3.5–88.2 cm)';

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
    // A rectangle hanging over the slide's right edge: the canvas shows only the slide.
    const hanging = await drawWithTool(page, 'Rectangle', {
      scope: SCOPE,
      at: { x: 1190, y: 300 },
    });
    const { width: slideWidth } = await editorDocument(page, SCOPE);
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

  it('changes size by preset and in cm, refuses sizes out of range, sets the background, undoes', async () => {
    const { api, creationId, slideId, page, context, pageErrors } = await openEmbeddedCreation(
      stack,
      'canvas-sizer',
    );
    const editor = page.locator(SCOPE);
    await expectSize(page, 1200, 600);
    await editor.getByRole('button', { name: 'Canvas', exact: true }).click();
    const panel = editor.getByRole('complementary', { name: 'Canvas panel' });
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

    // A custom size in centimetres.
    await panel.getByRole('button', { name: 'cm', exact: true }).click();
    await expect(panel.getByLabel('Width').inputValue()).resolves.toBe('67.72');
    await panel.getByLabel('Width').fill('20');
    await panel.getByLabel('Height').fill('10');
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expectSize(page, 567, 284);

    // Out of range: the message, and the document keeps its size.
    await panel.getByLabel('Width').fill('100');
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(panel.getByRole('alert').textContent()).resolves.toBe(SIZE_MESSAGE);
    expect(await size(page)).toEqual([567, 284]);
    expect(await panel.getByLabel('Width').getAttribute('aria-invalid')).toBe('true');
    expect(await panel.getByLabel('Height').getAttribute('aria-invalid')).toBe('false');

    // Each size change is one history entry.
    const undo = editor.getByRole('button', { name: 'Undo', exact: true });
    await undo.click();
    await expectSize(page, 1920, 1080);
    await undo.click();
    await expectSize(page, 1200, 600);

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
    expect([png.width, png.height]).toEqual([1200, 600]);
    expect(png.pixel(1, 1)).toEqual([0xd0, 0x30, 0x50, 255]);
    expect(png.pixel(1198, 598)).toEqual([0xd0, 0x30, 0x50, 255]);

    await undo.click();
    const restored = (await editorDocument(page, SCOPE)) as Doc & { background: string };
    expect(restored.background).toBe('#ffffff');

    // All slides share the size: resized on a new slide 2, slide 1 follows while closed (stored
    // at the new size a moment later) and opens at it.
    const slides = editor.getByRole('listbox', { name: 'Slides' });
    const slideOpen = (n: number) =>
      page.waitForFunction(
        ({ scope, n }) =>
          document
            .querySelector(`${scope} [role="option"][aria-label="Slide ${n}"]`)
            ?.getAttribute('aria-selected') === 'true' &&
          document.querySelector(`${scope} [role="listbox"]`)?.getAttribute('aria-busy') ===
            'false',
        { scope: SCOPE, n },
      );
    await editor.getByRole('button', { name: 'Add slide', exact: true }).click();
    await slideOpen(2);
    await expectSize(page, 1200, 600);
    await panel.locator('[data-preset="slide-4-3"]').click();
    await expectSize(page, 1600, 1200);
    await expect
      .poll(async () => {
        const { content } = await api.getContent(creationId, slideId);
        return [content.width, content.height];
      })
      .toEqual([1600, 1200]);
    await slides.getByRole('option', { name: 'Slide 1', exact: true }).click();
    await slideOpen(1);
    await expectSize(page, 1600, 1200);
    await waitForSaved(page, SCOPE);
    const stored = await api.getContent(creationId, slideId);
    expect([stored.content.width, stored.content.height]).toEqual([1600, 1200]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('snaps a dragged element to another element edge (not with Alt), shows rulers and grid', async () => {
    const { page, context, pageErrors } = await openEmbeddedCreation(stack, 'canvas-snapper');
    const editor = page.locator(SCOPE);
    await drawWithTool(page, 'Rectangle', { scope: SCOPE, at: { x: 300, y: 200 } });
    await drawWithTool(page, 'Rectangle', { scope: SCOPE, at: { x: 800, y: 400 } });
    const [a, b] = (await editorDocument(page, SCOPE)).elements;
    expect(a && b).toBeTruthy();

    const guidePixels: number[] = [];
    /** Drags b's centre so b's left edge lands `gap` document px right of a's and 160 px lower. */
    const dragNearA = async (gap: number, alt: boolean) => {
      const current = (await editorDocument(page, SCOPE)).elements.find((e) => e.id === b!.id)!;
      const cx = current.left! + current.width! / 2;
      const cy = current.top! + current.height! / 2;
      const dx = a!.left! + gap - current.left!;
      const dy = a!.top! + 163 - current.top!;
      const from = await documentPointToScreen(page, cx, cy, SCOPE);
      const to = await documentPointToScreen(page, cx + dx, cy + dy, SCOPE);
      await page.mouse.move(from.x, from.y);
      if (alt) await page.keyboard.down('Alt');
      await page.mouse.down();
      await page.mouse.move(to.x, to.y, { steps: 8 });
      guidePixels.push(await countGuidePixels(page));
      await page.mouse.up();
      if (alt) await page.keyboard.up('Alt');
      return (await editorDocument(page, SCOPE)).elements.find((e) => e.id === b!.id)!;
    };

    const snapped = await dragNearA(3, false);
    expect(snapped.left).toBe(a!.left);
    const free = await dragNearA(3, true);
    // A guide is drawn while snapped (magenta line), none with Alt, none after the drag.
    expect(guidePixels[0]).toBeGreaterThan(50);
    expect(guidePixels[1]).toBe(0);
    expect(await countGuidePixels(page)).toBe(0);
    // Mouse positions are whole screen px: about 3 document px away, not snapped.
    expect(free.left! - a!.left!).toBeGreaterThan(1.5);
    expect(free.left! - a!.left!).toBeLessThan(4.5);

    // Resizing snaps the dragged edge: b's right handle pulled to 3 px short of a's right edge.
    // Edges as drawn: the stroke (half outside the box) scales with the shape.
    const right = (e: typeof a) => {
      const stroke = Number(e!.strokeWidth ?? 0);
      return e!.left! - stroke / 2 + (e!.width! + stroke) * (e!.scaleX ?? 1);
    };
    const centre = await documentPointToScreen(
      page,
      free.left! + free.width! / 2,
      free.top! + free.height! / 2,
      SCOPE,
    );
    await page.mouse.click(centre.x, centre.y);
    const handleY = free.top! + (free.height! * (free.scaleY ?? 1)) / 2;
    const handle = await documentPointToScreen(page, right(free), handleY, SCOPE);
    const pulled = await documentPointToScreen(page, right(a) - 3, handleY, SCOPE);
    await page.mouse.move(handle.x, handle.y);
    await page.mouse.down();
    await page.mouse.move(pulled.x, pulled.y, { steps: 8 });
    guidePixels.push(await countGuidePixels(page));
    await page.mouse.up();
    const resized = (await editorDocument(page, SCOPE)).elements.find((e) => e.id === b!.id)!;
    expect(guidePixels[2]).toBeGreaterThan(50);
    expect(right(resized)).toBeCloseTo(right(a), 2);
    expect(resized.left).toBe(free.left); // the left edge stayed

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

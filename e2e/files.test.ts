// Files out of the documents (docs/files.md): an image inserted in the editor is stored once as
// a file, the slide names it (the document stays small), and after a reload the editor draws it
// from the file; the export draws it too.
import { PNG } from 'pngjs';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useTestStack } from './support/stack';
import { openEmbeddedCreation } from './support/embed';
import {
  canvasPixels,
  dragStartOf,
  editorDocument,
  waitForEditor,
  waitForSaved,
} from './support/editor';
import { decodePng } from './support/png';

const SCOPE = 'figura-editor';
const stack = useTestStack('files');

/** A red PNG with noise below the visible bits, so it weighs what a photo does (~0.5 MB). */
function heavyRedPng(width = 600, height = 500): Buffer {
  const png = new PNG({ width, height });
  let state = 7;
  for (let i = 0; i < width * height; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    png.data[i * 4] = 230 + (state >>> 29);
    png.data[i * 4 + 1] = (state >>> 24) & 7;
    png.data[i * 4 + 2] = (state >>> 16) & 7;
    png.data[i * 4 + 3] = 255;
  }
  return PNG.sync.write(png, { deflateLevel: 1 });
}

/** A photo of a red ring (its hole showing the sheet) on a near-white sheet, 120 x 100 px. */
function ringOnSheet(): Buffer {
  const png = new PNG({ width: 120, height: 100 });
  for (let y = 0; y < 100; y++)
    for (let x = 0; x < 120; x++) {
      const r = Math.hypot(x - 60, y - 50);
      const sheet = 244 + ((x * 7 + y * 13) % 9);
      const [red, green, blue] = r <= 30 && r > 10 ? [190, 30, 40] : [sheet, sheet, sheet - 3];
      png.data.set([red, green, blue, 255], (y * 120 + x) * 4);
    }
  return PNG.sync.write(png);
}

/** One drawn pixel at a document point. */
const canvasPixel = (page: Page, x: number, y: number) =>
  canvasPixels(page, { left: x, top: y, width: 0, height: 0 }, SCOPE);

describe('uploads stored as files', () => {
  it('inserts an upload, keeps the slide small, and draws it after a reload and in the export', async () => {
    const { api, creationId, slideId, context, page, pageErrors } = await openEmbeddedCreation(
      stack,
      'files',
    );
    const editor = page.locator(SCOPE);
    const photo = heavyRedPng();
    expect(photo.byteLength).toBeGreaterThan(400_000);
    const toggle = editor.getByRole('button', { name: 'Shapes', exact: true });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await editor.getByLabel('Image file').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: photo,
    });
    // The slide names the stored file once its upload ends (the image shows meanwhile).
    await expect
      .poll(async () => (await editorDocument(page, SCOPE)).elements.map((e) => String(e.src)))
      .toEqual([expect.stringMatching(/^figura-file:[0-9a-f]{64}$/)]);
    await waitForSaved(page, SCOPE);
    const stored = await api.getContent(creationId, slideId);
    const [upload] = stored.content.elements as unknown as {
      src: string;
      left: number;
      top: number;
      width: number;
      height: number;
    }[];
    expect(upload!.src).toMatch(/^figura-file:/);
    // The whole document weighs a fraction of the photo: the bytes are not in it.
    expect(JSON.stringify(stored.content).length).toBeLessThan(photo.byteLength / 20);
    expect(Buffer.compare(await api.imageBytes(upload!.src), photo)).toBe(0);

    await page.reload();
    await waitForEditor(page, SCOPE);
    const middle = { x: upload!.left + upload!.width / 2, y: upload!.top + upload!.height / 2 };
    // Drawn from the file (a placeholder would be grey).
    await expect
      .poll(async () => (await canvasPixel(page, middle.x, middle.y))[0])
      .toBeGreaterThan(200);
    const drawn = await canvasPixel(page, middle.x, middle.y);
    expect(drawn[1]).toBeLessThan(60);

    // The export draws the stored file too.
    const response = await fetch(
      `${stack.urls.api}/user-creations/${creationId}/slide/${slideId}/download`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${await page.evaluate(() => new URLSearchParams(location.search).get('token'))}`,
          'content-type': 'application/json',
        },
        body: '{}',
      },
    );
    expect(response.status).toBe(200);
    const exported = decodePng(Buffer.from(await response.arrayBuffer()));
    const [r, g, b] = exported.pixel(middle.x, middle.y);
    expect(r).toBeGreaterThan(200);
    expect(g + b).toBeLessThan(60);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('keeps a drag that was under way when the image’s upload ended', async () => {
    const { context, page, pageErrors } = await openEmbeddedCreation(stack, 'files');
    const editor = page.locator(SCOPE);
    // The upload waits until the drag has begun (the network was slow).
    const held: Route[] = [];
    await page.route(
      (url) => url.href.startsWith(stack.urls.api) && url.pathname === '/files',
      (route) => (route.request().method() === 'POST' ? held.push(route) : route.continue()),
    );
    const toggle = editor.getByRole('button', { name: 'Shapes', exact: true });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await editor.getByLabel('Image file').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: heavyRedPng(300, 250),
    });
    await expect.poll(() => held.length).toBe(1);
    await toggle.click();
    const placed = (await editorDocument(page, SCOPE)).elements[0]!;
    expect(String(placed.src)).toMatch(/^data:image\/png/);
    const box = { left: placed.left!, top: placed.top! };
    const from = await dragStartOf(page, placed.id, SCOPE);
    const { scale } = from;
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 30 * scale, from.y + 20 * scale, { steps: 3 });
    // The upload ends mid-gesture: the slide names the stored file from now on.
    await held[0]!.continue();
    await expect
      .poll(async () => String((await editorDocument(page, SCOPE)).elements[0]!.src))
      .toMatch(/^figura-file:/);
    await page.mouse.move(from.x + 60 * scale, from.y + 40 * scale, { steps: 3 });
    await page.mouse.up();

    // Dropped where the pointer left it, still the stored file, in one undoable step.
    const dropped = (await editorDocument(page, SCOPE)).elements[0]!;
    expect(String(dropped.src)).toMatch(/^figura-file:/);
    // Within 3 px: the pointer moves in whole screen pixels at the canvas's zoom.
    expect(Math.abs(dropped.left! - (box.left + 60))).toBeLessThan(3);
    expect(Math.abs(dropped.top! - (box.top + 40))).toBeLessThan(3);
    await editor.locator('.figura-canvas-area').focus();
    await page.keyboard.press('Control+z');
    const undone = (await editorDocument(page, SCOPE)).elements[0]!;
    expect([undone.left, undone.top]).toEqual([box.left, box.top]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('removes a photo’s backdrop, keeps the subject and its hole, and undoes', async () => {
    const { api, context, page, pageErrors } = await openEmbeddedCreation(stack, 'cutout');
    const editor = page.locator(SCOPE);
    const toggle = editor.getByRole('button', { name: 'Shapes', exact: true });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await editor.getByLabel('Image file').setInputFiles({
      name: 'ring.png',
      mimeType: 'image/png',
      buffer: ringOnSheet(),
    });
    const source = async () => String((await editorDocument(page, SCOPE)).elements[0]?.src);
    await expect.poll(source).toMatch(/^figura-file:[0-9a-f]{64}$/);
    const original = await source();
    await toggle.click();
    // Selected on insert: its Style tab offers the removal, with what the plan allows.
    const fields = editor.getByRole('group', { name: 'Remove background' });
    await fields
      .getByText(/background removals used this month|^Remove background$/)
      .first()
      .waitFor();
    await fields.getByRole('button', { name: 'Remove background' }).click();
    await expect.poll(source).not.toBe(original);
    const cut = await source();
    expect(cut).toMatch(/^figura-file:[0-9a-f]{64}$/);
    const picture = decodePng(await api.imageBytes(cut));
    expect(picture.pixel(2, 2)[3]).toBe(0); // the sheet: gone
    expect(picture.pixel(60, 25)[3]).toBe(255); // the ring: kept
    expect(picture.pixel(60, 50)[3]).toBe(255); // its hole: enclosed, kept
    // One step back brings the photo back.
    await editor.locator('.figura-canvas-area').focus();
    await page.keyboard.press('Control+z');
    await expect.poll(source).toBe(original);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

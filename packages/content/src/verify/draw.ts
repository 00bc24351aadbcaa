import { CURRENT_SCHEMA_VERSION, parseSlideDocument } from '@figura/sdk-core/schema';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { withDrawnDocument } from '@figura/export/renderer';
import type { Pixels } from './compare.ts';

/** Both drawings of an item fill a box of the item's shape, this many pixels on its long side. */
export const VERIFY_SIZE = 200;

export function boxFor(width: number, height: number): { width: number; height: number } {
  const scale = VERIFY_SIZE / Math.max(width, height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * The item as the server export draws it: a white slide holding the item as an illustration
 * element the size of the box, at its top left, drawn by sdk-core's renderer on fabric/node (what
 * the API's PNG export runs).
 */
export async function drawWithServer(
  itemId: string,
  svg: string,
  box: { width: number; height: number },
): Promise<Pixels> {
  // A slide is at least 100 px a side: a long thin item sits in the top-left of a larger one.
  const slide = { width: Math.max(box.width, 100), height: Math.max(box.height, 100) };
  const document = parseSlideDocument({
    schemaVersion: CURRENT_SCHEMA_VERSION,
    ...slide,
    background: '#ffffff',
    elements: [
      {
        type: 'illustration',
        id: 'item',
        assetId: itemId,
        svg,
        left: 0,
        top: 0,
        width: box.width,
        height: box.height,
      },
    ],
  });
  return withDrawnDocument(document, 1, (canvas) => {
    const { data } = canvas.getContext('2d').getImageData(0, 0, box.width, box.height);
    return { ...box, data };
  });
}

/**
 * The original file as Chromium draws it when it opens it as an image, stretched to the same box
 * over white. A screenshot, not a canvas read: files with `<foreignObject>` taint a canvas.
 */
export async function drawWithChromium(
  page: Page,
  file: Uint8Array,
  box: { width: number; height: number },
): Promise<Pixels> {
  const url = `data:image/svg+xml;base64,${Buffer.from(file).toString('base64')}`;
  await page.evaluate(
    async ({ url, box }) => {
      const image = new Image();
      image.src = url;
      await image.decode().catch(() => undefined);
      Object.assign(image.style, {
        position: 'absolute',
        left: '0',
        top: '0',
        width: `${box.width}px`,
        height: `${box.height}px`,
      });
      document.body.replaceChildren(image);
    },
    { url, box },
  );
  const png = await page.screenshot({ clip: { x: 0, y: 0, ...box } });
  return { ...box, data: PNG.sync.read(png).data };
}

// The editor's drawing of a slide beside an export's, for the tests that hold the exports to what
// the canvas shows: both rasterised at the slide's size and compared on a coarse grid
// (packages/export/src/testing/compare.ts).
import type { Page } from 'playwright-core';
import { gridDifference, type Rgba } from '../../packages/export/src/testing/compare.ts';

/**
 * Largest difference of one 24 px cell's mean colour (0-255) between the browser and an export.
 * Browser and server antialias and hint text differently. Measured (24/11): worst cell 2.6-7.7,
 * mean 0.25-0.57 over PNG, PDF and SVG of two slides; an element moved by 6 px scores 18-34.
 */
export const MAX_CELL_DIFFERENCE = 16;
export const MAX_MEAN_DIFFERENCE = 1.2;

interface SlideSize {
  width: number;
  height: number;
}

/** The editor's canvas, scaled to the slide's size, as PNG bytes. */
export async function editorDrawing(page: Page, scope: string, slide: SlideSize): Promise<Buffer> {
  await page.locator(`${scope} canvas[data-testid="figura-canvas"][data-fonts="ready"]`).waitFor();
  // Two frames after the fonts: the redraw with the loaded faces has landed.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const url = await page.evaluate(
    ({ scope, width, height }) => {
      const root = document.querySelector(`${scope} .figura-root`) as HTMLElement;
      const canvas = root.querySelector('canvas[data-testid="figura-canvas"]') as HTMLCanvasElement;
      const out = document.createElement('canvas');
      [out.width, out.height] = [width, height];
      const context = out.getContext('2d')!;
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, width, height);
      context.drawImage(canvas, 0, 0, width, height);
      return out.toDataURL('image/png');
    },
    { scope, width: slide.width, height: slide.height },
  );
  return Buffer.from(url.split(',')[1]!, 'base64');
}

/** An SVG export opened by Chromium as a page of the slide's size, screenshotted. */
export async function chromiumSvg(page: Page, svg: string, slide: SlideSize): Promise<Buffer> {
  const view = await page.context().newPage();
  try {
    await view.setViewportSize({ width: slide.width, height: slide.height });
    await view.setContent(`<!doctype html><body style="margin:0;background:#fff">${svg}</body>`);
    await view.evaluate(() => document.fonts.ready);
    return await view.screenshot({
      clip: { x: 0, y: 0, width: slide.width, height: slide.height },
    });
  } finally {
    await view.close();
  }
}

/** The grid difference of `drawn` from `reference`, printed: a failure shows how close it came. */
export function reportDifference(label: string, reference: Rgba, drawn: Rgba) {
  const difference = gridDifference(reference, drawn);
  process.stdout.write(
    `${label}: worst cell ${difference.worst.toFixed(1)} at ${difference.worstAt}, mean ${difference.mean.toFixed(2)}\n`,
  );
  return difference;
}

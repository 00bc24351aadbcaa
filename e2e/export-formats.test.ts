// Every export format against the browser's own drawing of the same slide: the editor (fabric in
// Chromium) shows a varied slide, and the PNG, the PDF (rasterised by poppler) and the SVG (fonts
// embedded, rasterised by Chromium) of that stored document must look the same on a coarse grid.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { exportSlides, readSlideDocuments } from '@figura/export';
import { describe, expect, it } from 'vitest';
import { gridDifference, rgbaOf, type Rgba } from '../packages/export/src/testing/compare.ts';
import { pdfPagePng } from '../packages/export/src/testing/poppler.ts';
import { openEmbeddedCreation } from './support/embed';
import { useTestStack } from './support/stack';

type SlideDocument = Parameters<typeof exportSlides>[0][number];

const SCOPE = 'figura-editor';
const stack = useTestStack('export-formats');

const fixture = (name: string): unknown =>
  JSON.parse(
    readFileSync(new URL(`../packages/export/test/fixtures/${name}.json`, import.meta.url), 'utf8'),
  );

/**
 * Largest difference of one 24 px cell's mean colour (0-255) between the browser and an export.
 * Browser and server antialias and hint text differently. Measured (24/11): worst cell 2.6-7.7,
 * mean 0.25-0.57 over PNG, PDF and SVG of both slides; an element moved by 6 px scores 18-34.
 */
const MAX_CELL_DIFFERENCE = 16;
const MAX_MEAN_DIFFERENCE = 1.2;

/** The editor's canvas, scaled to the document's size, as PNG bytes. */
async function editorDrawing(page: Page, slide: SlideDocument): Promise<Buffer> {
  await page.locator(`${SCOPE} canvas[data-testid="figura-canvas"][data-fonts="ready"]`).waitFor();
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
    { scope: SCOPE, width: slide.width, height: slide.height },
  );
  return Buffer.from(url.split(',')[1]!, 'base64');
}

/** The SVG export opened by Chromium as a page of the document's size, screenshotted. */
async function chromiumSvg(page: Page, svg: string, slide: SlideDocument): Promise<Buffer> {
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

function report(label: string, reference: Rgba, drawn: Rgba) {
  const difference = gridDifference(reference, drawn);
  // Printed so a failure (or a new machine) shows how close it came.
  process.stdout.write(
    `${label}: worst cell ${difference.worst.toFixed(1)} at ${difference.worstAt}, mean ${difference.mean.toFixed(2)}\n`,
  );
  return difference;
}

describe.each(['science', 'varied'])('the %s slide', (name) => {
  it('exports as PNG, PDF and SVG that look like the editor drawing it', async () => {
    const { page, api, creationId, slideId, context } = await openEmbeddedCreation(
      stack,
      `export-${name}`,
    );
    try {
      // Progress lines: a stuck step (a font that never loads, a reload) shows where it stopped.
      const step = (label: string) => process.stdout.write(`[export-formats] ${name}: ${label}\n`);
      step('opened');
      const input = fixture(name) as { width: number; height: number };
      // The creation takes the slide's size, then the slide's content; the editor reloads it.
      const resized = await fetch(`${stack.urls.api}/user-creations/${creationId}`, {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${await page.evaluate(() => new URL(location.href).searchParams.get('token'))}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ width: input.width, height: input.height }),
      });
      expect(resized.status).toBe(200);
      step('resized');
      const { revision } = await api.getContent(creationId, slideId);
      await api.saveContent(creationId, slideId, revision, input);
      const [stored] = readSlideDocuments(
        (await api.getContent(creationId, slideId)).content,
      ) as SlideDocument[];
      if (!stored) throw new Error('The stored slide is not a slide document');
      step('saved');
      await page.reload();
      step('reloaded');
      const { width, height } = stored;

      const browser = await rgbaOf(await editorDrawing(page, stored), width, height);
      step('editor drawn');
      const png = await exportSlides([stored], { format: 'png' });
      const pdf = await exportSlides([stored], { format: 'pdf' });
      const svg = await exportSlides([stored], { format: 'svg' });
      step('exported');
      const drawings = {
        png: await rgbaOf(png.bytes, width, height),
        pdf: await rgbaOf(pdfPagePng(pdf.bytes, 96), width, height),
        svg: await rgbaOf(
          await chromiumSvg(page, svg.bytes.toString('utf8'), stored),
          width,
          height,
        ),
      };
      for (const [format, drawn] of Object.entries(drawings)) {
        const difference = report(`${name} ${format}`, browser, drawn);
        expect(difference.worst, `${format}: worst cell at ${difference.worstAt}`).toBeLessThan(
          MAX_CELL_DIFFERENCE,
        );
        expect(difference.mean, format).toBeLessThan(MAX_MEAN_DIFFERENCE);
      }
    } finally {
      await context.close();
    }
  });
});

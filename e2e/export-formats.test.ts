// Every export format against the browser's own drawing of the same slide: the editor (fabric in
// Chromium) shows a varied slide, and the PNG, the PDF (rasterised by poppler) and the SVG (fonts
// embedded, rasterised by Chromium) of that stored document must look the same on a coarse grid.
import { readFileSync } from 'node:fs';
import { exportSlides, readSlideDocuments } from '@figura/export';
import { SLIDE_PIXELS_PER_INCH } from '@figura/sdk-core/model';
import { describe, expect, it } from 'vitest';
import { rgbaOf } from '../packages/export/src/testing/compare.ts';
import { pdfPagePng } from '../packages/export/src/testing/poppler.ts';
import { openEmbeddedCreation } from './support/embed';
import {
  chromiumSvg,
  editorDrawing,
  MAX_CELL_DIFFERENCE,
  MAX_MEAN_DIFFERENCE,
  reportDifference,
} from './support/export-compare';
import { useTestStack } from './support/stack';

type SlideDocument = Parameters<typeof exportSlides>[0][number];

const SCOPE = 'figura-editor';
const stack = useTestStack('export-formats');

const fixture = (name: string): unknown =>
  JSON.parse(
    readFileSync(new URL(`../packages/export/test/fixtures/${name}.json`, import.meta.url), 'utf8'),
  );

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

      const browser = await rgbaOf(await editorDrawing(page, SCOPE, stored), width, height);
      step('editor drawn');
      const png = await exportSlides([stored], { format: 'png' });
      const pdf = await exportSlides([stored], { format: 'pdf' });
      const svg = await exportSlides([stored], { format: 'svg' });
      step('exported');
      const drawings = {
        png: await rgbaOf(png.bytes, width, height),
        pdf: await rgbaOf(pdfPagePng(pdf.bytes, SLIDE_PIXELS_PER_INCH), width, height),
        svg: await rgbaOf(
          await chromiumSvg(page, svg.bytes.toString('utf8'), stored),
          width,
          height,
        ),
      };
      for (const [format, drawn] of Object.entries(drawings)) {
        const difference = reportDifference(`${name} ${format}`, browser, drawn);
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

// Every format draws the same slide: the PDF (rasterised by poppler), the SVG (rasterised by
// librsvg, text as outlines: librsvg reads no @font-face), the JPG and the TIFF against the PNG
// the renderer draws, over varied slides (packages/export/test/fixtures). The browser's own
// drawing is compared with these in e2e/export-formats.test.ts.
import { createCanvas, loadImage } from 'canvas';
import sharp from 'sharp';
import { SLIDE_PIXELS_PER_INCH, type SlideDocument } from '@figura/sdk-core/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportSlides } from './export.ts';
import { gridDifference, rgbaOf, type Rgba } from './testing/compare.ts';
import { fixture } from './testing/fixtures.ts';
import { pdfPagePng } from './testing/poppler.ts';

/**
 * Largest difference of one 24 px cell's mean colour (0-255). Measured: PDF 4.7-6.8, SVG 2.7-4.0,
 * JPG about 1; an element moved by 6 px scored 18.7-34, a missing one 27-139.
 */
const MAX_CELL_DIFFERENCE = 12;
/** Mean over all cells. Measured: at most 0.5 for any format; a missing element scored 1.0-10. */
const MAX_MEAN_DIFFERENCE = 0.8;

const FIXTURES = ['science', 'varied'] as const;

async function png(document: SlideDocument): Promise<Rgba> {
  const { bytes } = await exportSlides([document], { format: 'png' });
  return rgbaOf(bytes, document.width, document.height);
}

async function svgRasterised(document: SlideDocument): Promise<Rgba> {
  const { bytes } = await exportSlides([document], { format: 'svg', text: 'outline' });
  const canvas = createCanvas(document.width, document.height);
  canvas.getContext('2d').drawImage(await loadImage(bytes), 0, 0, document.width, document.height);
  return rgbaOf(canvas.toBuffer('image/png'), document.width, document.height);
}

function expectSameDrawing(reference: Rgba, drawn: Rgba, label: string) {
  const difference = gridDifference(reference, drawn);
  expect(difference.worst, `${label}: worst cell at ${difference.worstAt}`).toBeLessThan(
    MAX_CELL_DIFFERENCE,
  );
  expect(difference.mean, label).toBeLessThan(MAX_MEAN_DIFFERENCE);
}

describe.each(FIXTURES)('every format of the %s slide', (name) => {
  const document = fixture(name);
  const { width, height } = document;
  let reference: Rgba;
  beforeAll(async () => {
    reference = await png(document);
  });

  it('PDF, rasterised at 96 dpi, draws what the PNG draws', async () => {
    const { bytes } = await exportSlides([document], { format: 'pdf' });
    expectSameDrawing(
      reference,
      await rgbaOf(pdfPagePng(bytes, SLIDE_PIXELS_PER_INCH), width, height),
      'pdf',
    );
  });

  it('SVG, rasterised, draws what the PNG draws', async () => {
    expectSameDrawing(reference, await svgRasterised(document), 'svg');
  });

  it('JPG and TIFF draw what the PNG draws; CMYK what the PNG draws through the same profile', async () => {
    const jpg = await exportSlides([document], { format: 'jpg' });
    expectSameDrawing(reference, await rgbaOf(jpg.bytes, width, height), 'jpg');
    const tiff = await exportSlides([document], { format: 'tiff' });
    expectSameDrawing(reference, await rgbaOf(tiff.bytes, width, height), 'tiff');
    const cmyk = await exportSlides([document], { format: 'tiff', colour: 'cmyk' });
    const pngThroughCmyk = await sharp((await exportSlides([document], { format: 'png' })).bytes)
      .flatten({ background: '#ffffff' })
      .withIccProfile('cmyk')
      .toColourspace('cmyk')
      .tiff()
      .toBuffer();
    expectSameDrawing(
      await rgbaOf(pngThroughCmyk, width, height),
      await rgbaOf(cmyk.bytes, width, height),
      'cmyk tiff',
    );
  });

  it('the comparison fails for a slide with an element left out or moved by 6 px', async () => {
    const last = document.elements.at(-1)!;
    const changed = [
      { ...document, elements: document.elements.slice(0, -1) },
      {
        ...document,
        elements: [
          ...document.elements.slice(0, -1),
          { ...last, left: (last as { left: number }).left + 6 },
        ],
      },
    ] as SlideDocument[];
    for (const slide of changed) {
      const difference = gridDifference(reference, await png(slide));
      expect(difference.worst).toBeGreaterThan(MAX_CELL_DIFFERENCE);
    }
  });
});

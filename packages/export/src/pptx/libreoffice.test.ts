// The PowerPoint file drawn by another program: LibreOffice opens it (with the editor's fonts) and
// draws each slide, which must look like the PNG the renderer draws of the same slide. Text is
// set by LibreOffice's own layout, and its heads and dashes are PowerPoint's: close, not equal.
import type { SlideDocument } from '@figura/sdk-core/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportSlides } from '../export.ts';
import { gridDifference, rgbaOf, type GridDifference } from '../testing/compare.ts';
import { fixture } from '../testing/fixtures.ts';
import { renderPptx } from '../testing/libreoffice.ts';

/**
 * Mean over 24 px cells of each cell's mean colour difference (0-255). Measured: 0.63-0.94 over
 * the three slides; the layout slide without its ellipse scored 2.4.
 */
const MAX_MEAN_DIFFERENCE = 1.3;
/**
 * Largest difference of one cell. Measured: 10.6-47.5, at an arrow head (PowerPoint's sizes are
 * 2, 3 or 5 times the line's width; the editor's 3.5) or a subscript (PowerPoint sets its own).
 */
const MAX_CELL_DIFFERENCE = 60;

const SLIDES = ['science', 'varied', 'layout'] as const;

const pptx = async (document: SlideDocument) =>
  (await exportSlides([document], { format: 'pptx' })).bytes;
const png = async (document: SlideDocument) =>
  rgbaOf(
    (await exportSlides([document], { format: 'png' })).bytes,
    document.width,
    document.height,
  );

let differences: Map<string, GridDifference>;
let withoutEllipse: GridDifference;

beforeAll(async () => {
  const documents = SLIDES.map(fixture);
  const layout = fixture('layout');
  const lessLayout = {
    ...layout,
    elements: layout.elements.filter((element) => element.id !== 'cell'),
  };
  // One LibreOffice run for every file: starting it is most of the time.
  const drawn = renderPptx(await Promise.all([...documents, lessLayout].map(pptx)));
  differences = new Map();
  for (const [index, document] of documents.entries()) {
    const reference = await png(document);
    const seen = await rgbaOf(drawn[index]!, document.width, document.height);
    differences.set(SLIDES[index]!, gridDifference(reference, seen));
  }
  withoutEllipse = gridDifference(
    await png(layout),
    await rgbaOf(drawn[SLIDES.length]!, layout.width, layout.height),
  );
}, 120_000);

describe('the PowerPoint file, drawn by LibreOffice', () => {
  it.each(SLIDES)('looks like the PNG export of the %s slide', (name) => {
    const difference = differences.get(name)!;
    expect(difference.mean, name).toBeLessThan(MAX_MEAN_DIFFERENCE);
    expect(difference.worst, `${name}: worst cell at ${difference.worstAt}`).toBeLessThan(
      MAX_CELL_DIFFERENCE,
    );
  });

  it('would be caught missing an element', () => {
    expect(withoutEllipse.mean).toBeGreaterThan(MAX_MEAN_DIFFERENCE);
  });
});

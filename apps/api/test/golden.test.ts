// Golden images of the server export: slides whose drawing matters to scientists (sub- and
// superscripts, bullets, justified text, Greek) are drawn and compared with committed PNGs, so a
// change in the renderer, the fonts or fabric that moves text shows up here. The browser tests
// compare the editor's own drawing with this export (e2e/text.test.ts).
// Regenerate after an intended change: UPDATE_GOLDEN=1 vitest run --project api apps/api/test/golden.test.ts
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import { parseSlideDocument } from '@figura/sdk-core/schema';
import { describe, expect, it } from 'vitest';
import { renderSlidePng } from '@figura/export';

const goldenDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'golden');
const update = process.env.UPDATE_GOLDEN === '1';

/** A channel differing by more than this counts the pixel as changed (antialiasing noise). */
const CHANNEL_TOLERANCE = 48;
/** Changed pixels allowed, as a share of the golden's ink (a subscript 2 px lower is ~5 %). */
const CHANGED_SHARE_OF_INK = 0.005;

const scientificText = parseSlideDocument({
  schemaVersion: 4,
  width: 900,
  height: 340,
  background: '#ffffff',
  elements: [
    {
      id: 'science',
      type: 'textbox',
      left: 60,
      top: 40,
      width: 780,
      height: 260,
      text: 'H2O\nCa2+\nBinding to α-helix and β-sheet domains of membrane proteins, Δ = 3 µm',
      fontFamily: 'Inter',
      fontSize: 40,
      fill: '#1f2933',
      textAlign: 'justify',
      listStyle: 'bullet',
      styles: [
        { start: 0, end: 1, style: { fontWeight: 'bold' } },
        { start: 1, end: 2, style: { fontSize: 24, deltaY: 4.4 } },
        { start: 5, end: 7, style: { fontSize: 24, deltaY: -14 } },
      ],
    },
  ],
});

const reactionScheme = parseSlideDocument({
  schemaVersion: 4,
  width: 700,
  height: 200,
  background: '#ffffff',
  elements: [
    {
      id: 'scheme',
      type: 'textbox',
      left: 40,
      top: 40,
      width: 620,
      height: 120,
      text: 'A + B ⇌ C → D\nΔG ≤ 0, K ≈ 10³, t → ∞',
      fontFamily: 'Noto Serif',
      fontSize: 40,
      fill: '#1f2933',
      textAlign: 'center',
    },
  ],
});

function compareWithGolden(name: string, png: Buffer) {
  const file = path.join(goldenDir, `${name}.png`);
  if (update) {
    mkdirSync(goldenDir, { recursive: true });
    writeFileSync(file, png);
  }
  expect(existsSync(file), `${file} is missing: run with UPDATE_GOLDEN=1 once`).toBe(true);
  const expected = PNG.sync.read(readFileSync(file));
  const actual = PNG.sync.read(png);
  expect([actual.width, actual.height]).toEqual([expected.width, expected.height]);
  let changed = 0;
  for (let i = 0; i < actual.data.length; i += 4) {
    for (let c = 0; c < 4; c++) {
      if (Math.abs(actual.data[i + c]! - expected.data[i + c]!) > CHANNEL_TOLERANCE) {
        changed++;
        break;
      }
    }
  }
  let ink = 0;
  for (let i = 0; i < expected.data.length; i += 4)
    if (expected.data[i]! + expected.data[i + 1]! + expected.data[i + 2]! < 600) ink++;
  // Kept beside the golden (git-ignored) to look at what changed.
  if (changed > ink * CHANGED_SHARE_OF_INK)
    writeFileSync(path.join(goldenDir, `${name}.actual.png`), png);
  expect(ink).toBeGreaterThan(1000);
  expect(changed / ink).toBeLessThanOrEqual(CHANGED_SHARE_OF_INK);
  return actual;
}

/** Rows (y) of the dark ink in a column range. */
function inkRows(image: PNG, fromX: number, toX: number): number[] {
  const rows: number[] = [];
  for (let y = 0; y < image.height; y++)
    for (let x = fromX; x < toX; x++) {
      const i = (image.width * y + x) * 4;
      if (image.data[i]! + image.data[i + 1]! + image.data[i + 2]! < 300) {
        rows.push(y);
        break;
      }
    }
  return rows;
}

describe('golden images of the export', () => {
  it('draws arrows and operators with the bundled math font, letters with the family', async () => {
    const png = await renderSlidePng(reactionScheme, 1);
    const image = compareWithGolden('reaction-scheme', png);
    expect(inkRows(image, 40, 660).length).toBeGreaterThan(40);
  });

  it('draws scientific text as committed: subscript, superscript, bullets, justify, Greek', async () => {
    const png = await renderSlidePng(scientificText, 1);
    const image = compareWithGolden('scientific-text', png);
    // Not an empty picture that would match an empty golden: four lines of text have ink.
    expect(inkRows(image, 60, 840).length).toBeGreaterThan(100);
  });
});

// Where text ink lies, horizontally, in a downloaded PNG and on the editor's canvas, in document
// pixels: comparing the two shows whether the server drew text with the editor's font.
import type { Page } from 'playwright-core';
import type { DecodedPng } from './png';

/** A horizontal band of the document, in document pixels. */
export interface Band {
  top: number;
  height: number;
}

/** Left edge of the first and right edge of the last inked column, in document pixels. */
export interface InkSpan {
  left: number;
  right: number;
}

/** Dark enough to be text ink (black text on white, antialiased edges excluded). */
const isInk = (r: number, g: number, b: number, a: number) => a > 128 && r + g + b < 384;

/** The ink span in a band of a PNG rendered at `scale` output pixels per document pixel. */
export function pngInkSpan(png: DecodedPng, band: Band, scale = 1): InkSpan {
  let left = Infinity;
  let right = -Infinity;
  const bottom = Math.min(png.height, Math.round((band.top + band.height) * scale));
  for (let y = Math.round(band.top * scale); y < bottom; y++)
    for (let x = 0; x < png.width; x++) {
      if (!isInk(...png.pixel(x, y))) continue;
      left = Math.min(left, x);
      right = Math.max(right, x + 1);
    }
  return { left: left / scale, right: right / scale };
}

/** The ink span of each band on the editor's own canvas (fabric's lower canvas, any zoom). */
export async function editorInkSpans(
  page: Page,
  bands: Band[],
  scope = 'body',
): Promise<InkSpan[]> {
  return page.evaluate(
    ({ bands, scope }) => {
      const root = document.querySelector(`${scope} .figura-root`) as any;
      const canvas = root.querySelector('canvas[data-testid="figura-canvas"]') as HTMLCanvasElement;
      // Device pixels per document pixel: zoom times the retina factor.
      const k = canvas.width / root.figuraEditor.getDocument().width;
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      return bands.map((band) => {
        let left = Infinity;
        let right = -Infinity;
        const bottom = Math.min(canvas.height, Math.round((band.top + band.height) * k));
        for (let y = Math.round(band.top * k); y < bottom; y++)
          for (let x = 0; x < canvas.width; x++) {
            const i = (y * canvas.width + x) * 4;
            if (!(data[i + 3]! > 128 && data[i]! + data[i + 1]! + data[i + 2]! < 384)) continue;
            left = Math.min(left, x);
            right = Math.max(right, x + 1);
          }
        return { left: left / k, right: right / k };
      });
    },
    { bands, scope },
  );
}

/**
 * The ink width of `text` drawn by this browser with `font` on a scratch canvas: what the text
 * looks like in Inter, or in the browser's fallback font, for comparison.
 */
export async function browserInkWidth(page: Page, text: string, font: string): Promise<number> {
  return page.evaluate(
    ({ text, font }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 2000;
      canvas.height = 200;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.fillStyle = '#000';
      context.font = font;
      context.textBaseline = 'middle';
      context.fillText(text, 20, 100);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let left = Infinity;
      let right = -Infinity;
      for (let y = 0; y < canvas.height; y++)
        for (let x = 0; x < canvas.width; x++) {
          const i = (y * canvas.width + x) * 4;
          if (data[i]! + data[i + 1]! + data[i + 2]! >= 384) continue;
          left = Math.min(left, x);
          right = Math.max(right, x + 1);
        }
      return right - left;
    },
    { text, font },
  );
}

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
 * looks like in Inter, or in the browser's fallback font, for comparison. The page's faces of
 * `font` that the text needs are loaded first: a canvas draws with a fallback font while a face
 * is still on its way.
 */
export async function browserInkWidth(page: Page, text: string, font: string): Promise<number> {
  return page.evaluate(
    async ({ text, font }) => {
      await document.fonts.load(font, text);
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

/**
 * How differently two fonts draw `text` in this browser: of the pixels either inks (drawn from
 * the same origin on scratch canvases), the share only one of them inks. The same font gives 0;
 * two typefaces give most of their ink even when the text is about as wide in both, which a
 * width cannot tell. The page's faces of both fonts that the text needs are loaded first.
 */
export async function inkDifference(
  page: Page,
  text: string,
  fontA: string,
  fontB: string,
): Promise<number> {
  return page.evaluate(
    async ({ text, fonts }) => {
      await Promise.all(fonts.map((font) => document.fonts.load(font, text)));
      const [a, b] = fonts.map((font) => {
        const canvas = document.createElement('canvas');
        canvas.width = 2000;
        canvas.height = 200;
        const context = canvas.getContext('2d')!;
        context.fillStyle = '#fff';
        context.fillRect(0, 0, canvas.width, canvas.height);
        context.fillStyle = '#000';
        context.font = font;
        context.textBaseline = 'alphabetic';
        context.fillText(text, 20, 140);
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        const ink = new Uint8Array(canvas.width * canvas.height);
        for (let p = 0; p < ink.length; p++)
          ink[p] = data[p * 4]! + data[p * 4 + 1]! + data[p * 4 + 2]! < 384 ? 1 : 0;
        return ink;
      }) as [Uint8Array, Uint8Array];
      let either = 0;
      let both = 0;
      for (let p = 0; p < a.length; p++) {
        if (a[p] || b[p]) either++;
        if (a[p] && b[p]) both++;
      }
      return either === 0 ? 0 : (either - both) / either;
    },
    { text, fonts: [fontA, fontB] },
  );
}

/** How much each element draws on the editor's canvas now, and with every bitmap cache off. */
export interface ElementInk {
  /** Non-white pixels inside each element's box as the canvas draws it now (by element id). */
  drawn: Record<string, number>;
  /** The same with fabric's per-object caches off: what the element itself draws. */
  reference: Record<string, number>;
  /** The element ids the canvas holds objects for. */
  objects: string[];
}

/** How many of the canvas's groups still wait for their idle-time bitmap cache (a test hook). */
export function cachesPending(page: Page, scope = 'body'): Promise<number> {
  return page.evaluate((s) => {
    const element = document.querySelector(`${s} canvas[data-testid="figura-canvas"]`) as
      (HTMLCanvasElement & { figuraCachesPending?: () => number }) | null;
    if (!element?.figuraCachesPending) throw new Error('no editor canvas with test hooks');
    return element.figuraCachesPending();
  }, scope);
}

/**
 * Ink per element on the editor's canvas (test builds: the canvas's fabric object), as drawn and
 * as drawn without caches: an element whose cache went wrong draws far less than its reference.
 * Measuring redraws the canvas with caches off, then as it was.
 */
export async function elementInk(page: Page, scope = 'body'): Promise<ElementInk> {
  return page.evaluate((s) => {
    const element = document.querySelector(
      `${s} canvas[data-testid="figura-canvas"]`,
    ) as HTMLCanvasElement & { figuraCanvas: any };
    const canvas = element.figuraCanvas;
    // Device pixels per document pixel (the canvas holds the whole slide: zoom and retina).
    const root = element.closest('.figura-root') as HTMLElement & { figuraEditor: any };
    const k = element.width / root.figuraEditor.getDocument().width;
    const objects: any[] = canvas.getObjects().filter((o: any) => o.figuraId);
    const measure = () => {
      canvas.renderAll();
      const context = element.getContext('2d')!;
      const ink: Record<string, number> = {};
      for (const object of objects) {
        // Its box on the slide, in document pixels.
        const box = object.getBoundingRect();
        const left = Math.max(0, Math.floor(box.left * k));
        const top = Math.max(0, Math.floor(box.top * k));
        const width = Math.min(element.width - left, Math.ceil(box.width * k));
        const height = Math.min(element.height - top, Math.ceil(box.height * k));
        let count = 0;
        if (width > 0 && height > 0) {
          const { data } = context.getImageData(left, top, width, height);
          for (let i = 0; i < data.length; i += 4)
            if (data[i + 3]! > 0 && !(data[i]! > 245 && data[i + 1]! > 245 && data[i + 2]! > 245))
              count++;
        }
        ink[object.figuraId] = count;
      }
      return ink;
    };
    const drawn = measure();
    const caching = objects.map((object) => object.objectCaching);
    for (const object of objects) object.objectCaching = false;
    const reference = measure();
    objects.forEach((object, index) => (object.objectCaching = caching[index]));
    canvas.renderAll();
    return { drawn, reference, objects: objects.map((object) => object.figuraId as string) };
  }, scope);
}

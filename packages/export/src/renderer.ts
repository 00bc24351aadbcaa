// The one server renderer set-up: sdk-core's renderer (the editor's fabric adapter) on fabric/node
// and node-canvas, the editor's bundled fonts, illustrations' SVG decoded by librsvg as bytes, no
// network. Every export format, `content verify` and the templates' previews draw through here.
import { createCanvas, loadImage, type Canvas } from 'canvas';
import * as fabric from 'fabric/node';
import { renderDocumentToCanvas } from '@figura/sdk-core/render';
import type { SlideDocument } from '@figura/sdk-core/schema';
import { registerBundledFonts } from './fonts/bundled.ts';

let fontsFailed = false;

/** Text must measure with the editor's Inter, not the system's sans-serif (once per thread). */
export function registerFontsOnce(): void {
  if (fontsFailed) return;
  try {
    registerBundledFonts();
  } catch (error) {
    // Exports still work, with the system's sans-serif; say why once rather than fail every export.
    fontsFailed = true;
    process.emitWarning(`Figura: could not register the bundled fonts: ${String(error)}`);
  }
}

/** Illustrations' SVG straight to librsvg as bytes (see CreateObjectOptions.decodeSvg). */
export const decodeSvgWithLibrsvg = async (markup: string) =>
  (await loadImage(Buffer.from(markup))) as unknown as CanvasImageSource;

export interface FabricCanvasOptions {
  /**
   * false: the objects only, for their SVG (the vector exports). The canvas is not drawn and
   * illustrations are not decoded (their SVG markup is written instead, see svg/slide-svg.ts):
   * drawing pixels nobody reads took most of a PDF's time.
   */
  pixels?: boolean;
}

/** An illustration's stand-in when only its size matters: a blank canvas of its bitmap's size. */
const sizeOnly = async (markup: string) => {
  const size = /<svg\b[^>]*?\swidth="(\d+)"[^>]*?\sheight="(\d+)"/.exec(markup);
  return createCanvas(
    Number(size?.[1] ?? 1),
    Number(size?.[2] ?? 1),
  ) as unknown as CanvasImageSource;
};

/**
 * The fabric canvas holding `document` drawn at `scale` (its size is the document's times
 * `scale`), handed to `use` before it is disposed. Images that are not data: URLs draw as
 * placeholders: an export never opens a connection.
 */
export async function withFabricCanvas<T>(
  document: SlideDocument,
  scale: number,
  use: (canvas: fabric.StaticCanvas) => T | Promise<T>,
  options: FabricCanvasOptions = {},
): Promise<T> {
  registerFontsOnce();
  const width = Math.max(1, Math.round(document.width * scale));
  const height = Math.max(1, Math.round(document.height * scale));
  const canvas = new fabric.StaticCanvas(undefined, { width, height, renderOnAddRemove: false });
  const pixels = options.pixels !== false;
  // This canvas only: renderDocumentToCanvas ends by drawing, which the SVG path does not need.
  // Both entries are stubbed: a render requested for later would also hold up dispose().
  if (!pixels) canvas.renderAll = canvas.requestRenderAll = () => {};
  try {
    await renderDocumentToCanvas(fabric, canvas, document, {
      scale,
      allowNetwork: false,
      decodeSvg: pixels ? decodeSvgWithLibrsvg : sizeOnly,
    });
    return await use(canvas);
  } finally {
    await canvas.dispose();
  }
}

/** Draws `document` at `scale` and hands the node canvas (its pixels) to `use`. */
export function withDrawnDocument<T>(
  document: SlideDocument,
  scale: number,
  use: (canvas: Canvas) => T | Promise<T>,
): Promise<T> {
  // renderDocumentToCanvas has drawn the canvas already (synchronously): a second renderAll()
  // would draw every object again, doubling the export's time.
  return withFabricCanvas(document, scale, (canvas) =>
    use(canvas.getNodeCanvas() as unknown as Canvas),
  );
}

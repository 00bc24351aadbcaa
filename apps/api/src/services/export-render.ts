// The drawing itself: run inside an export worker (export-worker.ts), never on the API's thread.
import { loadImage } from 'canvas';
import * as fabric from 'fabric/node';
import { renderDocumentToCanvas } from '@figura/sdk-core/render';
import { creditsLine, type SlideDocument } from '@figura/sdk-core/schema';
import { registerBundledFonts } from './fonts.ts';
import { withPngText } from './png-text.ts';

let fontsFailed = false;

/** Text must measure with the editor's Inter, not the system's sans-serif (once per thread). */
export function registerFontsOnce(): void {
  if (fontsFailed) return;
  try {
    registerBundledFonts();
  } catch (error) {
    // Exports still work, with the system's sans-serif; say why once rather than fail every download.
    fontsFailed = true;
    process.emitWarning(`Figura: could not register the bundled Inter fonts: ${String(error)}`);
  }
}

/** Illustrations' SVG straight to librsvg as bytes (see CreateObjectOptions.decodeSvg). */
export const decodeSvgWithLibrsvg = async (markup: string) =>
  (await loadImage(Buffer.from(markup))) as unknown as CanvasImageSource;

/**
 * Draws a slide document with the same adapter the editor uses (fabric on node-canvas) and
 * returns it as PNG bytes of the document's size times `scale`, with the credits line of the
 * library items it shows as the PNG's Copyright text. Images that are not data: URLs
 * draw as placeholders: the export never opens a connection.
 */
export async function renderSlidePng(doc: SlideDocument, scale: number): Promise<Buffer> {
  registerFontsOnce();
  const width = Math.max(1, Math.round(doc.width * scale));
  const height = Math.max(1, Math.round(doc.height * scale));
  const canvas = new fabric.StaticCanvas(undefined, { width, height, renderOnAddRemove: false });
  try {
    await renderDocumentToCanvas(fabric, canvas, doc, {
      scale,
      allowNetwork: false,
      decodeSvg: decodeSvgWithLibrsvg,
    });
    canvas.renderAll();
    const png = canvas.getNodeCanvas().toBuffer('image/png');
    // The credits line of the library items on the slide, as the editor's Credits action writes it.
    const credits = creditsLine(doc.elements);
    return credits ? withPngText(png, 'Copyright', credits) : png;
  } finally {
    await canvas.dispose();
  }
}

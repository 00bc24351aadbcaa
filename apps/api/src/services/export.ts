import * as fabric from 'fabric/node';
import { renderDocumentToCanvas } from '@figura/sdk-core/render';
import type { SlideDocument } from '@figura/sdk-core/schema';
import { HttpError } from '../http/errors.ts';
import { registerBundledFonts } from './fonts.ts';

/**
 * Largest export in pixels. A 2500 x 2500 canvas at scale 3.2 is about 64 Mpx, i.e. 256 MB of
 * RGBA while it renders; above that one request could exhaust the server's memory.
 */
export const MAX_EXPORT_PIXELS = 64_000_000;

export function exportSize(doc: SlideDocument, scale: number): { width: number; height: number } {
  return {
    width: Math.max(1, Math.round(doc.width * scale)),
    height: Math.max(1, Math.round(doc.height * scale)),
  };
}

let fontsFailed = false;

/** Text must measure with the editor's Inter, not the system's sans-serif (once per process). */
function registerFontsOnce(): void {
  if (fontsFailed) return;
  try {
    registerBundledFonts();
  } catch (error) {
    // Exports still work, with the system's sans-serif; say why once rather than fail every download.
    fontsFailed = true;
    process.emitWarning(`Figura: could not register the bundled Inter fonts: ${String(error)}`);
  }
}

/**
 * Draws a slide document with the same adapter the editor uses (fabric on node-canvas) and
 * returns it as PNG bytes of the document's size times `scale`.
 */
export async function renderSlidePng(doc: SlideDocument, scale: number): Promise<Buffer> {
  const { width, height } = exportSize(doc, scale);
  if (width * height > MAX_EXPORT_PIXELS) {
    throw new HttpError(
      400,
      `The image would be ${width} x ${height} px, larger than the server can export; choose a smaller scale.`,
    );
  }
  registerFontsOnce();
  const canvas = new fabric.StaticCanvas(undefined, { width, height, renderOnAddRemove: false });
  try {
    await renderDocumentToCanvas(fabric, canvas, doc, { scale });
    canvas.renderAll();
    return canvas.getNodeCanvas().toBuffer('image/png');
  } finally {
    await canvas.dispose();
  }
}

/** `attachment` with an ASCII fallback name and the exact name in RFC 5987 form. */
export function pngContentDisposition(creationName: string): string {
  const base = creationName.trim() || 'figura';
  const ascii = base.replace(/[^A-Za-z0-9 ._-]+/g, '_').replace(/^[ ._]+|[ .]+$/g, '') || 'figura';
  const encoded = encodeURIComponent(`${base}.png`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}.png"; filename*=UTF-8''${encoded}`;
}

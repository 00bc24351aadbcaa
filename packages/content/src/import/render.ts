import { createCanvas, loadImage } from 'canvas';

/** Thumbnails fit in a square of this many pixels. */
export const THUMBNAIL_SIZE = 96;

export type Drawn =
  { ok: true; png: Buffer; inkPixels: number; pixels: number } | { ok: false; reason: string };

/**
 * Draws the cleaned SVG as the server export does (node-canvas, librsvg) into a thumbnail-sized
 * box: the thumbnail, and the test for a drawing that would come out blank (no pixel with any ink).
 */
export async function drawThumbnail(svg: string, width: number, height: number): Promise<Drawn> {
  const scale = THUMBNAIL_SIZE / Math.max(width, height);
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  const sized = svg.replace(/^<svg\b/, `<svg width="${w}" height="${h}"`);
  let image;
  try {
    image = await loadImage(Buffer.from(sized));
  } catch (error) {
    return { ok: false, reason: `the drawing could not be drawn (${(error as Error).message})` };
  }
  const canvas = createCanvas(w, h);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0, w, h);
  const alpha = context.getImageData(0, 0, w, h).data;
  let inkPixels = 0;
  for (let i = 3; i < alpha.length; i += 4) if (alpha[i]! > 0) inkPixels++;
  if (inkPixels === 0)
    return { ok: false, reason: 'it draws blank (nothing visible once cleaned)' };
  return { ok: true, png: canvas.toBuffer('image/png'), inkPixels, pixels: w * h };
}

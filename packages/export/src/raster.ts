// Raster exports: the renderer draws the pixels (node-canvas), sharp encodes them (PNG with pHYs,
// JPEG with its density, TIFF with LZW, resolution tags and optionally CMYK with an ICC profile).
import sharp, { type Sharp } from 'sharp';
import { creditsLine, type SlideDocument } from '@figura/sdk-core/schema';
import { cmykTiff } from './cmyk-tiff.ts';
import {
  MAX_RASTER_SIDE,
  rasterScale,
  tiffOutput,
  withBackground,
  type ExportOptions,
} from './options.ts';
import { withPngText } from './png-text.ts';
import { withDrawnDocument } from './renderer.ts';

/** The document drawn at `scale`: straight (not premultiplied) RGBA bytes. */
function drawRgba(document: SlideDocument, scale: number) {
  return withDrawnDocument(document, scale, (canvas) => {
    const { width, height } = canvas;
    const { data } = canvas.getContext('2d').getImageData(0, 0, width, height);
    return { rgba: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width, height };
  });
}

/** The document drawn at `scale` as straight (not premultiplied) RGBA, ready for sharp. */
export async function drawPixels(document: SlideDocument, scale: number): Promise<Sharp> {
  const { rgba, width, height } = await drawRgba(document, scale);
  return sharp(rgba, { raw: { width, height, channels: 4 }, limitInputPixels: false });
}

/**
 * A slide as PNG bytes of the document's size times `scale` (the API's slide download), with the
 * credits line of the library items it shows as the PNG's Copyright text.
 */
export async function renderSlidePng(document: SlideDocument, scale: number): Promise<Buffer> {
  return withDrawnDocument(document, scale, (canvas) =>
    withCredits(document, canvas.toBuffer('image/png')),
  );
}

function withCredits(document: SlideDocument, png: Buffer): Buffer {
  // The credits line of the library items on the slide, as the editor's Credits action writes it.
  const credits = creditsLine(document.elements);
  return credits ? withPngText(png, 'Copyright', credits) : png;
}

function checkedScale(document: SlideDocument, options: ExportOptions) {
  const { scale, dpi } = rasterScale(document, options);
  const side = Math.max(document.width, document.height) * scale;
  if (side > MAX_RASTER_SIDE)
    throw new RangeError(
      `The export would be ${Math.round(side)} px on its long side, more than ${MAX_RASTER_SIDE}: ` +
        'choose a lower DPI or a smaller size',
    );
  return { scale, dpi };
}

/**
 * The slide's pixels on their background, with an alpha channel only where the background is
 * transparent and the file may keep it (`flat`: JPG, CMYK, `flatten`, a profile that bans
 * alpha; a transparent background then becomes white). An opaque background leaves no pixel
 * to see through, so its file carries three channels, not a fourth that says "opaque"
 * everywhere (journals such as PLOS and Dove refuse files with alpha).
 */
async function drawnOnBackground(
  document: SlideDocument,
  options: ExportOptions,
  scale: number,
  flat: boolean,
): Promise<Sharp> {
  const asked = options.background ?? document.background;
  if (asked === 'transparent' && !flat) return drawPixels(withBackground(document, asked), scale);
  const opaque = opaqueBackground(document, options);
  const pixels = await drawPixels(withBackground(document, opaque), scale);
  return pixels.flatten({ background: opaque });
}

/** The background a flat file is drawn on: the asked or the slide's, white for transparent. */
function opaqueBackground(document: SlideDocument, options: ExportOptions): string {
  const asked = options.background ?? document.background;
  return asked === 'transparent' ? '#ffffff' : asked;
}

/** PNG at the asked DPI (pHYs), transparent or on the asked background. */
export async function exportPng(document: SlideDocument, options: ExportOptions): Promise<Buffer> {
  const { scale, dpi } = checkedScale(document, options);
  const pixels = await drawnOnBackground(document, options, scale, options.flatten === true);
  const png = await pixels.png({ compressionLevel: 6 }).withDensity(dpi).toBuffer();
  return withCredits(document, png);
}

/** JPEG at the asked DPI (JFIF density), always opaque. */
export async function exportJpg(document: SlideDocument, options: ExportOptions): Promise<Buffer> {
  const { scale, dpi } = checkedScale(document, options);
  const pixels = await drawnOnBackground(document, options, scale, true);
  return pixels.jpeg({ quality: 92, chromaSubsampling: '4:4:4' }).withDensity(dpi).toBuffer();
}

/**
 * TIFF with LZW and resolution tags in pixels per inch, with alpha only on a transparent
 * background. CMYK goes through sharp's built-in CMYK ICC profile (embedded in the file,
 * cmyk-tiff.ts) and is always flattened: print workflows expect no alpha.
 */
export async function exportTiff(document: SlideDocument, options: ExportOptions): Promise<Buffer> {
  const { scale, dpi } = checkedScale(document, options);
  if (options.colour === 'cmyk') {
    // Drawn on an opaque background, every pixel is opaque: the RGBA goes to cmyk-tiff.ts as is.
    const background = opaqueBackground(document, options);
    const { rgba, width, height } = await drawRgba(withBackground(document, background), scale);
    return cmykTiff(rgba, width, height, dpi);
  }
  const pixels = await drawnOnBackground(document, options, scale, options.flatten === true);
  return pixels.tiff(tiffOutput(dpi)).toBuffer();
}

// Raster exports: the renderer draws the pixels (node-canvas), sharp encodes them (PNG with pHYs,
// JPEG with its density, TIFF with LZW, resolution tags and optionally CMYK with an ICC profile).
import sharp, { type Sharp } from 'sharp';
import { creditsLine, type SlideDocument } from '@figura/sdk-core/schema';
import { MAX_RASTER_SIDE, rasterScale, withBackground, type ExportOptions } from './options.ts';
import { withPngText } from './png-text.ts';
import { withDrawnDocument } from './renderer.ts';

const MM_PER_INCH = 25.4;

/** The document drawn at `scale` as straight (not premultiplied) RGBA, ready for sharp. */
export async function drawPixels(document: SlideDocument, scale: number): Promise<Sharp> {
  return withDrawnDocument(document, scale, (canvas) => {
    const { width, height } = canvas;
    const { data } = canvas.getContext('2d').getImageData(0, 0, width, height);
    return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
      raw: { width, height, channels: 4 },
      limitInputPixels: false,
    });
  });
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

/** PNG at the asked DPI (pHYs), transparent or on the asked background. */
export async function exportPng(document: SlideDocument, options: ExportOptions): Promise<Buffer> {
  const { scale, dpi } = checkedScale(document, options);
  const pixels = await drawPixels(withBackground(document, options.background), scale);
  const png = await pixels.png({ compressionLevel: 6 }).withDensity(dpi).toBuffer();
  return withCredits(document, png);
}

/** JPEG at the asked DPI (JFIF density), always opaque. */
export async function exportJpg(document: SlideDocument, options: ExportOptions): Promise<Buffer> {
  const { scale, dpi } = checkedScale(document, options);
  const background = options.background ?? document.background;
  const opaque = background === 'transparent' ? '#ffffff' : background;
  const pixels = await drawPixels(withBackground(document, opaque), scale);
  return pixels
    .flatten({ background: opaque })
    .jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
    .withDensity(dpi)
    .toBuffer();
}

/**
 * TIFF with LZW and resolution tags in pixels per inch. CMYK goes through sharp's built-in CMYK
 * ICC profile (embedded in the file) and is always flattened: print workflows expect no alpha.
 */
export async function exportTiff(document: SlideDocument, options: ExportOptions): Promise<Buffer> {
  const { scale, dpi } = checkedScale(document, options);
  const cmyk = options.colour === 'cmyk';
  const asked = options.background ?? document.background;
  const flatten = cmyk || options.flatten === true;
  const opaque = asked === 'transparent' ? '#ffffff' : asked;
  let pixels = await drawPixels(withBackground(document, flatten ? opaque : asked), scale);
  if (flatten) pixels = pixels.flatten({ background: opaque });
  if (cmyk) pixels = pixels.withIccProfile('cmyk').toColourspace('cmyk');
  // sharp takes the resolution in pixels per millimetre and writes it in the unit asked.
  return pixels
    .tiff({
      compression: 'lzw',
      xres: dpi / MM_PER_INCH,
      yres: dpi / MM_PER_INCH,
      resolutionUnit: 'inch',
    })
    .toBuffer();
}

// Readers for what an export writes into its file header, straight from the bytes (no image
// library): the checks of the export tests must not trust the encoder they check.

/** The PNG pHYs chunk as dots per inch, or null without one (or in an unknown unit). */
export function pngDpi(png: Buffer): { x: number; y: number } | null {
  let offset = 8;
  while (offset + 8 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    if (type === 'pHYs') {
      const data = png.subarray(offset + 8, offset + 8 + length);
      // Unit 1: pixels per metre.
      if (data[8] !== 1) return null;
      const perMetre = (value: number) => Math.round(value * 0.0254);
      return { x: perMetre(data.readUInt32BE(0)), y: perMetre(data.readUInt32BE(4)) };
    }
    if (type === 'IDAT') return null;
    offset += 12 + length;
  }
  return null;
}

/**
 * The density of a JPEG in dots per inch: its EXIF X/YResolution (what sharp writes and what
 * image editors read), else its JFIF header. Null when it has neither.
 */
export function jpegDpi(jpeg: Buffer): { x: number; y: number } | null {
  if (jpeg.readUInt16BE(0) !== 0xffd8) return null;
  let offset = 2;
  while (offset + 4 <= jpeg.length && jpeg[offset] === 0xff) {
    const marker = jpeg.readUInt16BE(offset);
    const length = jpeg.readUInt16BE(offset + 2);
    const body = jpeg.subarray(offset + 4, offset + 2 + length);
    if (marker === 0xffe1 && body.toString('latin1', 0, 6) === 'Exif\0\0') {
      const tags = tiffTags(body.subarray(6));
      const perInch = tags.resolutionUnit === 3 ? 2.54 : 1;
      return {
        x: Math.round(tags.xResolution * perInch),
        y: Math.round(tags.yResolution * perInch),
      };
    }
    if (marker === 0xffe0 && body.toString('latin1', 0, 5) === 'JFIF\0') {
      const [units, x, y] = [body[7], body.readUInt16BE(8), body.readUInt16BE(10)];
      if (units === 1) return { x, y };
      if (units === 2) return { x: Math.round(x * 2.54), y: Math.round(y * 2.54) };
    }
    if (marker === 0xffda) break;
    offset += 2 + length;
  }
  return null;
}

export interface TiffTags {
  width: number;
  height: number;
  /** 5 is LZW. */
  compression: number;
  /** 2 is RGB, 5 is separated (CMYK). */
  photometric: number;
  samplesPerPixel: number;
  /** Present when the file has an alpha channel. */
  extraSamples: number[];
  xResolution: number;
  yResolution: number;
  /** 2 is inch, 3 is centimetre. */
  resolutionUnit: number;
  /** Bytes of the embedded ICC profile (tag 34675), 0 without one. */
  iccBytes: number;
}

const TYPE_SIZES: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 7: 1, 16: 8 };

/** The first IFD of a TIFF, read by hand (little- or big-endian). */
export function tiffTags(tiff: Buffer): TiffTags {
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  if (u16(2) !== 42) throw new Error('Not a classic TIFF');
  const ifd = u32(4);
  const values = new Map<number, number[]>();
  const counts = new Map<number, number>();
  for (let i = 0; i < u16(ifd); i++) {
    const entry = ifd + 2 + i * 12;
    const [tag, type, count] = [u16(entry), u16(entry + 2), u32(entry + 4)];
    counts.set(tag, count);
    const size = (TYPE_SIZES[type] ?? 1) * count;
    const at = size <= 4 ? entry + 8 : u32(entry + 8);
    const read: number[] = [];
    for (let n = 0; n < Math.min(count, 16); n++) {
      if (type === 3) read.push(u16(at + n * 2));
      else if (type === 4) read.push(u32(at + n * 4));
      else if (type === 5) read.push(u32(at + n * 8) / u32(at + n * 8 + 4));
      else read.push(tiff[at + n]!);
    }
    values.set(tag, read);
  }
  const one = (tag: number, fallback = 0) => values.get(tag)?.[0] ?? fallback;
  return {
    width: one(256),
    height: one(257),
    compression: one(259, 1),
    photometric: one(262),
    samplesPerPixel: one(277, 1),
    extraSamples: values.get(338) ?? [],
    xResolution: one(282),
    yResolution: one(283),
    resolutionUnit: one(296, 2),
    iccBytes: counts.get(34675) ?? 0,
  };
}

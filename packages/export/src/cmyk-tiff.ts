// A CMYK TIFF at close to RGB speed. sharp's ICC transform (lcms, one pixel at a time) took about
// 4.5 s for a 1200 px slide at 300 dpi (14 Mpx), but a slide has few distinct colours: each is
// converted once through the same transform (sharp's built-in CMYK profile) and remembered for the
// process, and the pixels are mapped through that table. The pixels come out byte for byte as the
// transform gives them (raster.test.ts compares). sharp cannot take raw bytes as CMYK, so they go
// to it as an uncompressed CMYK TIFF (written here), which it compresses with LZW.
import sharp from 'sharp';
import { tiffOutput } from './options.ts';
import { cmykIccProfile } from './cmyk-profile.ts';

const COLOURS = 1 << 24;

/**
 * Colours converted so far (a bit each, set only once their CMYK is in the table, so an export
 * running at the same time never maps one still being converted) and their CMYK bytes as one
 * 32-bit word: 66 MiB, once.
 */
let converted: Uint8Array | undefined;
let table: Uint32Array | undefined;

/**
 * A pixel read as one 32-bit word (RGBA bytes in the machine's order) names its colour by its
 * RGB bits: the low three bytes on a little-endian machine, the high three on a big-endian one.
 */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
const colourOf = (word: number) => (LITTLE_ENDIAN ? word & 0xffffff : word >>> 8);
const rgbOf = (colour: number): [number, number, number] =>
  LITTLE_ENDIAN
    ? [colour & 255, (colour >>> 8) & 255, colour >>> 16]
    : [colour >>> 16, (colour >>> 8) & 255, colour & 255];

const hasBit = (bits: Uint8Array, colour: number) =>
  (bits[colour >>> 3]! & (1 << (colour & 7))) !== 0;
const setBit = (bits: Uint8Array, colour: number) =>
  (bits[colour >>> 3] = bits[colour >>> 3]! | (1 << (colour & 7)));

/** The colours of the pixels not converted yet, each once. */
function newColours(words: Uint32Array, converted: Uint8Array): number[] {
  const found: number[] = [];
  const listed = new Uint8Array(COLOURS / 8);
  let last = -1;
  for (let pixel = 0; pixel < words.length; pixel++) {
    const colour = colourOf(words[pixel]!);
    if (colour === last) continue;
    last = colour;
    if (hasBit(converted, colour) || hasBit(listed, colour)) continue;
    setBit(listed, colour);
    found.push(colour);
  }
  return found;
}

/** Converts `colours` through sharp's CMYK transform into the table, then marks them converted. */
async function convert(colours: number[], into: Uint32Array, converted: Uint8Array): Promise<void> {
  if (colours.length === 0) return;
  const rgb = Buffer.alloc(colours.length * 3);
  colours.forEach((colour, index) => rgb.set(rgbOf(colour), index * 3));
  const cmyk = await sharp(rgb, { raw: { width: colours.length, height: 1, channels: 3 } })
    .withIccProfile('cmyk')
    .toColourspace('cmyk')
    .raw()
    .toBuffer();
  // The same bytes, read and later written as one word each (the machine's byte order both ways).
  const words = new Uint32Array(cmyk.buffer, cmyk.byteOffset, colours.length);
  colours.forEach((colour, index) => {
    into[colour] = words[index]!;
    setBit(converted, colour);
  });
}

const SHORT = 3;
const LONG = 4;
const UNDEFINED = 7;

/**
 * Files kept for the next export. Writing a word per pixel into fresh memory cost this machine
 * ten times the writing itself (the first touch of each page): a kept file's pages are mapped.
 * At most two, of at most 128 MiB each (a 300 dpi slide of 1200 x 1200 px is 56 MiB).
 */
const keptFiles: Buffer[] = [];
const KEEP_FILES = 2;
const KEEP_BYTES = 128 * 1024 * 1024;

/** A file of `size` bytes, a kept one when one is large enough (its bytes are the last TIFF's). */
function takeFile(size: number): Buffer {
  const at = keptFiles.findIndex((file) => file.length >= size);
  if (at === -1) return Buffer.allocUnsafeSlow(size);
  return keptFiles.splice(at, 1)[0]!.subarray(0, size);
}

/** Keeps `file` (its whole allocation) for the next export, within the limits above. */
function keepFile(file: Buffer): void {
  const whole = Buffer.from(file.buffer, 0, file.buffer.byteLength);
  if (whole.length <= KEEP_BYTES && keptFiles.length < KEEP_FILES) keptFiles.push(whole);
}

/**
 * An uncompressed baseline TIFF of `width` x `height` CMYK pixels (8 bits each, one strip, the
 * ICC profile attached), with its pixel data left to fill: the file and a word per pixel over it.
 */
function blankCmykTiff(width: number, height: number, icc: Buffer) {
  const tags: [tag: number, type: number, count: number, value: number][] = [
    [256, LONG, 1, width],
    [257, LONG, 1, height],
    [258, SHORT, 4, 0], // BitsPerSample: 8, 8, 8, 8 (at `bitsAt`)
    [259, SHORT, 1, 1], // no compression
    [262, SHORT, 1, 5], // separated (CMYK)
    [273, LONG, 1, 0], // the strip (at `dataAt`)
    [277, SHORT, 1, 4],
    [278, LONG, 1, height],
    [279, LONG, 1, width * height * 4],
    [284, SHORT, 1, 1], // chunky
    [34675, UNDEFINED, icc.length, 0], // the ICC profile (at `iccAt`)
  ];
  const bitsAt = 8 + 2 + tags.length * 12 + 4;
  const iccAt = bitsAt + 8;
  const dataAt = Math.ceil((iccAt + icc.length) / 4) * 4;
  tags[2]![3] = bitsAt;
  tags[5]![3] = dataAt;
  tags[10]![3] = iccAt;
  const file = takeFile(dataAt + width * height * 4);
  file.write('II', 0, 'latin1');
  file.writeUInt16LE(42, 2);
  file.writeUInt32LE(8, 4);
  file.writeUInt16LE(tags.length, 8);
  tags.forEach(([tag, type, count, value], index) => {
    const at = 10 + index * 12;
    file.writeUInt16LE(tag, at);
    file.writeUInt16LE(type, at + 2);
    file.writeUInt32LE(count, at + 4);
    if (type === SHORT && count === 1) file.writeUInt16LE(value, at + 8);
    else file.writeUInt32LE(value, at + 8);
  });
  file.writeUInt32LE(0, bitsAt - 4); // no next IFD (a kept file holds the last one's bytes)
  for (let sample = 0; sample < 4; sample++) file.writeUInt16LE(8, bitsAt + sample * 2);
  icc.copy(file, iccAt);
  // An allocUnsafeSlow buffer (or the start of one) begins its own ArrayBuffer: dataAt, a
  // multiple of 4, is word-aligned.
  const pixels = new Uint32Array(file.buffer, file.byteOffset + dataAt, width * height);
  return { file, pixels };
}

/**
 * Opaque RGBA pixels (drawn on an opaque background; alpha is not read) as an LZW-compressed
 * CMYK TIFF with sharp's CMYK profile embedded and `dpi` in its resolution tags.
 */
export async function cmykTiff(
  rgba: Uint8Array,
  width: number,
  height: number,
  dpi: number,
): Promise<Buffer> {
  // One word a pixel (a copy only when the bytes do not start on a word).
  const aligned = rgba.byteOffset % 4 === 0 ? rgba : rgba.slice();
  const words = new Uint32Array(aligned.buffer, aligned.byteOffset, width * height);
  converted ??= new Uint8Array(COLOURS / 8);
  table ??= new Uint32Array(COLOURS);
  await convert(newColours(words, converted), table, converted);
  const { file, pixels } = blankCmykTiff(width, height, await cmykIccProfile());
  const cmyk = table;
  let last = -1;
  let word = 0;
  for (let pixel = 0; pixel < words.length; pixel++) {
    const rgbaWord = words[pixel]!;
    if (rgbaWord !== last) {
      last = rgbaWord;
      word = cmyk[colourOf(rgbaWord)]!;
    }
    pixels[pixel] = word;
  }
  try {
    return await sharp(file, { limitInputPixels: false })
      .pipelineColourspace('cmyk')
      .toColourspace('cmyk')
      .keepIccProfile()
      .tiff(tiffOutput(dpi))
      .toBuffer();
  } finally {
    keepFile(file);
  }
}

/**
 * Embedded raster images: an `<image>` is kept only when its href is a base64 data: URL of PNG,
 * JPEG, GIF or WebP, so nothing is ever fetched. The type is read from the bytes (a browser
 * sniffs them too), and the URL is written back without the line breaks editors wrap it with.
 * SVG inside an image is not kept: it would need sanitising in turn.
 */

import { base64ToBytes } from '../bytes/base64';

export const RASTER_TYPES = ['png', 'jpeg', 'gif', 'webp'] as const;

const DATA_URL = /^data:image\/([a-z+.-]+);base64,([A-Za-z0-9+/\s]*=*\s*)$/i;

const startsWith = (bytes: Uint8Array, at: number, text: string) =>
  [...text].every((char, index) => bytes[at + index] === char.charCodeAt(0));

/** The raster type of the first bytes of an image, or null when they are none of ours. */
function sniff(bytes: Uint8Array): (typeof RASTER_TYPES)[number] | null {
  if (startsWith(bytes, 0, '\x89PNG')) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (startsWith(bytes, 0, 'GIF8')) return 'gif';
  if (startsWith(bytes, 0, 'RIFF') && startsWith(bytes, 8, 'WEBP')) return 'webp';
  return null;
}

export type RasterHref = { href: string } | { problem: string };

/** The clean data: URL of an embedded raster image, or why the href is not kept. */
export function rasterHref(value: string): RasterHref {
  const match = DATA_URL.exec(value.trim());
  if (!match) {
    return /^\s*data:image\/svg\+xml/i.test(value)
      ? { problem: 'an SVG inside an image is not kept' }
      : { problem: 'images may only embed PNG, JPEG, GIF or WebP data (data: URLs)' };
  }
  const base64 = match[2]!.replace(/\s+/g, '');
  let head: Uint8Array;
  try {
    // 16 characters are 12 bytes: enough for every signature above.
    head = base64ToBytes(base64.slice(0, 16).replace(/=+$/, ''));
  } catch {
    return { problem: 'the embedded image is not valid base64' };
  }
  const type = sniff(head);
  if (!type || base64.length % 4 === 1)
    return { problem: 'the embedded image is not PNG, JPEG, GIF or WebP data' };
  return { href: `data:image/${type};base64,${base64}` };
}

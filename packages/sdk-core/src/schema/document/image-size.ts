// The pixel size of an uploaded logo (PNG, JPEG or SVG data: URL), read from its header: the
// upload element stores its natural size, and a logo drawn in its box keeps its proportions.
import { base64ToBytes, decodeBase64Text, parseImageDataUrl, pngSize } from './image-data';

export interface ImageSize {
  width: number;
  height: number;
}

/** A JPEG's frame header (SOF0..SOF15 but DHT, JPG and DAC) holds its size. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(bytes: Uint8Array): ImageSize | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = view.getUint16(offset + 2);
    if (isStartOfFrame(marker)) {
      return { width: view.getUint16(offset + 7), height: view.getUint16(offset + 5) };
    }
    offset += 2 + length;
  }
  return null;
}

function svgSize(svg: string): ImageSize | null {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!root) return null;
  const viewBox = /\bviewBox\s*=\s*["']([^"']+)["']/i.exec(root)?.[1];
  if (viewBox) {
    const [, , width, height] = viewBox
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    if (width && height && width > 0 && height > 0) return { width, height };
  }
  const width = Number.parseFloat(/\bwidth\s*=\s*["']([\d.]+)/i.exec(root)?.[1] ?? '');
  const height = Number.parseFloat(/\bheight\s*=\s*["']([\d.]+)/i.exec(root)?.[1] ?? '');
  return width > 0 && height > 0 ? { width, height } : null;
}

/** How much of an image is decoded to find its size (a multiple of 4 base64 characters). */
const HEADER_CHARACTERS = 262_144;

/** The image's size in pixels, or null when its header cannot be read. */
export function imageDataUrlSize(src: string): ImageSize | null {
  const data = parseImageDataUrl(src);
  if (!data) return null;
  try {
    if (data.mimeType === 'image/svg+xml') return svgSize(decodeBase64Text(data.base64));
    // The headers sit in the first bytes (a JPEG's frame header may follow its metadata); a
    // prefix of a multiple of 4 characters is whole base64.
    const bytes = base64ToBytes(data.base64.slice(0, HEADER_CHARACTERS));
    if (data.mimeType === 'image/png') return pngSize(bytes);
    if (data.mimeType === 'image/jpeg') return jpegSize(bytes);
  } catch {
    // Not base64 after all: no size.
  }
  return null;
}

/** The size of an SVG's drawing (its viewBox, else its width and height). */
export function svgAspectSize(svg: string): ImageSize | null {
  return svgSize(svg);
}

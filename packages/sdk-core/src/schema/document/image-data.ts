// Image data: URL helpers with no zod (the renderer and the editor's first frame use them).

export { base64ToBytes, bytesToBase64, decodeBase64Text } from '../../bytes/base64';

export const IMAGE_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/svg+xml',
] as const;

/** About 5 MB of image once base64 is decoded; the API's 10 MB body limit holds the rest. */
export const MAX_IMAGE_DATA_URL_LENGTH = 7_000_000;
export const MAX_IMAGE_URL_LENGTH = 2048;

const DATA_URL = /^data:(image\/(?:png|jpeg|webp|gif|svg\+xml));base64,([A-Za-z0-9+/]*={0,2})$/;

/** The MIME type and bytes of a base64 image data: URL, or null when it is not one. */
export function parseImageDataUrl(src: string): { mimeType: string; base64: string } | null {
  const match = DATA_URL.exec(src);
  return match ? { mimeType: match[1]!, base64: match[2]! } : null;
}

/** A PNG's width and height as its header (IHDR) states them; null when it is not a PNG's. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  // Signature (8 bytes), IHDR length and type (8), then width and height, big-endian.
  if (bytes.length < 24 || bytes[12] !== 0x49 || bytes[13] !== 0x48) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

import { createCanvas } from 'canvas';
import type { ApiHarness, ApiReply, TestUser } from './api-harness.ts';

/** A real PNG of one colour (node-canvas), `width` × `height`. */
export function solidPng(colour: string, width = 20, height = 10): Buffer {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = colour;
  context.fillRect(0, 0, width, height);
  return canvas.toBuffer('image/png');
}

/** `size` bytes that begin as a PNG (the API checks the signature, not the pixels). */
export function pngLikeBytes(size: number, seed = 1): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let state = seed;
  for (let i = 8; i < size; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

export function upload(
  api: ApiHarness,
  user: TestUser,
  bytes: Uint8Array | string,
  type: string,
): Promise<ApiReply> {
  return api.request('POST', '/files', {
    token: user.token,
    rawBody: bytes,
    headers: { 'content-type': type },
  });
}

/** An upload element showing stored file `id` (or any `src`). */
export function imageElement(src: string, id = 'photo-1') {
  return {
    type: 'upload',
    id,
    left: 10,
    top: 10,
    width: 200,
    height: 100,
    src,
    naturalWidth: 20,
    naturalHeight: 10,
    fileName: 'photo.png',
  };
}

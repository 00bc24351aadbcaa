// The stand-in's picture: drawn from the prompt by a fixed rule, so the same prompt always gives
// the same PNG (tests compare them): cells on a tinted field, their colours, sizes and places
// read off the prompt's SHA-256. Plainly not a model's work. No drawing library: pixels into a
// PNG written with node:zlib.
import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/** The sizes OpenAI-compatible services take (`size`), width x height. */
export const PICTURE_SIZES = ['1024x1024', '1536x1024', '1024x1536'] as const;
export type PictureSize = (typeof PICTURE_SIZES)[number];

type Rgb = [number, number, number];

/** A stream of numbers in [0, 1) read off the prompt's SHA-256 (rehashed when used up). */
function numbersOf(prompt: string): () => number {
  let block = createHash('sha256').update(prompt).digest();
  let at = 0;
  return () => {
    if (at + 4 > block.length) {
      block = createHash('sha256').update(block).digest();
      at = 0;
    }
    const value = block.readUInt32BE(at) / 2 ** 32;
    at += 4;
    return value;
  };
}

function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG of `pixels` (rows of width * 3 bytes). */
function encodePng(width: number, height: number, pixels: Buffer): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++)
    pixels.copy(rows, y * (width * 3 + 1) + 1, y * width * 3, (y + 1) * width * 3);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function drawPicture(prompt: string, size: PictureSize): Buffer {
  const [width, height] = size.split('x').map(Number) as [number, number];
  const next = numbersOf(prompt);
  const pixels = Buffer.alloc(width * height * 3);
  const paint = (x: number, y: number, [r, g, b]: Rgb) =>
    pixels.set([r, g, b], (y * width + x) * 3);
  // The field: a diagonal blend of two tints.
  const hue = Math.floor(next() * 360);
  const from = hsl(hue, 0.45, 0.92);
  const to = hsl((hue + 40) % 360, 0.5, 0.8);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const share = (x / width + y / height) / 2;
      paint(x, y, [0, 1, 2].map((i) => Math.round(from[i]! + (to[i]! - from[i]!) * share)) as Rgb);
    }
  // Cells: an outlined body and a dark nucleus each.
  const cells = 5 + Math.floor(next() * 6);
  for (let i = 0; i < cells; i++) {
    const cx = width * (0.1 + next() * 0.8);
    const cy = height * (0.1 + next() * 0.8);
    const radius = Math.min(width, height) * (0.06 + next() * 0.08);
    const cellHue = (hue + 120 + Math.floor(next() * 120)) % 360;
    const [body, rim, nucleus] = [
      hsl(cellHue, 0.6, 0.6),
      hsl(cellHue, 0.55, 0.35),
      hsl(cellHue, 0.5, 0.3),
    ];
    const rx = radius * 1.2;
    for (let y = Math.max(0, Math.floor(cy - radius)); y < Math.min(height, cy + radius); y++)
      for (let x = Math.max(0, Math.floor(cx - rx)); x < Math.min(width, cx + rx); x++) {
        const d = Math.hypot((x - cx) / rx, (y - cy) / radius);
        if (d > 1) continue;
        const n = Math.hypot(x - cx, y - cy) / (radius * 0.35);
        paint(x, y, n <= 1 ? nucleus : d > 0.92 ? rim : body);
      }
  }
  return encodePng(width, height, pixels);
}

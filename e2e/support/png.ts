import { PNG } from 'pngjs';

export interface DecodedPng {
  width: number;
  height: number;
  /** RGBA at (x, y). */
  pixel(x: number, y: number): [number, number, number, number];
}

export function decodePng(bytes: Buffer): DecodedPng {
  const png = PNG.sync.read(bytes);
  return {
    width: png.width,
    height: png.height,
    pixel(x, y) {
      const i = (png.width * Math.round(y) + Math.round(x)) * 4;
      return [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!, png.data[i + 3]!];
    },
  };
}

/** How many pixels in the box are dark (text ink), sampled every `step` px. */
export function countDarkPixels(
  png: DecodedPng,
  box: { left: number; top: number; width: number; height: number },
  step = 1,
): number {
  let dark = 0;
  for (let y = Math.max(0, box.top); y < Math.min(png.height, box.top + box.height); y += step) {
    for (let x = Math.max(0, box.left); x < Math.min(png.width, box.left + box.width); x += step) {
      const [r, g, b, a] = png.pixel(x, y);
      if (a > 128 && r + g + b < 200) dark++;
    }
  }
  return dark;
}

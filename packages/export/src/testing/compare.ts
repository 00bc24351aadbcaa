// How close two drawings of one slide are, the way the export's golden tests judge them: the mean
// colour of each cell of a coarse grid, so that two renderers' antialiasing (a glyph edge half a
// pixel apart) washes out while a missing, moved or recoloured element does not.
import sharp from 'sharp';

export interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Any encoded image, or raw RGBA of another size, as RGBA of `width` x `height` over white. */
export async function rgbaOf(image: Buffer, width: number, height: number): Promise<Rgba> {
  const data = await sharp(image)
    .resize(width, height, { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer();
  return { width, height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
}

/** Cells are this many pixels a side (about a line of 24 px text high). */
export const CELL = 24;

function cellMeans({ width, height, data }: Rgba): Float64Array {
  const columns = Math.ceil(width / CELL);
  const rows = Math.ceil(height / CELL);
  const sums = new Float64Array(columns * rows * 3);
  const counts = new Float64Array(columns * rows);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const cell = Math.floor(y / CELL) * columns + Math.floor(x / CELL);
      const i = (y * width + x) * 4;
      for (let channel = 0; channel < 3; channel++) sums[cell * 3 + channel]! += data[i + channel]!;
      counts[cell]!++;
    }
  for (let cell = 0; cell < counts.length; cell++)
    for (let channel = 0; channel < 3; channel++) sums[cell * 3 + channel]! /= counts[cell] || 1;
  return sums;
}

export interface GridDifference {
  /** The mean over cells of each cell's mean absolute difference of R, G and B (0-255). */
  mean: number;
  /** The largest cell's difference, and where it is (pixels of its top-left corner). */
  worst: number;
  worstAt: [number, number];
}

export function gridDifference(a: Rgba, b: Rgba): GridDifference {
  if (a.width !== b.width || a.height !== b.height) throw new Error('Sizes differ');
  const [left, right] = [cellMeans(a), cellMeans(b)];
  const columns = Math.ceil(a.width / CELL);
  let total = 0;
  let worst = 0;
  let worstCell = 0;
  const cells = left.length / 3;
  for (let cell = 0; cell < cells; cell++) {
    let difference = 0;
    for (let channel = 0; channel < 3; channel++)
      difference += Math.abs(left[cell * 3 + channel]! - right[cell * 3 + channel]!);
    difference /= 3;
    total += difference;
    if (difference > worst) [worst, worstCell] = [difference, cell];
  }
  return {
    mean: total / cells,
    worst,
    worstAt: [(worstCell % columns) * CELL, Math.floor(worstCell / columns) * CELL],
  };
}

/**
 * How close two drawings of one item are, as `content verify` judges it (issue: "mean absolute
 * difference ≤ 5 of 255 over a 10x10 grid of the box, ink bounds within 1 % of the box").
 * Both are RGBA pixels of the same box, drawn over white.
 */
export interface Pixels {
  width: number;
  height: number;
  /** RGBA, row by row. */
  data: Uint8Array | Uint8ClampedArray;
}

export interface Difference {
  /** Mean absolute difference (0-255) of the 10x10 grid's cell averages, over R, G and B. */
  gridDifference: number;
  /**
   * The largest distance between the two drawings' ink bounds, as a fraction of the box's long
   * side (so that a thin item's one-pixel anti-aliasing fringe is not 3 % of its height).
   */
  boundsOffset: number;
}

export const GRID = 10;
export const MAX_GRID_DIFFERENCE = 5;
export const MAX_BOUNDS_OFFSET = 0.01;
function cellMeans(pixels: Pixels): Float64Array {
  const sums = new Float64Array(GRID * GRID * 3);
  const counts = new Float64Array(GRID * GRID);
  const { width, height, data } = pixels;
  for (let y = 0; y < height; y++) {
    const row = Math.min(GRID - 1, Math.floor((y * GRID) / height));
    for (let x = 0; x < width; x++) {
      const cell = row * GRID + Math.min(GRID - 1, Math.floor((x * GRID) / width));
      const i = (y * width + x) * 4;
      for (let channel = 0; channel < 3; channel++)
        sums[cell * 3 + channel] = sums[cell * 3 + channel]! + data[i + channel]!;
      counts[cell] = counts[cell]! + 1;
    }
  }
  for (let cell = 0; cell < GRID * GRID; cell++)
    for (let channel = 0; channel < 3; channel++)
      sums[cell * 3 + channel] = sums[cell * 3 + channel]! / (counts[cell] || 1);
  return sums;
}

/**
 * The share of a drawing's ink (summed darkness) left outside its bounds on each side: the edge is
 * where the ink really starts, not the faint anti-aliased fringe of a pale outline, which two
 * renderers draw a shade apart (a 96-well plate's pale rim moved a pixel-threshold bound by 8 %),
 * and a pale drawing still has bounds.
 */
const FRINGE_SHARE = 0.002;

/** How far a pixel is from white: its darkest channel's distance, 0-255. */
function darkness(data: Pixels['data'], i: number): number {
  return 255 - Math.min(data[i]!, data[i + 1]!, data[i + 2]!);
}

/** The first and last index where the running sum of `mass` passes the fringe on each side. */
function extent(mass: Float64Array, total: number): [number, number] {
  const fringe = total * FRINGE_SHARE;
  let start = 0;
  for (let sum = 0; start < mass.length - 1 && (sum += mass[start]!) <= fringe; start++);
  let end = mass.length - 1;
  for (let sum = 0; end > 0 && (sum += mass[end]!) <= fringe; end--);
  return [start, end + 1];
}

/** [left, top, right, bottom] of the ink, in pixels; undefined when blank. */
export function inkBounds(pixels: Pixels): [number, number, number, number] | undefined {
  const { width, height, data } = pixels;
  const columns = new Float64Array(width);
  const rows = new Float64Array(height);
  let total = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const ink = darkness(data, (y * width + x) * 4);
      columns[x] = columns[x]! + ink;
      rows[y] = rows[y]! + ink;
      total += ink;
    }
  // Less ink than one pixel's worth of mid grey: nothing is drawn.
  if (total < 128) return undefined;
  const [left, right] = extent(columns, total);
  const [top, bottom] = extent(rows, total);
  return [left, top, right, bottom];
}

export function compareDrawings(a: Pixels, b: Pixels): Difference {
  if (a.width !== b.width || a.height !== b.height) throw new Error('Drawings of different sizes');
  const [meansA, meansB] = [cellMeans(a), cellMeans(b)];
  let total = 0;
  for (let i = 0; i < meansA.length; i++) total += Math.abs(meansA[i]! - meansB[i]!);
  const [boundsA, boundsB] = [inkBounds(a), inkBounds(b)];
  const boundsOffset =
    boundsA && boundsB
      ? Math.max(...boundsA.map((edge, i) => Math.abs(edge - boundsB[i]!))) /
        Math.max(a.width, a.height)
      : boundsA || boundsB
        ? 1
        : 0;
  return { gridDifference: total / meansA.length, boundsOffset };
}

export function matches(difference: Difference): boolean {
  return (
    difference.gridDifference <= MAX_GRID_DIFFERENCE &&
    // A hair over for float error: 2 px of a 200 px box is exactly 1 %.
    difference.boundsOffset <= MAX_BOUNDS_OFFSET + 1e-9
  );
}

// Background removal that works offline, for pictures on a plain or near-plain backdrop
// (microscopy on white, a photo on a studio sheet): the backdrop's colour is read off the
// picture's border, every pixel within `tolerance` of it that the border reaches goes
// transparent (or every such pixel anywhere, holes included), and the cut is feathered.
// Pure pixels in, pixels out: the editor decodes and encodes around it.

export interface BackgroundRemovalOptions {
  /** How far a colour may be from the backdrop's and still go, 0-100 (% of the widest gap). */
  tolerance: number;
  /** The width of the soft edge, in pixels (0: a hard cut). */
  feather: number;
  /**
   * Keep enclosed regions of the backdrop's colour (the inside of a ring, a cell's lumen): only
   * what the border reaches goes. Off: every pixel of that colour goes.
   */
  keepHoles: boolean;
}

export const DEFAULT_BACKGROUND_REMOVAL: BackgroundRemovalOptions = {
  tolerance: 12,
  feather: 1,
  keepHoles: true,
};

export interface Pixels {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel, rows top to bottom. */
  data: Uint8ClampedArray;
}

/** The backdrop's colour: the mean of the border's pixels (opaque ones). */
export function borderColour({ width, height, data }: Pixels): [number, number, number] {
  let red = 0;
  let green = 0;
  let blue = 0;
  let count = 0;
  const add = (x: number, y: number) => {
    const at = (y * width + x) * 4;
    if (data[at + 3]! < 128) return;
    red += data[at]!;
    green += data[at + 1]!;
    blue += data[at + 2]!;
    count++;
  };
  for (let x = 0; x < width; x++) {
    add(x, 0);
    if (height > 1) add(x, height - 1);
  }
  for (let y = 1; y < height - 1; y++) {
    add(0, y);
    if (width > 1) add(width - 1, y);
  }
  return count === 0 ? [255, 255, 255] : [red / count, green / count, blue / count];
}

const WIDEST_GAP = Math.sqrt(3) * 255;

/** Which pixels are backdrop (1) under the options. */
function backdropMask(pixels: Pixels, options: BackgroundRemovalOptions): Uint8Array {
  const { width, height, data } = pixels;
  const [r, g, b] = borderColour(pixels);
  const limit = (Math.max(0, Math.min(100, options.tolerance)) / 100) * WIDEST_GAP;
  const near = new Uint8Array(width * height);
  for (let i = 0; i < near.length; i++) {
    const at = i * 4;
    const distance = Math.hypot(data[at]! - r, data[at + 1]! - g, data[at + 2]! - b);
    // Already transparent counts as backdrop too.
    near[i] = distance <= limit || data[at + 3]! === 0 ? 1 : 0;
  }
  if (!options.keepHoles) return near;
  // Only what the border reaches: a flood from every backdrop pixel on the border.
  const mask = new Uint8Array(width * height);
  const queue = new Int32Array(width * height);
  let head = 0;
  let tail = 0;
  const seed = (i: number) => {
    if (near[i] && !mask[i]) {
      mask[i] = 1;
      queue[tail++] = i;
    }
  };
  for (let x = 0; x < width; x++) {
    seed(x);
    seed((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    seed(y * width);
    seed(y * width + width - 1);
  }
  while (head < tail) {
    const i = queue[head++]!;
    const x = i % width;
    if (x > 0) seed(i - 1);
    if (x < width - 1) seed(i + 1);
    if (i >= width) seed(i - width);
    if (i < width * (height - 1)) seed(i + width);
  }
  return mask;
}

/**
 * Distance (in pixels, chamfer 3-4 approximation) from each kept pixel to the nearest removed
 * one, capped at `cap`: the feather's ramp.
 */
function distanceToRemoved(mask: Uint8Array, width: number, height: number, cap: number) {
  const far = (cap + 1) * 3;
  const d = new Float32Array(width * height);
  for (let i = 0; i < d.length; i++) d[i] = mask[i] ? 0 : far;
  const relax = (i: number, j: number, step: number) => {
    if (d[j]! + step < d[i]!) d[i] = d[j]! + step;
  };
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (x > 0) relax(i, i - 1, 3);
      if (y > 0) {
        relax(i, i - width, 3);
        if (x > 0) relax(i, i - width - 1, 4);
        if (x < width - 1) relax(i, i - width + 1, 4);
      }
    }
  for (let y = height - 1; y >= 0; y--)
    for (let x = width - 1; x >= 0; x--) {
      const i = y * width + x;
      if (x < width - 1) relax(i, i + 1, 3);
      if (y < height - 1) {
        relax(i, i + width, 3);
        if (x < width - 1) relax(i, i + width + 1, 4);
        if (x > 0) relax(i, i + width - 1, 4);
      }
    }
  return d;
}

/** The picture with its backdrop transparent; the input is left as it was. */
export function removeBackground(pixels: Pixels, options: BackgroundRemovalOptions): Pixels {
  const { width, height, data } = pixels;
  const mask = backdropMask(pixels, options);
  const out = new Uint8ClampedArray(data);
  const feather = Math.max(0, options.feather);
  const distance = feather > 0 ? distanceToRemoved(mask, width, height, feather) : null;
  for (let i = 0; i < mask.length; i++) {
    if (mask[i]) out[i * 4 + 3] = 0;
    else if (distance) {
      // Pixels within `feather` of the cut fade in, the nearest most.
      const share = Math.min(1, distance[i]! / 3 / (feather + 1));
      out[i * 4 + 3] = Math.round(out[i * 4 + 3]! * share);
    }
  }
  return { width, height, data: out };
}

/** How much of the picture the removal leaves (0-1): the editor warns when it takes nearly all. */
export function keptShare({ data }: Pixels): number {
  let kept = 0;
  for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) kept++;
  return kept / (data.length / 4);
}

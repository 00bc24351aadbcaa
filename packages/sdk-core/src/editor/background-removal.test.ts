import { describe, expect, it } from 'vitest';
import { borderColour, keptShare, removeBackground, type Pixels } from './background-removal';

/** A 40 x 40 picture: a red ring (radius 12, its hole radius 4) on near-white paper with noise. */
function ringOnPaper(): Pixels {
  const width = 40;
  const height = 40;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const r = Math.hypot(x - 20, y - 20);
      const paper = 245 + ((x * 7 + y * 13) % 9); // 245-253: a scanned sheet
      const colour = r <= 12 && r > 4 ? [200, 30, 40] : [paper, paper, paper - 2];
      data.set([...colour, 255], at);
    }
  return { width, height, data };
}

const alphaAt = (pixels: Pixels, x: number, y: number) =>
  pixels.data[(y * pixels.width + x) * 4 + 3];

describe('background removal', () => {
  it('reads the backdrop off the border', () => {
    const [r, g, b] = borderColour(ringOnPaper());
    expect(r).toBeGreaterThan(244);
    expect(g).toBeGreaterThan(244);
    expect(b).toBeGreaterThan(242);
  });

  it('clears the paper the border reaches and keeps the subject and its hole', () => {
    const picture = ringOnPaper();
    const cut = removeBackground(picture, { tolerance: 10, feather: 0, keepHoles: true });
    expect(alphaAt(cut, 0, 0)).toBe(0);
    expect(alphaAt(cut, 39, 20)).toBe(0);
    expect(alphaAt(cut, 20, 12)).toBe(255); // the ring
    expect(alphaAt(cut, 20, 20)).toBe(255); // its hole, enclosed: kept
    // The input is untouched (undo keeps the original).
    expect(alphaAt(picture, 0, 0)).toBe(255);
    const share = keptShare(cut);
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.35);
  });

  it('clears holes too when asked, and feathers the edge', () => {
    const cut = removeBackground(ringOnPaper(), { tolerance: 10, feather: 2, keepHoles: false });
    expect(alphaAt(cut, 20, 20)).toBe(0);
    // The ring's outer edge fades in; its middle stays opaque.
    const edge = alphaAt(cut, 20, 8)!;
    expect(edge).toBeGreaterThan(0);
    expect(edge).toBeLessThan(255);
    expect(alphaAt(cut, 28, 20)).toBe(255);
  });

  it('takes nothing with no tolerance on a noisy backdrop but its exact colour', () => {
    const cut = removeBackground(ringOnPaper(), { tolerance: 0, feather: 0, keepHoles: true });
    expect(keptShare(cut)).toBeGreaterThan(0.8);
  });
});

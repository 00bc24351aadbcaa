import { describe, expect, it } from 'vitest';
import { compareDrawings, matches, type Pixels } from './compare.ts';

/** A white box with a filled rectangle [x0, y0, x1) x [y0, y1) of one grey level. */
function drawing(
  size: { width: number; height: number },
  rect?: { x0: number; y0: number; x1: number; y1: number; grey: number },
): Pixels {
  const data = new Uint8Array(size.width * size.height * 4).fill(255);
  if (rect)
    for (let y = rect.y0; y < rect.y1; y++)
      for (let x = rect.x0; x < rect.x1; x++)
        data.fill(rect.grey, (y * size.width + x) * 4, (y * size.width + x) * 4 + 3);
  return { ...size, data };
}

const box = { width: 200, height: 100 };
const square = { x0: 50, y0: 20, x1: 150, y1: 80, grey: 0 };

describe('comparing two drawings of one item', () => {
  it('matches identical drawings', () => {
    const difference = compareDrawings(drawing(box, square), drawing(box, square));
    expect(difference).toEqual({ gridDifference: 0, boundsOffset: 0 });
    expect(matches(difference)).toBe(true);
  });

  it('refuses a drawing shifted by a tenth of the box', () => {
    const shifted = { ...square, x0: 70, x1: 170 };
    const difference = compareDrawings(drawing(box, square), drawing(box, shifted));
    expect(difference.boundsOffset).toBeCloseTo(0.1);
    expect(matches(difference)).toBe(false);
  });

  it('refuses a blank drawing of an item that has ink', () => {
    expect(matches(compareDrawings(drawing(box, square), drawing(box)))).toBe(false);
  });

  it('refuses the same shape in a clearly different colour', () => {
    const difference = compareDrawings(drawing(box, square), drawing(box, { ...square, grey: 90 }));
    expect(difference.boundsOffset).toBe(0);
    expect(difference.gridDifference).toBeGreaterThan(5);
    expect(matches(difference)).toBe(false);
  });

  it('accepts a one-pixel anti-aliasing difference at an edge', () => {
    const wider = { ...square, x1: 151, grey: 0 };
    expect(matches(compareDrawings(drawing(box, square), drawing(box, wider)))).toBe(true);
  });

  it('ignores a faint fringe that is not ink', () => {
    const other = drawing(box, square);
    for (let x = 0; x < 200; x++) other.data.fill(240, x * 4, x * 4 + 3);
    expect(matches(compareDrawings(drawing(box, square), other))).toBe(true);
  });
});

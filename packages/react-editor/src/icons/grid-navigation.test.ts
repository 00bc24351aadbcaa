import { describe, expect, it } from 'vitest';
import { gridColumns, nextGridIndex } from './grid-navigation';

describe('nextGridIndex', () => {
  // 10 items, 4 columns:  0 1 2 3 / 4 5 6 7 / 8 9
  it('moves along rows and columns and stops at the edges', () => {
    expect(nextGridIndex('ArrowRight', 2, 10, 4)).toBe(3);
    expect(nextGridIndex('ArrowRight', 9, 10, 4)).toBe(9);
    expect(nextGridIndex('ArrowLeft', 0, 10, 4)).toBe(0);
    expect(nextGridIndex('ArrowDown', 1, 10, 4)).toBe(5);
    expect(nextGridIndex('ArrowDown', 6, 10, 4)).toBe(6);
    expect(nextGridIndex('ArrowUp', 9, 10, 4)).toBe(5);
    expect(nextGridIndex('ArrowUp', 2, 10, 4)).toBe(2);
    expect(nextGridIndex('Home', 7, 10, 4)).toBe(0);
    expect(nextGridIndex('End', 1, 10, 4)).toBe(9);
  });

  it('leaves other keys and empty grids alone', () => {
    expect(nextGridIndex('Enter', 1, 10, 4)).toBeNull();
    expect(nextGridIndex('ArrowRight', 0, 0, 4)).toBeNull();
  });
});

describe('gridColumns', () => {
  it('counts the items on the first row', () => {
    const tops = [0, 0, 0, 60, 60, 60, 120];
    expect(gridColumns(tops.map((offsetTop) => ({ offsetTop })))).toBe(3);
    expect(gridColumns([])).toBe(1);
  });
});

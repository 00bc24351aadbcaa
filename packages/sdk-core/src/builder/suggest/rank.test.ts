import { describe, expect, it } from 'vitest';
import { illustrationColours, pairScore, rankColorPairs } from './colors';
import { rankTemplates } from './templates';

const drawing = (...fills: string[]) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${fills
    .map((fill, i) => `<rect x="${i}" width="1" height="10" fill="${fill}"/>`)
    .join(
      '',
    )}<path d="M0 0h10" stroke="#000000"/><rect width="1" height="1" fill="#ffffff"/></svg>`;

describe('template suggestions', () => {
  it('suggests the templates that hold the topics, the exact fit first', () => {
    expect(rankTemplates(0)).toEqual([]);
    expect(rankTemplates(3)).toEqual([4, 5, 2, 3, 1]);
    expect(rankTemplates(4)).toEqual([2, 3, 1]);
    expect(rankTemplates(5)).toEqual([1]);
    expect(rankTemplates(6)).toEqual([1]);
    // More than any template holds: the largest.
    expect(rankTemplates(9)).toEqual([1]);
  });
});

describe('colour pair suggestions', () => {
  it('reads the drawings’ own colours, leaving out black outlines and white highlights', () => {
    const colours = illustrationColours([drawing('#e4572e', 'red'), drawing('#17bebb', 'red')]);
    expect(colours).toEqual([
      { r: 0xe4, g: 0x57, b: 0x2e },
      { r: 255, g: 0, b: 0 },
      { r: 0x17, g: 0xbe, b: 0xbb },
    ]);
  });

  it('suggests nothing without chosen illustrations', () => {
    expect(rankColorPairs([])).toEqual([]);
  });

  it('ranks last the pair whose primary melts into red drawings, and the blue pairs for blue ones', () => {
    const red = rankColorPairs(illustrationColours([drawing('#EC4215', '#e8431a', '#f04e23')]));
    expect(red).toHaveLength(7);
    expect(red.at(-1)).toBe(3);
    const blue = rankColorPairs(illustrationColours([drawing('#008ACE', '#0a8fd0', '#1b86c4')]));
    expect(blue.indexOf(5)).toBeGreaterThan(3);
    expect(blue.indexOf(3)).toBeLessThan(blue.indexOf(5));
  });

  it('prefers pairs whose text stays legible when the drawings suit several', () => {
    const grey = illustrationColours([drawing('#7b8794', '#9aa5b1')]);
    // Navy and amber carry their text at a higher contrast than steel blue and sky blue.
    expect(pairScore('#040D4D', '#ED9C1C', grey)).toBeGreaterThan(
      pairScore('#8DADCB', '#8FD6F0', grey),
    );
  });
});

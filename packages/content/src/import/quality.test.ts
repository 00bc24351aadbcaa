import { createCanvas } from 'canvas';
import { describe, expect, it } from 'vitest';
import { largestPicture, measureQuality } from './quality.ts';

const png = (width: number, height: number) => createCanvas(width, height).toDataURL('image/png');

const vectorSvg = '<svg viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#ff0000"/></svg>';
const pictureSvg = (width: number, height: number) =>
  `<svg viewBox="0 0 10 10" xmlns:xlink="http://www.w3.org/1999/xlink"><image width="10" height="10" xlink:href="${png(width, height)}"/></svg>`;

describe('an item’s quality score', () => {
  it('finds the largest picture inside a drawing, with its size in pixels', async () => {
    expect(await largestPicture(vectorSvg)).toBeUndefined();
    const two = pictureSvg(186, 169).replace('</svg>', `<image href="${png(40, 30)}"/></svg>`);
    expect(await largestPicture(two)).toEqual({ width: 186, height: 169 });
  });

  it('scores a clean multi-colour vector drawing that fills its box highest', async () => {
    const facts = { svg: vectorSvg, inkPixels: 60, thumbnailPixels: 100 };
    const rich = await measureQuality({
      ...facts,
      parts: ['#ff0000', '#00ff00', '#0000ff', '#000000'],
    });
    const plain = await measureQuality({ ...facts, parts: ['#000000'] });
    const faint = await measureQuality({ ...facts, parts: ['#000000'], inkPixels: 3 });
    expect(rich).toEqual({ score: 1, coverage: 0.6 });
    expect(plain.score).toBeLessThan(rich.score);
    expect(faint.score).toBeLessThan(plain.score);
    expect(faint.score).toBeGreaterThanOrEqual(0.8);
  });

  it('marks a picture in SVG clothing and scores it below any vector drawing', async () => {
    const small = await measureQuality({
      svg: pictureSvg(186, 169),
      parts: [],
      inkPixels: 90,
      thumbnailPixels: 100,
    });
    const sharp = await measureQuality({
      svg: pictureSvg(2400, 1800),
      parts: [],
      inkPixels: 90,
      thumbnailPixels: 100,
    });
    expect(small.bitmap).toEqual({ width: 186, height: 169 });
    expect(small.score).toBeLessThan(sharp.score);
    expect(sharp.score).toBeLessThanOrEqual(0.4);
  });
});

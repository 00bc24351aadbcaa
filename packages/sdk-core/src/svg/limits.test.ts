import { describe, expect, it } from 'vitest';
import { elementSchema } from '../schema/document/elements';
import { bytesToBase64, MAX_IMAGE_DATA_URL_LENGTH } from '../schema/document/image-data';
import { MAX_SVG_CHARACTERS } from './limits';
import { sanitizeSvgWithReport } from './sanitize';
import { storedSvgBase64Problem } from './stored';

const SVG = 'http://www.w3.org/2000/svg';
/** A clean SVG of exactly `length` characters (a long path). */
const svgOf = (length: number) => {
  const open = `<svg xmlns="${SVG}"><path d="M0 0`;
  const close = '"/></svg>';
  return (
    open +
    ' L1 1'.repeat(Math.ceil(length / 5)).slice(0, length - open.length - close.length) +
    close
  );
};

describe('one size policy for SVG', () => {
  it('an SVG at the limit fits an image data: URL, so upload and element hold the same drawings', () => {
    const dataUrl = `data:image/svg+xml;base64,${bytesToBase64(new TextEncoder().encode(svgOf(MAX_SVG_CHARACTERS)))}`;
    expect(dataUrl.length).toBeLessThanOrEqual(MAX_IMAGE_DATA_URL_LENGTH);
  });

  it('an element keeps an SVG at the limit and refuses one character more', () => {
    const icon = (svg: string) => ({
      type: 'icon',
      id: 'i',
      left: 0,
      top: 0,
      width: 10,
      height: 10,
      iconSet: 'healthicons',
      iconName: 'virus',
      svg,
    });
    expect(elementSchema.safeParse(icon(svgOf(MAX_SVG_CHARACTERS))).success).toBe(true);
    expect(elementSchema.safeParse(icon(svgOf(MAX_SVG_CHARACTERS + 1))).success).toBe(false);
  });

  it('the sanitiser refuses a clean result over the limit, and the stored-image check agrees', () => {
    const over = svgOf(MAX_SVG_CHARACTERS + 1);
    expect(sanitizeSvgWithReport(svgOf(MAX_SVG_CHARACTERS)).refused).toBeNull();
    expect(sanitizeSvgWithReport(over).refused).toBe(
      'the cleaned drawing is 5.0 M characters; Figura keeps SVG up to 5.0 M characters',
    );
    expect(storedSvgBase64Problem(bytesToBase64(new TextEncoder().encode(over)))).toMatch(
      /Figura keeps SVG up to 5\.0 M characters/,
    );
  });
});

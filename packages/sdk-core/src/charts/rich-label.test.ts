import { describe, expect, it } from 'vitest';
import { layoutRichLabel, parseRichLabel, plainLabel } from './rich-label';

describe('axis titles with sub- and superscript', () => {
  it('reads _ and ^ for one character and braces for several', () => {
    expect(parseRichLabel('CO_2 flux (mmol m^{-2} s^-1)')).toEqual([
      { text: 'CO', script: null },
      { text: '2', script: 'subscript' },
      { text: ' flux (mmol m', script: null },
      { text: '-2', script: 'superscript' },
      { text: ' s', script: null },
      { text: '-', script: 'superscript' },
      { text: '1)', script: null },
    ]);
    expect(plainLabel('k_{cat} \\_ x\\^2')).toBe('kcat _ x^2');
  });

  it('draws scripts smaller and shifted as textboxes do, laid end to end', () => {
    const { runs, width } = layoutRichLabel('x^2', 20);
    expect(runs[1]).toMatchObject({ text: '2', fontSize: 12, dy: -7 });
    expect(runs[1]!.dx).toBeGreaterThan(0);
    expect(width).toBeGreaterThan(runs[1]!.dx);
  });
});

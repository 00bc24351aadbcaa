import { describe, expect, it } from 'vitest';
import { contrastRatio, rgbOfHex } from './contrast';

describe('WCAG contrast', () => {
  it('reads #rrggbb and measures as WCAG 2.x does: 21 for black on white, 1 for a colour on itself', () => {
    expect(rgbOfHex('#0072b2')).toEqual({ r: 0, g: 114, b: 178 });
    expect(contrastRatio(rgbOfHex('#000000'), rgbOfHex('#ffffff'))).toBeCloseTo(21, 5);
    expect(contrastRatio(rgbOfHex('#e69f00'), rgbOfHex('#e69f00'))).toBe(1);
    // WebAIM's checker gives 4.54 for #767676 on white, the lightest grey passing AA.
    expect(contrastRatio(rgbOfHex('#767676'), rgbOfHex('#ffffff'))).toBeCloseTo(4.54, 2);
  });
});

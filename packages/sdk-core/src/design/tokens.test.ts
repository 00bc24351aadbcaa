import { describe, expect, it } from 'vitest';
import { COLOURS, cssCustomProperties, customProperties } from './tokens';
import { contrastRatio, rgbOfHex } from './contrast';

/** WCAG contrast ratio of two #rrggbb colours. */
const contrast = (a: string, b: string) => contrastRatio(rgbOfHex(a), rgbOfHex(b));

describe('design tokens', () => {
  it('names every token under the prefix, in CSS and as pairs alike', () => {
    const pairs = customProperties('--figura-');
    expect(pairs).toContainEqual(['--figura-accent', COLOURS.accent]);
    expect(pairs).toContainEqual(['--figura-canvas-area', COLOURS.canvasArea]);
    expect(pairs).toContainEqual(['--figura-radius-control', '6px']);
    expect(pairs.map(([name]) => name)).toContain('--figura-shadow-overlay');
    expect(cssCustomProperties('--').split('\n')).toContain(`--accent: ${COLOURS.accent};`);
  });

  it('keeps text and controls readable (WCAG AA)', () => {
    expect(contrast(COLOURS.fg, COLOURS.bg)).toBeGreaterThan(4.5);
    expect(contrast(COLOURS.muted, COLOURS.surface)).toBeGreaterThan(4.5);
    expect(contrast(COLOURS.accent, COLOURS.bg)).toBeGreaterThan(4.5);
    expect(contrast(COLOURS.accentFg, COLOURS.accent)).toBeGreaterThan(4.5);
    expect(contrast(COLOURS.danger, COLOURS.bg)).toBeGreaterThan(4.5);
    expect(contrast(COLOURS.danger, COLOURS.dangerBg)).toBeGreaterThan(4.5);
    expect(contrast(COLOURS.success, COLOURS.bg)).toBeGreaterThan(4.5);
    expect(contrast(COLOURS.controlBorder, COLOURS.bg)).toBeGreaterThan(3);
    expect(contrast(COLOURS.success, COLOURS.successBg)).toBeGreaterThan(4.5);
    expect(contrast(COLOURS.brandSky, COLOURS.brandNavy)).toBeGreaterThan(4.5);
  });
});

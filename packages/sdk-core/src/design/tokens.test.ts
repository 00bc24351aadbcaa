import { describe, expect, it } from 'vitest';
import { COLOURS, cssCustomProperties, customProperties } from './tokens';

/** WCAG contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

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

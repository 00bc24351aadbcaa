// WCAG 2.x contrast as plain arithmetic, no colour library: the editor's badges of the people on
// a slide pick their initials' colour with it without loading preflight's parser, and preflight's
// contrast check measures with it.

/** An sRGB colour, channels 0–255, opaque. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** A channel (0–255) in linear light (the sRGB transfer function undone). */
export const toLinear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2.x relative luminance. */
const luminance = ({ r, g, b }: Rgb) =>
  0.2126 * toLinear(r) + 0.7152 * toLinear(g) + 0.0722 * toLinear(b);

/** WCAG 2.x contrast ratio (1–21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** A `#rrggbb` colour's channels. */
export function rgbOfHex(hex: string): Rgb {
  const channel = (at: number) => parseInt(hex.slice(at, at + 2), 16);
  return { r: channel(1), g: channel(3), b: channel(5) };
}

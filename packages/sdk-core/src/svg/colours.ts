/**
 * Colour values as SVG writes them (`red`, `#f00`, `rgb(255 0 0)`, `hsl(...)`), read into one form:
 * lower-case `#rrggbb`. A colour part of an illustration is one such value (issue 10, decision 3).
 */
import { colord, extend, type Colord } from 'colord';
import namesPlugin from 'colord/plugins/names';

extend([namesPlugin]);

/** The SVG and CSS properties whose value is a paint or a colour, in attributes and in CSS alike. */
export const COLOUR_PROPERTIES = new Set([
  'fill',
  'stroke',
  'stop-color',
  'flood-color',
  'lighting-color',
  'color',
]);

/** Values that name no colour of their own: left as they are. */
const NOT_A_COLOUR =
  /^(none|currentcolor|inherit|initial|unset|revert|transparent|context-(fill|stroke))$/i;

/** `#rrggbb` (lower case), the stored form of a colour part. */
export const HEX_COLOUR = /^#[0-9a-f]{6}$/;

function parse(value: string): Colord | null {
  const trimmed = value.trim();
  if (!trimmed || NOT_A_COLOUR.test(trimmed) || /^url\(/i.test(trimmed)) return null;
  const colour = colord(trimmed);
  return colour.isValid() ? colour : null;
}

/** The colour a paint value names as `#rrggbb`, or null for none, currentColor, url(#…) and the like. */
export function normaliseColour(value: string): string | null {
  const colour = parse(value);
  return colour ? colour.alpha(1).toHex() : null;
}

/** What a recolouring does: colours replaced by others (by `#rrggbb`), then every hue turned. */
export interface RecolourOptions {
  colours?: Readonly<Record<string, string>>;
  /** Degrees, −180..180, applied to every colour after the replacements. 0 leaves hues alone. */
  hueShift?: number;
}

/** Whether the options change anything at all. */
export function recolours(options: RecolourOptions): boolean {
  return Object.keys(options.colours ?? {}).length > 0 || (options.hueShift ?? 0) % 360 !== 0;
}

/** `#rrggbb` after the replacements and the hue shift of `options`. */
export function recolourHex(hex: string, options: RecolourOptions): string {
  const replaced = options.colours?.[hex] ?? hex;
  const shift = options.hueShift ?? 0;
  if (shift % 360 === 0) return replaced;
  return colord(replaced).rotate(shift).toHex();
}

/**
 * The paint value `value` recoloured, keeping its alpha; unchanged when it names no colour or
 * the colour stays the same (so a file is only rewritten where the user changed something).
 */
export function recolourValue(value: string, options: RecolourOptions): string {
  const colour = parse(value);
  if (!colour) return value;
  const hex = colour.alpha(1).toHex();
  const next = recolourHex(hex, options);
  if (next === hex) return value;
  const alpha = colour.alpha();
  return alpha < 1 ? colord(next).alpha(alpha).toRgbString() : next;
}

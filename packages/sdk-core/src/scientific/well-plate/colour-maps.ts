// The plate's colour scales as small tables of evenly spaced stops, interpolated in RGB: enough
// stops that the result is within a shade of the published maps (viridis and magma: matplotlib;
// blues and greys: ColorBrewer).
import type { ScientificOptions } from '../../schema/document/scientific-kinds';

export type PlateScale = ScientificOptions<'well_plate'>['scale'];

export const COLOUR_MAPS: Record<PlateScale, readonly string[]> = {
  viridis: [
    '#440154',
    '#472d7b',
    '#3b528b',
    '#2c728e',
    '#21918c',
    '#28ae80',
    '#5ec962',
    '#addc30',
    '#fde725',
  ],
  magma: [
    '#000004',
    '#1c1044',
    '#4f127b',
    '#812581',
    '#b5367a',
    '#e55964',
    '#fb8761',
    '#fec287',
    '#fcfdbf',
  ],
  blues: [
    '#f7fbff',
    '#deebf7',
    '#c6dbef',
    '#9ecae1',
    '#6baed6',
    '#4292c6',
    '#2171b5',
    '#08519c',
    '#08306b',
  ],
  greys: [
    '#ffffff',
    '#f0f0f0',
    '#d9d9d9',
    '#bdbdbd',
    '#969696',
    '#737373',
    '#525252',
    '#252525',
    '#000000',
  ],
};

const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));

const hex = (values: readonly number[]) =>
  `#${values.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

/** The colour at `fraction` (0 to 1, clamped) along `scale`. */
export function scaleColour(scale: PlateScale, fraction: number): string {
  const stops = COLOUR_MAPS[scale] ?? COLOUR_MAPS.viridis;
  const at =
    Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0)) * (stops.length - 1);
  const below = Math.floor(at);
  if (below >= stops.length - 1) return stops[stops.length - 1]!;
  const [from, to] = [channels(stops[below]!), channels(stops[below + 1]!)];
  const mix = at - below;
  return hex(from.map((value, i) => value + (to[i]! - value) * mix));
}

/**
 * Where `value` falls between the data's `min` and `max` (0 to 1); the middle of the scale when
 * every number is the same, so a single reading is not shown as the lowest.
 */
export const scaleFraction = (value: number, range: { min: number; max: number }) =>
  range.max > range.min ? (value - range.min) / (range.max - range.min) : 0.5;

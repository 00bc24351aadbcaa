// Where a slide's element goes on a PowerPoint slide, and in which colours. Figura rotates a box
// about its top-left corner and flips it about its centre (fabric's origin left/top); PowerPoint
// rotates and flips about the centre: the same picture, placed by the box's centre.
import { colord } from 'colord';
import {
  applyMatrix,
  boxMatrix,
  strokeAllowance,
  type FiguraElement,
} from '@figura/sdk-core/schema';

/** Document pixels to inches and points, for one slide size. */
export interface Units {
  /** Inches per document pixel. */
  inch: number;
  /** Points per document pixel. */
  point: number;
}

export const unitsFor = (pageInches: number, documentWidth: number): Units => ({
  inch: pageInches / documentWidth,
  point: (pageInches / documentWidth) * 72,
});

/** A box on the slide in inches, rotated and flipped about its centre. */
export interface Placement {
  x: number;
  y: number;
  w: number;
  h: number;
  rotate: number;
  flipH: boolean;
  flipV: boolean;
}

type BoxElement = Extract<FiguraElement, { left: number }>;

const round = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * The box element's placement: `outer` with its stroke (what fabric draws: a picture of it),
 * else its geometry (a native shape, whose line PowerPoint centres on the edge as fabric does).
 */
export function placementOf(element: BoxElement, units: Units, outer = false): Placement {
  const allowance = strokeAllowance(element);
  const matrix = boxMatrix(element, allowance);
  const centre = applyMatrix(matrix, {
    x: (element.width + allowance) / 2,
    y: (element.height + allowance) / 2,
  });
  const extra = outer ? allowance : 0;
  const w = (element.width + extra) * Math.abs(element.scaleX);
  const h = (element.height + extra) * Math.abs(element.scaleY);
  return {
    x: round((centre.x - w / 2) * units.inch),
    y: round((centre.y - h / 2) * units.inch),
    w: round(w * units.inch),
    h: round(h * units.inch),
    rotate: round(((element.angle % 360) + 360) % 360 || 0),
    flipH: element.flipX !== element.scaleX < 0,
    flipV: element.flipY !== element.scaleY < 0,
  };
}

/** A CSS colour as PowerPoint's hex and transparency (0-100), or null for none. */
export function pptxColour(
  value: string | null | undefined,
  opacity = 1,
): { color: string; transparency: number } | null {
  if (!value || value === 'transparent' || value === 'none') return null;
  const parsed = colord(value);
  if (!parsed.isValid()) return null;
  const { r, g, b, a } = parsed.toRgb();
  const hex = [r, g, b].map((part) => part.toString(16).padStart(2, '0')).join('');
  return { color: hex.toUpperCase(), transparency: Math.round((1 - a * opacity) * 100) };
}

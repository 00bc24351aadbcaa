import type { ShapeKind } from '../../schema/document/elements';
import { regularPolygonPoints, shapeCorners } from '../../schema/document/shape-outlines';

export { regularPolygonPoints };

/**
 * The basic-shape library: each kind as SVG path data in its box (0..w, 0..h), the straight-sided
 * ones from their corners (schema/document/shape-outlines.ts). Curves are cubic Béziers only (no
 * arcs), so a shape stretches to any box without distortion artefacts.
 */

const n = (value: number) => Number(value.toFixed(3));

export function polygonPath(points: readonly { x: number; y: number }[]): string {
  return (
    points.map((p, index) => `${index === 0 ? 'M' : 'L'} ${n(p.x)} ${n(p.y)}`).join(' ') + ' Z'
  );
}

/** Path data drawn in a 100 x 100 unit box, scaled to w x h. */
function scaled(path: string, w: number, h: number): string {
  let axis = 0;
  return path.replace(/-?\d+(\.\d+)?/g, (value) => {
    const out = Number(value) * (axis % 2 === 0 ? w : h) * 0.01;
    axis++;
    return String(n(out));
  });
}

const UNIT_PATHS: Partial<Record<ShapeKind, string>> = {
  heart:
    'M 50 30 C 50 12 35 0 22 0 C 8 0 0 12 0 28 C 0 55 30 75 50 100 C 70 75 100 55 100 28 C 100 12 92 0 78 0 C 65 0 50 12 50 30 Z',
  cloud:
    'M 25 90 C 8 90 0 78 4 65 C 0 52 8 40 22 42 C 22 24 40 14 54 24 C 62 8 88 10 88 32 C 100 36 102 60 90 68 C 96 84 80 94 68 88 C 60 98 36 98 25 90 Z',
  speech_bubble:
    'M 10 0 L 90 0 C 96 0 100 4 100 10 L 100 60 C 100 66 96 70 90 70 L 42 70 L 20 100 L 26 70 L 10 70 C 4 70 0 66 0 60 L 0 10 C 0 4 4 0 10 0 Z',
};

// Cubic Bézier handle length for a quarter ellipse.
const KAPPA = 0.5523;

function cylinderPath(w: number, h: number): string {
  const ry = Math.min(h * 0.12, w * 0.25);
  const rx = w / 2;
  const half = (cy: number, sign: 1 | -1) =>
    `C ${n(0)} ${n(cy + sign * KAPPA * ry)} ${n(rx - KAPPA * rx)} ${n(cy + sign * ry)} ${n(rx)} ${n(cy + sign * ry)} ` +
    `C ${n(rx + KAPPA * rx)} ${n(cy + sign * ry)} ${n(w)} ${n(cy + sign * KAPPA * ry)} ${n(w)} ${n(cy)}`;
  const bottom = h - ry;
  // Outline (top back arc, right side, bottom front arc, left side) then the top rim's front arc.
  const bottomFront =
    `C ${n(w)} ${n(bottom + KAPPA * ry)} ${n(rx + KAPPA * rx)} ${n(h)} ${n(rx)} ${n(h)} ` +
    `C ${n(rx - KAPPA * rx)} ${n(h)} ${n(0)} ${n(bottom + KAPPA * ry)} ${n(0)} ${n(bottom)}`;
  return (
    `M 0 ${n(ry)} ${half(ry, -1)} L ${n(w)} ${n(bottom)} ${bottomFront} Z ` +
    `M 0 ${n(ry)} ${half(ry, 1)}`
  );
}

/** SVG path data of a library shape in a w x h box. */
export function shapePathData(kind: ShapeKind, w: number, h: number): string {
  if (kind === 'cylinder') return cylinderPath(w, h);
  const corners = shapeCorners(kind, w, h);
  return corners ? polygonPath(corners) : scaled(UNIT_PATHS[kind]!, w, h);
}

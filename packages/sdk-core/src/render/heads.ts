import type { ArrowHead } from '../schema/document/elements';

export interface Point2 {
  x: number;
  y: number;
}

/** Arrow head size from the stroke width: long enough to read at thin strokes, in proportion at thick ones. */
export function arrowHeadLength(strokeWidth: number): number {
  return Math.max(10, strokeWidth * 3.5);
}

const n = (value: number) => Number(value.toFixed(3));
const at = (p: Point2) => `${n(p.x)} ${n(p.y)}`;
const along = (p: Point2, u: Point2, d: number): Point2 => ({ x: p.x + u.x * d, y: p.y + u.y * d });

/** Heads drawn as filled shapes; the others are strokes only. */
export const FILLED_HEADS: ReadonlySet<ArrowHead> = new Set(['triangle', 'circle', 'diamond']);

export interface HeadShape {
  /** Path data of the head (empty for 'none'). Stroke-only heads are closed zero-area sub-paths. */
  path: string;
  /** Where the shaft should stop. */
  shaftEnd: Point2;
}

/**
 * A head whose outer edge (including its round-joined stroke) ends at `tip`, pointing along the
 * unit vector `unit`.
 */
export function headShape(
  kind: ArrowHead,
  tip: Point2,
  unit: Point2,
  strokeWidth: number,
): HeadShape {
  const length = arrowHeadLength(strokeWidth);
  const half = length * 0.5;
  const apex = along(tip, unit, -strokeWidth / 2);
  const normal = { x: -unit.y, y: unit.x };
  switch (kind) {
    case 'none':
      return { path: '', shaftEnd: tip };
    case 'triangle': {
      const base = along(apex, unit, -length);
      const a = along(base, normal, half);
      const b = along(base, normal, -half);
      return { path: `M ${at(apex)} L ${at(a)} L ${at(b)} Z`, shaftEnd: base };
    }
    case 'open': {
      const base = along(apex, unit, -length);
      const a = along(base, normal, half);
      const b = along(base, normal, -half);
      // Out and back along each wing: the stroke draws a V, the fill covers nothing.
      return { path: `M ${at(a)} L ${at(apex)} L ${at(b)} L ${at(apex)} Z`, shaftEnd: apex };
    }
    case 'bar': {
      const a = along(apex, normal, half);
      const b = along(apex, normal, -half);
      return { path: `M ${at(a)} L ${at(b)} Z`, shaftEnd: apex };
    }
    case 'diamond': {
      const back = along(apex, unit, -length);
      const middle = along(apex, unit, -length / 2);
      const a = along(middle, normal, half * 0.6);
      const b = along(middle, normal, -half * 0.6);
      return { path: `M ${at(apex)} L ${at(a)} L ${at(back)} L ${at(b)} Z`, shaftEnd: back };
    }
    case 'circle': {
      const r = length * 0.32;
      const c = along(apex, unit, -r);
      const k = 0.5523 * r;
      const p = (dx: number, dy: number) => at({ x: c.x + dx, y: c.y + dy });
      return {
        path:
          `M ${p(r, 0)} C ${p(r, k)} ${p(k, r)} ${p(0, r)} C ${p(-k, r)} ${p(-r, k)} ${p(-r, 0)} ` +
          `C ${p(-r, -k)} ${p(-k, -r)} ${p(0, -r)} C ${p(k, -r)} ${p(r, -k)} ${p(r, 0)} Z`,
        shaftEnd: c,
      };
    }
  }
}

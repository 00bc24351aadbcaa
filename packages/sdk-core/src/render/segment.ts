import type { SegmentElement } from '../schema/elements';

export interface Point2 {
  x: number;
  y: number;
}

/** Arrow head size from the stroke width: long enough to read at thin strokes, in proportion at thick ones. */
export function arrowHeadLength(strokeWidth: number): number {
  return Math.max(10, strokeWidth * 3.5);
}

function direction(from: Point2, to: Point2): Point2 {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const length = Math.hypot(dx, dy);
  // A zero-length segment still gets a head: point it right.
  return length === 0 ? { x: 1, y: 0 } : { x: dx / length, y: dy / length };
}

/**
 * A triangle whose outer edge (including its round-joined stroke) ends at `tip`, pointing along
 * `unit`. Returns the triangle's points and where the shaft should stop (the middle of its base).
 */
function headTriangle(tip: Point2, unit: Point2, strokeWidth: number) {
  const length = arrowHeadLength(strokeWidth);
  const halfWidth = length * 0.5;
  const inset = strokeWidth / 2;
  const apex = { x: tip.x - unit.x * inset, y: tip.y - unit.y * inset };
  const base = { x: apex.x - unit.x * length, y: apex.y - unit.y * length };
  const normal = { x: -unit.y, y: unit.x };
  return {
    points: [
      apex,
      { x: base.x + normal.x * halfWidth, y: base.y + normal.y * halfWidth },
      { x: base.x - normal.x * halfWidth, y: base.y - normal.y * halfWidth },
    ],
    base,
  };
}

const n = (value: number) => Number(value.toFixed(3));

/**
 * SVG path data for a line or arrow in canvas coordinates: the shaft, then one closed triangle per
 * head. The caller fills the path with the stroke colour so the heads are solid.
 */
export function segmentPathData(element: SegmentElement): string {
  const start = { x: element.x1, y: element.y1 };
  const end = { x: element.x2, y: element.y2 };
  const forward = direction(start, end);
  const backward = { x: -forward.x, y: -forward.y };
  const heads: Point2[][] = [];
  let shaftStart = start;
  let shaftEnd = end;
  if (element.type === 'arrow' && element.headEnd === 'triangle') {
    const head = headTriangle(end, forward, element.strokeWidth);
    heads.push(head.points);
    shaftEnd = head.base;
  }
  if (element.type === 'arrow' && element.headStart === 'triangle') {
    const head = headTriangle(start, backward, element.strokeWidth);
    heads.push(head.points);
    shaftStart = head.base;
  }
  const parts = [`M ${n(shaftStart.x)} ${n(shaftStart.y)} L ${n(shaftEnd.x)} ${n(shaftEnd.y)}`];
  for (const [a, b, c] of heads as [Point2, Point2, Point2][]) {
    parts.push(`M ${n(a.x)} ${n(a.y)} L ${n(b.x)} ${n(b.y)} L ${n(c.x)} ${n(c.y)} Z`);
  }
  return parts.join(' ');
}

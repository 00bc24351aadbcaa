import { connectorPoints } from '../schema/document/connectors';
import type { ArrowHead, ConnectorElement, SegmentElement } from '../schema/document/elements';
import { FILLED_HEADS, headShape, type Point2 } from './heads';

export { arrowHeadLength } from './heads';
export type { Point2 } from './heads';

function unitBetween(from: Point2, to: Point2): Point2 {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const length = Math.hypot(dx, dy);
  // A zero-length segment still gets a head: point it right.
  return length === 0 ? { x: 1, y: 0 } : { x: dx / length, y: dy / length };
}

/** The direction a connector leaves `points[index]` towards its neighbour, skipping repeated points. */
function endDirection(points: readonly Point2[], fromEnd: boolean): Point2 {
  const ordered = fromEnd ? [...points].reverse() : points;
  const tip = ordered[0]!;
  const neighbour = ordered.find((p) => p.x !== tip.x || p.y !== tip.y) ?? {
    x: tip.x - 1,
    y: tip.y,
  };
  return unitBetween(neighbour, tip);
}

export function connectorHeads(element: ConnectorElement): { start: ArrowHead; end: ArrowHead } {
  return element.type === 'line'
    ? { start: 'none', end: 'none' }
    : { start: element.headStart, end: element.headEnd };
}

/** Whether the connector's path must be filled (with its stroke colour) to draw solid heads. */
export function connectorNeedsFill(element: ConnectorElement): boolean {
  const { start, end } = connectorHeads(element);
  return FILLED_HEADS.has(start) || FILLED_HEADS.has(end);
}

const n = (value: number) => Number(value.toFixed(3));

/**
 * SVG path data for a line, arrow, polyline or elbow connector in canvas coordinates: the shaft,
 * then one sub-path per head. A filled path fills its heads; a shaft of more than two points is
 * drawn out and back so the fill never covers the area it encloses.
 */
export function connectorPathData(element: ConnectorElement): string {
  const points = connectorPoints(element).map((p) => ({ ...p }));
  const heads = connectorHeads(element);
  const headPaths: string[] = [];
  const last = points.length - 1;
  if (heads.end !== 'none') {
    const head = headShape(
      heads.end,
      points[last]!,
      endDirection(points, true),
      element.strokeWidth,
    );
    headPaths.push(head.path);
    points[last] = head.shaftEnd;
  }
  if (heads.start !== 'none') {
    const head = headShape(
      heads.start,
      points[0]!,
      endDirection(points, false),
      element.strokeWidth,
    );
    headPaths.push(head.path);
    points[0] = head.shaftEnd;
  }
  const forward = points.map((p, i) => `${i === 0 ? 'M' : 'L'} ${n(p.x)} ${n(p.y)}`);
  const shaft =
    points.length > 2 && connectorNeedsFill(element)
      ? [
          ...forward,
          ...points
            .slice(0, -1)
            .reverse()
            .map((p) => `L ${n(p.x)} ${n(p.y)}`),
          'Z',
        ]
      : forward;
  return [shaft.join(' '), ...headPaths].join(' ');
}

/** The path data of a line or arrow (kept for callers of the first adapter). */
export function segmentPathData(element: SegmentElement): string {
  return connectorPathData(element);
}

// The circle a plasmid is drawn on: angles from the top, clockwise (base 1 at twelve o'clock),
// feature arcs with arrowheads, lanes for features that overlap, and tick spacing.
import { num } from '../svg';
import type { PlasmidFeature } from './parse';

export interface Circle {
  cx: number;
  cy: number;
}

/** The point at `radius` and `angle` (radians clockwise from the top). */
export function polar({ cx, cy }: Circle, radius: number, angle: number) {
  return { x: cx + radius * Math.sin(angle), y: cy - radius * Math.cos(angle) };
}

const point = (circle: Circle, radius: number, angle: number) => {
  const { x, y } = polar(circle, radius, angle);
  return `${num(x)} ${num(y)}`;
};

/** An arc's `A` command from wherever the path is, clockwise when `from < to`. */
const arcTo = (circle: Circle, radius: number, from: number, to: number) =>
  `A${num(radius)} ${num(radius)} 0 ${Math.abs(to - from) > Math.PI ? 1 : 0} ${to > from ? 1 : 0} ` +
  point(circle, radius, to);

/**
 * A band from angle `from` to `to` (from < to) between radii `inner` and `outer`, pointed at its
 * end for the forward strand, at its start for the reverse one, square for neither.
 */
export function featureArcPath(
  circle: Circle,
  inner: number,
  outer: number,
  from: number,
  to: number,
  strand: 1 | -1 | 0,
): string {
  const middle = (inner + outer) / 2;
  // The head is about as long as the band is wide, and never more than half the arc.
  const head = strand === 0 ? 0 : Math.min((outer - inner) / middle, (to - from) * 0.5);
  const tail = strand === 1 ? to - head : to;
  const start = strand === -1 ? from + head : from;
  const parts = [`M${point(circle, outer, start)}`, arcTo(circle, outer, start, tail)];
  if (strand === 1) parts.push(`L${point(circle, middle, to)}`);
  parts.push(`L${point(circle, inner, tail)}`, arcTo(circle, inner, tail, start));
  if (strand === -1) parts.push(`L${point(circle, middle, from)}`);
  return `${parts.join('')}Z`;
}

/** A feature's span in bases from the origin: [first, last) with `last > first`, maybe > length. */
export function featureSpan(feature: PlasmidFeature, length: number): [number, number] {
  const first = feature.start - 1;
  const last = feature.end >= feature.start ? feature.end : feature.end + length;
  return [first, last];
}

/**
 * Each feature's lane (0 on the backbone, 1 just inside it…): the first lane free of overlap, in
 * order of start; features beyond `maxLanes` share the innermost. Linear in features: taken in
 * order of start, a lane is free when its last feature has ended and, for a feature running past
 * the origin, when the part beyond it stops short of the lane's first.
 */
export function assignLanes(
  features: readonly PlasmidFeature[],
  length: number,
  maxLanes: number,
): number[] {
  const spans = features.map((feature) => featureSpan(feature, length));
  const order = spans.map((_, i) => i).sort((a, b) => spans[a]![0] - spans[b]![0]);
  const lanes: { first: number; reach: number }[] = [];
  const laneOf = new Array<number>(features.length).fill(0);
  for (const index of order) {
    const [first, last] = spans[index]!;
    let lane = lanes.findIndex((free) => free.reach <= first && last - length <= free.first);
    if (lane === -1) lane = lanes.length < maxLanes ? lanes.length : maxLanes - 1;
    const taken = (lanes[lane] ??= { first, reach: last });
    taken.reach = Math.max(taken.reach, last);
    laneOf[index] = lane;
  }
  return laneOf;
}

/** A round step (1, 2 or 5 × 10ⁿ bp) giving at most `most` ticks around `length`. */
export function tickStep(length: number, most: number): number {
  const rough = length / Math.max(1, most);
  const power = 10 ** Math.floor(Math.log10(Math.max(rough, 1)));
  const step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough);
  return step ?? 10 * power;
}

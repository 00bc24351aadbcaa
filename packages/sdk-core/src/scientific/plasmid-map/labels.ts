// Labels around the circle: each wants to sit level with its feature's middle, on the side that
// feature is on; labels that would collide are pushed apart along their side, and those that do not
// fit at all are left out, least important first.
import { estimateWidth } from '../svg';
import { polar, type Circle } from './geometry';

export interface LabelRequest {
  text: string;
  /** Where it points (radians clockwise from the top). */
  angle: number;
  /** Radius its leader line starts at (the outer edge of what it names). */
  from: number;
  /** Higher is kept first when a side is full. */
  priority: number;
  fill: string;
}

export interface PlacedLabel extends LabelRequest {
  /** Where the leader line bends: on the ring, level with what it names. */
  elbow: { x: number; y: number };
  /** Where the leader line ends and the text starts (its vertical middle). */
  x: number;
  y: number;
  /** 1: right of the circle, text to the right; -1: left of it. */
  side: 1 | -1;
}

export interface LabelRing {
  circle: Circle;
  /** Radius the labels sit at when nothing is in their way. */
  radius: number;
  /** Highest and lowest text middles allowed, and the space each line of text takes. */
  top: number;
  bottom: number;
  lineHeight: number;
}

/** Keeps the text under `maxWidth` at `size`, ending it with … when cut. */
export function fitText(text: string, size: number, maxWidth: number): string {
  if (estimateWidth(text, size) <= maxWidth) return text;
  let kept = text;
  while (kept.length > 1 && estimateWidth(`${kept}…`, size) > maxWidth) kept = kept.slice(0, -1);
  return `${kept.trimEnd()}…`;
}

/**
 * Spreads `wanted` (sorted) at least `gap` apart within [top, bottom]: labels that would collide
 * form a group centred on where its members want to be, so a crowd spreads both ways.
 */
function spread(wanted: number[], gap: number, top: number, bottom: number): number[] {
  interface Group {
    start: number;
    members: number[];
  }
  const centre = (members: number[]) =>
    members.reduce((sum, y) => sum + y, 0) / members.length - ((members.length - 1) * gap) / 2;
  const clamp = (group: Group) =>
    Math.max(top, Math.min(group.start, bottom - (group.members.length - 1) * gap));
  const groups: Group[] = [];
  for (const y of wanted) {
    groups.push({ start: clamp({ start: y, members: [y] }), members: [y] });
    // Merge with the group above while they overlap; the merged one may reach the next up.
    while (groups.length > 1) {
      const last = groups[groups.length - 1]!;
      const before = groups[groups.length - 2]!;
      if (before.start + before.members.length * gap <= last.start) break;
      const members = [...before.members, ...last.members];
      groups.splice(-2, 2, { start: 0, members });
      const merged = groups[groups.length - 1]!;
      merged.start = clamp({ start: centre(members), members });
    }
  }
  return groups.flatMap((group) => group.members.map((_, i) => group.start + i * gap));
}

function placeSide(requests: LabelRequest[], ring: LabelRing, side: 1 | -1): PlacedLabel[] {
  const { circle, radius, top, bottom, lineHeight } = ring;
  const capacity = Math.max(0, Math.floor((bottom - top) / lineHeight) + 1);
  const kept = [...requests]
    .sort((a, b) => b.priority - a.priority)
    .slice(0, capacity)
    .map((request) => ({ request, wanted: polar(circle, radius, request.angle).y }))
    .sort((a, b) => a.wanted - b.wanted);
  const ys = spread(
    kept.map((label) => label.wanted),
    lineHeight,
    top,
    bottom,
  );
  return kept.map(({ request }, i) => {
    const y = ys[i]!;
    const rise = y - circle.cy;
    const elbow = polar(circle, radius, request.angle);
    // On the ring beside the circle, and never back across the bend (leaders cross less).
    const reach = Math.sqrt(Math.max(0, radius * radius - rise * rise));
    const out = Math.max(reach, side * (elbow.x - circle.cx) + lineHeight * 0.4);
    return { ...request, elbow, x: circle.cx + side * out, y, side };
  });
}

/** Places every label it can; the others are left out. */
export function placeLabels(requests: readonly LabelRequest[], ring: LabelRing): PlacedLabel[] {
  const right = requests.filter((request) => Math.sin(request.angle) >= 0);
  const left = requests.filter((request) => Math.sin(request.angle) < 0);
  return [...placeSide(right, ring, 1), ...placeSide(left, ring, -1)];
}

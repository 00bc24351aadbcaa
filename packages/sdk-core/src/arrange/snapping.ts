import type { Bounds } from '../schema/document/geometry';

/** A line the moving bounds snapped to: vertical (`axis: 'x'`, at x = position) or horizontal. */
export interface SnapGuide {
  axis: 'x' | 'y';
  position: number;
  /** Where the line starts and ends along the other axis (covers every bounds aligned on it). */
  from: number;
  to: number;
}

export interface SnapResult {
  dx: number;
  dy: number;
  guides: SnapGuide[];
}

/** One axis's candidate lines, sorted by position, with the span of the bounds each came from. */
interface AxisLines {
  positions: Float64Array;
  starts: Float64Array;
  ends: Float64Array;
}

export interface SnapTargets {
  x: AxisLines;
  y: AxisLines;
}

function axisLines(entries: [number, number, number][]): AxisLines {
  entries.sort((a, b) => a[0] - b[0]);
  return {
    positions: Float64Array.from(entries, (e) => e[0]),
    starts: Float64Array.from(entries, (e) => e[1]),
    ends: Float64Array.from(entries, (e) => e[2]),
  };
}

/**
 * The lines to snap to: the left, centre and right (top, middle, bottom) of each candidate.
 * Built once when a drag starts, so each move costs a few binary searches.
 */
export function buildSnapTargets(candidates: readonly Bounds[]): SnapTargets {
  const xs: [number, number, number][] = [];
  const ys: [number, number, number][] = [];
  for (const b of candidates) {
    for (const x of [b.left, (b.left + b.right) / 2, b.right]) xs.push([x, b.top, b.bottom]);
    for (const y of [b.top, (b.top + b.bottom) / 2, b.bottom]) ys.push([y, b.left, b.right]);
  }
  return { x: axisLines(xs), y: axisLines(ys) };
}

/** Index of the first position >= value. */
function lowerBound(positions: Float64Array, value: number): number {
  let low = 0;
  let high = positions.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (positions[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The smallest shift (|shift| <= threshold) that puts one of `lines` on a candidate line. */
function nearestShift(lines: readonly number[], axis: AxisLines, threshold: number): number | null {
  let best: number | null = null;
  for (const line of lines) {
    const index = lowerBound(axis.positions, line);
    for (const candidate of [index - 1, index]) {
      const position = axis.positions[candidate];
      if (position === undefined) continue;
      const shift = position - line;
      if (Math.abs(shift) <= threshold && (best === null || Math.abs(shift) < Math.abs(best)))
        best = shift;
    }
  }
  return best;
}

const SAME = 1e-6;

/** Guides for every line of the (snapped) bounds lying on candidate lines. */
function guidesOn(
  axisName: 'x' | 'y',
  lines: readonly number[],
  span: [number, number],
  axis: AxisLines,
): SnapGuide[] {
  const guides: SnapGuide[] = [];
  for (const line of lines) {
    let index = lowerBound(axis.positions, line - SAME);
    if (index >= axis.positions.length || axis.positions[index]! > line + SAME) continue;
    let [from, to] = span;
    for (; index < axis.positions.length && axis.positions[index]! <= line + SAME; index++) {
      from = Math.min(from, axis.starts[index]!);
      to = Math.max(to, axis.ends[index]!);
    }
    if (!guides.some((g) => Math.abs(g.position - line) < SAME))
      guides.push({ axis: axisName, position: line, from, to });
  }
  return guides;
}

/**
 * Snaps moving bounds to the targets: on each axis, the nearest of its three lines (edges and
 * centre) within `threshold` document px of a candidate line moves onto it. Returns the shift and
 * the guides to draw (none on an axis that did not snap).
 */
export function snapBounds(moving: Bounds, targets: SnapTargets, threshold: number): SnapResult {
  const xLines = [moving.left, (moving.left + moving.right) / 2, moving.right];
  const yLines = [moving.top, (moving.top + moving.bottom) / 2, moving.bottom];
  const dx = nearestShift(xLines, targets.x, threshold);
  const dy = nearestShift(yLines, targets.y, threshold);
  const shiftX = dx ?? 0;
  const shiftY = dy ?? 0;
  const guides: SnapGuide[] = [];
  if (dx !== null)
    guides.push(
      ...guidesOn(
        'x',
        xLines.map((x) => x + shiftX),
        [moving.top + shiftY, moving.bottom + shiftY],
        targets.x,
      ),
    );
  if (dy !== null)
    guides.push(
      ...guidesOn(
        'y',
        yLines.map((y) => y + shiftY),
        [moving.left + shiftX, moving.right + shiftX],
        targets.y,
      ),
    );
  return { dx: shiftX, dy: shiftY, guides };
}

/** The edges a resize drags: `x` moves the left or right edge, `y` the top or bottom one. */
export interface ResizeEdges {
  x?: 'left' | 'right';
  y?: 'top' | 'bottom';
}

export interface ResizeSnapResult {
  /** The bounds after snapping: only the dragged edges moved. */
  bounds: Bounds;
  guides: SnapGuide[];
}

/**
 * Snaps the edges a resize drags onto the nearest candidate line within `threshold` document px;
 * the other edges stay. With `keepAspect` (a corner drag that keeps proportions) the axis that
 * needs the smaller relative correction snaps and the other edge follows to keep the shape.
 */
export function snapResizeEdges(
  moving: Bounds,
  edges: ResizeEdges,
  targets: SnapTargets,
  threshold: number,
  keepAspect = false,
): ResizeSnapResult {
  let shiftX = edges.x ? nearestShift([moving[edges.x]], targets.x, threshold) : null;
  let shiftY = edges.y ? nearestShift([moving[edges.y]], targets.y, threshold) : null;
  const width = moving.right - moving.left;
  const height = moving.bottom - moving.top;
  // A positive growth makes the box larger, whichever edge is dragged.
  const growthX = (shift: number) => (edges.x === 'right' ? shift : -shift);
  const growthY = (shift: number) => (edges.y === 'bottom' ? shift : -shift);
  if (keepAspect && edges.x && edges.y && width > 0 && height > 0) {
    const leadX =
      shiftX !== null && (shiftY === null || Math.abs(shiftX) / width <= Math.abs(shiftY) / height);
    if (leadX) {
      const grownY = (height * growthX(shiftX!)) / width;
      shiftY = edges.y === 'bottom' ? grownY : -grownY;
    } else if (shiftY !== null) {
      const grownX = (width * growthY(shiftY)) / height;
      shiftX = edges.x === 'right' ? grownX : -grownX;
    }
  }
  const bounds = { ...moving };
  if (edges.x && shiftX !== null && width + growthX(shiftX) >= 1) bounds[edges.x] += shiftX;
  if (edges.y && shiftY !== null && height + growthY(shiftY) >= 1) bounds[edges.y] += shiftY;
  const guides: SnapGuide[] = [];
  if (edges.x && bounds[edges.x] !== moving[edges.x])
    guides.push(...guidesOn('x', [bounds[edges.x]], [bounds.top, bounds.bottom], targets.x));
  if (edges.y && bounds[edges.y] !== moving[edges.y])
    guides.push(...guidesOn('y', [bounds[edges.y]], [bounds.left, bounds.right], targets.y));
  return { bounds, guides };
}

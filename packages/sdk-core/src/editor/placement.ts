import { connectorPoints, moveConnector } from '../schema/document/connectors';
import type { SlideDocument } from '../schema/document/document';
import type { FiguraElement } from '../schema/document/elements';
import { isConnectorElement } from '../schema/document/guards';

/** A rectangle on the slide, in slide pixels. */
export interface SlideRect {
  left: number;
  top: number;
  width: number;
  height: number;
}
type Box = SlideRect;

/** The part of the slide in sight, and what new elements keep clear of (the plan's mark). */
export interface SlideView extends SlideRect {
  avoid?: readonly SlideRect[];
}

/** The axis-aligned box an element covers (rotation ignored: good enough to avoid stacking). */
export function elementBox(element: FiguraElement): Box {
  if (isConnectorElement(element)) {
    const points = connectorPoints(element);
    const xs = points.map((p) => p.x);
    const ys = points.map((p) => p.y);
    const left = Math.min(...xs);
    const top = Math.min(...ys);
    return { left, top, width: Math.max(...xs) - left, height: Math.max(...ys) - top };
  }
  const width = element.width * Math.abs(element.scaleX);
  const height = element.height * Math.abs(element.scaleY);
  return { left: element.left, top: element.top, width, height };
}

/** The area two boxes share (0 when they only touch). */
function sharedArea(a: Box, b: Box): number {
  const width = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
  const height = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

/** Candidate positions on each axis: a grid over `from`..`from + span`, and where it already is. */
function positions(
  start: number,
  length: number,
  from: number,
  span: number,
  step: number,
): number[] {
  if (length >= span) return [start];
  const found = [start];
  for (let at = from; at <= from + span - length; at += step) found.push(at);
  found.push(from + span - length);
  return found;
}

/** How fine the search for free space is: about 48 steps across the slide's shorter side. */
const GRID_STEPS = 48;

/** A line or a flat arrow still takes this much room (px) when looking for free space. */
const MIN_EXTENT = 12;

/** The space kept between a new element and the others: 2 % of the slide's shorter side. */
const gapFor = (doc: SlideDocument) =>
  Math.max(8, Math.round(Math.min(doc.width, doc.height) * 0.02));

const grown = (box: Box, by: number): Box => ({
  left: box.left - by,
  top: box.top - by,
  width: box.width + by * 2,
  height: box.height + by * 2,
});

/** The room an element takes when placing: its box, a line's grown to MIN_EXTENT across. */
function room(element: FiguraElement): Box {
  const box = elementBox(element);
  const grow = (length: number) => Math.max(0, MIN_EXTENT - length) / 2;
  const dx = grow(box.width);
  const dy = grow(box.height);
  return {
    left: box.left - dx,
    top: box.top - dy,
    width: box.width + dx * 2,
    height: box.height + dy * 2,
  };
}

/** The element moved by (dx, dy): a line by its points, anything else by its box. */
export function translate<T extends FiguraElement>(element: T, dx: number, dy: number): T {
  if (isConnectorElement(element)) return moveConnector(element, dx, dy);
  return { ...element, left: element.left + dx, top: element.top + dy };
}

/**
 * Pictures (illustrations, icons, molecules, uploads) are made smaller, down to half their size,
 * to land in free room rather than over what is there; text, shapes and charts keep their size
 * (a chart's or a label's type would shrink with them).
 */
const SHRINKABLE = new Set<FiguraElement['type']>([
  'illustration',
  'icon',
  'molecule',
  'upload',
  'generation',
]);
const SHRINK_STEPS = [0.8, 0.65, 0.5];

/** The element scaled by `factor` about its box's centre. */
function shrunk<T extends FiguraElement>(element: T, factor: number): T {
  if (isConnectorElement(element)) return element;
  const box = elementBox(element);
  return {
    ...element,
    scaleX: element.scaleX * factor,
    scaleY: element.scaleY * factor,
    left: box.left + (box.width * (1 - factor)) / 2,
    top: box.top + (box.height * (1 - factor)) / 2,
  };
}

/**
 * Where a new element goes: where it was made (the centre) unless something already sits there
 * (or nearer than a small gap; what the view keeps clear counts as something); then the free spot
 * nearest to it, clear of the slide's edges where one is (a picture made smaller, down to half,
 * when that finds free room); when the slide has no free spot that large, the spot covering the
 * least of what is there; failing even that, a small diagonal step per element so that new
 * elements never land exactly on top of each other.
 */
export function placeNewElement<T extends FiguraElement>(
  doc: SlideDocument,
  element: T,
  view?: SlideView,
): T {
  const gap = gapFor(doc);
  const others = [
    ...doc.elements.filter((other) => !other.hidden).map(room),
    ...(view?.avoid ?? []),
  ].map((box) => grown(box, gap));
  const covered = (candidate: Box) =>
    others.reduce((sum, other) => sum + sharedArea(candidate, other), 0);
  // The part of the slide the person sees: the element starts at its centre (kept on the slide)
  // and, when it fits there, looks for room there first.
  const seen = view && visiblePart(doc, view);
  const onSlide = (at: number, length: number, slideLength: number) =>
    Math.max(0, Math.min(slideLength - length, at));
  const made = room(element);
  const start = seen
    ? translate(
        element,
        onSlide(seen.left + (seen.width - made.width) / 2, made.width, doc.width) - made.left,
        onSlide(seen.top + (seen.height - made.height) / 2, made.height, doc.height) - made.top,
      )
    : element;
  const box = room(start);
  const stacked = covered(box);
  if (stacked === 0) return start;

  const step = Math.max(4, Math.min(doc.width, doc.height) / GRID_STEPS);
  /** The spot nearest `from` that covers least of what is there (in view when it fits there). */
  const spotIn = (from: Box, coveredThere: number, area: Box) => {
    let best = { left: from.left, top: from.top, covered: coveredThere, distance: 0 };
    for (const top of positions(from.top, from.height, area.top, area.height, step)) {
      for (const left of positions(from.left, from.width, area.left, area.width, step)) {
        const cover = covered({ ...from, left, top });
        // Within half a square pixel the cover is the same (rounding): the nearer spot wins.
        if (cover > best.covered + 0.5) continue;
        const distance = readingDistance(left - from.left, top - from.top);
        if (cover < best.covered - 0.5 || distance < best.distance)
          best = { left, top, covered: cover, distance };
      }
    }
    return best;
  };
  const slideClear = {
    left: gap,
    top: gap,
    width: doc.width - 2 * gap,
    height: doc.height - 2 * gap,
  };
  const bestSpot = (from: Box, coveredThere: number) => {
    // In view, even when that means covering a little of what is there: an element added out of
    // sight would look like nothing happened.
    const inView =
      seen && from.width <= seen.width && from.height <= seen.height ? seen : undefined;
    const area = inView ?? { left: 0, top: 0, width: doc.width, height: doc.height };
    // A free spot clear of the slide's edges by the gap too, where there is one.
    const clear = intersection(area, slideClear);
    const inside =
      clear && from.width <= clear.width && from.height <= clear.height
        ? spotIn(from, coveredThere, clear)
        : undefined;
    return inside && inside.covered <= 0.5 ? inside : spotIn(from, coveredThere, area);
  };
  const best = bestSpot(box, stacked);
  if (best.covered > 0.5 && SHRINKABLE.has(element.type)) {
    for (const factor of SHRINK_STEPS) {
      const smaller = shrunk(start, factor);
      const from = room(smaller);
      const spot = bestSpot(from, covered(from));
      if (spot.covered <= 0.5)
        return translate(smaller, spot.left - from.left, spot.top - from.top);
    }
  }
  if (best.covered < stacked - 0.5)
    return translate(start, best.left - box.left, best.top - box.top);
  const nudge =
    Math.max(10, Math.round(Math.min(doc.width, doc.height) * 0.03)) * (others.length % 10 || 1);
  return translate(start, nudge, nudge);
}

/**
 * How far a spot is from where an element was made, as a reader goes: a spot to the right, on
 * the same line, comes before one below, and below before left or above. Successive icons line
 * up right of the first, then fill the row beneath it, rather than landing right, then above.
 */
function readingDistance(dx: number, dy: number): number {
  return (
    Math.hypot(dx, dy) + 0.1 * Math.abs(dy) + (dx < 0 ? 0.6 * -dx : 0) + (dy < 0 ? 0.8 * -dy : 0)
  );
}

/** The part of `view` on the slide, or undefined when they do not meet. */
function visiblePart(doc: SlideDocument, view: SlideRect): SlideRect | undefined {
  return intersection(view, { left: 0, top: 0, width: doc.width, height: doc.height });
}

/** Where two boxes overlap, or undefined when they do not. */
function intersection(a: Box, b: Box): Box | undefined {
  const left = Math.max(a.left, b.left);
  const top = Math.max(a.top, b.top);
  const right = Math.min(a.left + a.width, b.left + b.width);
  const bottom = Math.min(a.top + a.height, b.top + b.height);
  return right > left && bottom > top
    ? { left, top, width: right - left, height: bottom - top }
    : undefined;
}

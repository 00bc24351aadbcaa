import { connectorPoints, moveConnector } from '../schema/connectors';
import type { SlideDocument } from '../schema/document';
import type { FiguraElement } from '../schema/elements';
import { isConnectorElement } from '../schema/guards';

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
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

/** Candidate positions on each axis: a grid over the slide, and where the element already is. */
function positions(start: number, length: number, slideLength: number, step: number): number[] {
  if (length >= slideLength) return [start];
  const found = [start];
  for (let at = 0; at <= slideLength - length; at += step) found.push(at);
  found.push(slideLength - length);
  return found;
}

/** How fine the search for free space is: about 48 steps across the slide's shorter side. */
const GRID_STEPS = 48;

/** A line or a flat arrow still takes this much room (px) when looking for free space. */
const MIN_EXTENT = 12;

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

function translate<T extends FiguraElement>(element: T, dx: number, dy: number): T {
  if (isConnectorElement(element)) return moveConnector(element, dx, dy);
  return { ...element, left: element.left + dx, top: element.top + dy };
}

/**
 * Where a new element goes: where it was made (the centre) unless something already sits there;
 * then the free spot on the slide nearest to it; when the slide has no free spot that large, the
 * spot covering the least of what is there; failing even that, a small diagonal step per element
 * so that new elements never land exactly on top of each other.
 */
export function placeNewElement<T extends FiguraElement>(doc: SlideDocument, element: T): T {
  const others = doc.elements.filter((other) => !other.hidden).map(room);
  const box = room(element);
  const covered = (candidate: Box) =>
    others.reduce((sum, other) => sum + sharedArea(candidate, other), 0);
  const stacked = covered(box);
  if (stacked === 0) return element;

  const step = Math.max(4, Math.min(doc.width, doc.height) / GRID_STEPS);
  let best = { left: box.left, top: box.top, covered: stacked, distance: 0 };
  for (const top of positions(box.top, box.height, doc.height, step)) {
    for (const left of positions(box.left, box.width, doc.width, step)) {
      const cover = covered({ ...box, left, top });
      // Within half a square pixel the cover is the same (rounding): the nearer spot wins.
      if (cover > best.covered + 0.5) continue;
      const distance = Math.hypot(left - box.left, top - box.top);
      if (cover < best.covered - 0.5 || distance < best.distance)
        best = { left, top, covered: cover, distance };
    }
  }
  if (best.covered < stacked - 0.5)
    return translate(element, best.left - box.left, best.top - box.top);
  const nudge =
    Math.max(10, Math.round(Math.min(doc.width, doc.height) * 0.03)) * (others.length % 10 || 1);
  return translate(element, nudge, nudge);
}

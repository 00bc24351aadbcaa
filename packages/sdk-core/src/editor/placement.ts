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

const overlaps = (a: Box, b: Box) =>
  a.left < b.left + b.width &&
  b.left < a.left + a.width &&
  a.top < b.top + b.height &&
  b.top < a.top + a.height;

function translate<T extends FiguraElement>(element: T, dx: number, dy: number): T {
  if (isConnectorElement(element)) return moveConnector(element, dx, dy);
  return { ...element, left: element.left + dx, top: element.top + dy };
}

/**
 * Where a new element goes: where it was made (the centre) unless something already sits there;
 * then the nearest free spot on rings around the centre that stays on the canvas; failing that,
 * a small diagonal step per element so that new elements never land exactly on top of each other.
 */
export function placeNewElement<T extends FiguraElement>(doc: SlideDocument, element: T): T {
  const visible = doc.elements.filter((other) => !other.hidden);
  const box = elementBox(element);
  const fits = (candidate: Box) =>
    candidate.left >= 0 &&
    candidate.top >= 0 &&
    candidate.left + candidate.width <= doc.width &&
    candidate.top + candidate.height <= doc.height &&
    !visible.some((other) => overlaps(candidate, elementBox(other)));
  if (!visible.some((other) => overlaps(box, elementBox(other)))) return element;

  const stepX = Math.max(box.width, 1) * 1.15;
  const stepY = Math.max(box.height, 1) * 1.15;
  for (let ring = 1; ring <= 4; ring++) {
    for (let gy = -ring; gy <= ring; gy++) {
      for (let gx = -ring; gx <= ring; gx++) {
        if (Math.max(Math.abs(gx), Math.abs(gy)) !== ring) continue;
        const dx = gx * stepX;
        const dy = gy * stepY;
        if (fits({ ...box, left: box.left + dx, top: box.top + dy }))
          return translate(element, dx, dy);
      }
    }
  }
  const step =
    Math.max(10, Math.round(Math.min(doc.width, doc.height) * 0.03)) * (visible.length % 10);
  return translate(element, step, step);
}

import { elementOutline, type Point } from '../schema/document/geometry';
import { anchorPoint } from '../schema/document/attachments';
import type { SlideDocument } from '../schema/document/document';
import type { ConnectorAnchor, FiguraElement } from '../schema/document/elements';
import { isConnectorElement } from '../schema/document/guards';

/** The anchors a connector's end snaps to when dropped near them ('auto' is anywhere over it). */
const SIDE_ANCHORS: readonly ConnectorAnchor[] = ['center', 'top', 'right', 'bottom', 'left'];

/** What a connector's end would attach to: an element, its anchor, and where that is. */
export interface ConnectorTarget {
  element: FiguraElement;
  anchor: ConnectorAnchor;
  point: Point;
}

function insidePolygon(polygon: readonly Point[], p: Point): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x)
      inside = !inside;
  }
  return inside;
}

/**
 * The element a connector's end at `point` attaches to, topmost first: one whose anchor is within
 * `reach` (slide px) takes that anchor; one the point is over takes 'auto' (the point of its
 * outline facing `towards`, the other end). Lines, hidden elements and `exclude` are passed by.
 */
export function connectorTargetAt(
  document: SlideDocument,
  point: Point,
  options: { reach: number; towards: Point; exclude?: string },
): ConnectorTarget | null {
  const { elements } = document;
  for (let i = elements.length - 1; i >= 0; i -= 1) {
    const element = elements[i]!;
    if (element.id === options.exclude || isConnectorElement(element) || element.hidden) continue;
    for (const anchor of SIDE_ANCHORS) {
      const at = anchorPoint(element, anchor);
      if (Math.hypot(at.x - point.x, at.y - point.y) <= options.reach)
        return { element, anchor, point: at };
    }
    if (insidePolygon(elementOutline(element), point))
      return { element, anchor: 'auto', point: anchorPoint(element, 'auto', options.towards) };
  }
  return null;
}

// Connectors that stay attached: where an attached end sits on its element, and a document with
// every attached end moved there. Pure and zod-free (the editor's first frame loads it).
import { apply, elementOutline, type Matrix, type Point } from './geometry';
import { isConnectorElement } from './guards';
import { unitOutline } from './shape-outlines';
import type { SlideDocument } from './document';
import type { ConnectorElement, FiguraElement } from './elements';
import type { ConnectorAnchor, ElbowRoute } from './elements';

export type ConnectorEnd = 'start' | 'end';

/** The element's outline: four corners of its (rotated, scaled) box, or a line's points. */
function outline(element: FiguraElement): Point[] {
  return elementOutline(element);
}

function mean(points: readonly Point[]): Point {
  const sum = points.reduce((acc, p) => ({ x: acc.x + p.x, y: acc.y + p.y }), { x: 0, y: 0 });
  return { x: sum.x / points.length, y: sum.y / points.length };
}

/** The matrix taking the 1 x 1 box onto the element's (rotated, scaled, flipped) box. */
function unitBoxOnto(topLeft: Point, topRight: Point, bottomLeft: Point): Matrix {
  return [
    topRight.x - topLeft.x,
    topRight.y - topLeft.y,
    bottomLeft.x - topLeft.x,
    bottomLeft.y - topLeft.y,
    topLeft.x,
    topLeft.y,
  ];
}

function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/** The centre of an element as drawn. */
export function elementCentre(element: FiguraElement): Point {
  const points = outline(element);
  return points.length === 4 ? mean(points) : midpoint(points[0]!, points[points.length - 1]!);
}

/** Where the ray from `origin` towards `towards` leaves the closed polygon (origin inside). */
function rayExit(polygon: readonly Point[], origin: Point, towards: Point): Point | null {
  const dx = towards.x - origin.x;
  const dy = towards.y - origin.y;
  if (dx === 0 && dy === 0) return null;
  let best: number | null = null;
  for (let i = 0; i < polygon.length; i += 1) {
    const a = polygon[i]!;
    const b = polygon[(i + 1) % polygon.length]!;
    const ex = b.x - a.x;
    const ey = b.y - a.y;
    const denominator = dx * ey - dy * ex;
    if (Math.abs(denominator) < 1e-12) continue;
    const t = ((a.x - origin.x) * ey - (a.y - origin.y) * ex) / denominator;
    const u = ((a.x - origin.x) * dy - (a.y - origin.y) * dx) / denominator;
    if (t >= 0 && u >= -1e-9 && u <= 1 + 1e-9 && (best === null || t < best)) best = t;
  }
  return best === null ? null : { x: origin.x + dx * best, y: origin.y + dy * best };
}

/**
 * An anchor of an element in canvas coordinates, rotation, scale and flips included: its centre
 * or the middle of a side of its box. 'auto' is the point on the element's edge facing `towards`
 * (the connector's other end): an ellipse's or a straight-sided shape's own, else its box's; its
 * centre without one.
 */
export function anchorPoint(
  element: FiguraElement,
  anchor: ConnectorAnchor,
  towards?: Point,
): Point {
  const points = outline(element);
  if (points.length !== 4) {
    // A line as target: its ends and middle.
    const first = points[0]!;
    const last = points[points.length - 1]!;
    if (anchor === 'left' || anchor === 'top') return { ...first };
    if (anchor === 'right' || anchor === 'bottom') return { ...last };
    return midpoint(first, last);
  }
  const [topLeft, topRight, bottomRight, bottomLeft] = points as [Point, Point, Point, Point];
  switch (anchor) {
    case 'top':
      return midpoint(topLeft, topRight);
    case 'right':
      return midpoint(topRight, bottomRight);
    case 'bottom':
      return midpoint(bottomRight, bottomLeft);
    case 'left':
      return midpoint(bottomLeft, topLeft);
    case 'center':
      return mean(points);
    default: {
      // On the element's own edge where it has one (an ellipse, a triangle), else on its box;
      // from the middle of that edge (a right triangle's box centre lies on its long side).
      const unit = unitOutline(element);
      const onBox = unitBoxOnto(topLeft, topRight, bottomLeft);
      const edge = unit ? unit.map((p) => apply(onBox, p)) : points;
      const inside = mean(edge);
      return (towards && rayExit(edge, inside, towards)) ?? mean(points);
    }
  }
}

function attachmentOf(connector: ConnectorElement, end: ConnectorEnd) {
  return end === 'start' ? connector.startAttachment : connector.endAttachment;
}

/** The connector's end points and each end's neighbour (what an 'auto' end faces). */
function ends(connector: ConnectorElement): {
  start: Point;
  end: Point;
  afterStart: Point;
  beforeEnd: Point;
} {
  if (connector.type === 'DynamicLine') {
    const points = connector.points;
    return {
      start: points[0]!,
      end: points[points.length - 1]!,
      afterStart: points[1]!,
      beforeEnd: points[points.length - 2]!,
    };
  }
  const start = { x: connector.x1, y: connector.y1 };
  const end = { x: connector.x2, y: connector.y2 };
  return { start, end, afterStart: end, beforeEnd: start };
}

/** The connector with one end moved to `point` (a polyline's other points stay). */
export function withEndAt<T extends ConnectorElement>(
  connector: T,
  end: ConnectorEnd,
  point: Point,
): T {
  const p = { x: point.x, y: point.y };
  if (connector.type === 'DynamicLine') {
    const points = [...connector.points];
    points[end === 'start' ? 0 : points.length - 1] = p;
    return { ...connector, points };
  }
  return end === 'start' ? { ...connector, x1: p.x, y1: p.y } : { ...connector, x2: p.x, y2: p.y };
}

/**
 * Where each attached end of `connector` belongs, given the elements by id. An 'auto' end faces
 * its neighbouring point, or the centre of the element the other end is attached to (so both
 * ends can be 'auto' without chasing each other).
 */
export function attachedEndPoints(
  connector: ConnectorElement,
  byId: ReadonlyMap<string, FiguraElement>,
): Partial<Record<ConnectorEnd, Point>> {
  const result: Partial<Record<ConnectorEnd, Point>> = {};
  const points = ends(connector);
  const target = (end: ConnectorEnd) => {
    const attachment = attachmentOf(connector, end);
    const element = attachment ? byId.get(attachment.elementId) : undefined;
    return element && element.id !== connector.id ? { attachment: attachment!, element } : null;
  };
  const start = target('start');
  const end = target('end');
  const twoPoints = connector.type !== 'DynamicLine' || connector.points.length === 2;
  if (start) {
    const towards = twoPoints && end ? elementCentre(end.element) : points.afterStart;
    result.start = anchorPoint(start.element, start.attachment.anchor, towards);
  }
  if (end) {
    const towards = twoPoints && start ? elementCentre(start.element) : points.beforeEnd;
    result.end = anchorPoint(end.element, end.attachment.anchor, towards);
  }
  return result;
}

function samePoint(a: Point, b: Point): boolean {
  return a.x === b.x && a.y === b.y;
}

/**
 * An elbow connector leaves a side anchor square to that side: horizontally from left or right,
 * vertically from top or bottom (the start decides, else the end). Other anchors keep the route.
 */
function elbowRouteFor(
  connector: Extract<ConnectorElement, { type: 'right_angle_line' }>,
  byId: ReadonlyMap<string, FiguraElement>,
): ElbowRoute {
  for (const attachment of [connector.startAttachment, connector.endAttachment]) {
    if (!attachment || !byId.has(attachment.elementId)) continue;
    if (attachment.anchor === 'left' || attachment.anchor === 'right') return 'hvh';
    if (attachment.anchor === 'top' || attachment.anchor === 'bottom') return 'vhv';
  }
  return connector.route;
}

/**
 * The connector with its attached ends on their anchors; an attachment to an element that no
 * longer exists is dropped (the end stays where it is). The same object when nothing changes.
 * `existing` (default: the keys of `byId`) may also name elements inside groups: those keep
 * their attachments but are not followed (ungrouping brings them back).
 */
export function followConnector(
  connector: ConnectorElement,
  byId: ReadonlyMap<string, FiguraElement>,
  existing: { has(id: string): boolean } = byId,
): ConnectorElement {
  let next = connector;
  for (const end of ['start', 'end'] as const) {
    const attachment = attachmentOf(next, end);
    if (attachment && (!existing.has(attachment.elementId) || attachment.elementId === next.id)) {
      next = { ...next, [end === 'start' ? 'startAttachment' : 'endAttachment']: null };
    }
  }
  if (next.type === 'right_angle_line') {
    const route = elbowRouteFor(next, byId);
    if (route !== next.route) next = { ...next, route };
  }
  const wanted = attachedEndPoints(next, byId);
  const current = ends(next);
  if (wanted.start && !samePoint(wanted.start, current.start))
    next = withEndAt(next, 'start', wanted.start);
  if (wanted.end && !samePoint(wanted.end, current.end)) next = withEndAt(next, 'end', wanted.end);
  return next;
}

/** The ids of these elements and of everything inside their groups. */
function allIds(elements: readonly FiguraElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    into.add(element.id);
    const children = (element as { elements?: unknown }).elements;
    if (Array.isArray(children)) allIds(children as FiguraElement[], into);
  }
  return into;
}

/**
 * The document with every connector attached to a changed element (any element when
 * `changedIds` is omitted), or itself changed, moved onto its anchors. Attachments to deleted
 * elements are dropped. The same document when nothing moves.
 */
export function followAttachments(
  doc: SlideDocument,
  changedIds?: ReadonlySet<string> | readonly string[],
): SlideDocument {
  const changed = changedIds === undefined ? null : new Set(changedIds);
  let byId: Map<string, FiguraElement> | null = null;
  let existing: Set<string> | null = null;
  let replaced = false;
  const elements = doc.elements.map((element) => {
    if (!isConnectorElement(element)) return element;
    const { startAttachment, endAttachment } = element;
    if (!startAttachment && !endAttachment) return element;
    byId ??= new Map(doc.elements.map((item) => [item.id, item]));
    const concerned =
      changed === null ||
      changed.has(element.id) ||
      (startAttachment &&
        (changed.has(startAttachment.elementId) || !byId.has(startAttachment.elementId))) ||
      (endAttachment &&
        (changed.has(endAttachment.elementId) || !byId.has(endAttachment.elementId)));
    if (!concerned) return element;
    existing ??= allIds(doc.elements);
    const next = followConnector(element, byId, existing);
    if (next !== element) replaced = true;
    return next;
  });
  return replaced ? { ...doc, elements } : doc;
}

/** Ids of the elements that differ (by reference) between two documents, or exist in one only. */
export function changedElementIds(before: SlideDocument, after: SlideDocument): Set<string> {
  const previous = new Map(before.elements.map((element) => [element.id, element]));
  const changed = new Set<string>();
  for (const element of after.elements) {
    if (previous.get(element.id) !== element) changed.add(element.id);
    previous.delete(element.id);
  }
  for (const id of previous.keys()) changed.add(id);
  return changed;
}

import type { SlideDocument } from '../schema/document/document';
import type { FiguraElement } from '../schema/document/elements';
import {
  elementBounds,
  hasEndPoints,
  pointList,
  translateElement,
} from '../schema/document/geometry';
import { mapElements, movable, pickElements } from './selection';

/** How far duplicates and repeated pastes land from their originals, in document pixels. */
export const DUPLICATE_OFFSET = 10;

/**
 * The offset of a copy at `zoom` (screen px per slide px): as many screen px, never fewer slide
 * px, so a copy on a zoomed-out poster is seen to appear (10 px at 25 % is 2.5 on screen).
 */
export function duplicateOffset(zoom: number): number {
  if (!(zoom > 0)) return DUPLICATE_OFFSET;
  return Math.max(DUPLICATE_OFFSET, Math.round(DUPLICATE_OFFSET / zoom));
}

export type CreateId = () => string;

type Loose = Record<string, unknown>;

/** A copy with a new id, and new ids for a group's children too. */
export function withNewIds(element: FiguraElement, createId: CreateId): FiguraElement {
  const children = (element as Loose).elements;
  const copy = { ...element, id: createId() } as Loose;
  if (Array.isArray(children))
    copy.elements = (children as FiguraElement[]).map((child) => withNewIds(child, createId));
  return copy as FiguraElement;
}

export interface InsertResult {
  document: SlideDocument;
  /** Ids of the new elements, to select them. */
  ids: string[];
}

/** Adds elements on top of the stack, with new ids, moved by (dx, dy). */
export function insertCopies(
  doc: SlideDocument,
  elements: readonly FiguraElement[],
  createId: CreateId,
  dx = 0,
  dy = 0,
): InsertResult {
  const copies = elements.map((element) => translateElement(withNewIds(element, createId), dx, dy));
  if (copies.length === 0) return { document: doc, ids: [] };
  return {
    document: { ...doc, elements: [...doc.elements, ...copies] },
    ids: copies.map((copy) => copy.id),
  };
}

/** Copies of the selected elements `offset` px down and right, on top, in their stacking order. */
export function duplicateElements(
  doc: SlideDocument,
  ids: readonly string[],
  createId: CreateId,
  offset = DUPLICATE_OFFSET,
): InsertResult {
  return insertCopies(doc, pickElements(doc, ids), createId, offset, offset);
}

/** Moves the selected, unlocked elements by (dx, dy). */
export function nudgeElements(
  doc: SlideDocument,
  ids: readonly string[],
  dx: number,
  dy: number,
): SlideDocument {
  const moving = movable(pickElements(doc, ids)).map((element) => element.id);
  return mapElements(doc, moving, (element) => translateElement(element, dx, dy));
}

/**
 * Mirrors each selected element in place: boxes toggle their flip, lines swap their end points
 * across their own centre.
 */
export function flipElements(
  doc: SlideDocument,
  ids: readonly string[],
  axis: 'horizontal' | 'vertical',
): SlideDocument {
  const flipping = movable(pickElements(doc, ids)).map((element) => element.id);
  return mapElements(doc, flipping, (element) => {
    const e = element as Loose;
    const points = pointList(element);
    if (points) {
      const b = elementBounds(element);
      return {
        ...element,
        points: points.map(({ x, y }) =>
          axis === 'horizontal' ? { x: b.left + b.right - x, y } : { x, y: b.top + b.bottom - y },
        ),
      } as FiguraElement;
    }
    if (hasEndPoints(element)) {
      return (
        axis === 'horizontal'
          ? { ...element, x1: e.x2, x2: e.x1 }
          : { ...element, y1: e.y2, y2: e.y1 }
      ) as FiguraElement;
    }
    return (
      axis === 'horizontal' ? { ...element, flipX: !e.flipX } : { ...element, flipY: !e.flipY }
    ) as FiguraElement;
  });
}

function setField<K extends 'opacity' | 'locked' | 'hidden' | 'name'>(
  doc: SlideDocument,
  ids: readonly string[],
  key: K,
  value: FiguraElement[K],
): SlideDocument {
  return mapElements(doc, ids, (element) =>
    element[key] === value ? element : ({ ...element, [key]: value } as FiguraElement),
  );
}

export function setOpacity(
  doc: SlideDocument,
  ids: readonly string[],
  opacity: number,
): SlideDocument {
  const clamped = Math.min(1, Math.max(0, Math.round(opacity * 100) / 100));
  return setField(doc, ids, 'opacity', clamped);
}

export function setLocked(
  doc: SlideDocument,
  ids: readonly string[],
  locked: boolean,
): SlideDocument {
  return setField(doc, ids, 'locked', locked);
}

export function setHidden(
  doc: SlideDocument,
  ids: readonly string[],
  hidden: boolean,
): SlideDocument {
  return setField(doc, ids, 'hidden', hidden);
}

/** Names an element (layers panel); an empty name falls back to the element's kind. */
export function renameElement(doc: SlideDocument, id: string, name: string): SlideDocument {
  const trimmed = name.trim().slice(0, 200);
  return mapElements(doc, [id], (element) => {
    if ((element.name ?? '') === trimmed) return element;
    const next = { ...element } as Loose;
    if (trimmed) next.name = trimmed;
    else delete next.name;
    return next as FiguraElement;
  });
}

import type { SlideDocument } from '../schema/document/document';
import {
  elementBounds,
  translateElement,
  unionBounds,
  type Bounds,
} from '../schema/document/geometry';
import { mapElements, movable, pickElements } from './selection';

export type Alignment = 'left' | 'centre' | 'right' | 'top' | 'middle' | 'bottom';
export type Axis = 'horizontal' | 'vertical';

/** Where an element's bounds must move by to line up with `target` on one edge or centre. */
function offsetFor(
  alignment: Alignment,
  bounds: Bounds,
  target: Bounds,
): { dx: number; dy: number } {
  switch (alignment) {
    case 'left':
      return { dx: target.left - bounds.left, dy: 0 };
    case 'centre':
      return { dx: (target.left + target.right - bounds.left - bounds.right) / 2, dy: 0 };
    case 'right':
      return { dx: target.right - bounds.right, dy: 0 };
    case 'top':
      return { dx: 0, dy: target.top - bounds.top };
    case 'middle':
      return { dx: 0, dy: (target.top + target.bottom - bounds.top - bounds.bottom) / 2 };
    case 'bottom':
      return { dx: 0, dy: target.bottom - bounds.bottom };
  }
}

/**
 * Lines the selected elements up with the selection's bounds, or with the canvas when only one
 * element is selected. Locked elements do not move but still count towards the bounds.
 */
export function alignElements(
  doc: SlideDocument,
  ids: readonly string[],
  alignment: Alignment,
): SlideDocument {
  const picked = pickElements(doc, ids);
  if (picked.length === 0) return doc;
  const target: Bounds =
    picked.length === 1
      ? { left: 0, top: 0, right: doc.width, bottom: doc.height }
      : unionBounds(picked.map(elementBounds));
  const moving = new Set(movable(picked).map((element) => element.id));
  return mapElements(doc, [...moving], (element) => {
    const { dx, dy } = offsetFor(alignment, elementBounds(element), target);
    return translateElement(element, dx, dy);
  });
}

/**
 * Spaces three or more elements with equal gaps along an axis. The outermost elements (first and
 * last by centre) stay put; the others keep their order by centre.
 */
export function distributeElements(
  doc: SlideDocument,
  ids: readonly string[],
  axis: Axis,
): SlideDocument {
  const picked = movable(pickElements(doc, ids));
  if (picked.length < 3) return doc;
  const start = axis === 'horizontal' ? 'left' : 'top';
  const end = axis === 'horizontal' ? 'right' : 'bottom';
  const measured = picked
    .map((element) => ({ element, bounds: elementBounds(element) }))
    .sort((a, b) => a.bounds[start] + a.bounds[end] - (b.bounds[start] + b.bounds[end]));
  const first = measured[0]!;
  const last = measured[measured.length - 1]!;
  const occupied = measured.reduce((sum, item) => sum + item.bounds[end] - item.bounds[start], 0);
  const gap = (last.bounds[end] - first.bounds[start] - occupied) / (measured.length - 1);
  const shifts = new Map<string, number>();
  let cursor = first.bounds[end] + gap;
  for (const item of measured.slice(1, -1)) {
    shifts.set(item.element.id, cursor - item.bounds[start]);
    cursor += item.bounds[end] - item.bounds[start] + gap;
  }
  return mapElements(doc, [...shifts.keys()], (element) => {
    const shift = shifts.get(element.id) ?? 0;
    return axis === 'horizontal'
      ? translateElement(element, shift, 0)
      : translateElement(element, 0, shift);
  });
}

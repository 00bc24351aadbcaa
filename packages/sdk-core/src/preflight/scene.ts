import {
  boundsOfPoints,
  boxMatrix,
  elementOutline,
  multiply,
  transformElement,
} from '../schema/document/geometry';
import type { Bounds, Matrix } from '../schema/document/geometry';
import type { FiguraElement } from '../schema/document/elements';

/** One drawn element with every enclosing group's transform baked in (canvas coordinates). */
export interface SceneItem {
  element: Exclude<FiguraElement, { type: 'group' }>;
  /** The top-level element it belongs to: what the editor selects for it. */
  rootId: string;
  /** How much the enclosing groups scale lengths (a line's stroke, which its points do not carry). */
  groupScale: number;
  /** Its own opacity times its groups'. */
  opacity: number;
  bounds: Bounds;
  /** Paint order: later items are drawn over earlier ones. */
  order: number;
}

/** sqrt(|det|): the average length scale of a transform. */
const lengthScale = (m: Matrix) => Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));

/**
 * The visible elements of a slide, groups opened (their transform applied to each child, as
 * ungrouping would place them), in paint order. Hidden elements and hidden groups are left out.
 */
export function sceneOf(elements: readonly FiguraElement[]): SceneItem[] {
  const items: SceneItem[] = [];
  const visit = (
    list: readonly FiguraElement[],
    matrix: Matrix | null,
    rootId: string | null,
    groupScale: number,
    opacity: number,
  ) => {
    for (const original of list) {
      if (original.hidden) continue;
      const root = rootId ?? original.id;
      const alpha = opacity * original.opacity;
      if (original.type === 'group') {
        // Its children are relative to its unrotated top-left: its placement, after the groups
        // around it.
        const own = boxMatrix(original, 0);
        const composed = matrix ? multiply(matrix, own) : own;
        visit(original.elements, composed, root, groupScale * lengthScale(own), alpha);
        continue;
      }
      const placed = (
        matrix ? transformElement(original, matrix) : original
      ) as SceneItem['element'];
      items.push({
        element: placed,
        rootId: root,
        groupScale,
        opacity: alpha,
        bounds: boundsOfPoints(elementOutline(placed)),
        order: items.length,
      });
    }
  };
  visit(elements, null, null, 1, 1);
  return items;
}

export const boundsContain = (b: Bounds, x: number, y: number) =>
  x >= b.left && x <= b.right && y >= b.top && y <= b.bottom;

export const centreOf = (b: Bounds) => ({ x: (b.left + b.right) / 2, y: (b.top + b.bottom) / 2 });

/** Whether two boxes overlap or lie within `gap` of each other. */
export const boundsNear = (a: Bounds, b: Bounds, gap: number) =>
  a.left - gap <= b.right &&
  b.left - gap <= a.right &&
  a.top - gap <= b.bottom &&
  b.top - gap <= a.bottom;

// Where an element's edge is, beyond its box: the ellipse of a circle element and the corners of
// the straight-sided library shapes. Attached arrows end on it ('auto' anchors), and the shapes
// are drawn from the same corners (render/shapes/library.ts). Pure and zod-free.
import type { Point } from './geometry';
import type { FiguraElement, ShapeKind } from './elements';

/** Points on the ellipse inscribed in a w x h box, from the top, clockwise. */
export function regularPolygonPoints(
  sides: number,
  w: number,
  h: number,
  radiusAt: (index: number) => number = () => 1,
): Point[] {
  return Array.from({ length: sides }, (_, index) => {
    const angle = -Math.PI / 2 + (index * 2 * Math.PI) / sides;
    const r = radiusAt(index);
    return { x: w / 2 + (w / 2) * r * Math.cos(angle), y: h / 2 + (h / 2) * r * Math.sin(angle) };
  });
}

/** The library shapes drawn with straight sides but not regular: corners in a 100 x 100 box. */
const CORNERS: Partial<Record<ShapeKind, readonly (readonly [number, number])[]>> = {
  cross: [
    [33.333, 0],
    [66.667, 0],
    [66.667, 33.333],
    [100, 33.333],
    [100, 66.667],
    [66.667, 66.667],
    [66.667, 100],
    [33.333, 100],
    [33.333, 66.667],
    [0, 66.667],
    [0, 33.333],
    [33.333, 33.333],
  ],
  chevron: [
    [0, 0],
    [70, 0],
    [100, 50],
    [70, 100],
    [0, 100],
    [30, 50],
  ],
  arrow_right: [
    [0, 30],
    [60, 30],
    [60, 0],
    [100, 50],
    [60, 100],
    [60, 70],
    [0, 70],
  ],
  parallelogram: [
    [25, 0],
    [100, 0],
    [75, 100],
    [0, 100],
  ],
  trapezoid: [
    [20, 0],
    [80, 0],
    [100, 100],
    [0, 100],
  ],
  triangle: [
    [50, 0],
    [100, 100],
    [0, 100],
  ],
  right_triangle: [
    [0, 0],
    [100, 100],
    [0, 100],
  ],
  diamond: [
    [50, 0],
    [100, 50],
    [50, 100],
    [0, 50],
  ],
};

/** The corners of a straight-sided library shape in a w x h box; undefined for a curved one. */
export function shapeCorners(kind: ShapeKind, w: number, h: number): Point[] | undefined {
  switch (kind) {
    case 'pentagon':
      return regularPolygonPoints(5, w, h);
    case 'hexagon':
      return regularPolygonPoints(6, w, h);
    case 'octagon':
      return regularPolygonPoints(8, w, h);
    case 'star':
      return regularPolygonPoints(10, w, h, (i) => (i % 2 === 0 ? 1 : 0.45));
    default:
      return CORNERS[kind]?.map(([x, y]) => ({ x: (x * w) / 100, y: (y * h) / 100 }));
  }
}

/** Sides of the polygon an ellipse's edge is taken as (under a pixel off at slide sizes). */
const ELLIPSE_SIDES = 72;
const UNIT_ELLIPSE: readonly Point[] = regularPolygonPoints(ELLIPSE_SIDES, 1, 1);

/**
 * An element's edge in a 1 x 1 box, where it is not its box: a circle element's ellipse, a
 * straight-sided library shape's corners; undefined for everything else.
 */
export function unitOutline(element: FiguraElement): readonly Point[] | undefined {
  if (element.type === 'circle') return UNIT_ELLIPSE;
  if (element.type === 'shape') return shapeCorners(element.shapeKind, 1, 1);
  return undefined;
}

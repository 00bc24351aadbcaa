import type { FiguraElement } from './elements';

export interface Point {
  x: number;
  y: number;
}

export interface Bounds {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** An affine transform in fabric's order: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type Matrix = readonly [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

export function invert(m: Matrix): Matrix {
  const det = m[0] * m[3] - m[1] * m[2];
  return [
    m[3] / det,
    -m[1] / det,
    -m[2] / det,
    m[0] / det,
    (m[2] * m[5] - m[3] * m[4]) / det,
    (m[1] * m[4] - m[0] * m[5]) / det,
  ];
}

export function apply(m: Matrix, p: Point): Point {
  return { x: m[0] * p.x + m[2] * p.y + m[4], y: m[1] * p.x + m[3] * p.y + m[5] };
}

const DEG = Math.PI / 180;

/** The transform fields every box element (and a group) shares, fabric's names. */
export interface BoxTransform {
  left: number;
  top: number;
  width: number;
  height: number;
  scaleX: number;
  scaleY: number;
  angle: number;
  flipX: boolean;
  flipY: boolean;
}

type Loose = Record<string, unknown>;

/** Polylines (DynamicLine): absolute points instead of a box. */
export function pointList(element: FiguraElement): Point[] | null {
  const points = (element as Loose).points;
  return Array.isArray(points) && points.every((p) => typeof p === 'object' && p !== null)
    ? (points as Point[])
    : null;
}

/** Lines and arrows (and any element with absolute end points) instead of a box. */
export function hasEndPoints(element: FiguraElement): boolean {
  const e = element as Loose;
  return ['x1', 'y1', 'x2', 'y2'].every((key) => typeof e[key] === 'number');
}

/**
 * What fabric adds to width and height before placing an object: its stroke width (fabric grows
 * the box by it). Rects and ellipses draw a stroke only when they have one; text keeps fabric's
 * default of 1; icons and groups have none.
 */
export function strokeAllowance(element: FiguraElement): number {
  const e = element as Loose;
  const type = e.type as string;
  if (type === 'textbox') return 1;
  if (type === 'icon' || type === 'group') return 0;
  return e.stroke && typeof e.strokeWidth === 'number' ? e.strokeWidth : 0;
}

/**
 * Maps the element's own box ([0, W] × [0, H], W = width plus stroke allowance) to canvas (or
 * parent group) coordinates, as fabric does with origin left/top: rotate about the top-left,
 * flip and scale about the centre.
 */
export function boxMatrix(box: BoxTransform, allowance = 0): Matrix {
  const w = box.width + allowance;
  const h = box.height + allowance;
  const cos = Math.cos(box.angle * DEG);
  const sin = Math.sin(box.angle * DEG);
  const rotateScale: Matrix = [
    cos * box.scaleX,
    sin * box.scaleX,
    -sin * box.scaleY,
    cos * box.scaleY,
    0,
    0,
  ];
  const centre = apply(rotateScale, { x: w / 2, y: h / 2 });
  const fx = box.flipX ? -1 : 1;
  const fy = box.flipY ? -1 : 1;
  // T(left, top) · T(centre) · R·S · F · T(-w/2, -h/2)
  const linear = multiply(rotateScale, [fx, 0, 0, fy, 0, 0]);
  const toCentre = apply(linear, { x: -w / 2, y: -h / 2 });
  return [
    linear[0],
    linear[1],
    linear[2],
    linear[3],
    box.left + centre.x + toCentre.x,
    box.top + centre.y + toCentre.y,
  ];
}

/** The corners (or end points) of an element in its parent's coordinates. */
export function elementOutline(element: FiguraElement): Point[] {
  const e = element as Loose;
  const points = pointList(element);
  if (points) return points.map(({ x, y }) => ({ x, y }));
  if (hasEndPoints(element)) {
    return [
      { x: e.x1 as number, y: e.y1 as number },
      { x: e.x2 as number, y: e.y2 as number },
    ];
  }
  const box = element as unknown as BoxTransform;
  const allowance = strokeAllowance(element);
  const matrix = boxMatrix(box, allowance);
  const w = box.width + allowance;
  const h = box.height + allowance;
  return [
    { x: 0, y: 0 },
    { x: w, y: 0 },
    { x: w, y: h },
    { x: 0, y: h },
  ].map((corner) => apply(matrix, corner));
}

export function boundsOfPoints(points: readonly Point[]): Bounds {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const { x, y } of points) {
    left = Math.min(left, x);
    top = Math.min(top, y);
    right = Math.max(right, x);
    bottom = Math.max(bottom, y);
  }
  return { left, top, right, bottom };
}

/** The axis-aligned box around an element as drawn: rotation, scale and stroke included. */
export function elementBounds(element: FiguraElement): Bounds {
  return boundsOfPoints(elementOutline(element));
}

export function unionBounds(all: readonly Bounds[]): Bounds {
  return boundsOfPoints(
    all.flatMap((b) => [
      { x: b.left, y: b.top },
      { x: b.right, y: b.bottom },
    ]),
  );
}

/** The element moved by (dx, dy); a group's children are relative to it and stay as they are. */
export function translateElement(element: FiguraElement, dx: number, dy: number): FiguraElement {
  if (dx === 0 && dy === 0) return element;
  const e = element as Loose;
  const points = pointList(element);
  if (points)
    return {
      ...element,
      points: points.map(({ x, y }) => ({ x: x + dx, y: y + dy })),
    } as FiguraElement;
  if (hasEndPoints(element)) {
    return {
      ...element,
      x1: (e.x1 as number) + dx,
      y1: (e.y1 as number) + dy,
      x2: (e.x2 as number) + dx,
      y2: (e.y2 as number) + dy,
    } as FiguraElement;
  }
  return {
    ...element,
    left: (e.left as number) + dx,
    top: (e.top as number) + dy,
  } as FiguraElement;
}

/**
 * The element placed by `matrix` on top of its current placement (ungrouping bakes the group's
 * transform into each child). Skew cannot be stored: a non-uniformly scaled group with rotated
 * children loses it, as in every editor that stores rotate-and-scale boxes.
 */
export function transformElement(element: FiguraElement, matrix: Matrix): FiguraElement {
  if (matrix[0] === 1 && matrix[1] === 0 && matrix[2] === 0 && matrix[3] === 1)
    return translateElement(element, matrix[4], matrix[5]);
  const e = element as Loose;
  const points = pointList(element);
  if (points) return { ...element, points: points.map((p) => apply(matrix, p)) } as FiguraElement;
  if (hasEndPoints(element)) {
    const start = apply(matrix, { x: e.x1 as number, y: e.y1 as number });
    const end = apply(matrix, { x: e.x2 as number, y: e.y2 as number });
    return { ...element, x1: start.x, y1: start.y, x2: end.x, y2: end.y } as FiguraElement;
  }
  const box = element as unknown as BoxTransform;
  const allowance = strokeAllowance(element);
  const w = box.width + allowance;
  const h = box.height + allowance;
  const centre = apply(multiply(matrix, boxMatrix(box, allowance)), { x: w / 2, y: h / 2 });
  // Decompose the new rotate·scale (the element's own flips stay outside and are kept).
  const cos = Math.cos(box.angle * DEG);
  const sin = Math.sin(box.angle * DEG);
  const [a, b, c, d] = multiply(matrix, [
    cos * box.scaleX,
    sin * box.scaleX,
    -sin * box.scaleY,
    cos * box.scaleY,
    0,
    0,
  ]);
  const scaleX = Math.hypot(a, b);
  const signedScaleY = (a * d - b * c) / scaleX;
  const angle = (((Math.atan2(b, a) / DEG) % 360) + 360) % 360;
  const placed: BoxTransform = {
    ...box,
    angle,
    scaleX,
    scaleY: Math.abs(signedScaleY),
    flipY: signedScaleY < 0 ? !box.flipY : box.flipY,
  };
  const half = apply(
    boxMatrix({ ...placed, left: 0, top: 0, flipX: false, flipY: false }, allowance),
    {
      x: w / 2,
      y: h / 2,
    },
  );
  return {
    ...element,
    angle: placed.angle,
    scaleX: placed.scaleX,
    scaleY: placed.scaleY,
    flipY: placed.flipY,
    left: centre.x - half.x,
    top: centre.y - half.y,
  } as FiguraElement;
}

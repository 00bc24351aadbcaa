import type { DynamicShapeElement } from '../../schema/document/elements';
import { polygonPath, regularPolygonPoints } from './library';

const n = (value: number) => Number(value.toFixed(3));
const KAPPA = 0.5523;

function roundedRectPath(w: number, h: number, ratio: number): string {
  const r = Math.min(ratio * Math.min(w, h), w / 2, h / 2);
  const k = r * (1 - KAPPA);
  return [
    `M ${n(r)} 0 L ${n(w - r)} 0`,
    `C ${n(w - k)} 0 ${n(w)} ${n(k)} ${n(w)} ${n(r)}`,
    `L ${n(w)} ${n(h - r)}`,
    `C ${n(w)} ${n(h - k)} ${n(w - k)} ${n(h)} ${n(w - r)} ${n(h)}`,
    `L ${n(r)} ${n(h)}`,
    `C ${n(k)} ${n(h)} 0 ${n(h - k)} 0 ${n(h - r)}`,
    `L 0 ${n(r)}`,
    `C 0 ${n(k)} ${n(k)} 0 ${n(r)} 0 Z`,
  ].join(' ');
}

function blockArrowPath(w: number, h: number, headLength: number, shaftWidth: number): string {
  const headX = w * (1 - headLength);
  const top = (h * (1 - shaftWidth)) / 2;
  const bottom = h - top;
  return polygonPath([
    { x: 0, y: top },
    { x: headX, y: top },
    { x: headX, y: 0 },
    { x: w, y: h / 2 },
    { x: headX, y: h },
    { x: headX, y: bottom },
    { x: 0, y: bottom },
  ]);
}

/** Defaults for parameters a dynamic shape leaves out. */
export const DYNAMIC_SHAPE_DEFAULTS = {
  cornerRadius: 0.15,
  points: 5,
  innerRadius: 0.45,
  headLength: 0.35,
  shaftWidth: 0.5,
  sides: 6,
} as const;

/** SVG path data of a dynamic shape in its w x h box, from its kind and parameters. */
export function dynamicShapePathData(
  element: Pick<DynamicShapeElement, 'kind' | 'params' | 'width' | 'height'>,
): string {
  const d = DYNAMIC_SHAPE_DEFAULTS;
  const given = element.params;
  const p = {
    cornerRadius: given.cornerRadius ?? d.cornerRadius,
    points: given.points ?? d.points,
    innerRadius: given.innerRadius ?? d.innerRadius,
    headLength: given.headLength ?? d.headLength,
    shaftWidth: given.shaftWidth ?? d.shaftWidth,
    sides: given.sides ?? d.sides,
  };
  const { width: w, height: h } = element;
  switch (element.kind) {
    case 'rounded_rect':
      return roundedRectPath(w, h, p.cornerRadius);
    case 'star':
      return polygonPath(
        regularPolygonPoints(p.points * 2, w, h, (i) => (i % 2 === 0 ? 1 : p.innerRadius)),
      );
    case 'block_arrow':
      return blockArrowPath(w, h, p.headLength, p.shaftWidth);
    case 'polygon':
      return polygonPath(regularPolygonPoints(p.sides, w, h));
  }
}

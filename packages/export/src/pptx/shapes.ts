// Rectangles, ellipses, lines, arrows and connectors as PowerPoint's own shapes: their fills,
// strokes, dashes and heads stay editable in PowerPoint.
import {
  connectorPoints,
  type ArrowHead,
  type FiguraElement,
  type StrokeDash,
} from '@figura/sdk-core/schema';
import type { SceneItem } from '@figura/sdk-core/preflight';
import { arrowHeadLength } from '@figura/sdk-core/render';
import type { PptxLine, PptxShapeName, PptxSlide } from '../untyped.ts';
import { placementOf, pptxColour, type Units } from './placement.ts';

type ArrowType = NonNullable<PptxLine['beginArrowType']>;

/** Figura's heads as PowerPoint's line ends (PowerPoint has no bar: drawn without a head). */
const HEADS: Record<ArrowHead, ArrowType> = {
  none: 'none',
  triangle: 'triangle',
  open: 'arrow',
  circle: 'oval',
  diamond: 'diamond',
  bar: 'none',
};
const DASHES: Record<StrokeDash, NonNullable<PptxLine['dashType']>> = {
  solid: 'solid',
  dashed: 'dash',
  dotted: 'sysDot',
};

type Rect = Extract<FiguraElement, { type: 'rect' }>;
type Circle = Extract<FiguraElement, { type: 'circle' }>;
export type NativeShape = Rect | Circle;
export type Connector = Extract<
  FiguraElement,
  { type: 'line' | 'arrow' | 'DynamicLine' | 'right_angle_line' }
>;

export const isNativeShape = (element: FiguraElement): element is NativeShape =>
  element.type === 'rect' || element.type === 'circle';
export const isConnector = (element: FiguraElement): element is Connector =>
  element.type === 'line' ||
  element.type === 'arrow' ||
  element.type === 'DynamicLine' ||
  element.type === 'right_angle_line';

/** A box shape's outline: none, or its colour and width (scaled as fabric scales a stroke). */
function outline(element: NativeShape, opacity: number, units: Units): PptxLine {
  const colour = pptxColour(element.stroke, opacity);
  if (!colour || element.strokeWidth <= 0) return { type: 'none' };
  const scale = Math.sqrt(Math.abs(element.scaleX * element.scaleY));
  return { ...colour, width: element.strokeWidth * scale * units.point };
}

export function addNativeShape(
  slide: PptxSlide,
  item: SceneItem & { element: NativeShape },
  units: Units,
  name: string,
): void {
  const { element, opacity } = item;
  const place = placementOf(element, units);
  const fill = pptxColour(element.fill, opacity);
  const common = {
    ...place,
    objectName: name,
    fill: fill ?? { type: 'none' as const },
    line: outline(element, opacity, units),
  };
  if (element.type === 'circle') {
    slide.addShape('ellipse', common);
    return;
  }
  const radius = Math.min(element.rx, element.ry);
  if (radius <= 0) {
    slide.addShape('rect', common);
    return;
  }
  // PowerPoint's corner is a fraction of half the shorter side.
  slide.addShape('roundRect', {
    ...common,
    rectRadius: Math.min(1, radius / (Math.min(element.width, element.height) / 2)),
  });
}

/** PowerPoint's head sizes: about 2, 3 and 5 times the line's width. */
const HEAD_SIZES = { sm: 2, med: 3, lg: 5 } as const;
export type HeadSize = keyof typeof HEAD_SIZES;
/** A head's width and length in PowerPoint's sizes. */
export interface HeadDims {
  w: HeadSize;
  len: HeadSize;
}
/** What each end of a connector is drawn with (PowerPoint's headEnd is the start). */
export interface ConnectorHeads {
  headEnd: HeadDims;
  tailEnd: HeadDims;
}

/** The editor's heads' width and length as parts of their length (render/heads.ts). */
const HEAD_PROPORTIONS: Record<ArrowHead, { w: number; len: number }> = {
  none: { w: 1, len: 1 },
  triangle: { w: 1, len: 1 },
  open: { w: 1, len: 1 },
  bar: { w: 1, len: 1 },
  diamond: { w: 0.6, len: 1 },
  circle: { w: 0.64, len: 0.64 },
};

const nearestSize = (times: number): HeadSize =>
  (Object.entries(HEAD_SIZES) as [HeadSize, number][]).reduce((best, size) =>
    Math.abs(size[1] - times) < Math.abs(best[1] - times) ? size : best,
  )[0];

/** The PowerPoint sizes nearest the editor's head of `kind` on a line `strokeWidth` wide. */
function headDims(kind: ArrowHead, strokeWidth: number): HeadDims {
  const times = arrowHeadLength(strokeWidth) / Math.max(strokeWidth, 0.1);
  const { w, len } = HEAD_PROPORTIONS[kind];
  return { w: nearestSize(times * w), len: nearestSize(times * len) };
}

/**
 * A line, an arrow or a connector: a line shape for two points, else a custom open path. Says
 * the sizes its heads are drawn at (pptxgenjs writes none: set in the file, package.ts).
 */
export function addConnector(
  slide: PptxSlide,
  item: SceneItem & { element: Connector },
  units: Units,
  name: string,
): ConnectorHeads {
  const { element, opacity, groupScale } = item;
  const colour = pptxColour(element.stroke, opacity);
  const [start, end] =
    element.type === 'line' ? (['none', 'none'] as const) : [element.headStart, element.headEnd];
  const heads = { beginArrowType: HEADS[start], endArrowType: HEADS[end] };
  const sizes = {
    headEnd: headDims(start, element.strokeWidth),
    tailEnd: headDims(end, element.strokeWidth),
  };
  const line: PptxLine = {
    ...(colour ?? { color: '000000', transparency: 100 }),
    width: element.strokeWidth * groupScale * units.point,
    dashType: DASHES[element.strokeDash],
    ...heads,
  };
  const points = connectorPoints(element);
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  const box = {
    x: left * units.inch,
    y: top * units.inch,
    w: (Math.max(...xs) - left) * units.inch,
    h: (Math.max(...ys) - top) * units.inch,
  };
  if (points.length === 2) {
    const [from, to] = points as [(typeof points)[0], (typeof points)[0]];
    // A line runs from its box's top-left to its bottom-right; flips point it the other ways.
    slide.addShape('line', {
      ...box,
      objectName: name,
      line,
      flipH: to.x < from.x,
      flipV: to.y < from.y,
    });
    return sizes;
  }
  // pptxgenjs draws a custom path (its types leave the name out).
  slide.addShape('custGeom' as PptxShapeName, {
    ...box,
    objectName: name,
    line,
    fill: { type: 'none' },
    points: points.map((point, index) => ({
      x: (point.x - left) * units.inch,
      y: (point.y - top) * units.inch,
      ...(index === 0 ? { moveTo: true } : {}),
    })),
  });
  return sizes;
}

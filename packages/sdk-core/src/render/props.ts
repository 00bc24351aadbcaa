import type { TOptions, FabricObjectProps } from 'fabric';
import type {
  BoxElement,
  CircleElement,
  ConnectorElement,
  DynamicShapeElement,
  FiguraElement,
  PathElement,
  PolygonElement,
  RectElement,
  ShapeElement,
  TextboxElement,
  StrokeDash,
} from '../schema/document/elements';
import { connectorNeedsFill } from './segment';
import type { FabricModule } from './types';

export type CommonProps = Partial<TOptions<FabricObjectProps>>;

/** What every element sets on its object: origin, visibility, interaction. */
export function commonProps(element: FiguraElement): CommonProps {
  const locked = element.locked;
  return {
    originX: 'left',
    originY: 'top',
    opacity: element.opacity,
    visible: !element.hidden,
    selectable: !locked,
    evented: !locked,
    lockMovementX: locked,
    lockMovementY: locked,
    lockRotation: locked,
    lockScalingX: locked,
    lockScalingY: locked,
    hasControls: !locked,
  };
}

/** The transform of a box element; `baseScale` lets an icon fit its SVG into the box. */
export function boxTransformProps(element: BoxElement, baseScale = { x: 1, y: 1 }): CommonProps {
  return {
    left: element.left,
    top: element.top,
    scaleX: element.scaleX * baseScale.x,
    scaleY: element.scaleY * baseScale.y,
    angle: element.angle,
    flipX: element.flipX,
    flipY: element.flipY,
  };
}

type FilledElement =
  RectElement | CircleElement | ShapeElement | DynamicShapeElement | PathElement | PolygonElement;

function strokeProps(element: FilledElement) {
  return { stroke: element.stroke, strokeWidth: element.stroke ? element.strokeWidth : 0 };
}

export function rectProps(element: RectElement) {
  return {
    ...commonProps(element),
    ...boxTransformProps(element),
    ...strokeProps(element),
    width: element.width,
    height: element.height,
    fill: element.fill,
    rx: element.rx,
    ry: element.ry,
  };
}

export function ellipseProps(element: CircleElement) {
  return {
    ...commonProps(element),
    ...boxTransformProps(element),
    ...strokeProps(element),
    rx: element.width / 2,
    ry: element.height / 2,
    fill: element.fill,
  };
}

const GENERIC_FAMILIES = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
]);

/** A missing font (say Inter on a server) falls back to a sans-serif face rather than the serif default. */
export function fontFamilyWithFallback(family: string): string {
  if (family.includes(',') || GENERIC_FAMILIES.has(family.trim().toLowerCase())) return family;
  const quoted = /^['"].*['"]$/.test(family.trim())
    ? family.trim()
    : `"${family.replace(/"/g, '')}"`;
  return `${quoted}, sans-serif`;
}

export function textboxProps(fabric: FabricModule, element: TextboxElement) {
  return {
    ...commonProps(element),
    ...boxTransformProps(element),
    text: element.text,
    width: element.width,
    fontFamily: fontFamilyWithFallback(element.fontFamily),
    fontSize: element.fontSize,
    fontWeight: element.fontWeight,
    fontStyle: element.fontStyle,
    underline: element.underline,
    fill: element.fill,
    // Justified text stretches every line but the last of each paragraph (fabric's 'justify'
    // would stretch that one too).
    textAlign: element.textAlign === 'justify' ? ('justify-left' as const) : element.textAlign,
    lineHeight: element.lineHeight,
    charSpacing: element.charSpacing,
    listStyle: element.listStyle,
    // Most labels have no character styles; fabric would split their text to find none.
    styles:
      element.styles.length === 0 ? {} : fabric.util.stylesFromArray(element.styles, element.text),
  };
}

export function connectorProps(element: ConnectorElement) {
  return {
    ...commonProps(element),
    stroke: element.stroke,
    strokeWidth: element.strokeWidth,
    strokeDashArray: dashArray(element.strokeDash, element.strokeWidth),
    // Solid heads are closed sub-paths: filling with the stroke colour makes them solid.
    fill: connectorNeedsFill(element) ? element.stroke : null,
    strokeLineCap: 'round' as const,
    strokeLineJoin: 'round' as const,
    // Scaling a line changes its points, never its stroke.
    strokeUniform: true,
  };
}

/**
 * A line's dash pattern in its own width: dashes three widths long, or round dots (a dash of no
 * length with a round cap) two widths apart; null for a solid line.
 */
export function dashArray(dash: StrokeDash, width: number): number[] | null {
  if (dash === 'dashed') return [width * 3, width * 2];
  if (dash === 'dotted') return [0, width * 2];
  return null;
}

/** Kept for callers of the first adapter. */
export const segmentProps = connectorProps;

/** Shapes drawn from path data laid out in their box (shape, dynamic_shape, path, polygon). */
export function pathShapeProps(
  element: ShapeElement | DynamicShapeElement | PathElement | PolygonElement,
) {
  return {
    ...commonProps(element),
    ...boxTransformProps(element),
    ...strokeProps(element),
    fill: element.fill,
    fillRule: element.type === 'path' ? element.fillRule : 'nonzero',
    strokeLineJoin: 'round' as const,
  };
}

import type { Path, Textbox } from 'fabric';
import type { BoxElement, FiguraElement, SegmentElement, TextboxElement } from '../schema/elements';
import { type FabricModule, type FabricObject, getBaseScale } from './types';

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The object's transform in canvas coordinates, also when it sits in a (multi-)selection group. */
function canvasTransform(fabric: FabricModule, object: FabricObject) {
  if (!object.group) {
    const { left, top, scaleX, scaleY, angle, flipX, flipY } = object;
    return { left, top, scaleX, scaleY, angle, flipX, flipY };
  }
  // Let fabric decompose the full matrix with its own origin maths, then put the object back.
  const saved = fabric.util.saveObjectTransform(object);
  fabric.util.applyTransformToObject(object, object.calcTransformMatrix());
  const { left, top, scaleX, scaleY, angle, flipX, flipY } = object;
  Object.assign(object, saved);
  return { left, top, scaleX, scaleY, angle, flipX, flipY };
}

function normaliseAngle(angle: number): number {
  const wrapped = angle % 360;
  return round(wrapped < 0 ? wrapped + 360 : wrapped);
}

type BoxTransformPatch = Partial<
  Pick<
    TextboxElement,
    'left' | 'top' | 'width' | 'height' | 'scaleX' | 'scaleY' | 'angle' | 'flipX' | 'flipY'
  >
>;

function boxPatch(
  fabric: FabricModule,
  object: FabricObject,
  element: BoxElement,
): BoxTransformPatch {
  const transform = canvasTransform(fabric, object);
  const base = element.type === 'icon' ? getBaseScale(object) : { x: 1, y: 1 };
  return {
    left: round(transform.left),
    top: round(transform.top),
    scaleX: round(transform.scaleX / base.x) || element.scaleX,
    scaleY: round(transform.scaleY / base.y) || element.scaleY,
    angle: normaliseAngle(transform.angle),
    flipX: transform.flipX,
    flipY: transform.flipY,
    // Icons keep their box; their object's size is the SVG's view box.
    ...(element.type === 'icon'
      ? {}
      : { width: round(object.width), height: round(object.height) }),
  };
}

type StyleValue = string | number | boolean;

function textPatch(fabric: FabricModule, textbox: Textbox): Partial<TextboxElement> {
  const styles = fabric.util.stylesToArray(textbox.styles, textbox.text).map((run) => ({
    start: run.start,
    end: run.end,
    // Only plain values are stored; fabric may carry undefined or objects (e.g. gradients).
    style: Object.fromEntries(
      Object.entries(run.style).filter((entry): entry is [string, StyleValue] =>
        ['string', 'number', 'boolean'].includes(typeof entry[1]),
      ),
    ),
  }));
  return { text: textbox.text, styles };
}

/** Bakes move/rotate/scale of a line or arrow into new absolute end points. */
function segmentPatch(
  fabric: FabricModule,
  object: Path,
  element: SegmentElement,
): Partial<SegmentElement> {
  const matrix = object.calcTransformMatrix();
  const toCanvas = (x: number, y: number) =>
    fabric.util.transformPoint(
      new fabric.Point(x - object.pathOffset.x, y - object.pathOffset.y),
      matrix,
    );
  const start = toCanvas(element.x1, element.y1);
  const end = toCanvas(element.x2, element.y2);
  return { x1: round(start.x), y1: round(start.y), x2: round(end.x), y2: round(end.y) };
}

/**
 * The model change a user's edit of `object` stands for: what to commit after fabric moved,
 * scaled, rotated or edited the object that draws `element`.
 */
export function elementPatchFromFabric(
  fabric: FabricModule,
  object: FabricObject,
  element: FiguraElement,
): Partial<FiguraElement> {
  switch (element.type) {
    case 'line':
    case 'arrow':
      return segmentPatch(fabric, object as Path, element);
    case 'textbox':
      return { ...boxPatch(fabric, object, element), ...textPatch(fabric, object as Textbox) };
    default:
      return boxPatch(fabric, object, element);
  }
}

import type { Path, Textbox } from 'fabric';
import type {
  BoxElement,
  ConnectorElement,
  DynamicLineElement,
  FiguraElement,
  GroupElement,
  SegmentElement,
  TextboxElement,
} from '../schema/document/elements';
import { groupOrigin } from './group';
import { toStorableText } from '../schema/document/storable-text';
import { type FabricModule, type FabricObject, getBaseScale } from './types';

const round = (value: number) => Math.round(value * 1000) / 1000;
/** Scales multiply sizes: six decimals keep a 2,500 px edge within a few thousandths of a px. */
const roundScale = (value: number) => Math.round(value * 1e6) / 1e6;

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

/** Types whose fabric object's own width and height are their box (others keep their box). */
const SIZED_BY_OBJECT = new Set<FiguraElement['type']>(['rect', 'circle', 'textbox']);

function boxPatch(
  fabric: FabricModule,
  object: FabricObject,
  element: BoxElement,
): BoxTransformPatch {
  const transform = canvasTransform(fabric, object);
  const base = getBaseScale(object);
  const placement = {
    scaleX: roundScale(transform.scaleX / base.x) || element.scaleX,
    scaleY: roundScale(transform.scaleY / base.y) || element.scaleY,
    angle: normaliseAngle(transform.angle),
    flipX: transform.flipX,
    flipY: transform.flipY,
  };
  if (element.type === 'group') {
    const centre = fabric.util.transformPoint(new fabric.Point(0, 0), object.calcTransformMatrix());
    const origin = groupOrigin(
      { ...transform, angle: transform.angle },
      centre,
      element as GroupElement,
      object,
    );
    return { left: round(origin.left), top: round(origin.top), ...placement };
  }
  return {
    left: round(transform.left),
    top: round(transform.top),
    ...placement,
    ...(SIZED_BY_OBJECT.has(element.type)
      ? { width: round(object.width), height: round(object.height) }
      : {}),
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
  // Typed or pasted NUL or half surrogate pairs would make the save fail: shown as U+FFFD instead.
  return { text: toStorableText(textbox.text), styles };
}

/** Bakes move/rotate/scale of a line or connector into new absolute points. */
function connectorPatch(
  fabric: FabricModule,
  object: Path,
  element: ConnectorElement,
): Partial<SegmentElement> | Partial<DynamicLineElement> {
  const matrix = object.calcTransformMatrix();
  const toCanvas = (x: number, y: number) => {
    const p = fabric.util.transformPoint(
      new fabric.Point(x - object.pathOffset.x, y - object.pathOffset.y),
      matrix,
    );
    return { x: round(p.x), y: round(p.y) };
  };
  if (element.type === 'DynamicLine') {
    return { points: element.points.map((p) => toCanvas(p.x, p.y)) };
  }
  const start = toCanvas(element.x1, element.y1);
  const end = toCanvas(element.x2, element.y2);
  return { x1: start.x, y1: start.y, x2: end.x, y2: end.y };
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
    case 'DynamicLine':
    case 'right_angle_line':
      return connectorPatch(fabric, object as Path, element) as Partial<FiguraElement>;
    case 'textbox':
      return { ...boxPatch(fabric, object, element), ...textPatch(fabric, object as Textbox) };
    default:
      return boxPatch(fabric, object, element);
  }
}

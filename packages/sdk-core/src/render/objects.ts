import { sanitizeSvg } from '../svg/sanitize';
import type { FiguraElement } from '../schema/document/elements';
import { isConnectorElement, isScientificElement } from '../schema/document/guards';
import { applyGroupStyle, createGroupObject } from './group';
import { applyIllustrationStyle, createIllustrationObject } from './illustration';
import { applyImageStyle, createImageObject } from './image';
import { listTextboxClass } from './list-textbox';
import { createPathShapeObject } from './path-shape';
import {
  commonProps,
  connectorProps,
  ellipseProps,
  pathShapeProps,
  rectProps,
  textboxProps,
} from './props';
import { connectorPathData } from './segment';
import { applySvgStyle, createSvgObject } from './svg-object';
import {
  type CreateObjectOptions,
  type FabricModule,
  type FabricObject,
  setElementId,
} from './types';

/** Creates the fabric object that draws `element`, tagged with the element id. */
export async function createFabricObject(
  fabric: FabricModule,
  element: FiguraElement,
  options: CreateObjectOptions = {},
): Promise<FabricObject> {
  const object = await createObject(fabric, element, options);
  setElementId(object, element.id);
  object.setCoords();
  return object;
}

async function createObject(
  fabric: FabricModule,
  element: FiguraElement,
  options: CreateObjectOptions,
): Promise<FabricObject> {
  const common = commonProps(element);
  // Objects drawn from data are their cached drawing, as charts are.
  if (isScientificElement(element))
    return createSvgObject(fabric, sanitizeSvg(element.svg), element, common);
  switch (element.type) {
    case 'rect':
      return new fabric.Rect(rectProps(element));
    case 'circle':
      return new fabric.Ellipse(ellipseProps(element));
    case 'line':
    case 'arrow':
    case 'DynamicLine':
    case 'right_angle_line':
      return new fabric.Path(connectorPathData(element), connectorProps(element));
    case 'textbox':
      return new (listTextboxClass(fabric))(element.text, textboxProps(fabric, element));
    case 'shape':
    case 'dynamic_shape':
    case 'path':
    case 'polygon':
      return createPathShapeObject(fabric, element);
    case 'icon':
    case 'svg_part':
      return createSvgObject(
        fabric,
        sanitizeSvg(element.svg),
        element,
        common,
        element.fill ?? undefined,
      );
    case 'illustration':
    case 'molecule':
      return createIllustrationObject(fabric, element, common, options);
    case 'chart':
      return createSvgObject(fabric, sanitizeSvg(element.svg), element, common);
    case 'upload':
    case 'generation':
      return createImageObject(fabric, element, common, options);
    case 'group':
      return createGroupObject(fabric, element, common, (child) =>
        createFabricObject(fabric, child, options),
      );
  }
}

/** Fields that only move, turn or flag an element: changing them never needs a new object. */
const PLACEMENT_KEYS = new Set([
  'left',
  'top',
  'scaleX',
  'scaleY',
  'angle',
  'flipX',
  'flipY',
  'opacity',
  'hidden',
  'locked',
  'name',
  'alt',
  // Credits: shown beside the drawing, never in it.
  'licence',
  'author',
  'source',
]);

/** Fields an in-place update can apply per type, beyond placement. */
const STYLE_KEYS: Partial<Record<FiguraElement['type'], readonly string[]>> = {
  rect: ['*'],
  circle: ['*'],
  textbox: ['*'],
  icon: ['fill'],
  svg_part: ['fill'],
  shape: ['fill', 'stroke', 'strokeWidth'],
  dynamic_shape: ['fill', 'stroke', 'strokeWidth'],
  path: ['fill', 'stroke', 'strokeWidth', 'fillRule'],
  polygon: ['fill', 'stroke', 'strokeWidth'],
};

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Whether `updateFabricObject` can bring the object of `previous` up to `next` in place. Lines and
 * connectors, and any element whose content (SVG, image, geometry, children) changed, are rebuilt.
 */
export function canUpdateFabricObject(previous: FiguraElement, next: FiguraElement): boolean {
  if (previous.type !== next.type) return false;
  if (isConnectorElement(next)) return false;
  const style = STYLE_KEYS[next.type] ?? [];
  if (style.includes('*')) return true;
  // An icon given back its own colours is drawn again: painting cannot undo a paint.
  if (next.type === 'icon' && next.fill === null && (previous as typeof next).fill !== null)
    return false;
  const before = previous as unknown as Record<string, unknown>;
  const after = next as unknown as Record<string, unknown>;
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of keys) {
    if (PLACEMENT_KEYS.has(key) || style.includes(key) || key === 'id' || key === 'type') continue;
    if (!sameValue(before[key], after[key])) return false;
  }
  return true;
}

/** Brings an existing object in line with a changed element; false when it must be replaced instead. */
export function updateFabricObject(
  fabric: FabricModule,
  object: FabricObject,
  previous: FiguraElement,
  next: FiguraElement,
): boolean {
  if (!canUpdateFabricObject(previous, next)) return false;
  const common = commonProps(next);
  if (isScientificElement(next)) {
    applySvgStyle(object, next, common);
    object.setCoords();
    return true;
  }
  switch (next.type) {
    case 'rect':
      object.set(rectProps(next));
      break;
    case 'circle':
      object.set(ellipseProps(next));
      break;
    case 'textbox':
      object.set(textboxProps(fabric, next));
      break;
    case 'shape':
    case 'dynamic_shape':
    case 'path':
    case 'polygon':
      object.set(pathShapeProps(next));
      break;
    case 'icon':
    case 'svg_part':
      applySvgStyle(object, next, common, next.fill ?? undefined);
      break;
    case 'illustration':
    case 'molecule':
      applyIllustrationStyle(object, next, common);
      break;
    case 'chart':
      applySvgStyle(object, next, common);
      break;
    case 'upload':
    case 'generation':
      applyImageStyle(object, next, common);
      break;
    case 'group':
      applyGroupStyle(fabric, object, next, common);
      break;
    default:
      // Lines and connectors: their points are their path, so they are rebuilt.
      return false;
  }
  object.setCoords();
  return true;
}

import type { FiguraElement, IconElement } from '../schema/elements';
import { applyIconStyle, createIconObject } from './icon';
import { commonProps, ellipseProps, rectProps, segmentProps, textboxProps } from './props';
import { segmentPathData } from './segment';
import { type FabricModule, type FabricObject, setElementId } from './types';

/** Creates the fabric object that draws `element`, tagged with the element id. */
export async function createFabricObject(
  fabric: FabricModule,
  element: FiguraElement,
): Promise<FabricObject> {
  let object: FabricObject;
  switch (element.type) {
    case 'rect':
      object = new fabric.Rect(rectProps(element));
      break;
    case 'circle':
      object = new fabric.Ellipse(ellipseProps(element));
      break;
    case 'line':
    case 'arrow':
      object = new fabric.Path(segmentPathData(element), segmentProps(element));
      break;
    case 'textbox':
      object = new fabric.Textbox(element.text, textboxProps(fabric, element));
      break;
    case 'icon':
      object = await createIconObject(fabric, element, commonProps(element));
      break;
  }
  setElementId(object, element.id);
  object.setCoords();
  return object;
}

/**
 * Whether `updateFabricObject` can bring the object of `previous` up to `next` in place. Segments
 * and icons with a new SVG or box are rebuilt instead (cheap, and hard to patch).
 */
export function canUpdateFabricObject(previous: FiguraElement, next: FiguraElement): boolean {
  if (previous.type !== next.type) return false;
  if (next.type === 'line' || next.type === 'arrow') return false;
  if (next.type === 'icon') {
    const before = previous as IconElement;
    return before.svg === next.svg && before.width === next.width && before.height === next.height;
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
    case 'icon':
      applyIconStyle(object, next, commonProps(next));
      break;
    default:
      return false;
  }
  object.setCoords();
  return true;
}

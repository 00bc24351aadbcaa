import type { FiguraElement, GroupElement } from '../schema/document/elements';
import type { CommonProps } from './props';
import { type FabricModule, type FabricObject, getGroupCentre, setGroupCentre } from './types';

const DEG = Math.PI / 180;

interface GroupPlacement {
  left: number;
  top: number;
  scaleX: number;
  scaleY: number;
  angle: number;
  flipX: boolean;
  flipY: boolean;
}

/**
 * Where fabric's group centre goes so that the group's own coordinates map onto the canvas the way
 * the document defines it: rotate about the box's top-left, scale, flip about the box's centre
 * (the same matrix sdk-core's arrange helpers use). `centre` is the centre of fabric's group box
 * in group coordinates; it differs from the box centre when children reach outside the box.
 */
function fabricCentre(
  placement: GroupPlacement,
  size: { width: number; height: number },
  centre: { x: number; y: number },
): { x: number; y: number } {
  const cos = Math.cos(placement.angle * DEG);
  const sin = Math.sin(placement.angle * DEG);
  const rs = (x: number, y: number) => ({
    x: cos * placement.scaleX * x - sin * placement.scaleY * y,
    y: sin * placement.scaleX * x + cos * placement.scaleY * y,
  });
  const boxCentre = rs(size.width / 2, size.height / 2);
  const fx = placement.flipX ? -1 : 1;
  const fy = placement.flipY ? -1 : 1;
  const offset = rs(fx * (centre.x - size.width / 2), fy * (centre.y - size.height / 2));
  return {
    x: placement.left + boxCentre.x + offset.x,
    y: placement.top + boxCentre.y + offset.y,
  };
}

export function applyGroupStyle(
  fabric: FabricModule,
  object: FabricObject,
  element: GroupElement,
  common: CommonProps,
): void {
  const { scaleX, scaleY, angle, flipX, flipY } = element;
  object.set({ ...common, scaleX, scaleY, angle, flipX, flipY });
  const centre = fabricCentre(element, element, getGroupCentre(object));
  object.setPositionByOrigin(new fabric.Point(centre.x, centre.y), 'center', 'center');
}

/**
 * A fabric group of the children, laid out in the group's own space, with an invisible frame
 * for the group's box (so selecting the group shows its box).
 */
export async function createGroupObject(
  fabric: FabricModule,
  element: GroupElement,
  common: CommonProps,
  createChild: (child: FiguraElement) => Promise<FabricObject>,
): Promise<FabricObject> {
  const children = await Promise.all(
    element.elements.filter((child) => !child.hidden).map(createChild),
  );
  const frame = new fabric.Rect({
    left: 0,
    top: 0,
    originX: 'left',
    originY: 'top',
    width: element.width,
    height: element.height,
    fill: null,
    stroke: null,
    strokeWidth: 0,
  });
  const group = new fabric.Group([frame, ...children], { originX: 'left', originY: 'top' });
  // Children were placed in group coordinates, so the group's centre is still in them.
  const centre = group.getCenterPoint();
  setGroupCentre(group, centre.x, centre.y);
  applyGroupStyle(fabric, group, element, common);
  return group;
}

/** The group's left/top in canvas terms, from its fabric object's decomposed transform and centre. */
export function groupOrigin(
  placement: Omit<GroupPlacement, 'left' | 'top'>,
  fabricCentrePoint: { x: number; y: number },
  element: GroupElement,
  object: FabricObject,
): { left: number; top: number } {
  const atOrigin = fabricCentre({ ...placement, left: 0, top: 0 }, element, getGroupCentre(object));
  return { left: fabricCentrePoint.x - atOrigin.x, top: fabricCentrePoint.y - atOrigin.y };
}

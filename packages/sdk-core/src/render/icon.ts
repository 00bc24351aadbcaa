import type { FabricObjectProps, Group, TOptions } from 'fabric';
import type { IconElement } from '../schema/elements';
import { boxTransformProps } from './props';
import { type FabricModule, type FabricObject, getBaseScale, setBaseScale } from './types';

const FRAME = 'figuraIconFrame';

function isPainted(paint: unknown): boolean {
  return (
    paint !== null &&
    paint !== undefined &&
    paint !== '' &&
    paint !== 'none' &&
    paint !== 'transparent'
  );
}

/** Paints every shape of the icon with the element's colour (icon sets draw in `currentColor`). */
function paintIcon(group: Group, colour: string): void {
  for (const child of group.getObjects()) {
    if ((child as unknown as Record<string, unknown>)[FRAME]) continue;
    if (isPainted(child.fill)) child.set('fill', colour);
    if (isPainted(child.stroke)) child.set('stroke', colour);
  }
  group.set('dirty', true);
}

/** Re-applies colour, transform and flags to an existing icon object (same SVG and box). */
export function applyIconStyle(
  object: FabricObject,
  element: IconElement,
  common: Partial<TOptions<FabricObjectProps>>,
): void {
  object.set({ ...common, ...boxTransformProps(element, getBaseScale(object)) });
  paintIcon(object as Group, element.fill);
}

/**
 * Parses the icon's SVG into a group that keeps the SVG's view box (an invisible frame holds the
 * padding, so an icon sits in its box the way the icon set drew it) and scales it into the box.
 */
export async function createIconObject(
  fabric: FabricModule,
  element: IconElement,
  common: Partial<TOptions<FabricObjectProps>>,
): Promise<FabricObject> {
  const parsed = await fabric.loadSVGFromString(element.svg);
  const shapes = parsed.objects.filter((object): object is FabricObject => object !== null);
  const viewBoxWidth = Number(parsed.options.viewBoxWidth ?? parsed.options.width) || 1;
  const viewBoxHeight = Number(parsed.options.viewBoxHeight ?? parsed.options.height) || 1;
  const frame = new fabric.Rect({
    left: Number(parsed.options.minX) || 0,
    top: Number(parsed.options.minY) || 0,
    originX: 'left',
    originY: 'top',
    width: viewBoxWidth,
    height: viewBoxHeight,
    fill: null,
    stroke: null,
    strokeWidth: 0,
  });
  frame.set(FRAME, true);
  const group = new fabric.Group([frame, ...shapes], { originX: 'left', originY: 'top' });
  setBaseScale(
    group,
    Math.max(element.width, 0.01) / (group.width || 1),
    Math.max(element.height, 0.01) / (group.height || 1),
  );
  applyIconStyle(group, element, common);
  return group;
}

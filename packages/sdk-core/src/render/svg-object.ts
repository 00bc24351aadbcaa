import type { Group } from 'fabric';
import type { BoxElement } from '../schema/document/elements';
import { boxTransformProps, type CommonProps } from './props';
import { type FabricModule, type FabricObject, getBaseScale, setBaseScale } from './types';

const FRAME = 'figuraSvgFrame';

function isPainted(paint: unknown): boolean {
  return (
    paint !== null &&
    paint !== undefined &&
    paint !== '' &&
    paint !== 'none' &&
    paint !== 'transparent'
  );
}

/** Paints every shape of the SVG with one colour (icon sets draw in `currentColor`). */
function paintAll(group: Group, colour: string): void {
  for (const child of group.getObjects()) {
    if ((child as unknown as Record<string, unknown>)[FRAME]) continue;
    if (isPainted(child.fill)) child.set('fill', colour);
    if (isPainted(child.stroke)) child.set('stroke', colour);
  }
  group.set('dirty', true);
}

/** Re-applies transform, flags and (for one-colour SVGs) the colour to an existing SVG object. */
export function applySvgStyle(
  object: FabricObject,
  element: BoxElement,
  common: CommonProps,
  paint?: string,
): void {
  object.set({ ...common, ...boxTransformProps(element, getBaseScale(object)) });
  if (paint !== undefined) paintAll(object as Group, paint);
}

type ParsedSvg = Awaited<ReturnType<FabricModule['loadSVGFromString']>>;

/** Parsed markup per fabric module, most recently used last (a slide repeats its icons). */
const parsedSvgs = new WeakMap<FabricModule, Map<string, Promise<ParsedSvg>>>();
const PARSED_SVG_LIMIT = 200;

function parseSvgOnce(fabric: FabricModule, markup: string): Promise<ParsedSvg> {
  let cache = parsedSvgs.get(fabric);
  if (!cache) parsedSvgs.set(fabric, (cache = new Map()));
  let parsed = cache.get(markup);
  if (parsed) cache.delete(markup);
  else {
    parsed = fabric.loadSVGFromString(markup);
    parsed.catch(() => cache.delete(markup));
  }
  cache.set(markup, parsed);
  if (cache.size > PARSED_SVG_LIMIT) cache.delete(cache.keys().next().value!);
  return parsed;
}

/**
 * Parses already sanitised SVG markup into a group that keeps the SVG's view box (an invisible
 * frame holds the padding, so the drawing sits in its box the way it was drawn) and scales it into
 * the element's box. `paint` recolours every shape (icons, SVG parts).
 */
export async function createSvgObject(
  fabric: FabricModule,
  safeMarkup: string,
  element: BoxElement,
  common: CommonProps,
  paint?: string,
): Promise<FabricObject> {
  // Parsing is the costly part of an icon: each markup is parsed once and its shapes cloned.
  const parsed = await parseSvgOnce(fabric, safeMarkup);
  const shapes = await Promise.all(
    parsed.objects
      .filter((object): object is FabricObject => object !== null)
      .map((object) => object.clone()),
  );
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
  applySvgStyle(group, element, common, paint);
  return group;
}

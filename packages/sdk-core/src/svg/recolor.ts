/**
 * Recolouring an illustration by colour part: a part is a colour (most real files have no usable
 * ids), found in fills, strokes, gradient stops, `style` attributes and `<style>` rules. The same
 * walk lists the parts and rewrites them, so what the user sees as a swatch is what changes.
 */
import {
  COLOUR_PROPERTIES,
  normaliseColour,
  recolours,
  recolourValue,
  type RecolourOptions,
} from './colours';
import type { SvgElementNode } from './parse';
import { sanitizeSvg, sanitizeSvgTree, serializeSvg } from './sanitize';

export type { RecolourOptions } from './colours';

/** Shapes that paint black when nothing sets their fill. */
const FILLED_BY_DEFAULT = new Set([
  'path',
  'rect',
  'circle',
  'ellipse',
  'polygon',
  'polyline',
  'text',
]);
/** Their colours are never seen (a clip path's shape, a mask's luminance): not parts. */
const NOT_PAINTED = new Set(['clipPath', 'mask']);
const BLACK = '#000000';

type MapPaint = (value: string) => string;

const attribute = (node: SvgElementNode, name: string) =>
  node.attributes.find(([key]) => key === name)?.[1];

function ownFill(node: SvgElementNode): boolean {
  return (
    attribute(node, 'fill') !== undefined || /(^|;)\s*fill\s*:/.test(attribute(node, 'style') ?? '')
  );
}

// A class may set the fill from a <style> rule: counted as set (the rule's colour is a part).
const setsFill = (node: SvgElementNode) => ownFill(node) || attribute(node, 'class') !== undefined;

function mapDeclarations(css: string, map: MapPaint): string {
  return css.replace(
    /(^|[{;])(\s*)([a-z-]+)(\s*:\s*)([^;{}]+)/gi,
    (whole, start: string, space: string, property: string, colon: string, value: string) =>
      COLOUR_PROPERTIES.has(property.toLowerCase())
        ? `${start}${space}${property}${colon}${map(value.trim())}`
        : whole,
  );
}

/**
 * Visits every paint value of the tree with `map` (its result replaces the value). Returns
 * whether some shape paints with the default black fill, which has no value to visit.
 */
function walkPaints(root: SvgElementNode, map: MapPaint): boolean {
  let defaultBlack = false;
  const visit = (node: SvgElementNode, fillInherited: boolean) => {
    if (NOT_PAINTED.has(node.name)) return;
    node.attributes = node.attributes.map(([name, value]) => {
      if (COLOUR_PROPERTIES.has(name)) return [name, map(value)];
      if (name === 'style') return [name, mapDeclarations(value, map)];
      return [name, value];
    });
    const filled = fillInherited || setsFill(node);
    if (!filled && FILLED_BY_DEFAULT.has(node.name)) defaultBlack = true;
    for (const child of node.children) {
      if (child.kind === 'element') visit(child, filled);
      else if (node.name === 'style') child.text = mapDeclarations(child.text, map);
    }
  };
  visit(root, false);
  return defaultBlack;
}

/**
 * The colour parts of an SVG: each distinct colour it paints with, as lower-case `#rrggbb`, in
 * the order they first appear (black last when it is only the default fill). `none`,
 * `currentColor` and `url(#…)` paints are not parts.
 */
export function svgColourParts(svg: string): string[] {
  const root = sanitizeSvgTree(svg);
  if (!root) return [];
  const parts = new Set<string>();
  const defaultBlack = walkPaints(root, (value) => {
    const hex = normaliseColour(value);
    if (hex) parts.add(hex);
    return value;
  });
  if (defaultBlack) parts.add(BLACK);
  return [...parts];
}

/**
 * Recolours a sanitised tree in place (see recolorSvg): for callers that change the tree further
 * before writing it out, such as the renderer fitting it to an element's box.
 */
export function recolorSvgTree(root: SvgElementNode, options: RecolourOptions): void {
  if (!recolours(options)) return;
  walkPaints(root, (value) => recolourValue(value, options));
  // Shapes with no fill of their own inherit the root's: that is how the default black changes.
  const black = recolourValue(BLACK, options);
  if (black !== BLACK && !ownFill(root)) root.attributes.push(['fill', black]);
}

/**
 * The sanitised SVG with its colours replaced (`colours`: `#rrggbb` → `#rrggbb`) and then every
 * hue turned by `hueShift` degrees. The editor and the export both draw this, so they agree.
 */
export function recolorSvg(svg: string, options: RecolourOptions): string {
  if (!recolours(options)) return sanitizeSvg(svg);
  const root = sanitizeSvgTree(svg);
  if (!root) return sanitizeSvg(svg);
  recolorSvgTree(root, options);
  return serializeSvg([root]);
}

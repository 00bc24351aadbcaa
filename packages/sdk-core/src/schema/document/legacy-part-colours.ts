// How schema version 1 drew an illustration's `partColors` (a colour per `data-part` or `id`),
// kept unchanged for the migration to version 2, which bakes those colours into the stored SVG.
import { sanitizeSvg, sanitizeSvgTree, serializeSvg } from '../../svg/sanitize';
import type { SvgElementNode } from '../../svg/parse';

const SHAPES = new Set([
  'path',
  'rect',
  'circle',
  'ellipse',
  'polygon',
  'polyline',
  'line',
  'text',
]);

function partKey(node: SvgElementNode): string | undefined {
  const attribute = (name: string) => node.attributes.find(([key]) => key === name)?.[1];
  return attribute('data-part') ?? attribute('id');
}

function setInlineFill(node: SvgElementNode, colour: string): void {
  const fill = node.attributes.find(([name]) => name === 'fill');
  if (fill?.[1].trim() === 'none') return;
  const styleIndex = node.attributes.findIndex(([name]) => name === 'style');
  const existing = styleIndex === -1 ? '' : node.attributes[styleIndex]![1];
  if (/(^|;)\s*fill\s*:\s*none\s*(;|$)/.test(existing)) return;
  // An inline style wins over class rules from a <style> block and over presentation attributes.
  const kept = existing
    .split(';')
    .filter((declaration) => declaration.trim() && !/^\s*fill\s*:/.test(declaration));
  const style = [...kept, `fill:${colour}`].join(';');
  if (styleIndex === -1) node.attributes.push(['style', style]);
  else node.attributes[styleIndex] = ['style', style];
}

function paint(node: SvgElementNode, colours: Record<string, string>, inherited?: string): void {
  const key = partKey(node);
  const colour = (key !== undefined ? colours[key] : undefined) ?? inherited;
  if (colour !== undefined && (SHAPES.has(node.name) || node.name === 'g')) {
    setInlineFill(node, colour);
  }
  for (const child of node.children) {
    // Definitions (gradients, clip paths) are referenced, not painted.
    if (child.kind === 'element' && child.name !== 'defs') paint(child, colours, colour);
  }
}

/**
 * The sanitised SVG with each part (an element whose `data-part` or `id` names it) and everything
 * inside it filled with its override colour. Colours must already be valid (the schema checks).
 */
export function recolorSvgParts(svg: string, partColors: Record<string, string>): string {
  const root = sanitizeSvgTree(svg);
  if (!root) return sanitizeSvg(svg);
  if (Object.keys(partColors).length > 0) paint(root, partColors);
  return serializeSvg([root]);
}

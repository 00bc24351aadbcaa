/**
 * Whether a cleaned drawing still draws something: a file whose every shape was removed (or that
 * held only a fallback Figura does not keep) is refused with a reason, never stored as a blank.
 */

import { describeCharacters, MAX_SVG_CHARACTERS } from './limits';
import type { SvgElementNode, SvgNode } from './parse';
import type { SvgRemoval } from './report';

/** The shapes an SVG draws (with text and pictures, what puts ink on the page). */
export const SVG_SHAPES = [
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'use',
] as const;

/** Elements that put ink on the page themselves. */
const MARKS = new Set<string>([...SVG_SHAPES, 'image']);

/** Containers whose content is drawn only where something else refers to it. */
const REFERENCED_ONLY = new Set([
  'defs',
  'symbol',
  'clipPath',
  'mask',
  'pattern',
  'marker',
  'linearGradient',
  'radialGradient',
  'filter',
  'style',
  'title',
  'desc',
]);

const holdsText = (nodes: SvgNode[]): boolean =>
  nodes.some((node) => (node.kind === 'text' ? node.text.trim() !== '' : holdsText(node.children)));

/** True when `node` (a sanitised element) or something inside it puts ink on the page. */
export function drawsSomething(node: SvgElementNode): boolean {
  if (MARKS.has(node.name)) return true;
  if (node.name === 'text') return holdsText(node.children);
  if (REFERENCED_ONLY.has(node.name)) return false;
  return node.children.some((child) => child.kind === 'element' && drawsSomething(child));
}

/**
 * Why a cleaned SVG cannot be used, or null when it can: nothing drawable is left, or it is larger
 * than Figura keeps. Removing something harmful (a script, an external link) is never a reason
 * on its own: the rest of the drawing is kept and the removal is reported.
 */
export function refusalReason(
  input: string,
  root: SvgElementNode | null,
  svg: string,
  removed: SvgRemoval[],
): string | null {
  if (!input.trim()) return 'the file is empty';
  if (!root) return 'there is no <svg> root element';
  if (!drawsSomething(root)) {
    const elements = [
      ...new Set(removed.filter((removal) => removal.kind === 'element').map((r) => r.name)),
    ];
    return elements.length === 0
      ? 'it draws nothing'
      : `nothing drawable is left once ${elements
          .slice(0, 3)
          .map((name) => `<${name}>`)
          .join(
            ', ',
          )}${elements.length > 3 ? ' and others are' : elements.length > 1 ? ' are' : ' is'} removed`;
  }
  if (svg.length > MAX_SVG_CHARACTERS)
    return `the cleaned drawing is ${describeCharacters(svg.length)}; Figura keeps SVG up to ${describeCharacters(MAX_SVG_CHARACTERS)}`;
  return null;
}

// The toolkit's SVG made fit to store: its invisible hit areas, ids and style sheet go (a figure
// holds many molecules, and ids or a `#id` style sheet would clash), what the style sheet said is
// written on the shapes, one colour replaces the element colours when asked, and the result is
// the sanitiser's form like every stored SVG.
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import type { MoleculeColouring } from '../schema/document/molecule-options';
import { parseSvg, type SvgElementNode, type SvgNode } from '../svg/parse';
import { sanitizeSvg } from '../svg/sanitize';
import { serializeSvg } from '../svg/serialize';
import { svgLengthInPx } from '../svg/lengths';

const SVG_NS = 'http://www.w3.org/2000/svg';
/** The family the toolkit measures its labels in (its style sheet sets it). */
const LABEL_FONT = 'Arial, Helvetica, sans-serif';
const DROPPED_ATTRIBUTES = new Set(['id', 'class']);

const attribute = (node: SvgElementNode, name: string) =>
  node.attributes.find(([key]) => key === name)?.[1];

const isElement = (node: SvgNode): node is SvgElementNode => node.kind === 'element';

extend([a11yPlugin]);

/** The contrast on white every element colour keeps (WCAG's for graphics and large text). */
const MIN_CONTRAST = 3;

/**
 * An element colour too pale to read on white (platinum's grey at 2:1, chlorine's green at
 * 1.5:1) darkened just enough to; the others as they are.
 */
function readableOnWhite(value: string): string {
  let colour = colord(value);
  if (!colour.isValid() || colour.contrast('#ffffff') >= MIN_CONTRAST) return value;
  for (let step = 0; step < 40 && colour.contrast('#ffffff') < MIN_CONTRAST; step++)
    colour = colour.darken(0.02);
  return colour.toHex();
}

/** A shape of the drawing, or null for the toolkit's invisible hit areas. */
function drawnShape(
  node: SvgElementNode,
  colouring: MoleculeColouring,
  colour: string,
): SvgElementNode | null {
  if (attribute(node, 'class') === 'event' || attribute(node, 'opacity') === '0') return null;
  const attributes = node.attributes
    .filter(([name]) => !DROPPED_ATTRIBUTES.has(name))
    .map(([name, value]): [string, string] => {
      if ((name !== 'fill' && name !== 'stroke') || value === 'none') return [name, value];
      return [name, colouring === 'single' ? colour : readableOnWhite(value)];
    });
  if (node.name === 'text') attributes.push(['font-family', LABEL_FONT]);
  if (node.name === 'line') attributes.push(['stroke-linecap', 'round']);
  if (node.name === 'polygon') attributes.push(['stroke-linejoin', 'round']);
  return { ...node, attributes };
}

/** The stored form of a toolkit depiction, with its natural size in px. */
export function styleDepiction(
  raw: string,
  style: { colouring: MoleculeColouring; colour: string },
): { svg: string; width: number; height: number } {
  const root = parseSvg(raw).find(isElement);
  if (!root || root.name !== 'svg') throw new Error('The depiction has no <svg> root');
  const width = Math.ceil(svgLengthInPx(attribute(root, 'width')) ?? 1);
  const height = Math.ceil(svgLengthInPx(attribute(root, 'height')) ?? 1);
  const shapes = root.children
    .filter(isElement)
    .filter((node) => node.name !== 'style')
    .map((node) => drawnShape(node, style.colouring, style.colour))
    .filter((node): node is SvgElementNode => node !== null);
  const svg: SvgElementNode = {
    kind: 'element',
    name: 'svg',
    attributes: [
      ['xmlns', SVG_NS],
      ['width', String(width)],
      ['height', String(height)],
      ['viewBox', attribute(root, 'viewBox') ?? `0 0 ${width} ${height}`],
    ],
    children: shapes,
  };
  return { svg: sanitizeSvg(serializeSvg([svg])), width, height };
}

// A gradient may take its stops and settings from another through `href` (Inkscape writes a
// radial gradient per shape over one linear gradient holding the colours). svg-to-pdfkit follows
// `href` only to a gradient of the same kind, so such shapes were painted with nothing: a PDF of
// the "Particles solids" illustration lost every colour. Each linked gradient is made whole here,
// as SVG says it inherits, before the PDF is drawn.
import type { SvgElementNode } from '@figura/sdk-core/render';
import { attribute, elements, removeAttribute, setAttribute } from '../svg/tree.ts';

const GRADIENTS = new Set(['linearGradient', 'radialGradient']);
/** Taken from a linked gradient of either kind. */
const SHARED = ['gradientUnits', 'gradientTransform', 'spreadMethod'];
/** Taken only from a linked gradient of the same kind. */
const OWN: Record<string, readonly string[]> = {
  linearGradient: ['x1', 'y1', 'x2', 'y2'],
  radialGradient: ['cx', 'cy', 'r', 'fx', 'fy', 'fr'],
};

const isStop = (node: SvgElementNode['children'][number]) =>
  node.kind === 'element' && node.name === 'stop';

/** Gives every gradient that names another by `href` its inherited stops and settings. */
export function resolveGradientLinks(root: SvgElementNode): void {
  const gradients = elements([root])
    .map(({ node }) => node)
    .filter((node) => GRADIENTS.has(node.name));
  const byId = new Map<string, SvgElementNode>();
  for (const gradient of gradients) {
    const id = attribute(gradient, 'id');
    if (id) byId.set(id, gradient);
  }
  const linked = (gradient: SvgElementNode) => {
    const href = attribute(gradient, 'href') ?? attribute(gradient, 'xlink:href');
    return href?.startsWith('#') ? byId.get(href.slice(1)) : undefined;
  };
  for (const gradient of gradients) {
    // The chain of gradients it names, nearest first (a loop ends it).
    const chain: SvgElementNode[] = [];
    for (let next = linked(gradient); next && next !== gradient; next = linked(next)) {
      if (chain.includes(next)) break;
      chain.push(next);
    }
    if (chain.length === 0) continue;
    if (!gradient.children.some(isStop)) {
      const source = chain.find((other) => other.children.some(isStop));
      if (source)
        gradient.children = source.children.filter(isStop).map((stop) => structuredClone(stop));
    }
    for (const name of [...SHARED, ...(OWN[gradient.name] ?? [])]) {
      if (attribute(gradient, name) !== undefined) continue;
      const from = chain.find(
        (other) =>
          attribute(other, name) !== undefined &&
          (SHARED.includes(name) || other.name === gradient.name),
      );
      const value = from && attribute(from, name);
      if (value !== undefined) setAttribute(gradient, name, value);
    }
  }
  // Whole now: nothing left for the drawing to follow.
  for (const gradient of gradients) {
    removeAttribute(gradient, 'href');
    removeAttribute(gradient, 'xlink:href');
  }
}

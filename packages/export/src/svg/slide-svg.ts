// A slide as one standalone SVG, from the same fabric objects the raster export draws: fabric's
// toSVG() of the node canvas, with illustrations inlined as vector, fabric's comment replaced by
// the slide's <title> and <desc>, and the text's fonts handled as the caller asks.
import {
  getElementId,
  illustrationMarkup,
  parseSvg,
  type SvgElementNode,
  type SvgNode,
} from '@figura/sdk-core/render';
import {
  elementsById,
  type IllustrationElement,
  type MoleculeElement,
  type SlideDocument,
} from '@figura/sdk-core/schema';
import type { StaticCanvas } from 'fabric';
import { objectsOf, withFabricCanvas } from '../renderer.ts';
import { inlineIllustration } from './illustration.ts';
import { attribute, element, removeAttribute, setAttribute, textNode } from './tree.ts';

/**
 * Makes fabric write each illustration as its SVG (the markup the renderer drew from) instead of
 * an `<image>` of its bitmap. Only the opacity of fabric's styles is kept: its fill and stroke
 * defaults would be inherited by the illustration's shapes.
 */
function inlineIllustrations(
  canvas: StaticCanvas,
  document: SlideDocument,
): Map<string, SvgElementNode> {
  const byId = elementsById(document.elements);
  const inlined = new Map<string, SvgElementNode>();
  let count = 0;
  for (const object of objectsOf(canvas.getObjects())) {
    const id = getElementId(object);
    const found = id ? byId.get(id) : undefined;
    // Molecules are drawn like illustrations (images of their stored SVG): inlined alike.
    if ((found?.type !== 'illustration' && found?.type !== 'molecule') || object.type !== 'image')
      continue;
    const illustration = found as IllustrationElement | MoleculeElement;
    // The bitmap's own size: the renderer may draw it larger than its box (molecules are drawn
    // at three times theirs), and the object's scale brings it back.
    const size = { width: object.width, height: object.height };
    const markup = illustrationMarkup(illustration, size);
    const inline = markup && inlineIllustration(markup, size, `f${++count}-`);
    if (!inline) continue;
    // A stand-in element in fabric's markup, replaced by the tree once the markup is parsed:
    // the illustration is not written out only to be parsed again.
    const key = String(count);
    inlined.set(key, inline);
    Object.assign(object, {
      _toSVG: () => ['<g ', 'COMMON_PARTS', '>\n', `<${INLINED} n="${key}"/>`, '</g>\n'],
      getSvgStyles: () => `opacity: ${object.opacity};`,
    });
  }
  return inlined;
}

/** The stand-in's element name (no SVG element is called so). */
const INLINED = 'figura-inlined-illustration';

/** Puts each inlined illustration's tree where fabric wrote its stand-in. */
function replaceStandIns(nodes: SvgNode[], inlined: Map<string, SvgElementNode>): void {
  nodes.forEach((node, index) => {
    if (node.kind !== 'element') return;
    const tree = node.name === INLINED ? inlined.get(attribute(node, 'n') ?? '') : undefined;
    if (tree) nodes[index] = tree;
    else replaceStandIns(node.children, inlined);
  });
}

export interface SlideSvgOptions {
  /** 'transparent', '#rrggbb', or the document's own. */
  background?: string;
  title?: string;
  description?: string;
}

/** The slide's SVG tree, text still as fabric wrote it (see svg/text.ts for what comes next). */
export async function slideSvgTree(
  document: SlideDocument,
  options: SlideSvgOptions,
): Promise<SvgElementNode> {
  const drawn =
    options.background === undefined ? document : { ...document, background: options.background };
  const { markup, inlined } = await withFabricCanvas(
    drawn,
    1,
    (canvas) => {
      const inlined = inlineIllustrations(canvas, drawn);
      return { markup: canvas.toSVG({ suppressPreamble: true }), inlined };
    },
    { pixels: false },
  );
  const nodes = parseSvg(markup);
  replaceStandIns(nodes, inlined);
  const root = nodes.find(
    (node): node is SvgElementNode => node.kind === 'element' && node.name === 'svg',
  );
  if (!root) throw new Error('fabric wrote no <svg>');
  // Fabric's "Created with Fabric.js" and its empty <defs> go; the slide's title and desc lead.
  root.children = root.children.filter(
    (node) =>
      !(node.kind === 'element' && node.name === 'desc') &&
      !(
        node.kind === 'element' &&
        node.name === 'defs' &&
        node.children.every((child) => child.kind === 'text')
      ) &&
      !(node.kind === 'text' && !node.text.trim()),
  );
  const heading: SvgElementNode[] = [];
  if (options.title) heading.push(element('title', [], [textNode(options.title)]));
  if (options.description) heading.push(element('desc', [], [textNode(options.description)]));
  root.children.unshift(...heading);
  removeAttribute(root, 'version');
  setAttribute(root, 'width', String(document.width));
  setAttribute(root, 'height', String(document.height));
  setAttribute(root, 'viewBox', `0 0 ${document.width} ${document.height}`);
  if (!attribute(root, 'xmlns:xlink'))
    setAttribute(root, 'xmlns:xlink', 'http://www.w3.org/1999/xlink');
  return root;
}

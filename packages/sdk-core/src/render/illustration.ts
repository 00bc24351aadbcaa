// Illustrations (and molecules) are drawn as images of their SVG, not as fabric object trees: the
// browser's own SVG engine in the editor, librsvg (node-canvas) in the server export. Both draw
// filters, switch, units, tspan styles, clip paths and text as written, which fabric's SVG parser
// loses, so the two sides agree.
import type { IllustrationElement, MoleculeElement } from '../schema/document/elements';
import { bytesToBase64 } from '../schema/document/image-data';
import type { SvgElementNode } from '../svg/parse';
import { recolorSvgTree } from '../svg/recolor';
import { sanitizeSvgTree, serializeSvg } from '../svg/sanitize';
import { svgLengthInPx } from '../svg/lengths';
import { boxTransformProps, type CommonProps } from './props';
import {
  type CreateObjectOptions,
  type FabricModule,
  type FabricObject,
  getBaseScale,
  setBaseScale,
} from './types';

/** An element drawn as an image of its SVG. */
export type SvgImageElement = IllustrationElement | MoleculeElement;

/**
 * Molecules are small and read closely (atom labels, wedges): their bitmap is drawn at least this
 * many times their box, so they stay sharp when the editor zooms in or the screen is dense.
 */
const MOLECULE_MIN_PIXEL_SCALE = 3;

/** Largest side of an illustration's bitmap: a 2500 px slide at scale 4 fits, memory stays bounded. */
const MAX_BITMAP_SIDE = 10_000;

const attribute = (node: SvgElementNode, name: string) =>
  node.attributes.find(([key]) => key === name)?.[1];

/**
 * Makes the SVG draw its view box onto exactly `width` x `height` pixels: the element's box maps
 * the view box (as the element's scale stretches it). A file without a view box gets one from its
 * width and height (in px, mm, cm, in, pt), or from the element's box.
 */
function fitRoot(root: SvgElementNode, width: number, height: number, box: SvgImageElement) {
  let viewBox = attribute(root, 'viewBox');
  if (!viewBox || viewBox.trim().split(/[\s,]+/).length !== 4) {
    const w = svgLengthInPx(attribute(root, 'width')) ?? box.width;
    const h = svgLengthInPx(attribute(root, 'height')) ?? box.height;
    viewBox = `0 0 ${w} ${h}`;
  }
  const replaced = new Set(['width', 'height', 'viewBox', 'preserveAspectRatio']);
  root.attributes = [
    ...root.attributes.filter(([name]) => !replaced.has(name)),
    ['width', String(width)],
    ['height', String(height)],
    ['viewBox', viewBox],
    ['preserveAspectRatio', 'none'],
  ];
}

/** The bitmap size an illustration is drawn at: its box at `pixelScale`, within bounds. */
export function illustrationPixelSize(
  element: SvgImageElement,
  pixelScale = 1,
): { width: number; height: number } {
  const side = (length: number, scale: number) =>
    Math.min(MAX_BITMAP_SIDE, Math.max(1, Math.ceil(length * Math.abs(scale) * pixelScale)));
  return {
    width: side(element.width, element.scaleX),
    height: side(element.height, element.scaleY),
  };
}

/** Markups already made, by stored SVG then by what else shapes them; the oldest SVG goes first. */
const markups = new Map<string, Map<string, string | null>>();
const MARKUPS_LIMIT = 100;
/** Sizes and colourings kept per SVG: resizing in the editor asks for a new size every frame. */
const MARKUPS_PER_SVG = 8;

/**
 * The markup drawn for an illustration: sanitised, recoloured (colours, then hue shift) and
 * sized to `width` x `height` pixels with its view box stretched over them. A molecule's SVG
 * carries its colours already. Remembered: a creation repeats its illustrations across slides and
 * every redraw or export asks again, and sanitising a large SVG is the costly part.
 */
export function illustrationMarkup(
  element: SvgImageElement,
  size: { width: number; height: number },
): string | null {
  const colouring =
    element.type === 'illustration'
      ? JSON.stringify([element.colours ?? null, element.hueShift ?? 0])
      : '';
  const key = `${element.type} ${size.width}x${size.height} ${element.width}x${element.height} ${colouring}`;
  let bySvg = markups.get(element.svg);
  if (bySvg?.has(key)) return bySvg.get(key)!;
  if (!bySvg) {
    markups.set(element.svg, (bySvg = new Map()));
    if (markups.size > MARKUPS_LIMIT) markups.delete(markups.keys().next().value!);
  }
  const markup = makeMarkup(element, size);
  bySvg.set(key, markup);
  if (bySvg.size > MARKUPS_PER_SVG) bySvg.delete(bySvg.keys().next().value!);
  return markup;
}

function makeMarkup(
  element: SvgImageElement,
  size: { width: number; height: number },
): string | null {
  const root = sanitizeSvgTree(element.svg);
  if (!root) return null;
  if (element.type === 'illustration') {
    recolorSvgTree(root, { colours: element.colours, hueShift: element.hueShift });
  }
  fitRoot(root, size.width, size.height, element);
  return serializeSvg([root]);
}

type ImageSource = Awaited<ReturnType<FabricModule['util']['loadImage']>>;

/**
 * Decoded images by markup, most recently used last (a slide repeats items), one cache per
 * decoder: the vector exports' decoder gives a blank image of the right size, which a raster
 * export of the same slide must never be handed (its illustrations came out missing).
 */
const decoded = new WeakMap<object, Map<string, Promise<ImageSource>>>();
const DECODED_LIMIT = 200;

function decodeOnce(
  fabric: FabricModule,
  markup: string,
  decodeSvg: CreateObjectOptions['decodeSvg'],
): Promise<ImageSource> {
  const decoder = decodeSvg ?? fabric;
  let cache = decoded.get(decoder);
  if (!cache) decoded.set(decoder, (cache = new Map()));
  let image = cache.get(markup);
  if (image) cache.delete(markup);
  else {
    if (decodeSvg) image = decodeSvg(markup) as Promise<ImageSource>;
    else {
      // A data: URL only: the markup is sanitised (no external references), nothing is fetched.
      const url = `data:image/svg+xml;base64,${bytesToBase64(new TextEncoder().encode(markup))}`;
      image = fabric.util.loadImage(url);
    }
    image.catch(() => cache.delete(markup));
  }
  cache.set(markup, image);
  if (cache.size > DECODED_LIMIT) cache.delete(cache.keys().next().value!);
  return image;
}

export function applyIllustrationStyle(
  object: FabricObject,
  element: SvgImageElement,
  common: CommonProps,
): void {
  object.set({ ...common, ...boxTransformProps(element, getBaseScale(object)) });
}

/** A light box in place of an illustration that cannot be drawn, so the rest of the slide still is. */
function placeholder(fabric: FabricModule, element: SvgImageElement): FabricObject {
  return new fabric.Rect({ width: element.width, height: element.height, fill: '#e4e7eb' });
}

/** The fabric image that draws an illustration or a molecule, scaled into the element's box. */
export async function createIllustrationObject(
  fabric: FabricModule,
  element: SvgImageElement,
  common: CommonProps,
  options: CreateObjectOptions,
): Promise<FabricObject> {
  const pixelScale =
    element.type === 'molecule'
      ? Math.max(options.pixelScale ?? 1, MOLECULE_MIN_PIXEL_SCALE)
      : options.pixelScale;
  const size = illustrationPixelSize(element, pixelScale);
  const markup = illustrationMarkup(element, size);
  let object: FabricObject;
  try {
    if (!markup) throw new Error('No <svg> to draw');
    object = new fabric.FabricImage(await decodeOnce(fabric, markup, options.decodeSvg));
  } catch {
    object = placeholder(fabric, element);
  }
  setBaseScale(
    object,
    Math.max(element.width, 0.01) / (object.width || 1),
    Math.max(element.height, 0.01) / (object.height || 1),
  );
  applyIllustrationStyle(object, element, common);
  return object;
}

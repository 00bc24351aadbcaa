// The elements a built abstract is made of, written whole (every field the schema would default
// is given), so the slide schema reads them back unchanged and the editor sees no difference.
import type {
  ArrowElement,
  CircleElement,
  DynamicLineElement,
  FiguraElement,
  IllustrationElement,
  LineElement,
  RectElement,
  TextboxElement,
  UploadElement,
} from '../schema/document/elements';
import { contrastRatio, readColour } from '../preflight/colour';
import { fitAtSize, fitText, type TextMeasure } from './text-fit';
import type { Box, ConnectorSlot } from './layouts/kit';
import type { BuilderLogo, TopicIllustration } from './types';
import { imageDataUrlSize, svgAspectSize, type ImageSize } from '../schema/document/image-size';

export const INK = '#1f2933';
export const PAPER = '#ffffff';
/** The editor's default face (its measures are what text-fit estimates). */
// eslint-disable-next-line no-restricted-syntax -- a font's name, the same in every language
export const FONT_FAMILY = 'Inter';

/** Positions to a hundredth of a pixel: stable across rebuilds, short in JSON. */
const px = (value: number) => Math.round(value * 100) / 100;

const base = (id: string, name?: string) => ({
  id,
  ...(name ? { name: name.slice(0, 200) } : {}),
  alt: '',
  locked: false,
  hidden: false,
  opacity: 1,
});
const boxFields = (b: Box) => ({
  left: px(b.left),
  top: px(b.top),
  width: px(b.width),
  height: px(b.height),
  scaleX: 1,
  scaleY: 1,
  angle: 0,
  flipX: false,
  flipY: false,
});

/** The contrast text needs to be read (WCAG AA), which journals' checks ask for. */
const READABLE_CONTRAST = 4.5;
export const BLACK = '#000000';

/**
 * Ink or paper, whichever reads better on `background` (WCAG contrast); black where neither
 * reaches AA (mid-tone colours such as the orange-red pair's, on which paper has 3.9:1).
 */
export function textColourOn(background: string): string {
  const colour = readColour(background);
  if (!colour) return INK;
  const onInk = contrastRatio(colour, readColour(INK)!);
  const onPaper = contrastRatio(colour, readColour(PAPER)!);
  const better = onPaper >= onInk ? PAPER : INK;
  if (Math.max(onInk, onPaper) >= READABLE_CONTRAST) return better;
  return contrastRatio(colour, readColour(BLACK)!) > onPaper ? BLACK : PAPER;
}

export function rectElement(id: string, b: Box, fill: string, radius = 0): RectElement {
  return {
    type: 'rect',
    ...base(id),
    ...boxFields(b),
    stroke: null,
    strokeWidth: 0,
    fill,
    rx: px(radius),
    ry: px(radius),
  };
}

export function circleElement(id: string, b: Box, fill: string): CircleElement {
  return { type: 'circle', ...base(id), ...boxFields(b), stroke: null, strokeWidth: 0, fill };
}

export interface TextOptions {
  name: string;
  fill: string;
  maxSize: number;
  /**
   * The smallest size it may take (a journal's minimum for its role): a text that does not fit
   * its box at this size is set at it anyway and runs past the box (the builder says so).
   */
  minSize?: number;
  bold?: boolean;
  align?: 'left' | 'center';
  /** Where the text sits in its box when it is shorter: top, or centred. */
  vertical?: 'top' | 'middle';
  lineHeight?: number;
  measure?: TextMeasure;
  /** The face (default FONT_FAMILY): a journal's own, where it names one (bundledFaceFor). */
  family?: string;
}

/** How much smaller than the largest fitting size a centred text may be set to stay centred. */
const STEADY_SHARE = 0.8;

/** A textbox sized to fit `b`: the largest font size at which the text wraps inside it. */
export function textElement(
  id: string,
  b: Box,
  text: string,
  options: TextOptions,
): TextboxElement {
  const lineHeight = options.lineHeight ?? 1.16;
  const style = { bold: options.bold, lineHeight, measure: options.measure };
  const minSize = Math.min(options.minSize ?? 1, options.maxSize);
  let fitted = fitText(text, b.width, b.height, { ...style, maxSize: options.maxSize });
  if (fitted.fontSize < minSize) {
    // Too long for its box at the smallest size allowed: set at it, as many lines as it takes
    // (a word wider than the box widens it, as the editor's textboxes do).
    fitted = fitAtSize(text, b.width, minSize, style);
  } else if (options.vertical === 'middle') {
    // A centred text looks centred only when it takes the lines it is centred for: a size a
    // little smaller (down to STEADY_SHARE) at which the estimate and the likely wrap agree.
    const smallest = Math.max(minSize, Math.ceil(fitted.fontSize * STEADY_SHARE));
    for (let size = fitted.fontSize; size >= smallest; size--) {
      const candidate = fitText(text, b.width, b.height, { ...style, maxSize: size });
      if (candidate.lines === candidate.typicalLines) {
        fitted = candidate;
        break;
      }
    }
  }
  // Centred on the height the text most likely takes, but never lower than its box allows.
  const top =
    options.vertical === 'middle'
      ? Math.max(
          b.top,
          Math.min(b.top + (b.height - fitted.typicalHeight) / 2, b.top + b.height - fitted.height),
        )
      : b.top;
  return {
    type: 'textbox',
    ...base(id, options.name),
    ...boxFields({ left: b.left, top, width: b.width, height: fitted.height }),
    text,
    fontFamily: options.family ?? FONT_FAMILY,
    fontSize: fitted.fontSize,
    fontWeight: options.bold ? 'bold' : 'normal',
    fontStyle: 'normal',
    underline: false,
    fill: options.fill,
    textAlign: options.align ?? 'left',
    listStyle: 'normal',
    lineHeight,
    charSpacing: 0,
    styles: [],
  };
}

/** `size` scaled to fit `b` and centred in it. */
function contain(b: Box, size: ImageSize | null): Box {
  if (!size) return b;
  const scale = Math.min(b.width / size.width, b.height / size.height);
  const width = size.width * scale;
  const height = size.height * scale;
  return {
    left: b.left + (b.width - width) / 2,
    top: b.top + (b.height - height) / 2,
    width,
    height,
  };
}

/** The topic's library item, at its own proportions in `b`, with its credit. */
export function illustrationElement(
  id: string,
  b: Box,
  item: TopicIllustration,
): IllustrationElement {
  return {
    type: 'illustration',
    ...base(id, item.title),
    alt: item.title.slice(0, 200),
    ...boxFields(contain(b, svgAspectSize(item.svg))),
    assetId: item.id,
    svg: item.svg,
    colours: {},
    hueShift: 0,
    licence: item.licence,
    author: item.author,
    ...(item.source ? { source: item.source } : {}),
  };
}

/** The logo, at its own proportions in `b`. */
export function logoElement(id: string, b: Box, logo: BuilderLogo, name: string): UploadElement {
  const size = imageDataUrlSize(logo.content);
  const natural = (value: number | undefined) =>
    Math.min(20000, Math.max(1, Math.round(value ?? 1)));
  return {
    type: 'upload',
    ...base(id, name),
    alt: name,
    ...boxFields(contain(b, size)),
    src: logo.content,
    naturalWidth: natural(size?.width),
    naturalHeight: natural(size?.height),
    fileName: logo.name.slice(0, 255),
  };
}

/** A layout's connector: a straight arrow or line, or a curved arrow through its points. */
export function connectorElement(
  id: string,
  slot: ConnectorSlot,
  stroke: string,
  strokeWidth: number,
): ArrowElement | LineElement | DynamicLineElement {
  const ends = { startAttachment: null, endAttachment: null, strokeDash: 'solid' as const };
  const first = slot.points[0]!;
  const last = slot.points.at(-1)!;
  if (slot.points.length > 2) {
    return {
      type: 'DynamicLine',
      ...base(id),
      points: slot.points.map((p) => ({ x: px(p.x), y: px(p.y) })),
      stroke,
      strokeWidth: px(strokeWidth),
      ...ends,
      headStart: 'none',
      headEnd: slot.head ? 'triangle' : 'none',
    };
  }
  const segment = { x1: px(first.x), y1: px(first.y), x2: px(last.x), y2: px(last.y) };
  if (!slot.head) {
    return { type: 'line', ...base(id), ...segment, stroke, strokeWidth: px(strokeWidth), ...ends };
  }
  return {
    type: 'arrow',
    ...base(id),
    ...segment,
    stroke,
    strokeWidth: px(strokeWidth),
    ...ends,
    headStart: 'none',
    headEnd: 'triangle',
  };
}

export type { FiguraElement };

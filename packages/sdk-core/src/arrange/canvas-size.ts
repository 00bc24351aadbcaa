import {
  CANVAS_MAX,
  CANVAS_MIN,
  CM_PER_INCH,
  CM_TO_PX,
  type CreationType,
} from '../schema/document/constants';
import { EXPORT_DPI_MAX, EXPORT_DPI_MIN } from '../schema/rules/export-formats';

/** The units a canvas size (and the rulers) can be shown in. */
export type LengthUnit = 'px' | 'cm';

export interface CanvasSize {
  width: number;
  height: number;
}

/** A preset's name is `canvas.presets.<id>` in the `common` namespace. */
export interface CanvasPreset extends CanvasSize {
  id: string;
  /** The creation type the preset belongs to (the panel groups by it). */
  type: CreationType;
  /**
   * The paper (or screen) it prints on, in cm, when that is not the canvas's own centimetres
   * (A0 is past the canvas's largest side; a 1920 px talk slide is PowerPoint's 33.867 cm, not
   * 67.7): downloads start at this size.
   */
  printCm?: CanvasSize;
}

/**
 * A0 keeps the ISO ratio 1:√2 with the long side at the canvas maximum and prints at its true
 * size, 84.1 x 118.9 cm (past the canvas's largest side in its own centimetres); A1 is its true
 * size, 59.4 x 84.1 cm, in the canvas's centimetres.
 */
const ISO_SHORT = Math.round(CANVAS_MAX / Math.SQRT2);
const A0_CM = { width: 84.1, height: 118.9 };
const A1_SHORT = Math.round(59.4 * CM_TO_PX);
const A1_LONG = Math.round(84.1 * CM_TO_PX);

export const CANVAS_PRESETS: readonly CanvasPreset[] = [
  {
    id: 'abstract',
    type: 'abstract',
    width: 1200,
    height: 600,
  },
  {
    id: 'abstract-wide',
    type: 'abstract',
    width: 1328,
    height: 531,
  },
  // PowerPoint's own slide sizes: 13.333 x 7.5 in and 10 x 7.5 in.
  {
    id: 'slide-16-9',
    type: 'slide',
    width: 1920,
    height: 1080,
    printCm: { width: 33.867, height: 19.05 },
  },
  {
    id: 'slide-4-3',
    type: 'slide',
    width: 1600,
    height: 1200,
    printCm: { width: 25.4, height: 19.05 },
  },
  { id: 'infographic', type: 'infographic', width: 1080, height: 1920 },
  {
    id: 'poster-a0-portrait',
    type: 'poster',
    width: ISO_SHORT,
    height: CANVAS_MAX,
    printCm: A0_CM,
  },
  {
    id: 'poster-a0-landscape',
    type: 'poster',
    width: CANVAS_MAX,
    height: ISO_SHORT,
    printCm: { width: A0_CM.height, height: A0_CM.width },
  },
  { id: 'poster-a1-portrait', type: 'poster', width: A1_SHORT, height: A1_LONG },
  { id: 'poster-a1-landscape', type: 'poster', width: A1_LONG, height: A1_SHORT },
];

/**
 * The allowed canvas sizes in px and cm, for the message next to a size field holding a value
 * out of range (`canvas.sizeRange` in the `common` namespace).
 */
export const CANVAS_SIZE_RANGE = {
  min: CANVAS_MIN,
  max: CANVAS_MAX,
  minCm: roundTo(CANVAS_MIN / CM_TO_PX, 1),
  maxCm: roundTo(CANVAS_MAX / CM_TO_PX, 1),
};

function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export function cmToPx(cm: number): number {
  return cm * CM_TO_PX;
}

export function pxToCm(px: number): number {
  return px / CM_TO_PX;
}

/** A length in `unit` as whole document px. */
export function toPx(value: number, unit: LengthUnit): number {
  return Math.round(unit === 'cm' ? cmToPx(value) : value);
}

/** Document px shown in `unit` (cm with two decimals). */
export function fromPx(px: number, unit: LengthUnit): number {
  return unit === 'cm' ? roundTo(pxToCm(px), 2) : Math.round(px);
}

export function clampCanvasDimension(px: number): number {
  return Math.min(CANVAS_MAX, Math.max(CANVAS_MIN, Math.round(px)));
}

/**
 * A size typed in `unit` as a canvas dimension in px, or null when it is not a number or lies
 * outside CANVAS_MIN..CANVAS_MAX (the field then names CANVAS_SIZE_RANGE). Values within the
 * precision the message shows (0.05 cm, 0.5 px) of a bound count as that bound: 3.5 cm is 100 px.
 */
export function parseCanvasDimension(text: string, unit: LengthUnit): number | null {
  const value = Number(text.trim().replace(',', '.'));
  if (text.trim() === '' || !Number.isFinite(value)) return null;
  const px = unit === 'cm' ? cmToPx(value) : value;
  const tolerance = unit === 'cm' ? 0.05 * CM_TO_PX : 0.5;
  if (px < CANVAS_MIN - tolerance || px > CANVAS_MAX + tolerance) return null;
  return clampCanvasDimension(px);
}

/** The preset matching a size, if any. */
export function presetOf(size: CanvasSize): CanvasPreset | undefined {
  return CANVAS_PRESETS.find((p) => p.width === size.width && p.height === size.height);
}

/**
 * The paper a canvas of this size prints on when it is not its own centimetres (an A0 poster's
 * 1768 px print 84.1 cm wide, not 62.4), else undefined.
 */
export function paperSizeOf(size: CanvasSize): CanvasSize | undefined {
  return presetOf(size)?.printCm;
}

/**
 * A download's size options with the paper's width when none is asked: a canvas sized for paper
 * (or a screen) past its own centimetres prints on it, from the API and the command line as from
 * the Download dialog. Without a dpi asked, the canvas's own pixel density there (a talk slide's
 * 1920 px at 144 dpi), never under the lowest dpi (an A0 poster's 72: 2384 px). An asked width,
 * or any other canvas, is left as it is.
 */
export function withPaperWidth<Options extends { width?: number; unit?: string; dpi?: number }>(
  slide: CanvasSize,
  options: Options,
): Options {
  const paper = options.width === undefined ? paperSizeOf(slide) : undefined;
  if (!paper) return options;
  const ownDpi = Math.round(slide.width / (paper.width / CM_PER_INCH));
  const dpi = options.dpi ?? Math.min(EXPORT_DPI_MAX, Math.max(EXPORT_DPI_MIN, ownDpi));
  return { ...options, width: paper.width, unit: 'cm', dpi } as Options;
}

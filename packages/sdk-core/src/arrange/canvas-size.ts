import { CANVAS_MAX, CANVAS_MIN, CM_TO_PX } from '../schema/document/constants';
import { EXPORT_DPI_MAX, EXPORT_DPI_MIN } from '../schema/rules/export-formats';
import { paperDpi, paperSizeOf, type CanvasSize } from './canvas-presets';

export {
  CANVAS_PRESETS,
  paperDpi,
  paperSizeOf,
  presetOf,
  type CanvasPreset,
  type CanvasSize,
} from './canvas-presets';

/** The units a canvas size (and the rulers) can be shown in. */
export type LengthUnit = 'px' | 'cm';

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
  const ownDpi = paperDpi(slide)!;
  const dpi = options.dpi ?? Math.min(EXPORT_DPI_MAX, Math.max(EXPORT_DPI_MIN, ownDpi));
  return { ...options, width: paper.width, unit: 'cm', dpi } as Options;
}

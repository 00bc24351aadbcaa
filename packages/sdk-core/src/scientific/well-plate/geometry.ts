// Where the plate, its labels and its legend sit in the drawing's box: the well pitch is the
// largest that fits the rows and columns beside the labels and legend, and the whole is centred.
import type { ScientificOptions } from '../../schema/document/scientific-kinds';
import { estimateWidth } from '../svg';
import type { DrawContext } from '../types';
import { rowLetter } from './layout';
import type { PlateData } from './parse';

/** The plate's rim around its wells, in well pitches. */
export const FRAME = 0.35;
/** A well's radius (or half its side, on a 384-well plate), in pitches. */
export const WELL_RADIUS = 0.42;

/** A number as the legend and the description write it: three significant figures. */
export const formatValue = (value: number) => String(Number(value.toPrecision(3)));

/** `text` cut with an ellipsis to fit `width` at `size`. */
export function fitText(text: string, width: number, size: number): string {
  if (estimateWidth(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && estimateWidth(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

export interface PlateGeometry {
  pitch: number;
  /** The centre of well A1. */
  originX: number;
  originY: number;
  radius: number;
  body: { x: number; y: number; width: number; height: number };
  /** The legend's left edge and its width (0 without a legend). */
  legendX: number;
  legendWidth: number;
}

/** How wide the legend is: the colour bar with its numbers and/or the marks' swatches. */
function measureLegend(
  data: PlateData,
  options: ScientificOptions<'well_plate'>,
  context: DrawContext,
): number {
  if (!options.legend) return 0;
  const size = context.textSize;
  let width = 0;
  if (data.range) {
    const { min, max } = data.range;
    const numbers = Math.max(
      estimateWidth(formatValue(min), size),
      estimateWidth(formatValue(max), size),
    );
    width = size * 1.4 + numbers;
  }
  if (data.marks.length > 0) {
    const words = Math.max(...data.marks.map((mark) => estimateWidth(mark, size)));
    width = Math.max(width, size * 1.2 + words);
  }
  return Math.min(width, context.width * 0.35);
}

export function plateGeometry(
  data: PlateData,
  options: ScientificOptions<'well_plate'>,
  context: DrawContext,
): PlateGeometry {
  const size = context.textSize;
  const pad = Math.max(4, size * 0.5);
  const legendWidth = measureLegend(data, options, context);
  const legendGap = legendWidth > 0 ? size : 0;
  const letters = Array.from({ length: data.rows }, (_, row) => rowLetter(row));
  const labelLeft = options.labels
    ? Math.max(...letters.map((letter) => estimateWidth(letter, size))) + size * 0.5
    : 0;
  const labelTop = options.labels ? size * 1.4 : 0;
  const availableWidth = context.width - 2 * pad - labelLeft - legendGap - legendWidth;
  const availableHeight = context.height - 2 * pad - labelTop;
  const pitch = Math.max(
    1,
    Math.min(
      availableWidth / (data.columns + 2 * FRAME),
      availableHeight / (data.rows + 2 * FRAME),
    ),
  );
  const bodyWidth = pitch * (data.columns + 2 * FRAME);
  const bodyHeight = pitch * (data.rows + 2 * FRAME);
  const left = (context.width - (labelLeft + bodyWidth + legendGap + legendWidth)) / 2;
  const top = (context.height - (labelTop + bodyHeight)) / 2;
  const body = { x: left + labelLeft, y: top + labelTop, width: bodyWidth, height: bodyHeight };
  return {
    pitch,
    originX: body.x + pitch * (FRAME + 0.5),
    originY: body.y + pitch * (FRAME + 0.5),
    radius: pitch * WELL_RADIUS,
    body,
    legendX: body.x + bodyWidth + legendGap,
    legendWidth,
  };
}

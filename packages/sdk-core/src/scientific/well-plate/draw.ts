// The plate seen from above: its body, every well (a number coloured on the chosen scale, a mark
// in its palette colour, an empty well white with a grey rim), row letters and column numbers,
// and a legend (colour bar with the data's min and max, the marks' swatches).
import type { ScientificOptions } from '../../schema/document/scientific-kinds';
import { estimateWidth, num, svgDocument, textAt } from '../svg';
import type { DrawContext } from '../types';
import { scaleColour, scaleFraction } from './colour-maps';
import { fitText, formatValue, FRAME, plateGeometry, type PlateGeometry } from './geometry';
import { rowLetter } from './layout';
import type { PlateData, PlateWell } from './parse';

const MUTED = '#52606d';
const RIM = '#9aa5b1';
const PLATE_FILL = '#f5f7fa';
const PLATE_EDGE = '#7b8794';
const EMPTY_FILL = '#ffffff';
/** Steps in the colour bar: flat bands (no gradients survive the sanitiser), fine enough to blend. */
const BAR_STEPS = 32;
/** Label every 1st, 2nd, 3rd… row or column, the first step at which labels do not collide. */
const LABEL_STEPS = [1, 2, 3, 4, 6, 8, 12];

const labelStep = (needed: number, pitch: number) =>
  LABEL_STEPS.find((step) => needed <= pitch * step) ?? 12;

function wellFill(
  well: PlateWell | undefined,
  data: PlateData,
  options: ScientificOptions<'well_plate'>,
  context: DrawContext,
) {
  if (!well) return EMPTY_FILL;
  if (well.mark !== null) return context.colour(well.mark);
  return data.range
    ? scaleColour(options.scale, scaleFraction(well.value ?? 0, data.range))
    : EMPTY_FILL;
}

function drawWells(
  data: PlateData,
  options: ScientificOptions<'well_plate'>,
  context: DrawContext,
  geometry: PlateGeometry,
) {
  const byPosition = new Map(
    data.filled.map((well) => [well.row * data.columns + well.column, well]),
  );
  const { pitch, originX, originY, radius } = geometry;
  const square = data.rows * data.columns >= 384;
  const parts: string[] = [];
  for (let row = 0; row < data.rows; row += 1) {
    for (let column = 0; column < data.columns; column += 1) {
      const well = byPosition.get(row * data.columns + column);
      const fill = wellFill(well, data, options, context);
      const stroke = well ? PLATE_EDGE : RIM;
      const strokeWidth = num(Math.max(0.5, pitch * (well ? 0.03 : 0.05)));
      const cx = originX + column * pitch;
      const cy = originY + row * pitch;
      const paint = `fill="${fill}" stroke="${stroke}" stroke-width="${strokeWidth}"`;
      parts.push(
        square
          ? `<rect x="${num(cx - radius)}" y="${num(cy - radius)}" width="${num(radius * 2)}" height="${num(radius * 2)}" rx="${num(radius * 0.25)}" ${paint}/>`
          : `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(radius)}" ${paint}/>`,
      );
    }
  }
  return parts.join('');
}

function drawLabels(data: PlateData, context: DrawContext, geometry: PlateGeometry) {
  const size = context.textSize;
  const { pitch, originX, originY, body } = geometry;
  const text = { size, anchor: 'middle' as const, fill: MUTED, font: context.font };
  const columnStep = labelStep(estimateWidth(String(data.columns), size) + size * 0.3, pitch);
  const rowStep = labelStep(size * 1.05, pitch);
  const parts: string[] = [];
  for (let column = 0; column < data.columns; column += columnStep)
    parts.push(textAt(originX + column * pitch, body.y - size * 0.4, String(column + 1), text));
  for (let row = 0; row < data.rows; row += rowStep)
    parts.push(
      textAt(body.x - size * 0.3, originY + row * pitch + size * 0.35, rowLetter(row), {
        ...text,
        anchor: 'end',
      }),
    );
  return parts.join('');
}

function drawLegend(
  data: PlateData,
  options: ScientificOptions<'well_plate'>,
  context: DrawContext,
  geometry: PlateGeometry,
) {
  const size = context.textSize;
  const { legendX: x, legendWidth, body, pitch } = geometry;
  const top = body.y + pitch * FRAME;
  const bottom = body.y + body.height - pitch * FRAME;
  const text = { size, fill: MUTED, font: context.font };
  const parts: string[] = [];
  let y = top;
  if (data.range) {
    const share = data.marks.length > 0 ? 0.45 : 0.8;
    const height = Math.min(bottom - top, Math.max(size * 3, (bottom - top) * share));
    const step = height / BAR_STEPS;
    for (let i = 0; i < BAR_STEPS; i += 1) {
      const fill = scaleColour(options.scale, 1 - (i + 0.5) / BAR_STEPS);
      // A hair of overlap so no seam shows between bands.
      parts.push(
        `<rect x="${num(x)}" y="${num(y + i * step)}" width="${num(size)}" height="${num(step + 0.3)}" fill="${fill}"/>`,
      );
    }
    parts.push(
      `<rect x="${num(x)}" y="${num(y)}" width="${num(size)}" height="${num(height)}" fill="none" stroke="${PLATE_EDGE}" stroke-width="0.75"/>`,
      textAt(x + size * 1.4, y + size * 0.8, formatValue(data.range.max), text),
      textAt(x + size * 1.4, y + height, formatValue(data.range.min), text),
    );
    y += height + size * 1.2;
  }
  const rowHeight = size * 1.5;
  const room = Math.max(0, Math.floor((bottom - y + size * 0.5) / rowHeight));
  const shown = data.marks.length <= room ? data.marks.length : Math.max(0, room - 1);
  data.marks.slice(0, shown).forEach((mark, index) => {
    const cy = y + index * rowHeight + size * 0.5;
    parts.push(
      `<circle cx="${num(x + size * 0.45)}" cy="${num(cy)}" r="${num(size * 0.4)}" fill="${context.colour(index)}" stroke="${PLATE_EDGE}" stroke-width="0.5"/>`,
      textAt(x + size * 1.2, cy + size * 0.35, fitText(mark, legendWidth - size * 1.2, size), text),
    );
  });
  if (shown < data.marks.length) {
    const more = context.t('scientific.well_plate.moreMarks', { count: data.marks.length - shown });
    parts.push(
      textAt(x, y + shown * rowHeight + size * 0.85, fitText(more, legendWidth, size), text),
    );
  }
  return parts.join('');
}

export function drawWellPlate(
  data: PlateData,
  options: ScientificOptions<'well_plate'>,
  context: DrawContext,
): string {
  const geometry = plateGeometry(data, options, context);
  const { body, pitch } = geometry;
  const plate = `<rect x="${num(body.x)}" y="${num(body.y)}" width="${num(body.width)}" height="${num(body.height)}" rx="${num(pitch * 0.3)}" fill="${PLATE_FILL}" stroke="${PLATE_EDGE}" stroke-width="1"/>`;
  const parts = [plate, drawWells(data, options, context, geometry)];
  if (options.labels) parts.push(drawLabels(data, context, geometry));
  if (geometry.legendWidth > 0) parts.push(drawLegend(data, options, context, geometry));
  return svgDocument(context.width, context.height, parts.join(''));
}

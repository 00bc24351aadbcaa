import { z } from '../zod';
import { text } from '../strings';
import {
  CHART_ERROR_BARS,
  CHART_KINDS,
  CHART_TEXT_SIZE_RANGE,
  DEFAULT_CHART_TEXT_SIZES,
} from '../chart-kinds';
import { boxTransform, colour, identity, safeSvg } from './base';

export { CHART_ERROR_BARS, CHART_KINDS, type ChartErrorBars, type ChartKind } from '../chart-kinds';

export { DEFAULT_CHART_TEXT_SIZES, type ChartTextSizes } from '../chart-kinds';
const textSize = z.number().min(CHART_TEXT_SIZE_RANGE.min).max(CHART_TEXT_SIZE_RANGE.max);
export const chartTextSizesSchema = z.object({
  ticks: textSize,
  labels: textSize,
  titles: textSize,
  legend: textSize,
});

/**
 * A data table: one named column per header, one labelled row per category (or point). A value is
 * null where its cell is empty (a missing replicate), never a made-up zero.
 */
export const chartDataSchema = z
  .object({
    series: z.array(text().max(200)).min(1).max(50),
    rows: z
      .array(
        z.object({
          label: text().max(200),
          values: z.array(z.number().min(-1e12).max(1e12).nullable()).max(50),
        }),
      )
      .max(5000),
  })
  .refine((data) => data.rows.every((row) => row.values.length === data.series.length), {
    message: 'Every row needs one value per series',
    path: ['rows'],
  });
export type ChartData = z.infer<typeof chartDataSchema>;

/**
 * A chart: its kind and data table, plus a cached SVG so every renderer draws it without chart
 * code. Columns are grouped into series by `replicates`: each run of that many consecutive columns
 * is one series (named by its first column's header, less a trailing replicate number), drawn as
 * the mean of its cells with SD or SEM error bars. Axis titles take `_x` / `_{..}` for subscript
 * and `^x` / `^{..}` for superscript. `colours` overrides the default palette, series by series.
 */
export const chartElementSchema = z
  .object({
    type: z.literal('chart'),
    ...identity,
    ...boxTransform,
    chartKind: z.enum(CHART_KINDS),
    data: chartDataSchema,
    replicates: z.number().int().min(1).max(50).default(1),
    errorBars: z.enum(CHART_ERROR_BARS).default('none'),
    xTitle: text().max(200).default(''),
    yTitle: text().max(200).default(''),
    colours: z.array(colour).max(50).default([]),
    textSizes: chartTextSizesSchema.default({ ...DEFAULT_CHART_TEXT_SIZES }),
    /** The face its text is set in; DEFAULT_CHART_FONT where left out. */
    fontFamily: text().max(100).optional(),
    svg: safeSvg,
    /**
     * The version of the chart drawing that made `svg` (left out: 1). One made by an older drawing
     * is drawn again where it is read (charts/redraw.ts).
     */
    drawing: z.number().int().min(1).max(10_000).optional(),
  })
  .refine((chart) => chart.data.series.length % chart.replicates === 0, {
    message: 'The columns must split evenly into series of `replicates` columns',
    path: ['replicates'],
  });

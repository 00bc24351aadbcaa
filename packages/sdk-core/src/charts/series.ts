// A chart's columns grouped into series (runs of `replicates` columns) and summarised per row:
// the mean of the replicate cells present, with SD and SEM.
import {
  DEFAULT_CHART_FONT,
  DEFAULT_CHART_TEXT_SIZES,
  type ChartTextSizes,
} from '../schema/document/chart-kinds';
import type { ChartData, ChartErrorBars, ChartKind } from '../schema/document/elements';
import { mean, standardDeviation, standardError } from './stats';

/** Okabe & Ito's colour-blind safe palette (2008), black last: the charts' default colours. */
export const CHART_PALETTE = [
  '#0072B2',
  '#E69F00',
  '#009E73',
  '#D55E00',
  '#CC79A7',
  '#56B4E9',
  '#F0E442',
  '#000000',
] as const;

/** What a chart is drawn from: the chart element's fields that change the picture. */
export interface ChartSpec {
  chartKind: ChartKind;
  data: ChartData;
  replicates?: number;
  errorBars?: ChartErrorBars;
  xTitle?: string;
  yTitle?: string;
  colours?: readonly string[];
  /** In the drawing's units; DEFAULT_CHART_TEXT_SIZES where left out. */
  textSizes?: ChartTextSizes;
  /** The face its text is set in; DEFAULT_CHART_FONT where left out. */
  fontFamily?: string;
}

/** The spec's text sizes, the defaults where it has none. */
export const textSizesOf = (spec: ChartSpec): ChartTextSizes =>
  spec.textSizes ?? DEFAULT_CHART_TEXT_SIZES;

/** The face the spec's text is set in. */
export const fontOf = (spec: ChartSpec): string => spec.fontFamily?.trim() || DEFAULT_CHART_FONT;

export interface SeriesPoint {
  label: string;
  /** The replicate cells present (empty cells left out). */
  values: number[];
  /** NaN when the row has no value for this series. */
  mean: number;
  sd: number;
  sem: number;
}

export interface ChartSeries {
  name: string;
  colour: string;
  points: SeriesPoint[];
}

/** "Rep 1", "Control_2", "B (3)" -> "Rep", "Control", "B": a replicate group's shared name. */
export function groupName(header: string): string {
  const stripped = header.replace(/[\s_.\-#]*\(?\d+\)?\s*$/, '').trim();
  return stripped || header;
}

/** The colour of series (or pie slice) `index`: the user's choice, else the palette's. */
export const colourAt = (colours: readonly string[] | undefined, index: number) =>
  colours?.[index] ?? CHART_PALETTE[index % CHART_PALETTE.length]!;

/** The series of a chart, each with one summarised point per row. */
export function chartSeries(spec: ChartSpec): ChartSeries[] {
  const { data } = spec;
  const replicates = Math.max(1, spec.replicates ?? 1);
  const count = Math.floor(data.series.length / replicates);
  return Array.from({ length: count }, (_, index) => {
    const first = index * replicates;
    const header = data.series[first] ?? '';
    return {
      name: replicates > 1 ? groupName(header) : header,
      colour: colourAt(spec.colours, index),
      points: data.rows.map((row) => {
        const values = row.values
          .slice(first, first + replicates)
          .filter((value): value is number => value !== null);
        return {
          label: row.label,
          values,
          mean: mean(values),
          sd: standardDeviation(values),
          sem: standardError(values),
        };
      }),
    };
  });
}

/** The series a chart on axes draws: a `bar` chart only the first. */
export function drawnSeries(spec: ChartSpec): ChartSeries[] {
  const all = chartSeries(spec);
  return spec.chartKind === 'bar' ? all.slice(0, 1) : all;
}

/** Whether the chart draws a legend: a pie names its slices, a chart on axes its series (2+). */
export function chartHasLegend(spec: ChartSpec): boolean {
  return spec.chartKind === 'pie' || drawnSeries(spec).length > 1;
}

/** The half-length of a point's error bar (0 when none is asked for or there is one value). */
export function errorOf(point: SeriesPoint, mode: ChartErrorBars | undefined): number {
  if (mode === 'sd') return point.sd;
  if (mode === 'sem') return point.sem;
  return 0;
}

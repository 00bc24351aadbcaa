// The chart kinds and error-bar modes: one list for the schema, the drawing and the editor's menus
// (zod-free, so menus can list them without the schemas).

/**
 * Chart kinds. `bar` draws the first series, one bar per row; `grouped_bar` and `stacked_bar` draw
 * every series side by side or on top of each other; `box` draws quartiles and whiskers.
 */
export const CHART_KINDS = [
  'bar',
  'grouped_bar',
  'stacked_bar',
  'line',
  'scatter',
  'pie',
  'box',
] as const;
export type ChartKind = (typeof CHART_KINDS)[number];

/**
 * What a kind draws, so the editor offers only the settings that change it: a box shows its
 * spread itself and a stack has no error bars; a pie has no axes (no ticks, categories or axis
 * titles), only its legend.
 */
export function chartKindDraws(kind: ChartKind): { errorBars: boolean; axes: boolean } {
  return {
    errorBars: kind === 'bar' || kind === 'grouped_bar' || kind === 'line' || kind === 'scatter',
    axes: kind !== 'pie',
  };
}

/** Error bars from replicate columns: none, the standard deviation, or the standard error. */
export const CHART_ERROR_BARS = ['none', 'sd', 'sem'] as const;
export type ChartErrorBars = (typeof CHART_ERROR_BARS)[number];

/** The sizes a chart's text may take, in its drawing's units. */
export const CHART_TEXT_SIZE_RANGE = { min: 4, max: 120 } as const;

/**
 * A chart's text sizes in its drawing's units (the drawing is 480 wide and scaled to the box):
 * the axis ticks, the category labels, the axis titles, the legend.
 */
export const DEFAULT_CHART_TEXT_SIZES = { ticks: 12, labels: 12, titles: 14, legend: 12 } as const;

export interface ChartTextSizes {
  ticks: number;
  labels: number;
  titles: number;
  legend: number;
}

/** The face a chart's text is set in unless it names its own (the editor's default sans). */
export const DEFAULT_CHART_FONT = 'Inter';

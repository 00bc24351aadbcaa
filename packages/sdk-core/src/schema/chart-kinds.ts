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

/** Error bars from replicate columns: none, the standard deviation, or the standard error. */
export const CHART_ERROR_BARS = ['none', 'sd', 'sem'] as const;
export type ChartErrorBars = (typeof CHART_ERROR_BARS)[number];

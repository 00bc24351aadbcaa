// @figura/sdk-core/charts: the chart drawing, statistics and table reading. Loaded on demand by
// the editor (import()), and directly by Node code.
export { chartSvg, chartDrawingSize, CHART_DRAWING_WIDTH } from './chart-svg';
export {
  CHART_PALETTE,
  chartSeries,
  colourAt,
  errorOf,
  groupName,
  type ChartSeries,
  type ChartSpec,
  type SeriesPoint,
} from './series';
export {
  boxSummary,
  mean,
  quantile,
  standardDeviation,
  standardError,
  type BoxSummary,
} from './stats';
export { niceScale, tickLabel, type AxisScale } from './ticks';
export { layoutRichLabel, parseRichLabel, plainLabel, type LabelRun } from './rich-label';
export {
  detectDecimalMark,
  detectDelimiter,
  formatDelimited,
  parseDelimited,
  readCell,
  readPastedTable,
  readTable,
  tableOf,
  type CellGrid,
  type CellProblem,
  type CellProblemReason,
  type DecimalMark,
  type Delimiter,
  type TableReading,
} from './table';

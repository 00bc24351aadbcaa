// What the editor's chart panel works with, loaded together on demand (loadChartTools).
export { chartSvg, chartDrawingSize } from './chart-svg';
export { drawnChart, withStretchedChartsDrawn } from './redraw';
export { CHART_PALETTE, chartHasLegend, chartSeries, colourAt, groupName } from './series';
export { detectReplicates } from './replicates';
export {
  detectDecimalMark,
  formatDelimited,
  readPastedTable,
  readTable,
  tableOf,
  type CellGrid,
  type CellProblem,
  type TableReading,
} from './table';

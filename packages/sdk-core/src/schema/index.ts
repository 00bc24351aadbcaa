// @figura/sdk-core/schema: the document, the rules and the HTTP contract together (each also has
// its own entry: ./contract, ./rules; the document's zod-free model is ./model).
export * from './document';
export * from './rules';
export * from './contract';
// Named in both the document and the contract (which passes them on to servers): said once here.
export { formatIssues, MAX_ISSUE_LENGTH, MAX_LISTED_ISSUES } from './document/issues';
export { MAX_JSON_DEPTH, JSON_DEPTH_MESSAGE, nestingProblem } from './document/nesting';
export { UNSTORABLE_TEXT_MESSAGE } from './document/storable-text';
export type { FiguraElement, FiguraElementInput } from './document/elements';
export * from '../svg/public';
export { CHART_DRAWING, chartSvg } from '../charts/chart-svg';
export { withChartsRedrawn } from '../charts/redraw';
// Each element type's default, drawn (a chart's picture): above the document, beside the charts.
export * from './defaults';

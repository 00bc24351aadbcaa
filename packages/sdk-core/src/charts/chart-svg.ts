// The cached SVG of a chart element: drawn here once per change and stored in the element, so the
// editor, thumbnails and every export draw it with no chart code. Hand-written rather than a chart
// library: it needs no DOM (the server draws without one), stays small enough to load on demand,
// and its output is the sanitiser's form by construction (it is sanitised once more regardless).
import { sanitizeSvg } from '../svg/sanitize';
import { cartesianBody } from './cartesian';
import { pieBody } from './pie';
import type { ChartSpec } from './series';
import { svgDocument } from './svg-parts';

export { CHART_DRAWING_WIDTH, chartDrawingSize } from './drawing-size';

/**
 * The version of this drawing, stored with each chart's SVG. Bump it whenever a stored chart
 * would come out different, so the ones drawn before are drawn again. 2: axis labels that do not
 * fit wrap or lean instead of being dropped. 3: a flat plot takes fewer value ticks.
 */
export const CHART_DRAWING = 3;

/** The SVG of a chart, `width` x `height` in its own units (the element scales it to its box). */
export function chartSvg(spec: ChartSpec, width = 480, height = 360): string {
  const body =
    spec.chartKind === 'pie' ? pieBody(spec, width, height) : cartesianBody(spec, width, height);
  return sanitizeSvg(svgDocument(width, height, body));
}

// The cached SVG of a chart element: drawn here once per change and stored in the element, so the
// editor, thumbnails and every export draw it with no chart code. Hand-written rather than a chart
// library: it needs no DOM (the server draws without one), stays small enough to load on demand,
// and its output is the sanitiser's form by construction (it is sanitised once more regardless).
import { sanitizeSvg } from '../svg/sanitize';
import { cartesianBody } from './cartesian';
import { pieBody } from './pie';
import type { ChartSpec } from './series';
import { svgDocument } from './svg-parts';

/**
 * The version of this drawing, stored with each chart's SVG. Bump it whenever a stored chart
 * would come out different, so the ones drawn before are drawn again. 2: axis labels that do not
 * fit wrap or lean instead of being dropped.
 */
export const CHART_DRAWING = 2;

/** Width of the drawing's coordinate space; its height follows the element's aspect ratio. */
export const CHART_DRAWING_WIDTH = 480;

/** The drawing size for an element box: 480 wide, as tall as the box's aspect asks (bounded). */
export function chartDrawingSize(boxWidth: number, boxHeight: number) {
  const aspect = boxWidth > 0 && boxHeight > 0 ? boxHeight / boxWidth : 0.75;
  const height = Math.round(CHART_DRAWING_WIDTH * Math.min(3, Math.max(0.25, aspect)));
  return { width: CHART_DRAWING_WIDTH, height };
}

/** The SVG of a chart, `width` x `height` in its own units (the element scales it to its box). */
export function chartSvg(spec: ChartSpec, width = 480, height = 360): string {
  const body =
    spec.chartKind === 'pie' ? pieBody(spec, width, height) : cartesianBody(spec, width, height);
  return sanitizeSvg(svgDocument(width, height, body));
}

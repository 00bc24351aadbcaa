// The size of a chart's drawing for the box it is shown in, and whether its stored drawing still
// has that shape: apart from the drawing code (loaded on demand), so the editor can tell a
// stretched chart in its first load.
import type { ChartElement } from '../schema/document/elements';

/** Width of the drawing's coordinate space; its height follows the element's aspect ratio. */
export const CHART_DRAWING_WIDTH = 480;

/** The drawing size for an element box: 480 wide, as tall as the box's aspect asks (bounded). */
export function chartDrawingSize(boxWidth: number, boxHeight: number) {
  const aspect = boxWidth > 0 && boxHeight > 0 ? boxHeight / boxWidth : 0.75;
  const height = Math.round(CHART_DRAWING_WIDTH * Math.min(3, Math.max(0.25, aspect)));
  return { width: CHART_DRAWING_WIDTH, height };
}

const VIEW_BOX = /viewBox="0 0 ([\d.]+) ([\d.]+)"/;

/**
 * Whether a chart's stored drawing has the shape of the box it is shown in (a typed width or a
 * side handle stretches the box, and the drawing's text with it until it is drawn again).
 */
export function chartDrawnForBox(
  chart: Pick<ChartElement, 'svg' | 'width' | 'height' | 'scaleX' | 'scaleY'>,
): boolean {
  const viewBox = VIEW_BOX.exec(chart.svg.slice(0, 400));
  if (!viewBox) return true;
  const wanted = chartDrawingSize(
    chart.width * Math.abs(chart.scaleX),
    chart.height * Math.abs(chart.scaleY),
  );
  return Number(viewBox[1]) === wanted.width && Math.abs(Number(viewBox[2]) - wanted.height) <= 1;
}

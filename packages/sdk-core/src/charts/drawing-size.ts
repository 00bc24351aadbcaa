// The size of a chart's drawing for the box it is shown in, and whether its stored drawing still
// has that shape: apart from the drawing code (loaded on demand), so the editor can tell a
// stretched chart in its first load.
import type { ChartElement, FiguraElement } from '../schema/document/elements';

/** Width of the drawing's coordinate space; its height follows the element's aspect ratio. */
export const CHART_DRAWING_WIDTH = 480;

/** The drawing size for an element box: 480 wide, as tall as the box's aspect asks (bounded). */
export function chartDrawingSize(boxWidth: number, boxHeight: number) {
  const aspect = boxWidth > 0 && boxHeight > 0 ? boxHeight / boxWidth : 0.75;
  const height = Math.round(CHART_DRAWING_WIDTH * Math.min(3, Math.max(0.25, aspect)));
  return { width: CHART_DRAWING_WIDTH, height };
}

type ShownBox = Pick<ChartElement, 'width' | 'height' | 'scaleX' | 'scaleY'>;

/** The scale of the groups a chart sits in (1 and 1 for one on the slide itself). */
export interface GroupScale {
  x: number;
  y: number;
}

export const UNSCALED: GroupScale = { x: 1, y: 1 };

/** The scale of what sits inside `group`, itself inside groups scaled `groups`. */
export const insideGroup = (
  groups: GroupScale,
  group: { scaleX: number; scaleY: number },
): GroupScale => ({ x: groups.x * group.scaleX, y: groups.y * group.scaleY });

/** The drawing size for the box a chart is shown in: its box as scaled on the slide. */
export function shownDrawingSize(chart: ShownBox, groups: GroupScale = UNSCALED) {
  return chartDrawingSize(
    chart.width * Math.abs(chart.scaleX * groups.x),
    chart.height * Math.abs(chart.scaleY * groups.y),
  );
}

const VIEW_BOX = /viewBox="0 0 ([\d.]+) ([\d.]+)"/;

/**
 * Whether a chart's stored drawing has the shape of the box it is shown in (a typed width, a
 * side handle or a stretched group stretches the box, and the drawing's text with it until it is
 * drawn again).
 */
export function chartDrawnForBox(
  chart: ShownBox & Pick<ChartElement, 'svg'>,
  groups: GroupScale = UNSCALED,
): boolean {
  const viewBox = VIEW_BOX.exec(chart.svg.slice(0, 400));
  if (!viewBox) return true;
  const wanted = shownDrawingSize(chart, groups);
  return Number(viewBox[1]) === wanted.width && Math.abs(Number(viewBox[2]) - wanted.height) <= 1;
}

/** Whether any chart among `elements`, in groups too, is shown stretched from its drawing. */
export function hasStretchedChart(
  elements: readonly FiguraElement[],
  groups: GroupScale = UNSCALED,
): boolean {
  return elements.some((element) =>
    element.type === 'chart'
      ? !chartDrawnForBox(element, groups)
      : element.type === 'group' &&
        hasStretchedChart(element.elements, insideGroup(groups, element)),
  );
}

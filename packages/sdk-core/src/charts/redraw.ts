// A chart's SVG is cached in the document, so a chart drawn by an older build keeps that build's
// drawing (labels it dropped, say) until someone edits it, and a chart whose box (or group) was
// stretched keeps a drawing of another shape. Whoever reads stored documents (the API at
// start-up, every export) draws older charts again with these; the editor, stretched ones.
import type { ChartElement, FiguraElement } from '../schema/document/elements';
import { CHART_DRAWING, chartSvg } from './chart-svg';
import {
  UNSCALED,
  chartDrawnForBox,
  insideGroup,
  shownDrawingSize,
  type GroupScale,
} from './drawing-size';

/**
 * `chart` drawn now, at the aspect it is shown at (a stretched box gets undistorted text);
 * `groups`: the scale of the groups it sits in.
 */
export function drawnChart(chart: ChartElement, groups: GroupScale = UNSCALED): ChartElement {
  const size = shownDrawingSize(chart, groups);
  return { ...chart, svg: chartSvg(chart, size.width, size.height), drawing: CHART_DRAWING };
}

type Due = (chart: ChartElement, groups: GroupScale) => boolean;

/** `elements` with each chart `due` picks, in groups too, drawn again; the same array if none. */
function redrawn(elements: FiguraElement[], due: Due, groups: GroupScale): FiguraElement[] {
  let changed = false;
  const next = elements.map((element) => {
    let result = element;
    if (element.type === 'chart' && due(element, groups)) result = drawnChart(element, groups);
    else if (element.type === 'group') {
      const inner = redrawn(element.elements, due, insideGroup(groups, element));
      if (inner !== element.elements) result = { ...element, elements: inner };
    }
    changed ||= result !== element;
    return result;
  });
  return changed ? next : elements;
}

const isStale: Due = (chart) => (chart.drawing ?? 1) < CHART_DRAWING;
const isStretched: Due = (chart, groups) => !chartDrawnForBox(chart, groups);

/**
 * The document with every chart an older drawing made (groups included) drawn again; the same
 * document when there is none.
 */
export function withChartsRedrawn<Doc extends { elements: FiguraElement[] }>(doc: Doc): Doc {
  const elements = redrawn(doc.elements, isStale, UNSCALED);
  return elements === doc.elements ? doc : { ...doc, elements };
}

/**
 * `elements` with every chart shown stretched from its drawing (its box or a group's), drawn
 * again for the box it is shown in; the same array when there is none.
 */
export function withStretchedChartsDrawn(elements: FiguraElement[]): FiguraElement[] {
  return redrawn(elements, isStretched, UNSCALED);
}

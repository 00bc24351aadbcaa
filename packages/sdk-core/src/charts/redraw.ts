// A chart's SVG is cached in the document, so a chart drawn by an older build keeps that build's
// drawing (labels it dropped, say) until someone edits it. Whoever reads stored documents (the
// API at start-up, every export) draws such charts again with this one.
import type { ChartElement, FiguraElement } from '../schema/document/elements';
import { CHART_DRAWING, chartDrawingSize, chartSvg } from './chart-svg';

/** `chart` drawn now, at the aspect it is shown at (a stretched box gets undistorted text). */
export function drawnChart(chart: ChartElement): ChartElement {
  const size = chartDrawingSize(
    chart.width * Math.abs(chart.scaleX),
    chart.height * Math.abs(chart.scaleY),
  );
  return { ...chart, svg: chartSvg(chart, size.width, size.height), drawing: CHART_DRAWING };
}

const isStale = (element: FiguraElement): element is ChartElement =>
  element.type === 'chart' && (element.drawing ?? 1) < CHART_DRAWING;

function redrawn(elements: FiguraElement[]): FiguraElement[] {
  let changed = false;
  const next = elements.map((element) => {
    let result = element;
    if (isStale(element)) result = drawnChart(element);
    else if (element.type === 'group') {
      const inner = redrawn(element.elements);
      if (inner !== element.elements) result = { ...element, elements: inner };
    }
    changed ||= result !== element;
    return result;
  });
  return changed ? next : elements;
}

/**
 * The document with every chart an older drawing made (groups included) drawn again; the same
 * document when there is none.
 */
export function withChartsRedrawn<Doc extends { elements: FiguraElement[] }>(doc: Doc): Doc {
  const elements = redrawn(doc.elements);
  return elements === doc.elements ? doc : { ...doc, elements };
}

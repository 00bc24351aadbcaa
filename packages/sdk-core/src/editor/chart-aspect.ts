// A chart is drawn for the box it is shown in. A typed width (the inspector's, proportions free)
// or a side handle stretches its box, and its stored drawing, text and all, was stretched with
// it. Once a change leaves a chart with a drawing of another shape, the chart is drawn again for
// its box in that same step (amendElements: no undo step of its own, undo goes back to both).
import { chartDrawnForBox } from '../charts/drawing-size';
import type { ChartElement, FiguraElement } from '../schema/document/elements';
import type { ElementPatch, EditorStore } from '../stores/editor-store';
import { loadChartTools } from './chart-commands';

const stretchedCharts = (elements: readonly FiguraElement[]) =>
  elements.filter(
    (element): element is ChartElement => element.type === 'chart' && !chartDrawnForBox(element),
  );

/** Draws stretched charts again for their boxes; returns the unsubscriber. */
export function keepChartsUndistorted(store: EditorStore): () => void {
  let drawing = false;
  const redraw = async () => {
    drawing = true;
    try {
      const tools = await loadChartTools();
      // Read again: the document may have moved on while the drawing code loaded.
      const patches: Record<string, ElementPatch> = {};
      for (const chart of stretchedCharts(store.getState().document.elements)) {
        const { svg, drawing: version } = tools.drawnChart(chart);
        patches[chart.id] = { svg, drawing: version };
      }
      if (Object.keys(patches).length > 0) store.getState().amendElements(patches);
    } catch {
      // The drawing code did not load, or a chart could not be drawn: it stays as it was.
    } finally {
      drawing = false;
    }
  };
  return store.subscribe((state, previous) => {
    if (drawing || state.document === previous.document) return;
    if (stretchedCharts(state.document.elements).length > 0) void redraw();
  });
}

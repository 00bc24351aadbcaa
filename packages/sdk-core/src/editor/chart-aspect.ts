// A chart is drawn for the box it is shown in. A typed width (the inspector's, proportions free),
// a side handle on it or on a group holding it stretches that box, and its stored drawing, text
// and all, was stretched with it. Once a change leaves a chart with a drawing of another shape,
// the chart is drawn again for its box in that same step (amendElements: no undo step of its
// own, undo goes back to both).
import { hasStretchedChart } from '../charts/drawing-size';
import type { ElementPatch, EditorStore } from '../stores/editor-store';
import { loadChartTools } from './chart-commands';

/** Draws stretched charts again for their boxes; returns the unsubscriber. */
export function keepChartsUndistorted(store: EditorStore): () => void {
  let drawing = false;
  const redraw = async () => {
    drawing = true;
    try {
      const tools = await loadChartTools();
      // Read again: the document may have moved on while the drawing code loaded.
      const { elements } = store.getState().document;
      const drawn = tools.withStretchedChartsDrawn(elements);
      const patches: Record<string, ElementPatch> = {};
      for (const [index, element] of drawn.entries()) {
        if (element === elements[index]) continue;
        // A chart keeps its place and size: only its drawing changes (a group's, inside it).
        patches[element.id] =
          element.type === 'group'
            ? { elements: element.elements }
            : element.type === 'chart'
              ? { svg: element.svg, drawing: element.drawing }
              : {};
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
    if (hasStretchedChart(state.document.elements)) void redraw();
  });
}

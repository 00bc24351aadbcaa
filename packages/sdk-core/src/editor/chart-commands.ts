// Editing a chart after it is placed: each change re-draws its cached SVG in place (same box) as
// one history entry; a typing run in one field merges into one through its gesture key. The chart
// drawing loads on demand, so none of it is in the editor's first frame.
import type * as ChartToolsModule from '../charts/tools';
import type { Translate } from '../i18n/create-i18n';
import type { ChartElement } from '../schema/document/elements';
import { shownDrawingSize } from '../charts/drawing-size';
import type { EditorStore } from '../stores/editor-store';
import { chartTextSizesMeeting } from '../preflight/print-scale';
import type { PreflightProfile } from '../preflight/profile-types';

/** The fields of a chart the properties panel changes. */
export type ChartChange = Partial<
  Pick<
    ChartElement,
    | 'chartKind'
    | 'data'
    | 'replicates'
    | 'errorBars'
    | 'xTitle'
    | 'yTitle'
    | 'colours'
    | 'textSizes'
    | 'fontFamily'
  >
>;

export type ChartTools = typeof ChartToolsModule;

const MAX_COLOURS = 50;

let loading: Promise<ChartTools> | null = null;

/** The chart drawing and table reading, imported once on first use. */
export function loadChartTools(): Promise<ChartTools> {
  loading ??= import('../charts/tools');
  return loading;
}

/**
 * Applies `change` to chart `id` and re-draws it. A replicate count that no longer divides the
 * columns falls back to 1. Resolves false when there is no such chart.
 */
export async function updateChart(
  store: EditorStore,
  id: string,
  change: ChartChange,
  t: Translate,
  gesture?: string,
): Promise<boolean> {
  const tools = await loadChartTools();
  let found = false;
  store.getState().commit(
    (doc) => {
      const elements = doc.elements.map((element) => {
        if (element.id !== id || element.type !== 'chart') return element;
        found = true;
        const next: ChartElement = { ...element, ...change };
        if (next.data.series.length % next.replicates !== 0) next.replicates = 1;
        // The schema keeps 50 colours (a pie of more rows repeats the palette past them).
        if (next.colours.length > MAX_COLOURS) next.colours = next.colours.slice(0, MAX_COLOURS);
        return tools.drawnChart(next);
      });
      return found ? { ...doc, elements } : doc;
    },
    t('history.chart'),
    gesture ? { mergeKey: `chart:${id}:${gesture}` } : undefined,
  );
  return found;
}

export { OKABE_ITO } from '../preflight/okabe-ito';

/**
 * Slide pixels per unit of the chart's drawing: the drawing is scaled to the chart's box, so its
 * text sizes (in drawing units) show this many times larger on the slide.
 */
export function slidePixelsPerUnit(
  chart: Pick<ChartElement, 'width' | 'height' | 'scaleX' | 'scaleY'>,
): number {
  return Math.max(1, chart.width * Math.abs(chart.scaleX)) / shownDrawingSize(chart).width;
}

/**
 * A new chart (not yet on the slide) with its text at `target`'s smallest size at print: a chart
 * added to a figure made for a journal starts within its rules instead of failing them.
 */
export async function chartSizedFor(
  chart: ChartElement,
  doc: { width: number; height: number },
  target: Pick<PreflightProfile, 'printWidthIn' | 'printHeightIn' | 'minFontPt'>,
): Promise<ChartElement> {
  const tools = await loadChartTools();
  const { sizes } = chartTextSizesMeeting(target, doc, chart.textSizes, slidePixelsPerUnit(chart));
  return tools.drawnChart({ ...chart, textSizes: sizes });
}

/**
 * Raises chart `id`'s text sizes to the profile's smallest text at the chart's print size (one
 * history entry); resolves false when there is no such chart.
 */
export async function fitChartText(
  store: EditorStore,
  id: string,
  profile: Pick<PreflightProfile, 'printWidthIn' | 'printHeightIn' | 'minFontPt'>,
  t: Translate,
): Promise<boolean> {
  const { document } = store.getState();
  const chart = document.elements.find(
    (element): element is ChartElement => element.id === id && element.type === 'chart',
  );
  if (!chart) return false;
  const { sizes } = chartTextSizesMeeting(
    profile,
    document,
    chart.textSizes,
    slidePixelsPerUnit(chart),
  );
  return updateChart(store, id, { textSizes: sizes }, t);
}

import { describe, expect, it } from 'vitest';
import {
  createDefaultElement,
  createEmptyDocument,
  type ChartElement,
  type GroupElement,
} from '../schema';
import { groupElements } from '../arrange/group';
import { createEditorStore } from '../stores/editor-store';
import { englishTranslator } from '../i18n/testing';
import { keepChartsUndistorted } from './chart-aspect';
import { loadChartTools, updateChart } from './chart-commands';

const t = englishTranslator();
const box = { left: 40, top: 30, width: 320, height: 240 };

function chartStore() {
  const chart = createDefaultElement('chart', box) as ChartElement;
  const store = createEditorStore({
    document: { ...createEmptyDocument(800, 600), elements: [chart] },
  });
  const current = () => store.getState().document.elements[0] as ChartElement;
  return { store, chart, current };
}

describe('chart commands', () => {
  it('re-draws a chart in place as one undo step, its box kept', async () => {
    const { store, chart, current } = chartStore();
    const data = {
      series: ['Rep 1', 'Rep 2', 'Rep 3'],
      rows: [{ label: 'WT', values: [1, 2, 3] }],
    };
    expect(
      await updateChart(
        store,
        chart.id,
        { chartKind: 'bar', data, replicates: 3, errorBars: 'sd' },
        t,
      ),
    ).toBe(true);
    expect(current()).toMatchObject({ ...box, chartKind: 'bar', replicates: 3, errorBars: 'sd' });
    expect(current().svg).toContain('figura-chart-error');
    expect(current().svg).not.toBe(chart.svg);
    store.getState().undo();
    expect(current()).toEqual(chart);
  });

  it('draws at the aspect a resize gave the box, so text is not stretched', async () => {
    const { store, chart, current } = chartStore();
    store.getState().updateElements({ [chart.id]: { scaleX: 2 } });
    await updateChart(store, chart.id, { xTitle: 'Dose' }, t);
    // 320 x 240 shown 640 x 240: drawn 480 x 180 (the drawing is always 480 wide).
    expect(current().svg).toMatch(/^<svg[^>]*viewBox="0 0 480 180"/);
  });

  it('is drawn again for a box stretched by a typed width or a side handle, in the same undo step', async () => {
    const { store, chart, current } = chartStore();
    const stop = keepChartsUndistorted(store);
    store.getState().updateElements({ [chart.id]: { scaleX: 2 } });
    await loadChartTools();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(current().svg).toMatch(/^<svg[^>]*viewBox="0 0 480 180"/);
    expect(current().scaleX).toBe(2);
    // One undo takes back the stretch and the drawing together.
    store.getState().undo();
    expect(current()).toEqual(chart);
    stop();
  });

  it('is drawn again when a group holding it is stretched, in the same undo step', async () => {
    const { store, chart } = chartStore();
    const label = createDefaultElement('rect', { left: 400, top: 30, width: 100, height: 100 });
    store.setState({
      document: { ...store.getState().document, elements: [chart, label] },
    });
    const grouped = groupElements(store.getState().document, [chart.id, label.id], () => 'g');
    store.setState({ document: grouped!.document });
    const group = () => store.getState().document.elements[0] as GroupElement;
    const inner = () => group().elements[0] as ChartElement;
    const before = inner().svg;
    const stop = keepChartsUndistorted(store);
    store.getState().updateElements({ g: { scaleY: 2 } });
    await loadChartTools();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // 320 x 240 shown 320 x 480: drawn 480 x 720, the chart's own box and scale kept.
    expect(inner().svg).toMatch(/^<svg[^>]*viewBox="0 0 480 720"/);
    expect(inner()).toMatchObject({ width: 320, height: 240, scaleY: 1 });
    store.getState().undo();
    expect(group().scaleY).toBe(1);
    expect(inner().svg).toBe(before);
    stop();
  });

  it('draws its ticks, labels, titles and legend at the sizes asked, and makes room for them', async () => {
    const { store, chart, current } = chartStore();
    expect(chart.textSizes).toEqual({ ticks: 12, labels: 12, titles: 14, legend: 12 });
    const fontSizes = (cls: string) => [
      ...new Set(
        [
          ...current().svg.matchAll(new RegExp(`class="${cls}"[^>]*font-size="([\\d.]+)"`, 'g')),
        ].map((match) => Number(match[1])),
      ),
    ];
    await updateChart(store, chart.id, { xTitle: 'Dose' }, t);
    const before = current().svg;
    expect(fontSizes('figura-chart-tick')).toEqual([12]);
    await updateChart(
      store,
      chart.id,
      { textSizes: { ticks: 30, labels: 28, titles: 36, legend: 24 } },
      t,
    );
    expect(fontSizes('figura-chart-tick')).toEqual([30]);
    expect(fontSizes('figura-chart-label')).toEqual([28]);
    expect(current().svg).toMatch(/figura-chart-x-title[^]*font-size="36"/);
    // The plot gives up room to the larger text: its axis starts further right.
    const axisLeft = (svg: string) =>
      Number(/class="figura-chart-y-axis"><path d="M ([\d.]+)/.exec(svg)![1]);
    expect(axisLeft(current().svg)).toBeGreaterThan(axisLeft(before) + 8);
    store.getState().undo();
    expect(current().svg).toBe(before);
  });

  it('merges a typing run in one field into one history entry', async () => {
    const { store, chart, current } = chartStore();
    const before = store.getState().past.length;
    for (const title of ['C', 'CO', 'CO_2']) {
      await updateChart(store, chart.id, { yTitle: title }, t, 'y-title');
    }
    expect(store.getState().past.length).toBe(before + 1);
    expect(current().svg).toMatch(/>CO<\/text><text[^>]*>2<\/text>/);
  });

  it('falls back to one column per series when replicates no longer divide, and keeps 50 colours', async () => {
    const { store, chart, current } = chartStore();
    expect(chart.replicates).toBe(3);
    const two = { series: ['a', 'b'], rows: [{ label: 'x', values: [1, 2] }] };
    await updateChart(store, chart.id, { data: two }, t);
    expect(current().replicates).toBe(1);
    await updateChart(store, chart.id, { replicates: 2 }, t);
    expect(current().replicates).toBe(2);
    expect(await updateChart(store, 'missing', { xTitle: 'x' }, t)).toBe(false);
    // No more colours than the schema keeps, however many pie slices there are.
    await updateChart(store, chart.id, { colours: Array<string>(60).fill('#123456') }, t);
    expect(current().colours).toHaveLength(50);
  });
});

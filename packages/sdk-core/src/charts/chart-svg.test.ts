import { describe, expect, it } from 'vitest';
import type { ChartData } from '../schema/document/elements';
import { sanitizeSvg } from '../svg/sanitize';
import { turnedReach } from './axis-labels';
import { chartSvg } from './chart-svg';
import { CHART_PALETTE } from './series';
import { DEFAULT_CHART_TEXT_SIZES as SIZES } from '../schema/document/chart-kinds';

const attrs = (tag: string) =>
  Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
const elements = (svg: string, cls: string) =>
  [...svg.matchAll(new RegExp(`<\\w+ class="${cls}"[^>]*>`, 'g'))].map((m) => attrs(m[0]));
const numbers = (d: string) => (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);

const replicates: ChartData = {
  series: ['Rep 1', 'Rep 2', 'Rep 3'],
  rows: [
    { label: 'Control', values: [10, 12, 14] },
    { label: 'Treated', values: [20, 24, 28] },
  ],
};

describe('chart drawing', () => {
  it('draws bars whose heights are proportional to the means', () => {
    const svg = chartSvg({ chartKind: 'bar', data: replicates, replicates: 3 });
    const bars = elements(svg, 'figura-chart-bar');
    expect(bars).toHaveLength(2);
    const [control, treated] = bars.map((bar) => Number(bar.height));
    // Means 12 and 24 on an axis from 0: the second bar is twice as tall.
    expect(treated! / control!).toBeCloseTo(2, 2);
    expect(bars[0]!.fill).toBe(CHART_PALETTE[0]);
  });

  it('draws SD error bars twice as long as SEM ones would be for n = 4, scaled like the bars', () => {
    const data: ChartData = {
      series: ['a 1', 'a 2', 'a 3', 'a 4'],
      rows: [{ label: 'x', values: [2, 4, 6, 8] }],
    };
    const spec = { chartKind: 'bar' as const, data, replicates: 4 };
    const lengthOf = (svg: string) => {
      const [, y1, y2] = numbers(elements(svg, 'figura-chart-error')[0]!.d!);
      return Math.abs(y2! - y1!);
    };
    const sd = chartSvg({ ...spec, errorBars: 'sd' });
    const sem = chartSvg({ ...spec, errorBars: 'sem' });
    const barHeight = Number(elements(sd, 'figura-chart-bar')[0]!.height);
    // Mean 5, SD sqrt(20/3) = 2.582: the bar spans 2 SD over its 5 units of height.
    expect(lengthOf(sd) / barHeight).toBeCloseTo((2 * Math.sqrt(20 / 3)) / 5, 2);
    expect(lengthOf(sd) / lengthOf(sem)).toBeCloseTo(2, 2);
    expect(elements(chartSvg({ ...spec, errorBars: 'none' }), 'figura-chart-error')).toHaveLength(
      0,
    );
  });

  it('draws grouped bars side by side and stacked bars on top of each other', () => {
    const data: ChartData = { series: ['A', 'B'], rows: [{ label: 'r', values: [1, 3] }] };
    const grouped = elements(chartSvg({ chartKind: 'grouped_bar', data }), 'figura-chart-bar');
    expect(grouped.map((bar) => bar.fill)).toEqual([CHART_PALETTE[0], CHART_PALETTE[1]]);
    expect(Number(grouped[1]!.x)).toBeGreaterThan(Number(grouped[0]!.x));
    const stacked = elements(chartSvg({ chartKind: 'stacked_bar', data }), 'figura-chart-bar');
    expect(stacked[0]!.x).toBe(stacked[1]!.x);
    // B sits on A: its bottom is A's top.
    expect(Number(stacked[1]!.y) + Number(stacked[1]!.height)).toBeCloseTo(
      Number(stacked[0]!.y),
      1,
    );
  });

  it('draws a box plot at the quartiles with the median between', () => {
    const data: ChartData = {
      series: ['v'],
      rows: [1, 2, 3, 4, 5, 6, 7, 8, 9].map((value) => ({ label: String(value), values: [value] })),
    };
    const svg = chartSvg({ chartKind: 'box', data });
    const box = elements(svg, 'figura-chart-box')[0]!;
    const median = numbers(elements(svg, 'figura-chart-median')[0]!.d!)[1]!;
    const top = Number(box.y);
    const bottom = top + Number(box.height);
    // Q1 3, median 5, Q3 7: the median line halves the box.
    expect(median - top).toBeCloseTo(bottom - median, 1);
    const [, high, q3] = numbers(elements(svg, 'figura-chart-whisker')[0]!.d!);
    // The upper whisker runs from Q3 (7) to the highest value (9): half the box's 3..7.
    expect(q3! - high!).toBeCloseTo((bottom - top) / 2, 1);
  });

  it('uses the user colour of a series over the palette and lists series in a legend', () => {
    const data: ChartData = { series: ['WT', 'KO'], rows: [{ label: 'r', values: [1, 2] }] };
    const svg = chartSvg({ chartKind: 'line', data, colours: ['#112233'] });
    expect(elements(svg, 'figura-chart-point').map((p) => p.fill)).toEqual([
      '#112233',
      CHART_PALETTE[1],
    ]);
    expect(svg).toMatch(/class="figura-chart-legend".*>WT<.*>KO</);
  });

  it('draws a pie with one slice per row', () => {
    const data: ChartData = {
      series: ['n'],
      rows: [
        { label: 'a', values: [1] },
        { label: 'b', values: [3] },
      ],
    };
    expect(elements(chartSvg({ chartKind: 'pie', data }), 'figura-chart-slice')).toHaveLength(2);
  });

  it('keeps axis titles as text, scripts as smaller runs, and is already sanitised', () => {
    const svg = chartSvg({
      chartKind: 'scatter',
      data: replicates,
      xTitle: 'Dose',
      yTitle: 'CO_2 uptake',
    });
    expect(svg).toContain('>Dose</text>');
    expect(svg).toMatch(/font-size="14"[^>]*>CO<\/text><text[^>]*font-size="8.4"[^>]*>2<\/text>/);
    expect(sanitizeSvg(svg)).toBe(svg);
  });

  it('puts ticks on nice numbers', () => {
    const svg = chartSvg({
      chartKind: 'grouped_bar',
      data: { series: ['a'], rows: [{ label: 'r', values: [0.37] }] },
    });
    const ticks = [...svg.matchAll(/class="figura-chart-tick"[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(ticks).toEqual(['0', '0.1', '0.2', '0.3', '0.4']);
    // Values far below any unit are drawn too (they asked toFixed for over 100 decimals).
    const tiny = { series: ['a'], rows: [{ label: 'r', values: [1e-150] }] };
    expect(chartSvg({ chartKind: 'bar', data: tiny })).toContain('figura-chart-bar');
  });

  it('shows every category’s label, wrapped in its slot, at any text size; thins only long runs', () => {
    const data: ChartData = {
      series: ['Patients (%)'],
      rows: [
        { label: 'Chemotherapy', values: [20] },
        { label: 'Immunotherapy', values: [45] },
        { label: 'Both combined', values: [58] },
      ],
    };
    const labelsOf = (svg: string) =>
      [...svg.matchAll(/class="figura-chart-label"[^>]*>([^<]*)</g)].map((m) => m[1]);
    const barsBottom = (svg: string) =>
      Math.max(
        ...elements(svg, 'figura-chart-bar').map((bar) => Number(bar.y) + Number(bar.height)),
      );
    // At 24 px longer labels do not fit side by side on one line: they wrap in their slots,
    // and the plot makes room for the second line.
    const doses: ChartData = {
      series: ['Cells'],
      rows: ['Sham', 'Low dose of drug', 'High dose of drug'].map((label, i) => ({
        label,
        values: [i + 1],
      })),
    };
    const wrapped = chartSvg({
      chartKind: 'bar',
      data: doses,
      textSizes: { ...SIZES, labels: 24 },
    });
    expect(labelsOf(wrapped)).toEqual(['Sham', 'Low dose', 'of drug', 'High dose', 'of drug']);
    const lines = elements(wrapped, 'figura-chart-label');
    expect(Number(lines[2]!.y)).toBeGreaterThan(Number(lines[1]!.y));
    expect(Number(lines[1]!.y) - 24).toBeGreaterThan(barsBottom(wrapped));
    expect(wrapped).not.toContain('rotate(-40');
    // At 34 px a word is wider than its slot: the labels lean, whole, below the plot.
    const big = chartSvg({ chartKind: 'bar', data, textSizes: { ...SIZES, labels: 34 } });
    expect(labelsOf(big)).toEqual(['Chemotherapy', 'Immunotherapy', 'Both combined']);
    expect(
      big.match(/<g transform="rotate\(-40 [^"]*\)"><text class="figura-chart-label"/g),
    ).toHaveLength(3);
    const first = elements(big, 'figura-chart-label')[0]!;
    expect(Number(first.y)).toBeGreaterThan(barsBottom(big));
    // The first leans into room the plot left for it, not off the chart's edge.
    expect(Number(first.x) - turnedReach('Chemotherapy', 34)).toBeGreaterThanOrEqual(0);
    expect(sanitizeSvg(big)).toBe(big);
    expect(labelsOf(chartSvg({ chartKind: 'bar', data }))).toEqual([
      'Chemotherapy',
      'Immunotherapy',
      'Both combined',
    ]);
    // A long run of categories (a time series) shows every n-th, on one line.
    const days = {
      series: ['Cells'],
      rows: Array.from({ length: 30 }, (_, day) => ({ label: `Day ${day + 1}`, values: [day] })),
    };
    const shown = labelsOf(chartSvg({ chartKind: 'bar', data: days }));
    expect(shown.length).toBeLessThan(30);
    expect(shown[0]).toBe('Day 1');
  });

  it('takes fewer value ticks on a flat plot, so their labels never stack', () => {
    const ticksOf = (svg: string) =>
      elements(svg, 'figura-chart-tick').map((tick) => Number(tick.y));
    const spec = { chartKind: 'bar' as const, data: replicates, replicates: 3 };
    expect(ticksOf(chartSvg(spec, 480, 360)).length).toBeGreaterThanOrEqual(4);
    // A chart made four times as wide as tall: drawn 480 x 120.
    const flat = ticksOf(chartSvg(spec, 480, 120));
    expect(flat.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < flat.length; i++)
      expect(Math.abs(flat[i]! - flat[i - 1]!)).toBeGreaterThanOrEqual(SIZES.ticks * 1.5);
  });
});

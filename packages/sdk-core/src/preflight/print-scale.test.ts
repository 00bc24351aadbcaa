import { describe, expect, it } from 'vitest';
import { chartDrawingSize, chartSvg } from '../charts/chart-svg';
import { DEFAULT_CHART_TEXT_SIZES, type ChartTextSizes } from '../schema/document/chart-kinds';
import { preflight } from './preflight';
import { chartTextSizesMeeting, pointsPerPixel } from './print-scale';
import { profileById } from './profiles';
import { slide } from './testing/fixtures';

const cell = profileById('cell');
const data = {
  series: ['Volume'],
  rows: [
    { label: 'control', values: [820] },
    { label: 'anti-PD-1', values: [310] },
  ],
};

/** A bar chart drawn into a `width` × `height` box of a 1200 px square slide. */
function chartOn(width: number, height: number, textSizes: ChartTextSizes) {
  const drawing = chartDrawingSize(width, height);
  return {
    element: {
      type: 'chart' as const,
      id: 'volume',
      left: 100,
      top: 100,
      width,
      height,
      chartKind: 'bar' as const,
      data,
      textSizes,
      xTitle: 'Treatment',
      yTitle: 'Tumour volume (mm³)',
      svg: chartSvg(
        { chartKind: 'bar', data, textSizes, xTitle: 'Treatment', yTitle: 'Tumour volume (mm³)' },
        drawing.width,
        drawing.height,
      ),
    },
    pixelsPerUnit: width / drawing.width,
  };
}

const fontProblems = (element: ReturnType<typeof chartOn>['element']) =>
  preflight([slide(1200, 1200, [element])], cell).problems.filter(
    (problem) => problem.check === 'font-size',
  );

describe('sizes at print', () => {
  it("prints a 1200 px square slide at Cell's 4 in: 0.24 pt a pixel", () => {
    expect(pointsPerPixel(cell, { width: 1200, height: 1200 })).toBeCloseTo(0.24, 5);
  });

  it('lets a chart on a Cell slide pass: its text fitted to 12 pt at print size', () => {
    // Half the slide wide: with the default sizes its ticks print at about 3.6 pt.
    const plain = chartOn(600, 450, { ...DEFAULT_CHART_TEXT_SIZES });
    expect(fontProblems(plain.element)).toHaveLength(1);

    const { sizes, reachable } = chartTextSizesMeeting(
      cell,
      { width: 1200, height: 1200 },
      { ...DEFAULT_CHART_TEXT_SIZES },
      plain.pixelsPerUnit,
    );
    expect(reachable).toBe(true);
    expect(sizes.titles).toBeGreaterThan(sizes.ticks);
    expect(fontProblems(chartOn(600, 450, sizes).element)).toEqual([]);
  });

  it('keeps sizes that are large enough, and says when a chart is too small to reach the floor', () => {
    const large = { ticks: 80, labels: 80, titles: 90, legend: 80 };
    expect(chartTextSizesMeeting(cell, { width: 1200, height: 1200 }, large, 1.25).sizes).toEqual(
      large,
    );
    // A chart 60 px wide: even the largest size prints under 12 pt.
    expect(
      chartTextSizesMeeting(
        cell,
        { width: 1200, height: 1200 },
        { ...DEFAULT_CHART_TEXT_SIZES },
        60 / 480,
      ).reachable,
    ).toBe(false);
  });
});

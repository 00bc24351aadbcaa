import { describe, expect, it } from 'vitest';
import { createDefaultElement } from '../schema/defaults';
import { createEmptyDocument } from '../schema/document/empty-document';
import type { ChartElement, FiguraElement } from '../schema/document/elements';
import { CHART_DRAWING, chartSvg } from './chart-svg';
import { withChartsRedrawn } from './redraw';

const OLD_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 360"><text>old</text></svg>';

/** A chart as an older build stored it: its old drawing, no drawing version. */
function oldChart(id: string): ChartElement {
  const chart = createDefaultElement('chart', { left: 0, top: 0, width: 480, height: 240 });
  if (chart.type !== 'chart') throw new Error('not a chart');
  const { drawing: _drawing, ...rest } = chart;
  const rows = [{ label: 'A long group name', values: [1, 2, 3] }, ...rest.data.rows.slice(1)];
  return { ...rest, id, data: { ...rest.data, rows }, svg: OLD_SVG };
}

const documentWith = (elements: FiguraElement[]) => ({
  ...createEmptyDocument(800, 600),
  elements,
});

describe('charts an older build drew', () => {
  it('are drawn again with this drawing, in groups too, at the aspect they are shown at', () => {
    const group = {
      ...oldChart('group'),
      type: 'group' as const,
      elements: [oldChart('inner')],
    } as unknown as FiguraElement;
    const doc = documentWith([oldChart('top'), group]);
    const next = withChartsRedrawn(doc);
    const top = next.elements[0] as ChartElement;
    const inner = (next.elements[1] as Extract<FiguraElement, { type: 'group' }>)
      .elements[0] as ChartElement;
    for (const chart of [top, inner]) {
      expect(chart.drawing).toBe(CHART_DRAWING);
      expect(chart.svg).not.toContain('>old<');
      // 480 x 240 on the slide: a drawing 480 wide and half as tall.
      expect(chart.svg).toBe(chartSvg(chart, 480, 240));
      expect(chart.svg).toContain('A long group name');
    }
  });

  it('leave a document whose charts are current as it is (the same object)', () => {
    const current = createDefaultElement('chart', { left: 0, top: 0, width: 480, height: 360 });
    expect((current as ChartElement).drawing).toBe(CHART_DRAWING);
    const doc = documentWith([current]);
    expect(withChartsRedrawn(doc)).toBe(doc);
  });
});

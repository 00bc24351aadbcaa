// @vitest-environment jsdom
// The chart's settings are the ones it draws: a pie has no error bars, axis titles or axis text
// sizes; a box plot shows its spread itself; one series has no legend.
import { describe, expect, it } from 'vitest';
import { elementSchema, type ChartElement } from '@figura/sdk-core/schema';
import { createEnglishI18n } from '@figura/sdk-core/testing';
import { I18nProvider } from '../../i18n/translation';
import { headlessEditors } from '../../testing/fixtures';
import { eventually } from '../../testing/eventually';
import { reactRoots } from '../../testing/react-root';
import ChartProperties from './ChartProperties';

const open = headlessEditors();
const mount = reactRoots();

const chartOf = (chartKind: ChartElement['chartKind'], series = ['A', 'B']) =>
  elementSchema.parse({
    id: 'c',
    type: 'chart',
    chartKind,
    left: 0,
    top: 0,
    width: 600,
    height: 450,
    data: { series, rows: [{ label: 'x', values: series.map((_, i) => i + 1) }] },
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
  }) as ChartElement;

async function labelsFor(chartKind: ChartElement['chartKind'], series?: string[]) {
  const t = await open(chartOf(chartKind, series));
  const host = await mount(
    <I18nProvider i18n={createEnglishI18n()}>
      <ChartProperties editor={t.editor} elementId="c" />
    </I18nProvider>,
  );
  // The chart tools load on first use.
  await eventually(() => expect(host.querySelector('label')).not.toBeNull());
  return [...host.querySelectorAll('label')].map((label) => label.textContent ?? '');
}

describe('the chart inspector', () => {
  it('offers error bars, axis titles and every text size for a bar chart', async () => {
    const labels = await labelsFor('grouped_bar');
    expect(labels).toEqual(
      expect.arrayContaining([
        'Error bars',
        'X-axis title',
        'Y-axis title',
        'Axis numbers',
        'Category labels',
        'Axis titles',
        'Legend',
      ]),
    );
  });

  it('offers a pie only what it draws: no error bars, no axes, the legend size', async () => {
    const labels = await labelsFor('pie');
    expect(labels).toContain('Kind');
    expect(labels).toContain('Legend');
    for (const absent of ['Error bars', 'X-axis title', 'Axis numbers', 'Axis titles'])
      expect(labels).not.toContain(absent);
  });

  it('offers no legend size for one series (the chart draws no legend)', async () => {
    const labels = await labelsFor('line', ['Tumour volume']);
    expect(labels).toContain('Axis numbers');
    expect(labels).not.toContain('Legend');
    // A bar chart draws its first series only: no legend for two series either.
    expect(await labelsFor('bar')).not.toContain('Legend');
  });

  it('offers a box plot no error bars (the box is its spread)', async () => {
    const labels = await labelsFor('box');
    expect(labels).not.toContain('Error bars');
    expect(labels).toContain('Y-axis title');
  });
});

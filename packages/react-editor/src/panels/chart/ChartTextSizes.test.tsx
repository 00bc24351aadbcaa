// @vitest-environment jsdom
// "Fit text to Cell": the chart's text sizes raised to the profile's smallest at print size.
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { profileById } from '@figura/sdk-core/editor';
import { customProfile, type JournalProfile } from '@figura/sdk-core/preflight';
import { elementSchema, type ChartElement } from '@figura/sdk-core/schema';
import { createEnglishI18n } from '@figura/sdk-core/testing';
import { I18nProvider } from '../../i18n/translation';
import { reactRoots } from '../../testing/react-root';
import { ChartTextSizes } from './ChartTextSizes';

const mount = reactRoots();

const chart = elementSchema.parse({
  id: 'c',
  type: 'chart',
  chartKind: 'bar',
  left: 0,
  top: 0,
  width: 600,
  height: 450,
  data: { series: ['A'], rows: [{ label: 'x', values: [1] }] },
  svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
}) as ChartElement;
// The drawing is 480 units wide: 1.25 slide px a unit.

async function render(current: ChartElement, profile: JournalProfile = profileById('cell')) {
  const apply = vi.fn();
  const host = await mount(
    <I18nProvider i18n={createEnglishI18n()}>
      <ChartTextSizes
        chart={current}
        slide={{ width: 1200, height: 1200 }}
        profile={profile}
        apply={apply}
        gesture={() => 'g'}
        onFieldFocus={() => {}}
        legend
      />
    </I18nProvider>,
  );
  const button = [...host.querySelectorAll('button')].at(-1)!;
  const status = () => host.querySelector('[role="status"]')?.textContent;
  const buttons = () => [...host.querySelectorAll('button')].map((each) => each.textContent);
  const field = (name: string) => {
    const label = [...host.querySelectorAll('label')].find((each) => each.textContent === name)!;
    return host.ownerDocument.getElementById(label.htmlFor) as HTMLInputElement;
  };
  return { apply, button, buttons, field, status };
}

describe('chart text sizes for a journal', () => {
  it("raises every part to Cell's 12 pt at print size in one step", async () => {
    const { apply, button } = await render(chart);
    expect(button.textContent).toBe('Fit text to Cell (12 pt and up)');
    await act(async () => button.click());
    // 12 pt at 0.24 pt a slide px and 1.25 px a unit: 40 units; titles a step above.
    expect(apply).toHaveBeenCalledWith({
      textSizes: { ticks: 40, labels: 40, legend: 40, titles: 46 },
    });
  });

  it('says so, and offers nothing, when the text already meets the profile', async () => {
    const { apply, buttons, status } = await render({
      ...chart,
      textSizes: { ticks: 40, labels: 40, legend: 40, titles: 46 },
    });
    // A line to read, not a disabled button.
    expect(status()).toBe('Text meets Cell (12 pt and up)');
    expect(buttons().some((name) => name?.startsWith('Fit'))).toBe(false);
    expect(apply).not.toHaveBeenCalled();
  });

  it('names the print size, not a profile called Custom, when no journal is chosen', async () => {
    const { button } = await render(chart, customProfile({ minFontPt: 8 }));
    expect(button.textContent).toBe('Fit text to print at 8 pt and up');
    const met = await render(
      { ...chart, textSizes: { ticks: 40, labels: 40, legend: 40, titles: 46 } },
      customProfile({ minFontPt: 8 }),
    );
    expect(met.status()).toBe('Text prints at 8 pt and up');
  });

  it('takes a size typed digit by digit, the first digit under the smallest allowed', async () => {
    const { apply, field } = await render(chart);
    const ticks = field('Axis numbers');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    await act(async () => ticks.focus());
    for (const typed of ['', '3', '36'])
      await act(async () => {
        setValue.call(ticks, typed);
        ticks.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText' }));
      });
    expect(apply).not.toHaveBeenCalled();
    await act(async () => ticks.blur());
    // 36 slide px at 1.25 px a unit.
    expect(apply).toHaveBeenCalledTimes(1);
    expect(apply.mock.calls[0]![0].textSizes.ticks).toBeCloseTo(28.8);
  });
});

// @vitest-environment jsdom
// Marking wells by pointing: one button per well of the plate, pressed where the data marks it.
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { loadScientificTools } from '@figura/sdk-core/editor';
import { elementSchema, type ScientificElementOf } from '@figura/sdk-core/schema';
import { createEnglishI18n } from '@figura/sdk-core/testing';
import { I18nProvider } from '../../i18n/translation';
import { reactRoots } from '../../testing/react-root';
import { WellMarks } from './WellMarks';

const mount = reactRoots();

const plate = (data: string, wells = '24') =>
  elementSchema.parse({
    id: 'p',
    type: 'well_plate',
    left: 0,
    top: 0,
    width: 480,
    height: 320,
    data,
    options: { wells },
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
  }) as ScientificElementOf<'well_plate'>;

async function render(element: ScientificElementOf<'well_plate'>) {
  const onChange = vi.fn();
  const host = await mount(
    <I18nProvider i18n={createEnglishI18n()}>
      <WellMarks element={element} tools={await loadScientificTools()} onChange={onChange} />
    </I18nProvider>,
  );
  const well = (name: string) => host.querySelector(`button[aria-label="${name}"]`)!;
  return { host, well, onChange };
}

describe('marking wells by clicking', () => {
  it('shows every well of the plate, pressed where the data marks it', async () => {
    const { host, well } = await render(plate('well,value\nA1,x\nB2,0.5'));
    expect(host.querySelectorAll('button')).toHaveLength(24);
    expect(well('A1').getAttribute('aria-pressed')).toBe('true');
    // A number is a value on the scale, not a mark.
    expect(well('B2').getAttribute('aria-pressed')).toBe('false');
    expect(well('D6').getAttribute('aria-pressed')).toBe('false');
  });

  it('marks a well, and unmarks it, through the data', async () => {
    const { well, onChange } = await render(plate('well,value\nA1,x'));
    await act(async () => (well('C3') as HTMLButtonElement).click());
    const marked = onChange.mock.calls[0]![0] as string;
    expect(marked).toMatch(/C3,x/);
    await act(async () => (well('A1') as HTMLButtonElement).click());
    expect(onChange.mock.calls[1]![0]).not.toMatch(/A1/);
  });
});

// @vitest-environment jsdom
// A scientific object's data in the inspector: typed data that cannot be read stays, with the
// line that is wrong; a file over the limit is refused by name before it is read; undo's data
// replaces what was typed.
import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { loadScientificTools } from '@figura/sdk-core/editor';
import { elementSchema, type ScientificElement } from '@figura/sdk-core/schema';
import { createEnglishI18n } from '@figura/sdk-core/testing';
import { I18nProvider } from '../../i18n/translation';
import { reactRoots } from '../../testing/react-root';
import { ScientificDataField } from './ScientificDataField';

const mount = reactRoots();

const timeline = (data: string) =>
  elementSchema.parse({
    id: 't',
    type: 'timeline',
    left: 0,
    top: 0,
    width: 640,
    height: 240,
    data,
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
  }) as ScientificElement;

async function render(element: ScientificElement, answer: string | null) {
  const tools = await loadScientificTools();
  const apply = vi.fn(async () => answer);
  // The stored element as the store would hand it down (undo replaces it).
  let store: (next: ScientificElement) => void = () => {};
  function Stored() {
    const [current, setCurrent] = useState(element);
    store = setCurrent;
    return (
      <ScientificDataField element={current} tools={tools} apply={apply} onStartTyping={() => {}} />
    );
  }
  const host = await mount(
    <I18nProvider i18n={createEnglishI18n()}>
      <Stored />
    </I18nProvider>,
  );
  const field = host.querySelector('textarea')!;
  const status = host.querySelector('[role="status"]')!;
  const replace = (next: ScientificElement) => act(async () => store(next));
  return { host, field, status, apply, replace };
}

/** Types `value` as a person would: React reads the native setter's value on input. */
async function type(field: HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
  await act(async () => {
    setter.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('a scientific object’s data field', () => {
  it('keeps typed data that cannot be read, with the line and what was expected', async () => {
    const message = 'Line 2: expected a number for time, found “soon”.';
    const { field, status, apply } = await render(timeline('0,Start,other'), message);
    await type(field, 'time,label,kind\nsoon,MRI,imaging');
    expect(apply).toHaveBeenCalledWith('time,label,kind\nsoon,MRI,imaging', 'typing');
    expect(field.value).toBe('time,label,kind\nsoon,MRI,imaging');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(status.textContent).toBe(message);
  });

  it('refuses a file over the limit by name and size, before reading it', async () => {
    const { host, status, apply } = await render(timeline('0,Start,other'), null);
    const input = host.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['x'], 'genome.gb');
    Object.defineProperty(file, 'size', { value: 5_000_000 });
    const text = vi.fn(async () => 'LOCUS');
    Object.defineProperty(file, 'text', { value: text });
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
    expect(status.textContent).toBe('“genome.gb” is 5000 KB; a data file may be at most 200 KB.');
    expect(text).not.toHaveBeenCalled();
    expect(apply).not.toHaveBeenCalled();
  });

  it('shows the data undo brings back in place of what was typed', async () => {
    const { field, status, replace } = await render(timeline('0,Start,other'), 'Line 1: …');
    await type(field, 'not a table');
    expect(field.value).toBe('not a table');
    await replace(timeline('0,Start,other\n5,Dose,treatment'));
    expect(field.value).toBe('0,Start,other\n5,Dose,treatment');
    expect(status.textContent).toBe('');
    expect(field.hasAttribute('aria-invalid')).toBe(false);
  });
});

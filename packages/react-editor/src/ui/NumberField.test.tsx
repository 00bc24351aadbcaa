// @vitest-environment jsdom
// A number field as a person types into it: nothing changes until the number is finished.
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { reactRoots } from '../testing/react-root';
import { NumberField } from './NumberField';

const mount = reactRoots();

async function field(value = 12, range: { min?: number; max?: number } = { min: 6, max: 200 }) {
  const onCommit = vi.fn();
  const host = await mount(
    <div>
      <NumberField label="Axis numbers" unit="px" value={value} onCommit={onCommit} {...range} />
    </div>,
  );
  const input = host.querySelector('input')!;
  return { input, onCommit, label: host.querySelector('label')! };
}

const setValue = (input: HTMLInputElement, text: string) =>
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);

/** Each value as the field shows it after one more keystroke. */
async function type(input: HTMLInputElement, ...values: string[]) {
  await act(async () => input.focus());
  for (const value of values)
    await act(async () => {
      setValue(input, value);
      input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText' }));
    });
}

const key = (input: HTMLInputElement, name: string) =>
  act(async () => {
    input.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));
  });

describe('a number field', () => {
  it('is named by its label', async () => {
    const { input, label } = await field();
    expect(label.textContent).toBe('Axis numbers');
    expect(label.htmlFor).toBe(input.id);
  });

  it('shows a dragged value to a tenth, not its hundredths', async () => {
    expect((await field(614.96)).input.value).toBe('615');
    expect((await field(322.88)).input.value).toBe('322.9');
  });

  it('lets "36" be typed past a minimum its first digit is under, committed once on Enter', async () => {
    const { input, onCommit } = await field(12, { min: 6.4, max: 200 });
    await type(input, '', '3', '36');
    // "3" is below the minimum: it stays as typed, not pulled up to 6.4.
    expect(input.value).toBe('36');
    expect(onCommit).not.toHaveBeenCalled();
    await key(input, 'Enter');
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith(36);
  });

  it('commits when the person leaves the field', async () => {
    const { input, onCommit } = await field();
    await type(input, '4', '48');
    await act(async () => input.blur());
    expect(onCommit).toHaveBeenCalledWith(48);
  });

  it('keeps a finished number within its range', async () => {
    const { input, onCommit } = await field(12, { min: 6, max: 200 });
    await type(input, '3');
    await key(input, 'Enter');
    expect(onCommit).toHaveBeenCalledWith(6);
    await type(input, '9', '99', '999');
    await key(input, 'Enter');
    expect(onCommit).toHaveBeenLastCalledWith(200);
  });

  it('takes a step of the spinner or an arrow key at once', async () => {
    const { input, onCommit } = await field();
    await act(async () => {
      setValue(input, '13');
      // The spinner's input event carries no typing.
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(onCommit).toHaveBeenCalledWith(13);
  });

  it('puts the value back on Escape, and ignores what is not a number', async () => {
    const { input, onCommit } = await field();
    await type(input, '7');
    await key(input, 'Escape');
    expect(input.value).toBe('12');
    await type(input, '');
    await key(input, 'Enter');
    expect(input.value).toBe('12');
    expect(onCommit).not.toHaveBeenCalled();
  });
});

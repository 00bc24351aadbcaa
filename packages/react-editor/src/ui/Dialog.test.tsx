// @vitest-environment jsdom
// The editor's modal dialog as a keyboard user meets it: Escape closes it from inside, and from the
// page when focus has fallen out (a button disabled while the dialog works); Tab stays inside.
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { reactRoots } from '../testing/react-root';
import { Dialog } from './Dialog';

const render = reactRoots();

async function open() {
  const onClose = vi.fn();
  const host = await render(
    <Dialog title="Share" closeLabel="Close" onClose={onClose}>
      <input aria-label="Email" />
      <button type="button">Share</button>
    </Dialog>,
  );
  const dialog = host.querySelector<HTMLElement>('[role="dialog"]')!;
  return { onClose, dialog };
}

const key = (target: EventTarget, name: string, init: KeyboardEventInit = {}) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, ...init }));
  });

describe('Dialog', () => {
  it('is a labelled modal dialog', async () => {
    const { dialog } = await open();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const title = document.getElementById(dialog.getAttribute('aria-labelledby')!);
    expect(title?.textContent).toBe('Share');
  });

  it('closes on Escape in one of its fields, and the key goes no further', async () => {
    const { onClose, dialog } = await open();
    const outside = vi.fn();
    document.addEventListener('keydown', outside);
    await key(dialog.querySelector('input')!, 'Escape');
    document.removeEventListener('keydown', outside);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(outside).not.toHaveBeenCalled();
  });

  it('closes on Escape when focus has fallen out to the page', async () => {
    const { onClose } = await open();
    (document.activeElement as HTMLElement | null)?.blur();
    await key(document.body, 'Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('leaves Escape to a field of the page that has the focus', async () => {
    const { onClose } = await open();
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    await key(field, 'Escape');
    field.remove();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('wraps Tab from its last control to its first', async () => {
    const { dialog } = await open();
    const share = dialog.querySelector<HTMLButtonElement>('button:last-of-type')!;
    share.focus();
    await key(share, 'Tab');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Close');
  });
});

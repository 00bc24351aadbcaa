// @vitest-environment jsdom
// A toast is read out as a status, closes itself after a while, and waits while someone is
// reaching for its action (the pointer on it, or focus in it).
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toast } from './Toast';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let host: HTMLElement;
beforeEach(() => vi.useFakeTimers());
afterEach(async () => {
  await act(async () => root?.unmount());
  host?.remove();
  root = undefined;
  vi.useRealTimers();
});

async function renderToast(onClose: () => void) {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () =>
    root!.render(
      <Toast onClose={onClose} action={<button type="button">Undo</button>}>
        Lab poster moved to the trash.
      </Toast>,
    ),
  );
  return host.querySelector<HTMLElement>('[role="status"]')!;
}

describe('Toast', () => {
  it('says its message as a status and closes itself after eight seconds', async () => {
    const onClose = vi.fn();
    const toast = await renderToast(onClose);
    expect(toast.textContent).toBe('Lab poster moved to the trash.Undo');
    await act(async () => vi.advanceTimersByTime(7900));
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(200));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('stays while focus is on its action, and counts again once focus leaves', async () => {
    const onClose = vi.fn();
    const toast = await renderToast(onClose);
    const undo = toast.querySelector('button')!;
    await act(async () => undo.focus());
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => undo.blur());
    await act(async () => vi.advanceTimersByTime(8100));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

// @vitest-environment jsdom
// A side panel as a keyboard user meets it: named by its heading, Escape closes it unless
// something inside used the key, and closing gives focus back to the button that opened it.
import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { reactRoots } from '../testing/react-root';
import { SidePanel } from './SidePanel';

const render = reactRoots();

/** A toolbar button that opens the panel, as the editor's toolbar does. */
function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Icons
      </button>
      {open ? (
        <SidePanel title="Icons" closeLabel="Close the icons" onClose={close}>
          <input type="search" aria-label="Search icons" autoFocus />
          <input
            aria-label="Rename"
            onKeyDown={(event) => {
              if (event.key === 'Escape') event.stopPropagation();
            }}
          />
        </SidePanel>
      ) : null}
    </>
  );
}

async function openPanel(onClose?: () => void) {
  const host = await render(<Harness onClose={onClose} />);
  const opener = host.querySelector('button')!;
  opener.focus();
  await act(async () => opener.click());
  const panel = host.querySelector('aside')!;
  const search = panel.querySelector<HTMLInputElement>('input[type="search"]')!;
  const rename = panel.querySelector<HTMLInputElement>('[aria-label="Rename"]')!;
  return { host, opener, panel, search, rename };
}

const press = (target: EventTarget, key: string) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });

describe('SidePanel', () => {
  it('is named by its heading and has a close button of its own', async () => {
    const { panel } = await openPanel();
    const heading = document.getElementById(panel.getAttribute('aria-labelledby')!);
    expect(heading?.textContent).toBe('Icons');
    expect(panel.querySelector('[aria-label="Close the icons"]')).not.toBeNull();
  });

  it('closes on Escape and gives focus back to what opened it', async () => {
    const onClose = vi.fn();
    const { host, opener, search } = await openPanel(onClose);
    expect(document.activeElement).toBe(search);
    const outside = vi.fn();
    document.addEventListener('keydown', outside);
    await press(search, 'Escape');
    document.removeEventListener('keydown', outside);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(host.querySelector('aside')).toBeNull();
    // The key went no further (the canvas would have cleared its selection).
    expect(outside).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(opener);
  });

  it('gives focus back when closed with its × too', async () => {
    const { opener, panel } = await openPanel();
    const close = panel.querySelector<HTMLButtonElement>('[aria-label="Close the icons"]')!;
    close.focus();
    await act(async () => close.click());
    expect(document.activeElement).toBe(opener);
  });

  it('leaves Escape to a search that has text to clear, and to a field that used it', async () => {
    const onClose = vi.fn();
    const { search, rename } = await openPanel(onClose);
    search.value = 'dna';
    await press(search, 'Escape');
    await press(rename, 'Escape');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('leaves focus where the person put it when something else closed it', async () => {
    const { host, panel } = await openPanel();
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    elsewhere.focus();
    const close = panel.querySelector<HTMLButtonElement>('[aria-label="Close the icons"]')!;
    await act(async () => close.click());
    expect(host.querySelector('aside')).toBeNull();
    expect(document.activeElement).toBe(elsewhere);
    elsewhere.remove();
  });
});

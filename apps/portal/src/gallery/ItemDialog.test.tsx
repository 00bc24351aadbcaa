// @vitest-environment jsdom
// A library item's credit line, copied in one click for a legend or a paper's acknowledgements.
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInPortal } from '../testing/render';
import { ItemDialog } from './ItemDialog';

const ITEM = {
  id: 'dna',
  title: 'DNA double helix',
  svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>',
  licence: { spdx: 'CC-BY-4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
  author: { name: 'DBCLS' },
  source: { name: 'Bioicons', url: 'https://bioicons.com' },
};

async function openItem(writeText: (text: string) => Promise<void>) {
  // jsdom has no modal dialogs or clipboard: the page's own are stood in for.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const page = await renderInPortal(
    <MemoryRouter>
      <ItemDialog itemId="dna" onClose={() => {}} />
    </MemoryRouter>,
    { getLibraryItem: async () => ITEM },
  );
  const button = await vi.waitFor(() => {
    const found = [...page.querySelectorAll('button')].find(
      (each) => each.textContent === 'Copy credit line',
    );
    expect(found).toBeDefined();
    return found!;
  });
  const status = () => page.querySelector('.gallery-credit [role="status"]')?.textContent;
  return { button, status };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe("a library item's credit line", () => {
  it('is copied as shown, and says so', async () => {
    const writeText = vi.fn(async () => {});
    const { button, status } = await openItem(writeText);
    await act(async () => button.click());
    expect(writeText).toHaveBeenCalledWith(
      'DNA double helix by DBCLS, CC-BY 4.0, https://creativecommons.org/licenses/by/4.0/',
    );
    expect(status()).toBe('Copied.');
  });

  it('says to select the line where the browser refuses the clipboard', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { button, status } = await openItem(async () => {
      throw new Error('Not allowed');
    });
    await act(async () => button.click());
    expect(status()).toBe('Could not copy: select the line and copy it.');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

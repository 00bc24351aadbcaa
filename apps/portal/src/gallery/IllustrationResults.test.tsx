// @vitest-environment jsdom
// The gallery's results when nothing matches: a nearer spelling to try, and the illustrators'
// order form for what the library lacks.
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { GalleryProvider } from '@figura/react-editor/gallery';
import { renderInPortal } from '../testing/render';
import { IllustrationResults } from './IllustrationResults';

async function renderResults(answer: { total: number; suggestion?: string }, onQuery = vi.fn()) {
  const page = await renderInPortal(
    <MemoryRouter initialEntries={['/gallery']}>
      <GalleryProvider>
        <Routes>
          <Route
            path="/gallery"
            element={
              <IllustrationResults query="" onQuery={onQuery} collection={null} onOpen={() => {}} />
            }
          />
          <Route path="/order-custom-work" element={<p>Order form</p>} />
        </Routes>
      </GalleryProvider>
    </MemoryRouter>,
    { listLibraryItems: async () => ({ items: [], ...answer }) },
  );
  await vi.waitFor(() => expect(page.querySelector('.empty-state')).not.toBeNull());
  return { page, onQuery };
}

describe('gallery results with no match', () => {
  it('offers the nearer spelling, and to have it drawn', async () => {
    const { page, onQuery } = await renderResults({ total: 0, suggestion: 'quokka' });
    expect(page.querySelector('.empty-state')?.textContent).toContain(
      'No illustrations match. Try other words or another tag.',
    );
    await act(async () => page.querySelector<HTMLButtonElement>('.empty-state button')!.click());
    expect(onQuery).toHaveBeenCalledWith('quokka');
    const order = page.querySelector<HTMLAnchorElement>('.empty-state a')!;
    expect(order.textContent).toBe('Not in the library? Our illustrators can draw it');
    await act(async () => order.click());
    expect(page.textContent).toBe('Order form');
  });
});

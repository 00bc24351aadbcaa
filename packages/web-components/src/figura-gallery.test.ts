// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { FiguraGalleryElement, type FiguraSelectEventDetail } from './figura-gallery';
import { defineFiguraElements } from './register';

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
};

const CC_BY = { spdx: 'CC-BY-4.0', url: 'https://creativecommons.org/licenses/by/4.0/' };
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#ff0000"/></svg>';

function meta(slug: string, title: string, author: string) {
  return {
    id: `bioicons/${slug}`,
    title,
    category: 'Cells',
    tags: [],
    synonyms: [],
    licence: CC_BY,
    author: { name: author },
    source: { name: 'Bioicons', url: 'https://bioicons.com' },
    width: 10,
    height: 10,
    parts: ['#ff0000'],
  };
}

const LIBRARY = [
  meta('neuron', 'Neuron', 'Servier'),
  meta('astrocyte', 'Astrocyte', 'Ľubica Šťastná'),
  meta('t-cell', 'T cell', 'DBCLS'),
];

/** The library API over `fetch`, recording each request's path and query. */
function fakeLibraryApi() {
  const requests: string[] = [];
  const realFetch = window.fetch;
  window.fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    requests.push(`${url.pathname}${url.search}`);
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    if (url.pathname === '/library/items') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const items = LIBRARY.filter((item) => item.title.toLowerCase().includes(q));
      return json({ total: items.length, items });
    }
    if (url.pathname.endsWith('/thumbnail'))
      return new Response(new Uint8Array([137, 80, 78, 71]), {
        headers: { 'content-type': 'image/png' },
      });
    const item = LIBRARY.find((candidate) => url.pathname === `/library/items/${candidate.id}`);
    if (item) return json({ ...item, svg: SVG });
    return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
  }) as typeof fetch;
  return { requests, restore: () => (window.fetch = realFetch) };
}

const titles = (element: FiguraGalleryElement) =>
  [...element.shadowRoot!.querySelectorAll('.card .title')].map((title) => title.textContent);

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  document.body.replaceChildren();
});

describe('<figura-gallery>', () => {
  it('registers with <figura-editor> and tolerates being defined again', () => {
    defineFiguraElements();
    defineFiguraElements();
    expect(customElements.get('figura-gallery')).toBe(FiguraGalleryElement);
    const element = document.createElement('figura-gallery');
    element.apiBase = 'https://api.example.org';
    element.query = 'neuron';
    expect(element.getAttribute('api-base')).toBe('https://api.example.org');
    expect(element.getAttribute('query')).toBe('neuron');
  });

  it('shows the initial query’s results with licence and author in its shadow root', async () => {
    const api = fakeLibraryApi();
    restore = api.restore;
    defineFiguraElements();
    const element = document.createElement('figura-gallery');
    element.setAttribute('api-base', 'https://api.example.org');
    element.setAttribute('query', 'neuron');
    document.body.append(element);
    await waitFor(() => titles(element).length === 1);
    const card = element.shadowRoot!.querySelector('.card')!;
    expect([...card.querySelectorAll('span')].map((span) => span.textContent)).toEqual([
      'Neuron',
      'CC-BY 4.0',
      'Servier',
    ]);
    // (Its strings may be fetched first: another file's element may have set a locales URL.)
    expect(api.requests.find((request) => request.startsWith('/library/'))).toBe(
      '/library/items?kind=illustration&q=neuron&limit=48&offset=0',
    );
    // The page's light DOM is left alone; the search box holds the query.
    expect(element.children).toHaveLength(0);
    expect(element.shadowRoot!.querySelector('input')!.value).toBe('neuron');
    // Thumbnails are shown from memory (data: URLs), as a strict policy's img-src allows.
    await waitFor(() =>
      (card.querySelector('img')!.getAttribute('src') ?? '').startsWith('data:image/png;base64,'),
    );
  });

  it('fires a bubbling, composed figura-select with the whole item when a result is chosen', async () => {
    restore = fakeLibraryApi().restore;
    defineFiguraElements();
    const host = document.createElement('div');
    const hostRoot = host.attachShadow({ mode: 'open' });
    const element = document.createElement('figura-gallery');
    element.setAttribute('api-base', 'https://api.example.org');
    element.setAttribute('query', 'astro');
    hostRoot.append(element);
    document.body.append(host);
    const chosen: FiguraSelectEventDetail[] = [];
    // Heard on the shadow host, outside the shadow root the element sits in: composed, bubbling.
    host.addEventListener('figura-select', (event) => chosen.push(event.detail));
    await waitFor(() => titles(element).length === 1);
    element.shadowRoot!.querySelector<HTMLButtonElement>('.card')!.click();
    await waitFor(() => chosen.length === 1);
    expect(chosen[0]).toMatchObject({
      id: 'bioicons/astrocyte',
      title: 'Astrocyte',
      svg: expect.stringContaining('<svg'),
      licence: CC_BY,
      author: { name: 'Ľubica Šťastná' },
      source: { name: 'Bioicons', url: 'https://bioicons.com' },
    });
  });

  it('searches as the user types, and two galleries on one page keep their own results', async () => {
    restore = fakeLibraryApi().restore;
    defineFiguraElements();
    const first = document.createElement('figura-gallery');
    const second = document.createElement('figura-gallery');
    for (const element of [first, second])
      element.setAttribute('api-base', 'https://api.example.org');
    second.setAttribute('query', 'cell');
    document.body.append(first, second);
    await waitFor(() => titles(first).length === 3 && titles(second).length === 1);
    const input = first.shadowRoot!.querySelector('input')!;
    input.value = 'neu';
    input.dispatchEvent(new Event('input'));
    await waitFor(() => titles(first).length === 1);
    expect(titles(first)).toEqual(['Neuron']);
    expect(titles(second)).toEqual(['T cell']);
  });

  it('says what is missing without an api-base', async () => {
    defineFiguraElements();
    const element = document.createElement('figura-gallery');
    document.body.append(element);
    await waitFor(() =>
      (element.shadowRoot!.querySelector('[role="alert"]')?.textContent ?? '').includes('api-base'),
    );
  });
});

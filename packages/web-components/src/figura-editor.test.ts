// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { FiguraEditorElement } from './figura-editor';
import { defineFiguraElements } from './register';

/** Polls `check` for up to 5 s: loading the editor's code takes over a second on a busy machine. */
const waitFor = async (check: () => boolean) => {
  const deadline = Date.now() + 5000;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
};

describe('<figura-editor>', () => {
  it('registers once and tolerates being defined again', () => {
    defineFiguraElements();
    defineFiguraElements();
    expect(customElements.get('figura-editor')).toBe(FiguraEditorElement);
    expect(document.createElement('figura-editor')).toBeInstanceOf(FiguraEditorElement);
  });

  it('reflects its properties to attributes', () => {
    defineFiguraElements();
    const element = document.createElement('figura-editor');
    element.apiBase = 'https://api.example.org';
    element.creationId = 'abc';
    element.token = 'secret';
    expect(element.getAttribute('api-base')).toBe('https://api.example.org');
    expect(element.getAttribute('creation-id')).toBe('abc');
    expect(element.getAttribute('token')).toBe('secret');
    element.token = null;
    expect(element.hasAttribute('token')).toBe(false);
    expect(element.editor).toBeUndefined();
  });

  it('asks the host for a fresh token when the API refuses the current one, and sends it', async () => {
    defineFiguraElements();
    const element = document.createElement('figura-editor');
    const seen: string[] = [];
    const realFetch = window.fetch;
    window.fetch = ((_url: string, init?: RequestInit) => {
      const bearer = new Headers(init?.headers).get('authorization') ?? '';
      seen.push(bearer);
      const expired = bearer === 'Bearer old';
      return Promise.resolve(
        new Response(JSON.stringify({ message: expired ? 'Expired' : 'Creation not found' }), {
          status: expired ? 401 : 404,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }) as typeof fetch;
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      element.tokenRefresher = async () => 'new';
      element.apiBase = 'https://api.example.org';
      element.creationId = 'c1';
      element.token = 'old';
      document.body.append(element);
      await waitFor(() => seen.includes('Bearer new'));
      expect(seen.indexOf('Bearer old')).toBeLessThan(seen.indexOf('Bearer new'));
      expect(element.token).toBe('new');
      // The refused creation is reported (the editor's code has loaded by then).
      await waitFor(() => (element.textContent ?? '').includes('Creation not found'));
    } finally {
      element.remove();
      window.fetch = realFetch;
      error.mockRestore();
    }
  });

  it('renders in light DOM and says which attributes are missing', async () => {
    defineFiguraElements();
    const element = document.createElement('figura-editor');
    document.body.append(element);
    expect(element.shadowRoot).toBeNull();
    // Worded once the strings are here (the package's English: no locales folder is set).
    await waitFor(() => element.querySelector('[role="alert"]') !== null);
    await waitFor(() => (element.textContent ?? '').includes('api-base and creation-id'));
    element.remove();
    await waitFor(() => element.childElementCount === 0);
  });

  it("speaks the host's language and words from its resources, with no request", async () => {
    defineFiguraElements();
    const element = document.createElement('figura-editor');
    element.lang = 'fr';
    element.setAttribute('locales-url', 'https://journal.example.org/none/');
    element.resources = {
      fr: { common: {}, editor: { element: { missingAttributes: 'Indiquez api-base.' } } },
    };
    const fetched: string[] = [];
    // The English files are missing too: the package's English stands in, with a warning.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const realFetch = window.fetch;
    window.fetch = ((url: string) => {
      fetched.push(String(url));
      return Promise.resolve(new Response('missing', { status: 404 }));
    }) as typeof fetch;
    try {
      document.body.append(element);
      await waitFor(() => (element.textContent ?? '').includes('Indiquez api-base.'));
      // French came from the host; only English (the fallback) was asked for.
      expect(fetched.filter((url) => url.includes('/fr/'))).toEqual([]);
      expect(fetched).toContain('https://journal.example.org/none/en/editor.json');
      // New words later are taken at once.
      element.resources = {
        fr: { common: {}, editor: { element: { missingAttributes: 'Donnez api-base.' } } },
      };
      await waitFor(() => (element.textContent ?? '').includes('Donnez api-base.'));
    } finally {
      window.fetch = realFetch;
      warn.mockRestore();
      element.remove();
    }
  });
});

// @vitest-environment jsdom
// The frame page's side of the protocol, with a stand-in for the frame's window: who it says
// `init` to, whom it hears, and when it opens the builder (only for a page the token's journal
// lists).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFramePage } from './frame-page';

const JOURNAL = 'https://submit.journal.example';
const API = 'https://api.figura.example';
/** Figura's own pages (the frame's origin): another frame of the journal's page may be one. */
const FIGURA = 'https://app.figura.example';

type Listener = (event: MessageEvent) => void;

/** A frame's window: its own document, an address naming `origin`, a parent that records posts. */
function frameWindow(search: string) {
  const doc = document.implementation.createHTMLDocument('frame');
  doc.head.innerHTML = `<meta name="figura-api-base" content="${API}">`;
  doc.body.innerHTML = '<p id="figura-frame-status"></p>';
  const listeners = new Set<Listener>();
  const parent = { postMessage: vi.fn() };
  const view = {
    document: doc,
    location: { search },
    parent,
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  } as unknown as Window;
  const receive = (data: unknown, origin: string, source: unknown = parent) => {
    for (const listener of [...listeners])
      listener({ data, origin, source } as unknown as MessageEvent);
  };
  const status = () => doc.getElementById('figura-frame-status')!;
  return { view, doc, parent, receive, status, listening: () => listeners.size };
}

/** The API's answer to GET /embed/partner. */
function partnerAnswers(allowedOrigins: string[]) {
  const calls: { url: string; authorization: string | null }[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (!String(url).endsWith('/embed/partner')) return new Response('', { status: 404 });
    calls.push({
      url: String(url),
      authorization: new Headers(init?.headers).get('authorization'),
    });
    return new Response(
      JSON.stringify({ id: 16, name: 'Demo Journal', profile: 'cell', allowedOrigins }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  });
  return calls;
}

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
};

beforeEach(() => {
  // The frame's strings are not these tests': none can be fetched, English stands in (and says so).
  vi.stubGlobal('fetch', async () => new Response('', { status: 404 }));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the builder’s frame page', () => {
  it('says init to the origin its address names, and to no other', () => {
    const frame = frameWindow(`?origin=${encodeURIComponent(JOURNAL)}`);
    startFramePage(frame.view);
    expect(frame.parent.postMessage.mock.calls).toEqual([[{ figura: 1, event: 'init' }, JOURNAL]]);
  });

  it('talks to nobody when its address names no origin', () => {
    const frame = frameWindow('?origin=*');
    startFramePage(frame.view);
    expect(frame.parent.postMessage).not.toHaveBeenCalled();
    expect(frame.listening()).toBe(0);
    expect(frame.status().getAttribute('role')).toBe('alert');
  });

  it('opens the builder for a page the token’s journal lists, and ignores other origins', async () => {
    const calls = partnerAnswers([JOURNAL]);
    const frame = frameWindow(`?origin=${encodeURIComponent(JOURNAL)}`);
    startFramePage(frame.view);
    const load = { figura: 1, action: 'load', token: 'embed-token', profile: 'cell' };
    frame.receive(load, 'https://evil.example');
    frame.receive(load, JOURNAL, { postMessage: vi.fn() }); // another window at that origin
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
    frame.receive(load, JOURNAL);
    await waitFor(() => frame.doc.querySelector('figura-abstract-builder') !== null);
    expect(calls).toEqual([{ url: `${API}/embed/partner`, authorization: 'Bearer embed-token' }]);
    const builder = frame.doc.querySelector('figura-abstract-builder')!;
    expect(builder.getAttribute('api-base')).toBe(API);
    expect(builder.getAttribute('token')).toBe('embed-token');
    expect(builder.getAttribute('profile')).toBe('cell');
    // Nothing named to start from: the manuscript's earlier work comes back.
    expect(builder.hasAttribute('resume')).toBe(true);
    // Only init was posted: `load` is answered by the builder once it takes input.
    expect(frame.parent.postMessage).toHaveBeenCalledTimes(1);
  });

  it('hears export and token only from its parent at the journal’s origin once the builder is open', async () => {
    partnerAnswers([JOURNAL]);
    const frame = frameWindow(`?origin=${encodeURIComponent(JOURNAL)}`);
    startFramePage(frame.view);
    frame.receive({ figura: 1, action: 'load', token: 'embed-token' }, JOURNAL);
    await waitFor(() => frame.doc.querySelector('figura-abstract-builder') !== null);
    // The element's methods and properties (this document does not define the element).
    const builder = frame.doc.querySelector('figura-abstract-builder') as HTMLElement & {
      token?: string;
    };
    const exportFile = vi.fn(async () => undefined);
    Object.assign(builder, { exportFile });

    // Another frame of the page at Figura's own origin, another window at the journal's, and
    // the parent at an origin that is not the journal's: each asks for the file, gives a token
    // and asks to load anew.
    const elsewhere = { postMessage: vi.fn() };
    for (const [origin, source] of [
      [FIGURA, elsewhere],
      [JOURNAL, elsewhere],
      ['https://evil.example', frame.parent],
    ] as const) {
      frame.receive({ figura: 1, action: 'export' }, origin, source);
      frame.receive({ figura: 1, action: 'token', token: 'from-elsewhere' }, origin, source);
      frame.receive({ figura: 1, action: 'load', token: 'from-elsewhere' }, origin, source);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(exportFile).not.toHaveBeenCalled();
    expect(builder.token).toBeUndefined();
    expect(builder.getAttribute('token')).toBe('embed-token');
    expect(frame.doc.querySelectorAll('figura-abstract-builder')).toHaveLength(1);
    // Never answered: the parent heard init only, the others nothing.
    expect(frame.parent.postMessage).toHaveBeenCalledTimes(1);
    expect(elsewhere.postMessage).not.toHaveBeenCalled();

    // The journal's page itself is heard.
    frame.receive({ figura: 1, action: 'token', token: 'renewed' }, JOURNAL);
    expect(builder.token).toBe('renewed');
    frame.receive({ figura: 1, action: 'export' }, JOURNAL);
    expect(exportFile).toHaveBeenCalledTimes(1);
  });

  it('tells the page of the builder’s own events, not those of the editor it continues in', async () => {
    partnerAnswers([JOURNAL]);
    const frame = frameWindow(`?origin=${encodeURIComponent(JOURNAL)}`);
    startFramePage(frame.view);
    frame.receive({ figura: 1, action: 'load', token: 'embed-token' }, JOURNAL);
    await waitFor(() => frame.doc.querySelector('figura-abstract-builder') !== null);
    const builder = frame.doc.querySelector('figura-abstract-builder')!;
    const posted = () =>
      frame.parent.postMessage.mock.calls.map(([message]) => (message as { event?: string }).event);
    // The editor shown after "Continue in the editor": its ready event carries no builder.
    const editor = frame.doc.createElement('figura-editor');
    builder.append(editor);
    const from = (target: Element, type: string, detail: unknown) =>
      target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true }));
    // A listener's error is reported, not thrown, by dispatchEvent.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    from(editor, 'figura-ready', { editor: {} });
    from(editor, 'figura-change', { document: {} });
    // Past the interval at which changes are told.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(errors).not.toHaveBeenCalled();
    expect(posted()).toEqual(['init']);
    // The builder's own ready is told as load.
    const ready = { current: () => ({ document: {}, state: {} }), creationId: () => 'c-1' };
    from(builder, 'figura-ready', { builder: ready });
    expect(posted()).toEqual(['init', 'load']);
  });

  it('stops listening, and answers nothing, when the token’s journal does not list the page', async () => {
    partnerAnswers(['https://another-journal.example']);
    const frame = frameWindow(`?origin=${encodeURIComponent(JOURNAL)}`);
    startFramePage(frame.view);
    frame.receive({ figura: 1, action: 'load', token: 'embed-token' }, JOURNAL);
    await waitFor(() => frame.listening() === 0);
    await waitFor(
      () =>
        frame.status().textContent ===
        'This journal does not embed the builder from this page’s address.',
    );
    expect(frame.status().getAttribute('role')).toBe('alert');
    expect(frame.doc.querySelector('figura-abstract-builder')).toBeNull();
    expect(frame.parent.postMessage).toHaveBeenCalledTimes(1); // init, nothing since
  });
});

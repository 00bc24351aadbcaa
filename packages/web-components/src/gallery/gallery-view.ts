// The body of <figura-gallery>, loaded when the first one is connected: the element module in the
// embed's first load is only its name, attributes and this import (the editor's first frame does
// not wait for a gallery's code).
import { createEditorApiClient, type FiguraApi } from '@figura/sdk-core/api';
import { DEFAULT_LOCALE, preloadLocaleFiles, stringAt } from '@figura/sdk-core/i18n/files';
import type { PreloadedLocales } from '@figura/sdk-core/i18n/files';
import { licenceLabel } from '@figura/sdk-core/model';
import type { LibraryItem, LibraryItemMeta } from '@figura/sdk-core/schema';
import { createLibraryResults, type LibraryResultsStore } from '@figura/sdk-core/stores';
import { styleShadowRoot } from './gallery-styles';
import { defaultLocalesUrl } from '../locales-url';
import { fetchAsDataUrl } from '../thumbnails';

/** Typing waits this long before searching: one request per pause, not per key. */
const SEARCH_DELAY_MS = 200;

/** What the view reads of its <figura-gallery> (figura-gallery.ts), besides being an element. */
export interface GalleryHost extends HTMLElement {
  readonly apiBase: string;
  readonly query: string;
}

/** One gallery's parts, client, results and strings (two galleries share nothing). */
export class GalleryView {
  private api: FiguraApi | undefined;
  private results: LibraryResultsStore | undefined;
  private unsubscribe: (() => void) | undefined;
  private strings: { key: string; preloaded: PreloadedLocales; lng: string } | undefined;
  private searchTimer: number | undefined;
  private observer: IntersectionObserver | undefined;
  private readonly thumbnails = new Map<string, Promise<string>>();
  /** Each card's thumbnail loader, run when the card comes into view. */
  private readonly pendingThumbnails = new WeakMap<Element, () => void>();
  /** Counts status changes: a string that arrives after a newer status is dropped. */
  private statusVersion = 0;
  private view: {
    caption: HTMLSpanElement;
    input: HTMLInputElement;
    status: HTMLParagraphElement;
    grid: HTMLUListElement;
    more: HTMLButtonElement;
  } | null = null;

  constructor(private readonly host: GalleryHost) {}

  connect(): void {
    if (!this.view) this.build();
    this.start();
  }

  disconnect(): void {
    this.stop();
  }

  attributeChanged(name: string, next: string | null): void {
    if (!this.view) return;
    if (name === 'query') this.view.input.value = next ?? '';
    if (name === 'lang' || name === 'locales-url') this.applyStrings();
    else this.start();
  }

  private get window(): (Window & typeof globalThis) | null {
    return this.host.ownerDocument.defaultView as (Window & typeof globalThis) | null;
  }

  /** The shadow root's fixed parts; results are drawn into the grid as they come. */
  private build(): void {
    const doc = this.host.ownerDocument;
    const root = this.host.shadowRoot ?? this.host.attachShadow({ mode: 'open' });
    styleShadowRoot(root, this.host.nonce || this.host.getAttribute('nonce') || undefined);
    const label = doc.createElement('label');
    label.className = 'search';
    const caption = doc.createElement('span');
    const input = doc.createElement('input');
    input.type = 'search';
    input.setAttribute('part', 'search');
    input.value = this.host.query;
    input.addEventListener('input', () => this.searchSoon());
    label.append(caption, input);
    const status = doc.createElement('p');
    status.className = 'status';
    status.setAttribute('role', 'status');
    const grid = doc.createElement('ul');
    grid.className = 'grid';
    grid.setAttribute('part', 'grid');
    grid.addEventListener('click', (event) => {
      const card = (event.target as Element).closest<HTMLButtonElement>('button[data-id]');
      if (card) void this.select(card);
    });
    const more = doc.createElement('button');
    more.type = 'button';
    more.className = 'more';
    more.hidden = true;
    more.addEventListener('click', () => void this.results?.getState().more());
    root.replaceChildren(...[...root.children].filter((child) => child.localName === 'style'));
    root.append(label, status, grid, more);
    this.view = { caption, input, status, grid, more };
    this.applyStrings();
  }

  /** A new client and results for the current `api-base`, and the first search. */
  private start(): void {
    this.stop();
    const view = this.view!;
    if (!this.host.apiBase) {
      view.grid.replaceChildren();
      view.more.hidden = true;
      this.setStatus(this.t('gallery.missingApiBase'), 'alert');
      return;
    }
    // The library is public: no token.
    this.api = createEditorApiClient({ baseURL: this.host.apiBase, getToken: () => null });
    this.results = createLibraryResults({ api: this.api });
    this.unsubscribe = this.results.subscribe(() => this.draw());
    this.thumbnails.clear();
    void this.results.getState().search({ q: view.input.value });
  }

  private stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    this.observer?.disconnect();
    this.observer = undefined;
    if (this.searchTimer !== undefined) this.window?.clearTimeout(this.searchTimer);
  }

  private searchSoon(): void {
    const view = this.window;
    if (!view || !this.results) return;
    if (this.searchTimer !== undefined) view.clearTimeout(this.searchTimer);
    this.searchTimer = view.setTimeout(() => {
      void this.results?.getState().search({ q: this.view?.input.value });
    }, SEARCH_DELAY_MS);
  }

  /** Redraws the status, the cards (kept where the item is unchanged) and "Show more". */
  private draw(): void {
    const view = this.view;
    const state = this.results?.getState();
    if (!view || !state) return;
    const cards = new Map(
      [...view.grid.querySelectorAll<HTMLButtonElement>('button[data-id]')].map((card) => [
        card.dataset.id!,
        card.parentElement!,
      ]),
    );
    const kept = new Set(state.items.map((item) => item.id));
    for (const [id, entry] of cards) if (!kept.has(id)) this.observer?.unobserve(entry);
    view.grid.replaceChildren(...state.items.map((item) => cards.get(item.id) ?? this.card(item)));
    view.more.hidden = state.items.length >= state.total;
    view.more.disabled = state.status === 'loading';
    if (state.status === 'failed') this.setStatus(this.t('gallery.failed'), 'alert');
    else if (state.status === 'loading' && state.items.length === 0)
      this.setStatus(this.t('gallery.loading'), 'status');
    else if (state.status === 'ready' && state.items.length === 0)
      this.setStatus(this.t('gallery.empty'), 'status');
    else this.setStatus(null, 'status');
  }

  private card(item: LibraryItemMeta): HTMLLIElement {
    const doc = this.host.ownerDocument;
    const entry = doc.createElement('li');
    const card = doc.createElement('button');
    card.type = 'button';
    card.className = 'card';
    card.setAttribute('part', 'card');
    card.dataset.id = item.id;
    const image = doc.createElement('img');
    image.alt = '';
    image.width = 72;
    image.height = 72;
    const text = (className: string, value: string) => {
      const span = doc.createElement('span');
      span.className = className;
      span.textContent = value;
      return span;
    };
    card.append(
      image,
      text('title', item.title),
      text('meta', licenceLabel(item.licence.spdx)),
      text('meta', item.author.name),
    );
    entry.append(card);
    this.whenVisible(entry, () => this.showThumbnail(item.id, image));
    return entry;
  }

  /** Runs `load` once `entry` scrolls near the view (at once without IntersectionObserver). */
  private whenVisible(entry: Element, load: () => void): void {
    const Observer = this.window?.IntersectionObserver;
    if (!Observer) {
      load();
      return;
    }
    this.observer ??= new Observer(
      (seen) => {
        for (const sighting of seen) {
          if (!sighting.isIntersecting) continue;
          this.observer?.unobserve(sighting.target);
          this.pendingThumbnails.get(sighting.target)?.();
          this.pendingThumbnails.delete(sighting.target);
        }
      },
      { rootMargin: '200px' },
    );
    this.pendingThumbnails.set(entry, load);
    this.observer.observe(entry);
  }

  private showThumbnail(id: string, image: HTMLImageElement): void {
    const fetcher = this.window?.fetch;
    if (!this.api || !fetcher) return;
    let url = this.thumbnails.get(id);
    if (!url) {
      url = fetchAsDataUrl(this.api.libraryThumbnailUrl(id), (...args) => fetcher(...args));
      this.thumbnails.set(id, url);
    }
    url.then(
      (src) => (image.src = src),
      (error: unknown) =>
        globalThis.console?.warn('Figura: a thumbnail could not be loaded', error),
    );
  }

  /** Loads the whole item (its drawing) and announces it. */
  private async select(card: HTMLButtonElement): Promise<void> {
    const id = card.dataset.id;
    if (!id || !this.api || card.getAttribute('aria-busy') === 'true') return;
    card.setAttribute('aria-busy', 'true');
    try {
      const item = await this.api.getLibraryItem(id);
      const EventClass = this.window?.CustomEvent ?? CustomEvent;
      this.host.dispatchEvent(
        new EventClass<LibraryItem>('figura-select', {
          detail: item,
          bubbles: true,
          composed: true,
        }),
      );
    } catch (error) {
      globalThis.console?.error('Figura: the illustration could not be loaded', error);
      this.setStatus(this.t('gallery.itemFailed'), 'alert');
    } finally {
      card.removeAttribute('aria-busy');
    }
  }

  /** Shows `text` (or nothing) as the gallery's status; a newer status wins over a late string. */
  private setStatus(text: Promise<string> | null, kind: 'status' | 'alert'): void {
    const status = this.view?.status;
    if (!status) return;
    const version = ++this.statusVersion;
    status.dataset.kind = kind;
    status.setAttribute('role', kind);
    status.textContent = '';
    void text?.then((words) => {
      if (version === this.statusVersion) status.textContent = words;
    });
  }

  /** Puts the strings of the current language into the fixed parts and the status. */
  private applyStrings(): void {
    const view = this.view;
    if (!view) return;
    void this.t('gallery.search').then((text) => (view.caption.textContent = text));
    void this.t('gallery.more').then((text) => (view.more.textContent = text));
    void this.t('gallery.results').then((text) => view.grid.setAttribute('aria-label', text));
    if (this.results) this.draw();
  }

  /** One of the gallery's strings (namespace `editor`), English when the language lacks it. */
  private async t(key: string): Promise<string> {
    const lng = this.host.getAttribute('lang') || DEFAULT_LOCALE;
    const localesUrl = this.host.getAttribute('locales-url')
      ? new URL(this.host.getAttribute('locales-url')!, this.host.ownerDocument.baseURI).href
      : defaultLocalesUrl();
    const sourceKey = `${lng} ${localesUrl ?? ''}`;
    if (this.strings?.key !== sourceKey) {
      const fetcher = this.window?.fetch;
      this.strings = {
        key: sourceKey,
        lng,
        preloaded: preloadLocaleFiles(lng, ['editor'], {
          localesUrl,
          fetch: fetcher ? (...args: Parameters<typeof fetch>) => fetcher(...args) : undefined,
        }),
      };
    }
    for (const language of [this.strings.lng, DEFAULT_LOCALE]) {
      const strings = await this.strings.preloaded.files
        .get(`${language}/editor`)
        ?.catch(() => undefined);
      const text = stringAt(strings, key);
      if (text !== undefined) return text;
    }
    return key;
  }
}

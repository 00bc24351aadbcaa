import type { LibraryItem } from '@figura/sdk-core/schema';
import type { GalleryView } from './gallery/gallery-view';

/** The chosen library item, whole: its drawing and who made it under which licence. */
export type FiguraSelectEventDetail = LibraryItem;

declare global {
  interface HTMLElementTagNameMap {
    'figura-gallery': FiguraGalleryElement;
  }
  interface HTMLElementEventMap {
    'figura-select': CustomEvent<FiguraSelectEventDetail>;
  }
}

// Importing this module where custom elements do not exist (server rendering) must not throw.
const ElementBase = (globalThis.HTMLElement ?? class {}) as typeof HTMLElement;

const ATTRIBUTES = ['api-base', 'query', 'lang', 'locales-url'] as const;

/**
 * `<figura-gallery api-base="…" query="…">`: the content library's illustrations as a grid a
 * partner drops into a page. Choosing one fires `figura-select` with the whole item.
 *
 * Shadow DOM, unlike `<figura-editor>`: a grid of buttons needs no page-level focus, clipboard or
 * dialogs, and its styles then neither leak out nor take the page's rules in. The styles are a
 * constructed stylesheet (no 'unsafe-inline' under a strict policy); thumbnails are fetched from
 * the API and shown as data: URLs, so `img-src data:` is enough. Each element has its own API
 * client, results and strings: two on one page share nothing.
 *
 * @customElement figura-gallery
 * @summary The content library's illustrations, searched by meaning; choosing one fires `figura-select`.
 * @attr {string} api-base - The Figura API's base URL (its origin must allow the page's).
 * @attr {string} query - The search shown first (the user can change it in the search box).
 * @attr {string} lang - The gallery's language (default `en`, the only one Figura ships).
 * @attr {string} locales-url - Base URL of the `{lng}/{ns}.json` translation files (default: `locales/` next to the embed's script).
 * @fires {CustomEvent<FiguraSelectEventDetail>} figura-select - An illustration was chosen; `detail` is the whole item (id, title, svg, licence, author, source…).
 * @csspart search - The search box.
 * @csspart grid - The list of results.
 * @csspart card - One result's button.
 * @cssprop --figura-accent - The accent colour; every `--figura-*` variable themes the gallery.
 */
export class FiguraGalleryElement extends ElementBase {
  static readonly observedAttributes: readonly string[] = ATTRIBUTES;

  /** The gallery itself (gallery/gallery-view.ts), loaded when the element is first connected. */
  private view: Promise<GalleryView> | undefined;

  /** The API base URL (attribute `api-base`). */
  get apiBase(): string {
    return this.getAttribute('api-base') ?? '';
  }
  set apiBase(value: string | null) {
    this.reflect('api-base', value);
  }

  /** The first search (attribute `query`). */
  get query(): string {
    return this.getAttribute('query') ?? '';
  }
  set query(value: string | null) {
    this.reflect('query', value);
  }

  connectedCallback(): void {
    // The shadow root at once (the page's light DOM is never used); its parts when the code is in.
    if (!this.shadowRoot) this.attachShadow({ mode: 'open' });
    this.view ??= import('./gallery/gallery-view').then((module) => new module.GalleryView(this));
    void this.view.then((view) => {
      if (this.isConnected) view.connect();
    });
  }

  disconnectedCallback(): void {
    void this.view?.then((view) => {
      if (!this.isConnected) view.disconnect();
    });
  }

  attributeChangedCallback(name: string, previous: string | null, next: string | null): void {
    if (previous === next || !this.isConnected) return;
    void this.view?.then((view) => view.attributeChanged(name, next));
  }

  private reflect(name: (typeof ATTRIBUTES)[number], value: string | null): void {
    if (value === null || value === undefined) this.removeAttribute(name);
    else this.setAttribute(name, value);
  }
}

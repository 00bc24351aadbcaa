import type {
  ViewerErrorDetail,
  ViewerReadyDetail,
  ViewerSlideDetail,
} from '@figura/react-editor/viewer';
// The namespace list alone: i18next comes with the viewer's code (viewer-mount.ts).
import { SDK_NAMESPACES } from '@figura/sdk-core/i18n/files';
import { API_ELEMENT_ATTRIBUTES, FiguraApiElement } from '../api-element';
import { elementStrings, showPlainMessage } from '../element-strings';
import { preloadEmbedChunks } from '../preload';
import type * as ViewerMountModule from './viewer-mount';
import type { ViewerMount } from './viewer-mount';

export type FiguraViewerReadyEventDetail = ViewerReadyDetail;
export type FiguraSlideChangeEventDetail = ViewerSlideDetail;
export type FiguraViewerErrorEventDetail = ViewerErrorDetail;

/** The events `<figura-viewer>` dispatches (bubbling, composed), by type. */
export interface FiguraViewerEventMap {
  'figura-ready': CustomEvent<FiguraViewerReadyEventDetail>;
  'figura-slide-change': CustomEvent<FiguraSlideChangeEventDetail>;
  'figura-error': CustomEvent<FiguraViewerErrorEventDetail>;
}

declare global {
  interface HTMLElementTagNameMap {
    'figura-viewer': FiguraViewerElement;
  }
}

const ATTRIBUTES = [...API_ELEMENT_ATTRIBUTES, 'slide'] as const;

/** The viewer's code (React, fabric, the viewer), fetched when the first viewer connects. */
let mountModule: Promise<typeof ViewerMountModule> | undefined;
const loadMountModule = () => (mountModule ??= import('./viewer-mount'));

/**
 * `<figura-viewer api-base="…" creation-id="…" token="…">`: a read-only look at a creation, for
 * journals and lab pages: its slides one at a time (previous, next, ←/→, Home/End), zoom (fit,
 * +/−, 0 to fit). The token needs read access to the creation (its owner's, or a share's).
 *
 * Light DOM with every rule under `.figura-root` (as `<figura-editor>`); give the element a
 * height. Under a strict Content-Security-Policy it needs no 'unsafe-inline' or 'unsafe-eval'.
 *
 * @customElement figura-viewer
 * @summary A read-only view of one Figura creation: slides and zoom.
 * @attr {string} api-base - The Figura API's base URL (its origin must allow the page's).
 * @attr {string} creation-id - The creation to show.
 * @attr {string} token - The bearer token sent with every API call; read on each call.
 * @attr {number} slide - The slide to show first, 1-based (default 1).
 * @attr {string} lang - The viewer's language (default `en`; others need `locales-url` files or `resources`).
 * @attr {string} locales-url - Base URL of the `{lng}/{ns}.json` translation files (default: `locales/` next to the embed's script).
 * @fires {CustomEvent<FiguraViewerReadyEventDetail>} figura-ready - The creation has been read (`detail.name`, `slideCount`).
 * @fires {CustomEvent<FiguraSlideChangeEventDetail>} figura-slide-change - Another slide is shown (`detail.index`, 0-based, and `slideId`).
 * @fires {CustomEvent<FiguraViewerErrorEventDetail>} figura-error - The creation or a slide could not be read (`detail.kind`, `message`).
 * @cssprop --figura-accent - The viewer's accent colour; every `--figura-*` variable themes it.
 */
export class FiguraViewerElement extends FiguraApiElement {
  static readonly observedAttributes: readonly string[] = ATTRIBUTES;

  private mount: ViewerMount | undefined;
  private shownFor: string | undefined;
  private readonly strings = elementStrings({
    element: this,
    namespaces: SDK_NAMESPACES,
    resources: () => this.resources,
    resourcesVersion: () => this.resourcesVersion,
  });

  /** The slide to show first, 1-based (attribute `slide`). */
  get slide(): number {
    const value = Number.parseInt(this.getAttribute('slide') ?? '', 10);
    return Number.isFinite(value) && value >= 1 ? value : 1;
  }
  set slide(value: number | null) {
    this.reflect('slide', value === null ? null : String(value));
  }

  disconnectedCallback(): void {
    // Moving the element (disconnect + connect in one task) must not tear the viewer down.
    void Promise.resolve().then(() => {
      if (this.isConnected) return;
      this.mount?.unmount();
      this.mount = undefined;
      this.shownFor = undefined;
      this.replaceChildren();
    });
  }

  attributeChangedCallback(name: string, previous: string | null, next: string | null): void {
    // The token is read lazily by the API client; `slide` only says where to start.
    if (previous === next || name === 'token' || name === 'slide' || !this.isConnected) return;
    this.render();
  }

  private key(): string {
    return `${this.apiBase} ${this.creationId} ${this.strings.key()}`;
  }

  protected render(): void {
    const { apiBase, creationId } = this;
    if (!apiBase || !creationId) {
      const words = this.strings.t('viewer.element.missingAttributes');
      if (this.mount) {
        const mount = this.mount;
        void words.then((text) => mount.showMessage(text));
      } else showPlainMessage(this, words, 'alert');
      this.shownFor = undefined;
      return;
    }
    const key = this.key();
    if (this.shownFor === key) return;
    this.shownFor = key;
    preloadEmbedChunks('viewer', this.pageNonce);
    this.strings.options();
    if (!this.mount) showPlainMessage(this, this.strings.t('viewer.element.loading'), 'status');
    loadMountModule().then(
      (module) => {
        // Disconnected meanwhile, or the attributes changed (a later call shows those).
        if (!this.isConnected || this.key() !== key) return;
        this.mount ??= module.createViewerMount(this);
        this.mount.showViewer(key, {
          api: this.clientFor(apiBase),
          creationId,
          startAt: this.slide - 1,
          styleNonce: this.pageNonce,
          i18n: { key: this.strings.key(), options: this.strings.options() },
          onReady: (detail) => this.emit('figura-ready', detail),
          onSlideChange: (detail) => this.emit('figura-slide-change', detail),
          onError: (detail) => this.emit('figura-error', detail),
        });
      },
      (error: unknown) => {
        globalThis.console?.error('Figura: could not load the viewer', error);
        this.shownFor = undefined;
        if (!this.mount)
          showPlainMessage(this, this.strings.t('viewer.element.loadFailed'), 'alert');
      },
    );
  }
}

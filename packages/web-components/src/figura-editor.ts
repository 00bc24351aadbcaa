import type { EditorErrorDetail, FiguraEditor, SaveEventDetail } from '@figura/react-editor';
import { prefetchFontCode } from '@figura/react-editor/fonts';
import { createApiClient, type FiguraApi, type FirstSlide } from '@figura/sdk-core/api';
import type { FiguraI18nOptions, FiguraResources } from '@figura/sdk-core/i18n';
// The file loader alone: i18next comes with the editor's code (mount.ts).
import {
  DEFAULT_LOCALE,
  SDK_NAMESPACES,
  preloadLocaleFiles,
  stringAt,
} from '@figura/sdk-core/i18n/files';
import type { SlideDocument } from '@figura/sdk-core/schema';
import { defaultLocalesUrl } from './locales-url';
import type * as MountModule from './mount';
import type { EditorMount } from './mount';
import { preloadEmbedChunks } from './preload';

export interface FiguraChangeEventDetail {
  document: SlideDocument;
}
export type FiguraSaveEventDetail = SaveEventDetail;
export interface FiguraReadyEventDetail {
  editor: FiguraEditor;
}
/** What failed (`kind`: load, save, conflict, slides, export) and the message the user sees. */
export interface FiguraErrorEventDetail {
  kind: EditorErrorDetail['kind'];
  message: string;
}

declare global {
  interface HTMLElementTagNameMap {
    'figura-editor': FiguraEditorElement;
  }
  interface HTMLElementEventMap {
    'figura-change': CustomEvent<FiguraChangeEventDetail>;
    'figura-save': CustomEvent<FiguraSaveEventDetail>;
    'figura-ready': CustomEvent<FiguraReadyEventDetail>;
    'figura-error': CustomEvent<FiguraErrorEventDetail>;
  }
}

// Importing this module where custom elements do not exist (server rendering) must not throw.
const ElementBase = (globalThis.HTMLElement ?? class {}) as typeof HTMLElement;

const ATTRIBUTES = ['api-base', 'creation-id', 'token', 'lang', 'locales-url'] as const;

/** The editor's code (React, fabric, the editor), fetched when the first element connects. */
let mountModule: Promise<typeof MountModule> | undefined;
const loadMountModule = () => (mountModule ??= import('./mount'));

/**
 * `<figura-editor api-base="…" creation-id="…" token="…">`: Figura's editor as a custom element.
 *
 * Strings: the element's own `lang` (default `en`, the only language Figura ships), files from
 * `locales-url` (default: `locales/` next to the embed's script; the npm package's English
 * otherwise) and the host's own strings in the `resources` property (see createFiguraI18n).
 *
 * Light DOM, deliberately: fabric's hidden text area, the clipboard, focus and dialogs all work as
 * in the page (they broke inside shadow DOM for other canvas editors), and the styles stay scoped
 * because every rule hangs under the `.figura-root` class. Give the element a height.
 *
 * Under a strict Content-Security-Policy the element needs no 'unsafe-inline' or 'unsafe-eval':
 * its styles are an adopted stylesheet. Give it the page's nonce (`nonce` attribute) when the
 * policy allows scripts or styles by nonce: the element's module preloads carry it, and so do its
 * styles where a browser needs a <style> element for them.
 *
 * Events (bubbling, composed): `figura-ready` `{ editor }`, `figura-change` `{ document }`,
 * `figura-save` `{ status, revision?, error? }`, `figura-error` `{ kind, message }` (the
 * creation could not be opened, a save failed or was refused, a slide operation or a download
 * failed; the editor shows these too).
 *
 * @customElement figura-editor
 * @summary Figura's editor for one creation, saving to the Figura API.
 * @attr {string} api-base - The Figura API's base URL (its origin must allow the page's).
 * @attr {string} creation-id - The creation to edit.
 * @attr {string} token - The bearer token sent with every API call; read on each call.
 * @attr {string} lang - The editor's language (default `en`, the only one Figura ships; others need `locales-url` files or `resources`).
 * @attr {string} locales-url - Base URL of the `{lng}/{ns}.json` translation files (default: `locales/` next to the embed's script).
 * @fires {CustomEvent<FiguraReadyEventDetail>} figura-ready - The editor is drawn, checked and takes input; `detail.editor` is the FiguraEditor.
 * @fires {CustomEvent<FiguraChangeEventDetail>} figura-change - The open slide's document changed (`detail.document`).
 * @fires {CustomEvent<FiguraSaveEventDetail>} figura-save - The save status changed (`detail.status`, `revision`, `error`).
 * @fires {CustomEvent<FiguraErrorEventDetail>} figura-error - Something failed that the page may show or log (`detail.kind`, `detail.message`).
 * @cssprop --figura-accent - The editor's accent colour (buttons, focus); every `--figura-*` variable themes it.
 */
export class FiguraEditorElement extends ElementBase {
  static readonly observedAttributes: readonly string[] = ATTRIBUTES;

  private mount: EditorMount | undefined;
  /** The creation being loaded ahead of the editor's code, for the editor with this key. */
  private preloading: { key: string; firstSlide: Promise<FirstSlide> } | undefined;
  /** The creation the editor's code was last run for (see runEditorCode). */
  private codeRunFor: string | undefined;
  private api: FiguraApi | undefined;
  private apiFor: string | undefined;
  private currentEditor: FiguraEditor | undefined;
  private hostResources: FiguraResources | undefined;
  /** Counts `resources` assignments: new strings are a new editor, as a new `lang` is. */
  private resourcesVersion = 0;
  /** The strings of the editor being shown, and what they were made from. */
  private strings: { key: string; options: FiguraI18nOptions } | undefined;

  /** The API base URL (attribute `api-base`). */
  get apiBase(): string {
    return this.getAttribute('api-base') ?? '';
  }
  set apiBase(value: string | null) {
    this.reflect('api-base', value);
  }

  /** The creation to edit (attribute `creation-id`). */
  get creationId(): string {
    return this.getAttribute('creation-id') ?? '';
  }
  set creationId(value: string | null) {
    this.reflect('creation-id', value);
  }

  /** The bearer token sent with every API call (attribute `token`); read on each call. */
  get token(): string {
    return this.getAttribute('token') ?? '';
  }
  set token(value: string | null) {
    this.reflect('token', value);
  }

  /**
   * Gets a fresh access token from the host (e.g. from its own session) when the current one is
   * about to expire or the API refused it; the element then sets `token` and sends the call once
   * more. Without it, a host sets `token` itself before the token expires (15 minutes).
   */
  tokenRefresher: (() => Promise<string | null | undefined>) | undefined;

  /**
   * Co-edit live with others, as this person (name shown to them, optional colour): set it before
   * the editor opens (it is read when the editor opens a creation). The rooms are the API's at
   * `api-base`, checked with `token`. Unset: the editor saves over REST alone.
   */
  collaborator: { name: string; colour?: string } | undefined;

  /** The page's nonce (attribute `nonce`: browsers empty it in the page, the property keeps it). */
  private get pageNonce(): string | undefined {
    return this.nonce || this.getAttribute('nonce') || undefined;
  }

  /** Base URL of the `{lng}/{ns}.json` translation files (attribute `locales-url`). */
  get localesUrl(): string {
    return this.getAttribute('locales-url') ?? '';
  }
  set localesUrl(value: string | null) {
    this.reflect('locales-url', value);
  }

  /**
   * The host's own strings, `{ [lng]: { [ns]: { key: text } } }` (namespaces `common` and
   * `editor`): English ones are laid over Figura's, another language's (set `lang`) are used as
   * they are. Setting it opens the editor again with them; set it before connecting.
   */
  get resources(): FiguraResources | undefined {
    return this.hostResources;
  }
  set resources(value: FiguraResources | undefined) {
    this.hostResources = value;
    this.resourcesVersion += 1;
    if (this.isConnected) this.render();
  }

  /** The editor object once loaded (see `figura-ready`), else undefined. */
  get editor(): FiguraEditor | undefined {
    return this.currentEditor;
  }

  connectedCallback(): void {
    const view = this.ownerDocument.defaultView;
    // Unknown elements are inline by default; the editor needs a block box to fill.
    if (view && view.getComputedStyle(this).display === 'inline') this.style.display = 'block';
    this.render();
  }

  disconnectedCallback(): void {
    // Moving the element (disconnect + connect in one task) must not tear the editor down.
    void Promise.resolve().then(() => {
      if (this.isConnected) return;
      this.mount?.unmount();
      this.mount = undefined;
      // Coming back later loads the creation afresh (it may have changed meanwhile).
      this.preloading = undefined;
      this.codeRunFor = undefined;
      this.currentEditor = undefined;
      this.replaceChildren();
    });
  }

  attributeChangedCallback(name: string, previous: string | null, next: string | null): void {
    // The token is read lazily by the API client; only the other attributes need a new editor.
    if (previous === next || name === 'token' || !this.isConnected) return;
    this.render();
  }

  private reflect(name: (typeof ATTRIBUTES)[number], value: string | null): void {
    if (value === null || value === undefined) this.removeAttribute(name);
    else this.setAttribute(name, value);
  }

  private emit<T>(type: string, detail: T): void {
    // The element's own window: it may live in an iframe.
    const EventClass = this.ownerDocument.defaultView?.CustomEvent ?? CustomEvent;
    this.dispatchEvent(new EventClass(type, { detail, bubbles: true, composed: true }));
  }

  /** Asks the host's `tokenRefresher` for a new token; true when there is one to send. */
  private async refreshToken(): Promise<boolean> {
    const fresh = await this.tokenRefresher?.().catch(() => undefined);
    if (!fresh) return false;
    this.token = fresh;
    return true;
  }

  private clientFor(apiBase: string): FiguraApi {
    if (!this.api || this.apiFor !== apiBase) {
      this.api = createApiClient({
        baseURL: apiBase,
        getToken: () => this.token || null,
        refreshToken: () => this.refreshToken(),
      });
      this.apiFor = apiBase;
    }
    return this.api;
  }

  /**
   * How the editor's strings are made for the current `lang`, `locales-url` and `resources`; their
   * files start loading here, once for them. i18next itself comes with the editor's code (the
   * mount module makes the instance from these options): this module stays small, so the slide
   * is asked for as early as possible, and the files travel beside it.
   */
  private i18n(): FiguraI18nOptions {
    const { key, lng, localesUrl } = this.stringsSource();
    if (this.strings?.key !== key) {
      const fetcher = this.ownerDocument.defaultView?.fetch;
      const files = {
        localesUrl,
        resources: this.hostResources,
        fetch: fetcher ? (...args: Parameters<typeof fetch>) => fetcher(...args) : undefined,
      };
      const preloaded = preloadLocaleFiles(lng ?? DEFAULT_LOCALE, SDK_NAMESPACES, {
        ...files,
        onFallback: (url, error) =>
          globalThis.console?.warn(
            `Figura: ${url} could not be loaded; using bundled English`,
            error,
          ),
      });
      const options: FiguraI18nOptions = { lng, ...files, preloaded };
      this.strings = { key, options };
      return options;
    }
    return this.strings.options;
  }

  /** Where the strings come from: `lang`, `locales-url` and `resources` (their key names them). */
  private stringsSource() {
    const lng = this.getAttribute('lang') || undefined;
    // A relative locales-url is the page's, as for any other URL attribute.
    const localesUrl = this.localesUrl
      ? new URL(this.localesUrl, this.ownerDocument.baseURI).href
      : defaultLocalesUrl();
    return { key: `${lng ?? ''} ${localesUrl ?? ''} ${this.resourcesVersion}`, lng, localesUrl };
  }

  /** One of the element's own messages, once its strings are here (English when the language lacks it). */
  private async t(key: string): Promise<string> {
    const { lng = DEFAULT_LOCALE, preloaded } = this.i18n();
    for (const language of [lng, DEFAULT_LOCALE]) {
      const strings = await preloaded?.files.get(`${language}/editor`)?.catch(() => undefined);
      const text = stringAt(strings, key);
      if (text !== undefined) return text;
    }
    return key;
  }

  private render(): void {
    const { apiBase, creationId } = this;
    const key = `${apiBase} ${creationId} ${this.stringsSource().key}`;
    if (!apiBase || !creationId) {
      if (this.mount) {
        const mount = this.mount;
        void this.t('element.missingAttributes').then((text) => mount.showMessage(text));
      } else this.showPlainMessage(this.t('element.missingAttributes'), 'alert');
      return;
    }
    if (this.preloading?.key === key) {
      if (!this.mount) this.showPlainMessage(this.t('element.loading'), 'status');
      this.runEditorCode(key);
      return;
    }
    // The creation loads while the editor's code does (they are independent), not after it. In
    // the embed, all of the code is fetched now but run once the slide has been asked for:
    // running it first (about 100 ms of script) would hold up that request.
    const fetchingCode = preloadEmbedChunks('editor', this.pageNonce);
    const runCode = () => this.runEditorCode(key);
    // Drawn as received and checked right after (the editor takes no input until then).
    const firstSlide = this.clientFor(apiBase).getFirstSlide(creationId, {
      checkLater: true,
      onSlideRequested: fetchingCode ? runCode : undefined,
    });
    // Also when it failed (the editor reports that) or the API never calls onSlideRequested.
    firstSlide.then(runCode, runCode);
    this.preloading = { key, firstSlide };
    // The strings travel beside the slide, asked for right after it (the slide's two round trips
    // are the longer way); the code's first frame waits for both.
    this.i18n();
    if (!this.mount) this.showPlainMessage(this.t('element.loading'), 'status');
    // The face most text is in, while the editor's code loads: the first draw waits for fonts.
    prefetchFontCode(this.ownerDocument);
    // Code that has run already (another creation before this one) has nothing to wait for.
    if (!fetchingCode || this.mount) runCode();
  }

  /** Loads (once per creation) and runs the editor's code, then shows the editor. */
  private runEditorCode(key: string): void {
    if (this.codeRunFor === key) return;
    this.codeRunFor = key;
    loadMountModule().then(
      (module) => {
        // Disconnected meanwhile, or the attributes changed (a later call renders those).
        if (
          !this.isConnected ||
          key !== `${this.apiBase} ${this.creationId} ${this.stringsSource().key}`
        )
          return;
        this.mount ??= module.createEditorMount(this);
        this.showEditor(this.mount, key);
      },
      (error: unknown) => {
        globalThis.console?.error('Figura: could not load the editor', error);
        if (!this.mount) this.showPlainMessage(this.t('element.loadFailed'), 'alert');
      },
    );
  }

  private showEditor(mount: EditorMount, key: string): void {
    // The preloaded creation is handed over once; a remount loads afresh.
    const firstSlide = this.preloading?.key === key ? this.preloading.firstSlide : undefined;
    mount.showEditor(key, {
      api: this.clientFor(this.apiBase),
      creationId: this.creationId,
      firstSlide,
      styleNonce: this.pageNonce,
      i18n: this.strings ? { key: this.strings.key, options: this.strings.options } : undefined,
      collaboration: this.collaborator
        ? { url: this.apiBase, token: () => this.token, user: this.collaborator }
        : undefined,
      onMount: (editor: FiguraEditor) => {
        this.currentEditor = editor;
        this.emit<FiguraReadyEventDetail>('figura-ready', { editor });
        return () => {
          if (this.currentEditor === editor) this.currentEditor = undefined;
        };
      },
      onChange: (document: SlideDocument) =>
        this.emit<FiguraChangeEventDetail>('figura-change', { document }),
      onSave: (detail: SaveEventDetail) => this.emit<FiguraSaveEventDetail>('figura-save', detail),
      onError: ({ kind, message }: EditorErrorDetail) =>
        this.emit<FiguraErrorEventDetail>('figura-error', { kind, message }),
    });
  }

  /**
   * A message in plain DOM, before the editor's code (and React) has loaded; its words appear
   * as soon as the strings are here (busy until then).
   */
  private showPlainMessage(words: Promise<string>, role: 'alert' | 'status'): void {
    const paragraph = this.ownerDocument.createElement('p');
    paragraph.className = 'figura-message';
    paragraph.setAttribute('role', role);
    paragraph.setAttribute('aria-busy', 'true');
    void words.then((text) => {
      paragraph.removeAttribute('aria-busy');
      paragraph.textContent = text;
    });
    this.replaceChildren(paragraph);
  }
}

import type { EditorErrorDetail, FiguraEditor, SaveEventDetail } from '@figura/react-editor';
import { prefetchFontCode } from '@figura/react-editor/fonts';
import type { FirstSlide } from '@figura/sdk-core/api';
// The namespace list alone: i18next comes with the editor's code (mount.ts).
import { SDK_NAMESPACES } from '@figura/sdk-core/i18n/files';
import type { SlideDocument } from '@figura/sdk-core/schema';
import { API_ELEMENT_ATTRIBUTES, FiguraApiElement } from './api-element';
import { elementStrings, showPlainMessage } from './element-strings';
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

const ATTRIBUTES = API_ELEMENT_ATTRIBUTES;

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
export class FiguraEditorElement extends FiguraApiElement {
  static readonly observedAttributes: readonly string[] = ATTRIBUTES;

  private mount: EditorMount | undefined;
  /** The creation being loaded ahead of the editor's code, for the editor with this key. */
  private preloading: { key: string; firstSlide: Promise<FirstSlide> } | undefined;
  /** The creation the editor's code was last run for (see runEditorCode). */
  private codeRunFor: string | undefined;
  private currentEditor: FiguraEditor | undefined;
  /**
   * The editor's strings for the current `lang`, `locales-url` and `resources`; their files start
   * loading as soon as they are asked for. i18next itself comes with the editor's code (the mount
   * module makes the instance from these options): this module stays small, so the slide is asked
   * for as early as possible, and the files travel beside it.
   */
  private readonly strings = elementStrings({
    element: this,
    namespaces: SDK_NAMESPACES,
    resources: () => this.resources,
    resourcesVersion: () => this.resourcesVersion,
  });

  /**
   * Co-edit live with others, as this person (name shown to them, optional colour): set it before
   * the editor opens (it is read when the editor opens a creation). The rooms are the API's at
   * `api-base`, checked with `token`. Unset: the editor saves over REST alone.
   */
  collaborator: { name: string; colour?: string } | undefined;

  /** The editor object once loaded (see `figura-ready`), else undefined. */
  get editor(): FiguraEditor | undefined {
    return this.currentEditor;
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

  protected render(): void {
    const { apiBase, creationId } = this;
    // Every editor needs its code and the face most text is in: they start loading as soon as
    // the element is on the page, while a host may still be setting its attributes. In the embed,
    // the code is fetched but not run (see below); the first draw waits for the face.
    const fetchingCode = preloadEmbedChunks('editor', this.pageNonce);
    prefetchFontCode(this.ownerDocument);
    const key = `${apiBase} ${creationId} ${this.strings.key()}`;
    if (!apiBase || !creationId) {
      if (this.mount) {
        const mount = this.mount;
        void this.strings.t('element.missingAttributes').then((text) => mount.showMessage(text));
      } else showPlainMessage(this, this.strings.t('element.missingAttributes'), 'alert');
      return;
    }
    if (this.preloading?.key === key) {
      if (!this.mount) showPlainMessage(this, this.strings.t('element.loading'), 'status');
      this.runEditorCode(key);
      return;
    }
    // The creation loads while the editor's code does (they are independent), not after it. In
    // the embed, the code runs once the slide has been asked for: running it first (about 100 ms
    // of script) would hold up that request.
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
    this.strings.options();
    if (!this.mount) showPlainMessage(this, this.strings.t('element.loading'), 'status');
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
        if (!this.isConnected || key !== `${this.apiBase} ${this.creationId} ${this.strings.key()}`)
          return;
        this.mount ??= module.createEditorMount(this);
        this.showEditor(this.mount, key);
      },
      (error: unknown) => {
        globalThis.console?.error('Figura: could not load the editor', error);
        if (!this.mount) showPlainMessage(this, this.strings.t('element.loadFailed'), 'alert');
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
      i18n: { key: this.strings.key(), options: this.strings.options() },
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
}

import type {
  AbstractBuilderHandle,
  BuilderChangeDetail,
  BuilderErrorDetail,
  BuilderExportDetail,
  BuilderStateInput,
} from '@figura/react-editor/builder';
import { RESUME_QUERY } from '@figura/sdk-core/builder';
import type { ReceivedCreationList } from '@figura/sdk-core/api';
import { BUILDER_NAMESPACES } from '@figura/sdk-core/i18n/files';
import {
  isPartnerProfileId,
  JOURNAL_PROFILE_IDS,
  type JournalProfileId,
} from '@figura/sdk-core/preflight';
import { API_ELEMENT_ATTRIBUTES, FiguraApiElement } from '../api-element';
import { elementStrings, emitFrom, showPlainMessage } from '../element-strings';
import { preloadEmbedChunks } from '../preload';
import type * as BuilderMountModule from './builder-mount';
import type { BuilderMount } from './builder-mount';
import type { FiguraReadyEventDetail } from '../figura-editor';

export type FiguraBuilderChangeEventDetail = BuilderChangeDetail;
export type FiguraExportEventDetail = BuilderExportDetail;
export interface FiguraBuilderReadyEventDetail {
  builder: AbstractBuilderHandle;
}
export interface FiguraContinueEventDetail {
  creationId: string;
}
export type FiguraBuilderErrorEventDetail = BuilderErrorDetail;

/** The events of `<figura-abstract-builder>`, by name. */
export interface FiguraAbstractBuilderEventMap {
  'figura-ready': CustomEvent<FiguraBuilderReadyEventDetail>;
  'figura-change': CustomEvent<FiguraBuilderChangeEventDetail>;
  'figura-export': CustomEvent<FiguraExportEventDetail>;
  'figura-cancel': CustomEvent<Record<string, never>>;
  'figura-continue': CustomEvent<FiguraContinueEventDetail>;
  'figura-error': CustomEvent<FiguraBuilderErrorEventDetail>;
}

declare global {
  interface HTMLElementTagNameMap {
    'figura-abstract-builder': FiguraAbstractBuilderElement;
  }
}

const ATTRIBUTES = [
  ...API_ELEMENT_ATTRIBUTES,
  'profile',
  'template',
  'resume',
  'allow-export-anyway',
] as const;
/** Read by the API client on each call: only the first one (the builder waits for it) renders. */
const LIVE_ATTRIBUTES = new Set(['token']);

/** The builder's code (React, the builder, its preview), fetched when the first element connects. */
let mountModule: Promise<typeof BuilderMountModule> | undefined;
const loadMountModule = () => (mountModule ??= import('./builder-mount'));

/** The registry's profiles, and a journal partner's own (`partner-<id>`, read from the API). */
const isProfile = (value: string | null): value is JournalProfileId | `partner-${number}` =>
  (JOURNAL_PROFILE_IDS as readonly (string | null)[]).includes(value) || isPartnerProfileId(value);

/**
 * `<figura-abstract-builder api-base="…" token="…" profile="cell">`: the graphical-abstract
 * builder for a journal's submission page. Guided steps (template, colours, title and highlight,
 * topics with illustrations from the library, preview at the journal's size, export) with a live
 * preview; the work is saved through the API as the author goes, and the export is checked
 * against the journal's profile before the file is handed to the page (`figura-export`).
 *
 * It opens once it has `api-base` and a `token` (its code loads meanwhile): a journal's page sets
 * the token when its server has asked the API for one.
 *
 * Light DOM, like `<figura-editor>`: the styles are an adopted stylesheet scoped under
 * `.figura-root`, so it needs no 'unsafe-inline' or 'unsafe-eval' under a strict policy; give it
 * the page's nonce (`nonce`) under a nonce-based one. Give it a height. Two on one page share
 * nothing.
 *
 * "Continue in the editor" fires `figura-continue` (cancelable). Unless the page cancels it (to
 * go somewhere itself), the element shows a `<figura-editor>` for the same creation in its place,
 * with the same API, token and strings, under a bar whose "Check and export" hands the page the
 * journal's file as the builder's Export step does (`figura-export`); that editor's own events
 * bubble through this element.
 *
 * @customElement figura-abstract-builder
 * @summary The graphical-abstract builder, saving to the Figura API and exporting to a journal's profile.
 * @attr {string} api-base - The Figura API's base URL (its origin must allow the page's).
 * @attr {string} token - The bearer token sent with every API call (a journal's embed token); read on each call.
 * @attr {string} profile - The journal's preflight profile: a registry id (`cell`, the default; `elsevier`, `acs-toc`…) or `partner-<id>`, a journal partner's own.
 * @attr {string} lang - The builder's language (default `en`, the only one Figura ships; others need `locales-url` files or `resources`).
 * @attr {string} creation-id - A graphical abstract to reopen (its builder state is read back from its slide).
 * @attr {string} locales-url - Base URL of the `{lng}/{ns}.json` translation files (default: `locales/` next to the embed's script).
 * @attr {number} template - The template (1-5) a new abstract starts on.
 * @attr {boolean} resume - Without `creation-id`, reopen the latest graphical abstract the token can see (an embed token: its submission's).
 * @attr {boolean} allow-export-anyway - Let the author export although preflight found problems.
 * @fires {CustomEvent<FiguraBuilderReadyEventDetail>} figura-ready - The builder takes input; `detail.builder` drives it (`exportFile()`, `flush()`, `current()`, `creationId()`).
 * @fires {CustomEvent<FiguraBuilderChangeEventDetail>} figura-change - The author changed something: `detail.document`, `detail.state`, `detail.creationId`.
 * @fires {CustomEvent<FiguraExportEventDetail>} figura-export - The journal-ready file: `detail.file` (a Blob), `format`, `fileName`, `width`, `height`, `dpi`, `document`.
 * @fires {CustomEvent} figura-cancel - The author cancelled.
 * @fires {CustomEvent<FiguraContinueEventDetail>} figura-continue - The author chose "Continue in the editor" (`detail.creationId`); cancel it to handle it yourself.
 * @fires {CustomEvent<FiguraBuilderErrorEventDetail>} figura-error - Something failed that the page may show or log (`detail.kind`: load, save or export; `detail.message`).
 * @cssprop --figura-accent - Buttons, the current step, focus rings.
 * @cssprop --figura-accent-fg - Text on the accent colour.
 * @cssprop --figura-bg - The builder's background.
 * @cssprop --figura-fg - Its text.
 * @cssprop --figura-muted - Hints and secondary text.
 * @cssprop --figura-border - Borders of fields, cards and the preview.
 * @cssprop --figura-toolbar-bg - The steps bar and the side panel.
 * @cssprop --figura-canvas-area-bg - Behind the preview.
 * @cssprop --figura-danger - Problems and failures.
 * @cssprop --figura-warning-bg - Behind warnings.
 * @cssprop --figura-focus - The focus ring.
 * @cssprop --figura-radius - Corner radius of fields, buttons and cards.
 * @cssprop --figura-font - The builder's font (the abstract's own text is drawn in its fonts).
 */
export class FiguraAbstractBuilderElement extends FiguraApiElement {
  static readonly observedAttributes: readonly string[] = ATTRIBUTES;

  private mount: BuilderMount | undefined;
  private handle: AbstractBuilderHandle | undefined;
  private startState: BuilderStateInput | undefined;
  /** The creation shown in the editor after "Continue in the editor" (the builder is gone). */
  private continuedWith: string | undefined;
  /** The list `resume` reads, asked for as soon as there is a token (beside the builder's code). */
  private resumeList: { key: string; list: Promise<ReceivedCreationList> } | undefined;
  private readonly strings = elementStrings({
    element: this,
    namespaces: BUILDER_NAMESPACES,
    resources: () => this.resources,
    resourcesVersion: () => this.resourcesVersion,
  });

  /**
   * The journal's profile (attribute `profile`): a registry id, or `partner-<id>` for a journal
   * partner's own (the embed token's `profile`); `cell` when unset or unknown.
   */
  get profile(): JournalProfileId | `partner-${number}` {
    const value = this.getAttribute('profile');
    return isProfile(value) ? value : 'cell';
  }
  set profile(value: JournalProfileId | `partner-${number}` | null) {
    this.reflect('profile', value);
  }

  /**
   * A builder state to start a new abstract from (a `figura-change` event's `detail.state` the
   * page kept). Read when the builder opens without `creation-id`; set it before connecting.
   */
  get state(): BuilderStateInput | undefined {
    return this.startState;
  }
  set state(value: BuilderStateInput | undefined) {
    this.startState = value;
  }

  /** The builder once it takes input (see `figura-ready`), else undefined. */
  get builder(): AbstractBuilderHandle | undefined {
    return this.handle;
  }

  /** Exports as the author's Export button does; rejects before the builder is ready. */
  exportFile(): Promise<BuilderExportDetail> {
    if (!this.handle)
      return Promise.reject(
        // eslint-disable-next-line i18next/no-literal-string -- for the page's developers
        new Error('The builder is not ready yet: wait for figura-ready.'),
      );
    return this.handle.exportFile();
  }

  override addEventListener<K extends keyof FiguraAbstractBuilderEventMap>(
    type: K,
    listener: (this: FiguraAbstractBuilderElement, event: FiguraAbstractBuilderEventMap[K]) => void,
    options?: boolean | AddEventListenerOptions,
  ): void;
  override addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  override addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void {
    super.addEventListener(type, listener, options);
  }

  override connectedCallback(): void {
    this.fillBlock();
    this.scheduleRender();
  }

  disconnectedCallback(): void {
    // Moving the element (disconnect + connect in one task) must not tear the builder down.
    void Promise.resolve().then(() => {
      if (this.isConnected) return;
      this.mount?.unmount();
      this.mount = undefined;
      this.handle = undefined;
      this.replaceChildren();
    });
  }

  attributeChangedCallback(name: string, previous: string | null, next: string | null): void {
    if (previous === next || !this.isConnected) return;
    // A token is read on each call; only the first one opens the builder (it waits for it).
    if (LIVE_ATTRIBUTES.has(name) && previous) return;
    this.scheduleRender();
  }

  private renderScheduled = false;

  /** Renders once for everything set in this task (the parser sets each attribute in turn). */
  private scheduleRender(): void {
    if (this.renderScheduled) return;
    this.renderScheduled = true;
    queueMicrotask(() => {
      this.renderScheduled = false;
      if (this.isConnected) this.render();
    });
  }

  /** What opens a new builder when it changes. */
  private builderKey(): string {
    return [
      this.apiBase,
      this.profile,
      this.creationId,
      this.getAttribute('template') ?? '',
      this.hasAttribute('resume'),
      this.strings.key(),
    ].join(' ');
  }

  /** Shows the builder for the current attributes: the same key updates it, a new key opens a new one. */
  protected render(): void {
    if (this.continuedWith) return;
    if (!this.apiBase) {
      const text = this.strings.t('element.missingAttributes');
      if (this.mount) {
        const mount = this.mount;
        void text.then((words) => mount.showMessage(words));
      } else showPlainMessage(this, text, 'alert');
      return;
    }
    const key = this.builderKey();
    // The strings first (small, and the first step waits for them), then the builder's chunks at
    // once (module preloads), not one import level at a time; never the editor's.
    const i18n = { key: this.strings.key(), options: this.strings.options() };
    preloadEmbedChunks('builder', this.pageNonce);
    if (!this.mount) showPlainMessage(this, this.strings.t('element.loading'), 'status');
    if (
      this.token &&
      this.hasAttribute('resume') &&
      !this.creationId &&
      this.resumeList?.key !== key
    ) {
      // An empty list (a new submission) is not waited on to be validated (ReceivedCreationList).
      const list = this.clientFor(this.apiBase).listCreations(RESUME_QUERY, { checkLater: true });
      list.catch(() => undefined); // the builder reports a failure
      this.resumeList = { key, list };
    }
    loadMountModule().then(
      (module) => {
        // A journal's page gives the token once its server has one: the code waits for it.
        if (!this.token) return;
        if (!this.isConnected || key !== this.builderKey() || this.continuedWith) return;
        this.mount ??= module.createBuilderMount(this);
        this.showBuilder(this.mount, key, i18n);
      },
      (error: unknown) => {
        globalThis.console?.error('Figura: could not load the builder', error);
        if (!this.mount) showPlainMessage(this, this.strings.t('element.loadFailed'), 'alert');
      },
    );
  }

  private showBuilder(
    mount: BuilderMount,
    key: string,
    i18n: Parameters<BuilderMount['showBuilder']>[1]['i18n'],
  ): void {
    const template = Number(this.getAttribute('template'));
    mount.showBuilder(key, {
      api: this.clientFor(this.apiBase),
      profile: this.profile,
      creationId: this.creationId || undefined,
      resume: this.hasAttribute('resume'),
      // The same list for every render of this builder; a new builder (key) asks afresh.
      resumeList: this.resumeList?.key === key ? this.resumeList.list : undefined,
      initialState: this.startState,
      initialTemplate: Number.isInteger(template) && template > 0 ? template : undefined,
      allowExportAnyway: this.hasAttribute('allow-export-anyway'),
      styleNonce: this.pageNonce,
      i18n,
      onReady: (builder) => {
        this.handle = builder;
        emitFrom<FiguraBuilderReadyEventDetail>(this, 'figura-ready', { builder });
        return () => {
          if (this.handle === builder) this.handle = undefined;
        };
      },
      onChange: (detail) => emitFrom<FiguraBuilderChangeEventDetail>(this, 'figura-change', detail),
      onExport: (detail) => emitFrom<FiguraExportEventDetail>(this, 'figura-export', detail),
      onCancel: () => emitFrom(this, 'figura-cancel', {}),
      onContinue: (creationId) => {
        const proceed = emitFrom<FiguraContinueEventDetail>(
          this,
          'figura-continue',
          { creationId },
          { cancelable: true },
        );
        if (proceed) this.continueInEditor(creationId);
      },
      onError: (detail) => emitFrom<FiguraBuilderErrorEventDetail>(this, 'figura-error', detail),
    });
  }

  /**
   * The builder makes way for `<figura-editor>` on the same creation, API, token and strings,
   * under a bar that still exports the journal's file to the page (`figura-export`).
   */
  private continueInEditor(creationId: string): void {
    const mount = this.mount;
    if (!mount) return;
    this.continuedWith = creationId;
    this.handle = undefined;
    const editor = this.ownerDocument.createElement('figura-editor');
    for (const name of ['api-base', 'token', 'lang', 'locales-url', 'nonce'])
      if (this.hasAttribute(name)) editor.setAttribute(name, this.getAttribute(name)!);
    if (this.pageNonce) editor.nonce = this.pageNonce;
    editor.setAttribute('creation-id', creationId);
    if (this.resources) editor.resources = this.resources;
    // Its token follows this element's (the page refreshes the builder's).
    editor.tokenRefresher = () =>
      this.tokenRefresher ? this.tokenRefresher() : Promise.resolve(this.token);
    editor.style.height = '100%';
    const show = (ready?: FiguraReadyEventDetail['editor']) =>
      mount.showContinued({
        api: this.clientFor(this.apiBase),
        profile: this.profile,
        creationId,
        editor: ready,
        i18n: { key: this.strings.key(), options: this.strings.options() },
        allowExportAnyway: this.hasAttribute('allow-export-anyway'),
        styleNonce: this.pageNonce,
        onEditorHost: (host) => {
          if (host && editor.parentNode !== host) host.append(editor);
        },
        onExport: (detail) => emitFrom<FiguraExportEventDetail>(this, 'figura-export', detail),
      });
    editor.addEventListener('figura-ready', (event) => show(event.detail.editor), { once: true });
    show();
  }
}

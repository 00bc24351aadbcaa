// What every element that talks to the Figura API has in common: its API base and token (with
// the host's refresher), its strings' attributes and the host's own strings, the page's nonce,
// its events. `<figura-editor>` and `<figura-viewer>` extend it.
import { createEditorApiClient, type FiguraApi } from '@figura/sdk-core/api';
import type { FiguraResources } from '@figura/sdk-core/i18n';
import { emitFrom } from './element-strings';

// Importing this module where custom elements do not exist (server rendering) must not throw.
const ElementBase = (globalThis.HTMLElement ?? class {}) as typeof HTMLElement;

/** The attributes every API element observes (subclasses add their own). */
export const API_ELEMENT_ATTRIBUTES = [
  'api-base',
  'creation-id',
  'token',
  'lang',
  'locales-url',
] as const;

export abstract class FiguraApiElement extends ElementBase {
  private api: FiguraApi | undefined;
  private apiFor: string | undefined;
  private hostResources: FiguraResources | undefined;
  /** Counts `resources` assignments: new strings are a new key, as a new `lang` is. */
  protected resourcesVersion = 0;

  /** The API base URL (attribute `api-base`). */
  get apiBase(): string {
    return this.getAttribute('api-base') ?? '';
  }
  set apiBase(value: string | null) {
    this.reflect('api-base', value);
  }

  /** The creation the element opens (attribute `creation-id`). */
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

  /** Base URL of the `{lng}/{ns}.json` translation files (attribute `locales-url`). */
  get localesUrl(): string {
    return this.getAttribute('locales-url') ?? '';
  }
  set localesUrl(value: string | null) {
    this.reflect('locales-url', value);
  }

  /**
   * The host's own strings, `{ [lng]: { [ns]: { key: text } } }`: English ones are laid over
   * Figura's, another language's (set `lang`) are used as they are. Setting it shows the element
   * again with them; set it before connecting.
   */
  get resources(): FiguraResources | undefined {
    return this.hostResources;
  }
  set resources(value: FiguraResources | undefined) {
    this.hostResources = value;
    this.resourcesVersion += 1;
    if (this.isConnected) this.render();
  }

  /** Shows what the attributes ask for (called on connect and when they change). */
  protected abstract render(): void;

  connectedCallback(): void {
    this.fillBlock();
    this.render();
  }

  /** Unknown elements are inline by default; the element needs a block box to fill. */
  protected fillBlock(): void {
    const view = this.ownerDocument.defaultView;
    if (view && view.getComputedStyle(this).display === 'inline') this.style.display = 'block';
  }

  /** The page's nonce (attribute `nonce`: browsers empty it in the page, the property keeps it). */
  protected get pageNonce(): string | undefined {
    return this.nonce || this.getAttribute('nonce') || undefined;
  }

  protected reflect(name: string, value: string | null): void {
    if (value === null || value === undefined) this.removeAttribute(name);
    else this.setAttribute(name, value);
  }

  protected emit<T>(type: string, detail: T): void {
    emitFrom(this, type, detail);
  }

  /** The API client for `apiBase` (one per base), sending the current token. */
  protected clientFor(apiBase: string): FiguraApi {
    if (!this.api || this.apiFor !== apiBase) {
      this.api = createEditorApiClient({
        baseURL: apiBase,
        getToken: () => this.token || null,
        refreshToken: () => this.refreshToken(),
      });
      this.apiFor = apiBase;
    }
    return this.api;
  }

  /** Asks the host's `tokenRefresher` for a new token; true when there is one to send. */
  private async refreshToken(): Promise<boolean> {
    const fresh = await this.tokenRefresher?.().catch(() => undefined);
    if (!fresh) return false;
    this.token = fresh;
    return true;
  }
}

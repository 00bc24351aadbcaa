import i18next, { type i18n, type Resource, type TOptions } from 'i18next';
import { SDK_NAMESPACES } from './namespaces';
import { DEFAULT_LOCALE, localeFilesBackend, type PreloadedLocales } from './locale-files';
import { pseudoLocalise } from './pseudo';
import { addFiguraFormats } from './formats';

/** An i18next instance made by createFiguraI18n: one per editor or app, never the global one. */
export type FiguraI18n = i18n;

/** A translate function bound to one namespace (keys of others are written `ns:key`). */
export type Translate = (key: string, values?: TOptions) => string;

export interface FiguraI18nOptions {
  /** The language (default `en`, the only one Figura ships). Missing keys fall back to English. */
  lng?: string;
  /** Namespaces loaded from the start (default: `common` and `editor`). */
  ns?: readonly string[];
  /**
   * Absolute base URL of the translation files, `{localesUrl}/{lng}/{ns}.json`. The portal serves
   * them at `/locales/`, the embed next to `figura-editor.js`. Without it, English comes with
   * the package (a lazily loaded chunk) and other languages need `resources`.
   */
  localesUrl?: string | URL;
  /**
   * The host's own strings, `{ [lng]: { [ns]: { key: text } } }`. English ones are laid over
   * Figura's (to change a few words); another language's are used as they are, with no request.
   */
  resources?: Resource;
  /** The fetch to load files with (default: the global one). */
  fetch?: typeof globalThis.fetch;
  /** Files already asked for (preloadLocaleFiles with the same options): not fetched again. */
  preloaded?: PreloadedLocales;
  /**
   * While it answers true, every string comes out pseudo-localised (accented, ~40 % longer, in
   * ⟦ ⟧): a test build's way to find text that a longer translation would clip.
   */
  pseudo?: () => boolean;
}

/**
 * Creates and starts initialising an i18next instance for one editor or app: its own state, so
 * two editors on a page with different hosts' strings never mix. Strings load in the background
 * (`whenTranslated`); `t` gives keys until then.
 */
export function createFiguraI18n(options: FiguraI18nOptions = {}): FiguraI18n {
  const instance = i18next.createInstance();
  const warned = new Set<string>();
  instance.use(
    localeFilesBackend({
      localesUrl: options.localesUrl,
      resources: options.resources,
      fetch: options.fetch,
      preloaded: options.preloaded,
      onFallback: (url, error) => {
        if (warned.has(url)) return;
        warned.add(url);
        globalThis.console?.warn(
          `Figura: ${url} could not be loaded; using bundled English`,
          error,
        );
      },
    }),
  );
  const pseudo = options.pseudo;
  if (pseudo)
    instance.use({
      type: 'postProcessor',
      name: 'pseudo',
      process: (value: string) => (pseudo() ? pseudoLocalise(value) : value),
    });
  const ns = [...(options.ns ?? SDK_NAMESPACES)];
  void instance.init({
    lng: options.lng ?? DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    ns,
    defaultNS: ns[0] ?? false,
    // React and textContent escape what they show; i18next's HTML escaping would double it.
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    ...(pseudo ? { postProcess: ['pseudo'] } : {}),
    // Start the requests now, in the caller's task (beside the slide's), not a timer later.
    initAsync: false,
  });
  addFiguraFormats(instance);
  return instance;
}

/** Resolves once `namespaces` are loaded (or failed to: `t` then gives keys) in `i18n`. */
export function whenTranslated(
  i18n: FiguraI18n,
  namespaces: readonly string[] = SDK_NAMESPACES,
): Promise<void> {
  if (isTranslated(i18n, namespaces)) return Promise.resolve();
  return i18n.loadNamespaces([...namespaces]).then(() => undefined);
}

/** Whether `namespaces` are loaded for the instance's language. */
export function isTranslated(
  i18n: FiguraI18n,
  namespaces: readonly string[] = SDK_NAMESPACES,
): boolean {
  return i18n.isInitialized && namespaces.every((ns) => i18n.hasLoadedNamespace(ns));
}

/** Translates with a namespace for bare keys (`ns:key` still reaches another one). */
export function translator(i18n: FiguraI18n, ns: string): Translate {
  const fixed = i18n.getFixedT(null, ns);
  return (key, values) =>
    (values ? filledString(i18n, ns, key, values) : plainString(i18n, ns, key)) ??
    (fixed(key, values ?? {}) as string);
}

/**
 * A string i18next has nothing to do to (no values, no {{…}} or $t(…) in it, no post-processor),
 * read straight from the store: i18next's own way costs tens of microseconds a call, and an
 * editor's first render makes hundreds. Anything else (another namespace, a missing or empty
 * string, a fallback language) goes i18next's way.
 */
function plainString(i18n: FiguraI18n, ns: string, key: string): string | undefined {
  const value = storedString(i18n, ns, key);
  return value === undefined || value.includes('{{') ? undefined : value;
}

/** `{{name}}`: a value put in as it is (no format, no path, no spaces). */
const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** Values i18next reads as options (plurals, context, fallbacks…), not as words to put in. */
const OPTION_NAMES = new Set([
  'count',
  'context',
  'ordinal',
  'defaultValue',
  'lng',
  'lngs',
  'ns',
  'replace',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'postProcess',
  'interpolation',
  'keyPrefix',
  'nsSeparator',
  'keySeparator',
  'fallbackLng',
]);

/**
 * A string whose only work is putting words or numbers into `{{name}}`s (Slide {{number}}),
 * filled here as i18next would with Figura's options (no HTML escaping): its own way compiles
 * and runs its whole translate path, a few milliseconds on the editor's first frame. Values that
 * are options, a missing or unused value, a format (`{{n, number}}`) or an escaping instance go
 * i18next's way.
 */
function filledString(
  i18n: FiguraI18n,
  ns: string,
  key: string,
  values: TOptions,
): string | undefined {
  const interpolation = i18n.options.interpolation;
  const ownMarks =
    (interpolation?.prefix ?? '{{') === '{{' && (interpolation?.suffix ?? '}}') === '}}';
  if (interpolation?.escapeValue !== false || !ownMarks) return undefined;
  const value = storedString(i18n, ns, key);
  if (value === undefined) return undefined;
  const names = Object.keys(values);
  if (names.some((name) => OPTION_NAMES.has(name) || !fillable(values[name]))) return undefined;
  const used = new Set<string>();
  const filled = value.replace(PLACEHOLDER, (_, name: string) => {
    used.add(name);
    return String(values[name]);
  });
  // A placeholder left (a format, spaces), one without a value or a value unused: i18next's way.
  const complete =
    !filled.includes('{{') && used.size === names.length && names.every((name) => used.has(name));
  return complete ? filled : undefined;
}

const fillable = (value: unknown): value is string | number =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

/** The string stored for `key` in the resolved language, where i18next would give it as is. */
function storedString(i18n: FiguraI18n, ns: string, key: string): string | undefined {
  const language = i18n.resolvedLanguage;
  if (!language || key.includes(':') || i18n.options.postProcess) return undefined;
  const value: unknown = i18n.getResource(language, ns, key);
  if (typeof value !== 'string' || value === '' || value.includes('$t(')) return undefined;
  return value;
}

import type { BackendModule, ResourceKey, ResourceLanguage, Resource } from 'i18next';

export { BUILDER_NAMESPACES, SDK_NAMESPACES } from './namespaces';

/** The language Figura ships (spec §1: the only locale, and the default). */
export const DEFAULT_LOCALE = 'en';

export interface LocaleFilesOptions {
  /** Absolute base URL of the `{lng}/{ns}.json` files; without it, English comes with the package. */
  localesUrl?: string | URL;
  /** The host's own strings by language and namespace. */
  resources?: Resource;
  fetch?: typeof globalThis.fetch;
  /** Told once per file that could not be fetched when English from the package stands in. */
  onFallback?: (url: string, error: unknown) => void;
}

type Strings = Record<string, ResourceKey>;

const isObject = (value: unknown): value is Strings =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `over` laid on `base`, nested objects merged key by key. */
function layer(base: Strings, over: Strings): Strings {
  const merged: Strings = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const below = merged[key];
    merged[key] = isObject(below) && isObject(value) ? layer(below, value) : value;
  }
  return merged;
}

async function fetchJson(url: string, fetcher: typeof globalThis.fetch): Promise<Strings> {
  const response = await fetcher(url, { credentials: 'omit' });
  // Messages for developers (the console): a file that cannot be had is replaced or logged.
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body: unknown = await response.json();
  // eslint-disable-next-line i18next/no-literal-string -- for developers, see above
  if (!isObject(body)) throw new Error(`${url} is not a JSON object`);
  return body;
}

/**
 * Where one namespace of one language comes from:
 * - a language other than English that the host supplies needs no request (missing keys fall
 *   back to English);
 * - otherwise `{localesUrl}/{lng}/{ns}.json`; English falls back to the package's own copy when
 *   that file cannot be had (or when there is no URL);
 * - the host's strings for that language and namespace are laid over what was loaded.
 */
export async function loadLocaleFile(
  lng: string,
  ns: string,
  options: LocaleFilesOptions,
): Promise<ResourceLanguage> {
  const host = options.resources?.[lng]?.[ns];
  const own = isObject(host) ? host : undefined;
  if (own && lng !== DEFAULT_LOCALE) return own;
  const fetcher = options.fetch ?? globalThis.fetch?.bind(globalThis);
  let loaded: Strings | undefined;
  if (options.localesUrl !== undefined && fetcher) {
    const url = `${options.localesUrl}`.replace(/\/?$/, `/${lng}/${ns}.json`);
    try {
      loaded = await fetchJson(new URL(url).href, fetcher);
    } catch (error) {
      if (lng !== DEFAULT_LOCALE) throw error;
      options.onFallback?.(url, error);
    }
  }
  // Only needed without a reachable locales folder: loaded then, and kept out of what the embed
  // fetches ahead (it preloads lazy modules, not what they load in turn).
  loaded ??=
    lng === DEFAULT_LOCALE
      ? await import('./bundled-en').then((bundled) => bundled.loadBundledEnglish(ns))
      : undefined;
  if (!loaded)
    // eslint-disable-next-line i18next/no-literal-string -- tells the host developer what to pass
    throw new Error(`No strings for ${lng}/${ns}: give localesUrl or resources`);
  return own ? layer(loaded, own) : loaded;
}

/** An i18next backend over loadLocaleFile (and files preloaded for it). */
export function localeFilesBackend(
  options: LocaleFilesOptions & { preloaded?: PreloadedLocales },
): BackendModule {
  const { preloaded } = options;
  return {
    type: 'backend',
    callbackApi: false,
    init: () => undefined,
    // With callbackApi false, i18next takes the promise read returns (its types know only callbacks).
    read: ((lng: string, ns: string) =>
      preloaded?.files.get(`${lng}/${ns}`) ??
      loadLocaleFile(lng, ns, options)) as unknown as BackendModule['read'],
  };
}

/**
 * Translation files asked for ahead of the i18next instance that will use them (an element starts
 * them beside its slide, before the editor's code and i18next have loaded). Pass it as
 * createFiguraI18n's `preloaded`; nothing is fetched twice.
 */
export interface PreloadedLocales {
  /** By `{lng}/{ns}`. */
  files: ReadonlyMap<string, Promise<ResourceLanguage>>;
}

/** Starts loading `namespaces` of `lng`, and of English (the fallback), as loadLocaleFile would. */
export function preloadLocaleFiles(
  lng: string,
  namespaces: readonly string[],
  options: LocaleFilesOptions,
): PreloadedLocales {
  const files = new Map<string, Promise<ResourceLanguage>>();
  for (const language of new Set([lng, DEFAULT_LOCALE]))
    for (const ns of namespaces) {
      const file = loadLocaleFile(language, ns, options);
      file.catch(() => undefined); // reported where it is used
      files.set(`${language}/${ns}`, file);
    }
  return { files };
}

/** A string of loaded strings by its dotted key (`element.loading`), or undefined. */
export function stringAt(strings: ResourceLanguage | undefined, key: string): string | undefined {
  let value: unknown = strings;
  for (const part of key.split('.')) value = isObject(value) ? value[part] : undefined;
  return typeof value === 'string' ? value : undefined;
}

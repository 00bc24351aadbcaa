// An element's strings before its code has loaded: which files (lang, locales-url, resources), a
// preload of them with the file loader alone (i18next comes with the element's lazily loaded
// code, which makes its instance from the same options), and the element's own plain messages.
import type { FiguraI18nOptions, FiguraResources } from '@figura/sdk-core/i18n';
import { DEFAULT_LOCALE, preloadLocaleFiles, stringAt } from '@figura/sdk-core/i18n/files';
import { defaultLocalesUrl } from './locales-url';

export interface ElementStringsSource {
  /** The element (its `lang`, `locales-url`, owner document). */
  element: HTMLElement;
  /** The namespaces the element's code uses; its own messages are in the last one. */
  namespaces: readonly string[];
  /** The host's own strings (the element's `resources` property). */
  resources: () => FiguraResources | undefined;
  /** Counts `resources` assignments: new strings are a new key. */
  resourcesVersion: () => number;
}

export interface ElementStrings {
  /** Names the current lang, locales-url and resources: a new key is a new set of strings. */
  key(): string;
  /** The options to make the i18next instance from, their files already on their way. */
  options(): FiguraI18nOptions;
  /** One of the element's own messages once its file is here (English when the language lacks it). */
  t(key: string): Promise<string>;
}

export function elementStrings(source: ElementStringsSource): ElementStrings {
  const { element, namespaces } = source;
  let current: { key: string; options: FiguraI18nOptions } | undefined;

  const where = () => {
    const lng = element.getAttribute('lang') || undefined;
    const attribute = element.getAttribute('locales-url');
    // A relative locales-url is the page's, as for any other URL attribute.
    const localesUrl = attribute
      ? new URL(attribute, element.ownerDocument.baseURI).href
      : defaultLocalesUrl();
    return {
      key: `${lng ?? ''} ${localesUrl ?? ''} ${source.resourcesVersion()}`,
      lng,
      localesUrl,
    };
  };

  const options = (): FiguraI18nOptions => {
    const { key, lng, localesUrl } = where();
    if (current?.key === key) return current.options;
    const fetcher = element.ownerDocument.defaultView?.fetch;
    const files = {
      localesUrl,
      resources: source.resources(),
      fetch: fetcher ? (...args: Parameters<typeof fetch>) => fetcher(...args) : undefined,
    };
    const preloaded = preloadLocaleFiles(lng ?? DEFAULT_LOCALE, namespaces, {
      ...files,
      onFallback: (url, error) =>
        globalThis.console?.warn(
          `Figura: ${url} could not be loaded; using bundled English`,
          error,
        ),
    });
    current = { key, options: { lng, ns: namespaces, ...files, preloaded } };
    return current.options;
  };

  return {
    key: () => where().key,
    options,
    async t(key) {
      const { lng = DEFAULT_LOCALE, preloaded } = options();
      const ns = namespaces.at(-1);
      for (const language of [lng, DEFAULT_LOCALE]) {
        const strings = await preloaded?.files.get(`${language}/${ns}`)?.catch(() => undefined);
        const text = stringAt(strings, key);
        if (text !== undefined) return text;
      }
      return key;
    },
  };
}

/**
 * A message in plain DOM, before the element's code (and React) has loaded; its words appear as
 * soon as the strings are here (busy until then).
 */
export function showPlainMessage(
  element: HTMLElement,
  words: Promise<string>,
  role: 'alert' | 'status',
): void {
  const paragraph = element.ownerDocument.createElement('p');
  paragraph.className = 'figura-message';
  paragraph.setAttribute('role', role);
  paragraph.setAttribute('aria-busy', 'true');
  void words.then((text) => {
    paragraph.removeAttribute('aria-busy');
    paragraph.textContent = text;
  });
  element.replaceChildren(paragraph);
}

/** Dispatches a bubbling, composed event from the element, in the element's own window. */
export function emitFrom<T>(
  element: HTMLElement,
  type: string,
  detail: T,
  init: { cancelable?: boolean } = {},
): boolean {
  const EventClass = element.ownerDocument.defaultView?.CustomEvent ?? CustomEvent;
  return element.dispatchEvent(
    new EventClass(type, { detail, bubbles: true, composed: true, ...init }),
  );
}

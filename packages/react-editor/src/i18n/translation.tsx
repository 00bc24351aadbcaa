import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { isTranslated, translator, type FiguraI18n, type Translate } from '@figura/sdk-core/i18n';

const I18nContext = createContext<FiguraI18n | null>(null);

/**
 * Gives the components inside the i18n instance of their editor or app (createFiguraI18n). An
 * editor always sets its own, so a host's own i18next set-up never leaks into it.
 */
export function I18nProvider({ i18n, children }: { i18n: FiguraI18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export interface Translation {
  /** Translates keys of the namespace (`ns:key` reaches another one). */
  t: Translate;
  /** The instance, to load more namespaces or pass on (to an `<Editor>`). */
  i18n: FiguraI18n;
  /** Whether the namespace has loaded; until then `t` gives keys. */
  ready: boolean;
}

/** `t` for a namespace of `i18n`, re-rendering when its strings load or the language changes. */
export function useTranslator(i18n: FiguraI18n, ns: string): Translation {
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.on('loaded', changed);
      i18n.on('languageChanged', changed);
      i18n.on('initialized', changed);
      return () => {
        i18n.off('loaded', changed);
        i18n.off('languageChanged', changed);
        i18n.off('initialized', changed);
      };
    },
    [i18n],
  );
  const state = useSyncExternalStore(
    subscribe,
    () => `${i18n.language}|${isTranslated(i18n, [ns])}`,
    () => `${i18n.language}|${isTranslated(i18n, [ns])}`,
  );
  return useMemo(
    // A new function when the strings change, so memoised children render again.
    () => ({ t: translator(i18n, ns), i18n, ready: state.endsWith('|true') }),
    [i18n, ns, state],
  );
}

/** `t` for a namespace of the nearest I18nProvider's instance. */
export function useTranslation(ns: string): Translation {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an <I18nProvider> above it');
  return useTranslator(i18n, ns);
}

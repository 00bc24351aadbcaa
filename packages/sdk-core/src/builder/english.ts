import i18next from 'i18next';
import common from '../../locales/en/common.json';
import { translator, type Translate } from '../i18n/create-i18n';

let english: Translate | undefined;

/**
 * Figura's English words of the `common` namespace, ready at once: building a document is
 * synchronous and hosts may call it without an i18n instance. Made once: the strings never change.
 */
export function englishCommonTranslator(): Translate {
  if (english) return english;
  const instance = i18next.createInstance();
  void instance.init({
    lng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  english = translator(instance, 'common');
  return english;
}

import i18next from 'i18next';
import editor from '../../locales/en/editor.json';
import { translator, type Translate } from '../i18n/create-i18n';
import { addFiguraFormats } from '../i18n/formats';

let english: Translate | undefined;

/**
 * Figura's English words of the `editor` namespace, ready at once (preflight is synchronous: the
 * command line and tests call it without an editor). Made once: the strings never change.
 */
export function englishPreflightTranslator(): Translate {
  if (english) return english;
  const instance = i18next.createInstance();
  void instance.init({
    lng: 'en',
    ns: ['editor'],
    defaultNS: 'editor',
    resources: { en: { editor } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  addFiguraFormats(instance);
  english = translator(instance, 'editor');
  return english;
}

import i18next from 'i18next';
import common from '../../locales/en/common.json';
import editor from '../../locales/en/editor.json';
import builder from '../../locales/en/builder.json';
import { translator, type FiguraI18n, type Translate } from './create-i18n';
import { DEFAULT_LOCALE } from './locale-files';
import { addFiguraFormats } from './formats';

/** An i18n instance with Figura's English already in it (tests and tools: nothing to wait for). */
export function createEnglishI18n(): FiguraI18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: DEFAULT_LOCALE,
    ns: ['common', 'editor', 'builder'],
    defaultNS: 'common',
    resources: { [DEFAULT_LOCALE]: { common, editor, builder } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  addFiguraFormats(instance);
  return instance;
}

/** Translates keys of one namespace of Figura's English (default `common`). */
export function englishTranslator(ns = 'common'): Translate {
  return translator(createEnglishI18n(), ns);
}

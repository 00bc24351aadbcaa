// @figura/sdk-core/i18n: one i18next set-up for every editor and app (spec §1: locale en;
// translation files by locale and namespace, `{lng}/{ns}.json`, from a public locales folder).
export {
  createFiguraI18n,
  isTranslated,
  translator,
  whenTranslated,
  type FiguraI18n,
  type FiguraI18nOptions,
  type Translate,
} from './create-i18n';
export {
  BUILDER_NAMESPACES,
  SDK_NAMESPACES,
  type BuilderNamespace,
  type SdkNamespace,
} from './namespaces';
export {
  DEFAULT_LOCALE,
  loadLocaleFile,
  preloadLocaleFiles,
  stringAt,
  type LocaleFilesOptions,
  type PreloadedLocales,
} from './locale-files';
export { formatDocumentDate } from './formats';
export { limitUsageText, planLabel, upsellText, watermarkText } from './plan-text';
/** Strings by language and namespace: `{ [lng]: { [ns]: { key: text } } }`. */
export type { Resource as FiguraResources } from 'i18next';
export { PSEUDO_EXPANSION, pseudoLocalise } from './pseudo';

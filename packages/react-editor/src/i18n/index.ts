// @figura/react-editor/i18n: the React side of the one i18n set-up (@figura/sdk-core/i18n).
export { I18nProvider, useTranslation, useTranslator, type Translation } from './translation';

// The words the builder's parts are shown with, in the host's language: template and colour
// pair names for the pickers' labels, and why a logo was refused.
import type { Translate } from '../i18n/create-i18n';
import type { BuilderColorId, BuilderTemplateId } from '../schema/document/constants';
import type { LogoProblem } from './store-types';

export const templateName = (id: BuilderTemplateId, t: Translate) =>
  t(`builder.templates.${id}.name`);

export const templateDescription = (id: BuilderTemplateId, t: Translate) =>
  t(`builder.templates.${id}.description`);

/** A colour pair's name, e.g. "Navy and amber" (a swatch's accessible label). */
export const colorName = (id: BuilderColorId, t: Translate) => t(`builder.colors.${id}`);

export function logoProblemMessage(problem: LogoProblem, t: Translate): string {
  switch (problem) {
    case 'builder.logo.tooLarge':
      return t('builder.logo.tooLarge');
    case 'builder.logo.unsafe':
      return t('builder.logo.unsafe');
    default:
      return t('builder.logo.unsupported');
  }
}

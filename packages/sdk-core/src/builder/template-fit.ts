// Which templates hold the author's words at a journal's sizes: the Template step names, for each
// template, how many of the texts typed so far would run past their boxes there.
import { BUILDER_TEMPLATE_IDS, type BuilderTemplateId } from '../schema/document/constants';
import { buildAbstract, type BuildAbstractOptions } from './document';
import { templateChoice } from './state';
import type { AbstractSize, BuilderContentState } from './types';

/** For each template, how many of the author's texts would not fit at `minFontSize`. */
export function overflowsPerTemplate(
  content: BuilderContentState,
  size: AbstractSize,
  options: Pick<BuildAbstractOptions, 'minFontSize' | 'measureText' | 't'>,
): Record<BuilderTemplateId, number> {
  const counts = {} as Record<BuilderTemplateId, number>;
  for (const id of BUILDER_TEMPLATE_IDS)
    counts[id] = buildAbstract({ ...content, ...templateChoice(content, id) }, size, {
      ...options,
      placeholders: false,
    }).overflows.length;
  return counts;
}

// "Use template": a creation made from one of the content library's templates. Calls and schema
// only (no editor): the portal's gallery, a host's own page and the API's tests all use it.
import type { FiguraApi } from './client';
import type { Creation } from '../schema/contract/creation';
import { loadSchema } from '../schema/loader';

export type CreationFromTemplateApi = Pick<
  FiguraApi,
  'getLibraryTemplate' | 'createCreation' | 'getFirstSlide' | 'saveSlideContent'
>;

/**
 * A template's title without what says which layout or journal it is for, the part in brackets
 * at its end: "Mitochondria and cell stress (16:9 slide: title, two figures, three points)" names
 * the new creation "Mitochondria and cell stress".
 */
function creationName(templateTitle: string): string {
  return templateTitle.replace(/\s*\([^()]*\)$/, '') || templateTitle;
}

/**
 * "Use template": a new creation of the template's type and size (named `input.name`, or after
 * the template) whose first slide holds the template's document, stored before it resolves.
 */
export async function createCreationFromTemplate(
  api: CreationFromTemplateApi,
  templateId: string,
  input: { name?: string } = {},
): Promise<Creation> {
  // The template first, validated: a missing or broken one must not leave an empty creation.
  const [template, schema] = await Promise.all([api.getLibraryTemplate(templateId), loadSchema()]);
  const document = schema.parseSlideDocument(template.document);
  const creation = await api.createCreation({
    type: template.type,
    name: (input.name ?? creationName(template.title)).slice(0, 200),
    width: document.width,
    height: document.height,
  });
  const { slide, content } = await api.getFirstSlide(creation.id);
  await api.saveSlideContent(creation.id, slide.id, {
    revision: content.revision,
    content: document,
  });
  return creation;
}

// A content-library item as an illustration element, and a new creation that starts with one (the
// gallery's "Use in a new graphical abstract"). The element carries the item's licence, author and
// source, so the credits line and every export name who made it.
import type { FiguraApi } from '../api/client';
import type { Creation, CreateCreationInput } from '../schema/creation';
import type { SlideDocument } from '../schema/document';
import type { FiguraElement } from '../schema/elements';
import { createElementId } from '../schema/ids';
import type { LibraryItem } from '../schema/library';
import { loadSchema, loadedSchema } from '../schema/loader';
import { placeNewElement } from './placement';

/** A placed item takes at most this share of the slide's shorter side. */
const SHARE_OF_SLIDE = 0.4;

/**
 * The item as an illustration element, centred (or nearby when something sits there) at its own
 * aspect ratio, named after the item and credited as it is. Needs the schemas loaded (loadSchema).
 */
export function createLibraryIllustration(
  item: LibraryItem,
  doc: SlideDocument,
  id = createElementId(),
): FiguraElement {
  const longest = Math.max(20, Math.round(Math.min(doc.width, doc.height) * SHARE_OF_SLIDE));
  const scale = longest / Math.max(item.width, item.height);
  const width = Math.max(1, item.width * scale);
  const height = Math.max(1, item.height * scale);
  const element = loadedSchema().elementSchema.parse({
    id,
    type: 'illustration',
    name: item.title,
    alt: item.title,
    assetId: item.id,
    svg: item.svg,
    left: doc.width / 2 - width / 2,
    top: doc.height / 2 - height / 2,
    width,
    height,
    licence: item.licence,
    author: item.author,
    source: item.source,
  });
  return placeNewElement(doc, element);
}

export type CreationWithItemApi = Pick<
  FiguraApi,
  'getLibraryItem' | 'createCreation' | 'getFirstSlide' | 'saveSlideContent'
>;

/**
 * A new creation (`input`: type and name) whose first slide holds the library item `itemId` as an
 * illustration element, stored before it resolves: the editor opens it with the item in place.
 */
export async function createCreationWithLibraryItem(
  api: CreationWithItemApi,
  itemId: string,
  input: CreateCreationInput,
): Promise<Creation> {
  // The item first: a missing item must not leave an empty creation behind.
  const [item] = await Promise.all([api.getLibraryItem(itemId), loadSchema()]);
  const creation = await api.createCreation(input);
  const { slide, content, document } = await api.getFirstSlide(creation.id);
  const element = createLibraryIllustration(item, document);
  await api.saveSlideContent(creation.id, slide.id, {
    revision: content.revision,
    content: { ...document, elements: [...document.elements, element] },
  });
  return creation;
}

// Placing a content library item on the slide: the Illustrations panel's click and drop, and the
// gallery's "Use in a new graphical abstract". The item is fetched (drawing, licence, author,
// source) and becomes one illustration element, added as one undo step and selected; the element
// carries the item's credit, so the credits line and every export name who made it.
import type { FiguraApi } from '../api/client';
import type { Creation, CreateCreationInput } from '../schema/contract/creation';
import type { SlideDocument } from '../schema/document/document';
import type { IllustrationElement } from '../schema/document/elements';
import { createElementId } from '../schema/document/ids';
import type { LibraryItem } from '../schema/contract/library';
import { loadSchema, loadedSchema } from '../schema/loader';
import { placeNewElement, type SlideView } from './placement';
import type { FiguraEditor } from './types';

/** A point on the slide, in slide pixels. */
import type { SlidePoint } from './draw-tools';

export type { SlidePoint };

/** How much of the slide's shorter side a placed item's longer side takes. */
const PLACED_SHARE = 0.3;

/** The item's own aspect, its longer side PLACED_SHARE of the slide's shorter side. */
function placedSize(item: Pick<LibraryItem, 'width' | 'height'>, doc: SlideDocument) {
  const longest = Math.max(40, Math.round(Math.min(doc.width, doc.height) * PLACED_SHARE));
  const aspect = item.width / item.height;
  return aspect >= 1
    ? { width: longest, height: Math.max(1, Math.round(longest / aspect)) }
    : { width: Math.max(1, Math.round(longest * aspect)), height: longest };
}

const clamp = (value: number, min: number, max: number) =>
  Math.min(Math.max(value, min), Math.max(min, max));

/**
 * The illustration element for a library item: its drawing and credit copied (`assetId` is the
 * item id, `name` its title), at the item's aspect; centred on `at` (a drop point, kept on the
 * slide), or centred on the slide and moved off anything already there.
 */
export function createLibraryIllustration(
  item: LibraryItem,
  doc: SlideDocument,
  at?: SlidePoint,
  id = createElementId(),
): IllustrationElement {
  const { width, height } = placedSize(item, doc);
  const centre = at ?? { x: doc.width / 2, y: doc.height / 2 };
  const element = loadedSchema().elementSchema.parse({
    id,
    type: 'illustration',
    name: item.title.slice(0, 200),
    alt: item.title.slice(0, 200),
    assetId: item.id,
    svg: item.svg,
    licence: item.licence,
    author: item.author,
    source: item.source,
    left: Math.round(clamp(centre.x - width / 2, 0, doc.width - width)),
    top: Math.round(clamp(centre.y - height / 2, 0, doc.height - height)),
    width,
    height,
  }) as IllustrationElement;
  return at ? element : placeNewElement(doc, element);
}

/**
 * Fetches library item `itemId` and adds it to the open slide (one undo step, selected): at the
 * drop point `at`, or in free space in `view` (the part of the slide in sight), or centred.
 * Resolves with the element added.
 */
export async function placeLibraryItem(
  editor: Pick<FiguraEditor, 'getDocument' | 'addElement'>,
  api: Pick<FiguraApi, 'getLibraryItem'>,
  itemId: string,
  at?: SlidePoint,
  view?: SlideView,
): Promise<IllustrationElement> {
  const item = await api.getLibraryItem(itemId);
  // The slide as it is once the item has arrived: the user may have edited meanwhile.
  const doc = editor.getDocument();
  const made = createLibraryIllustration(item, doc, at);
  const element = at || !view ? made : placeNewElement(doc, made, view);
  editor.addElement(element);
  return element;
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

import type { SlideDocument } from '../schema/document/document';
import type { FiguraElement } from '../schema/document/elements';

/** The elements with the given ids, in document (bottom-to-top) order. */
export function pickElements(doc: SlideDocument, ids: readonly string[]): FiguraElement[] {
  const wanted = new Set(ids);
  return doc.elements.filter((element) => wanted.has(element.id));
}

/** Elements the user may move: locked ones stay where they are. */
export function movable(elements: readonly FiguraElement[]): FiguraElement[] {
  return elements.filter((element) => !element.locked);
}

/** The document with some elements replaced by id; the same document when nothing changed. */
export function replaceElements(
  doc: SlideDocument,
  replacements: ReadonlyMap<string, FiguraElement>,
): SlideDocument {
  let changed = false;
  const elements = doc.elements.map((element) => {
    const next = replacements.get(element.id);
    if (!next || next === element) return element;
    changed = true;
    return next;
  });
  return changed ? { ...doc, elements } : doc;
}

/** Applies `change` to each picked element; unchanged elements keep their identity. */
export function mapElements(
  doc: SlideDocument,
  ids: readonly string[],
  change: (element: FiguraElement) => FiguraElement,
): SlideDocument {
  const replacements = new Map<string, FiguraElement>();
  for (const element of pickElements(doc, ids)) replacements.set(element.id, change(element));
  return replaceElements(doc, replacements);
}

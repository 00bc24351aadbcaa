import type { SlideDocument } from '../schema/document/document';
import type { FiguraElement } from '../schema/document/elements';

export type ZOrder = 'forward' | 'backward' | 'front' | 'back';

function withOrder(doc: SlideDocument, elements: FiguraElement[]): SlideDocument {
  return elements.every((element, index) => element === doc.elements[index])
    ? doc
    : { ...doc, elements };
}

/**
 * Restacks the selected elements (documents list elements bottom first). Forward and backward
 * step each selected element past its next unselected neighbour; front and back move the whole
 * selection, keeping its own order. Always a permutation of the elements.
 */
export function reorderElements(
  doc: SlideDocument,
  ids: readonly string[],
  order: ZOrder,
): SlideDocument {
  const selected = new Set(ids);
  const isSelected = (element: FiguraElement) => selected.has(element.id);
  if (!doc.elements.some(isSelected)) return doc;
  if (order === 'front' || order === 'back') {
    const picked = doc.elements.filter(isSelected);
    const rest = doc.elements.filter((element) => !isSelected(element));
    return withOrder(doc, order === 'front' ? [...rest, ...picked] : [...picked, ...rest]);
  }
  const elements = [...doc.elements];
  if (order === 'forward') {
    for (let index = elements.length - 2; index >= 0; index -= 1) {
      if (isSelected(elements[index]!) && !isSelected(elements[index + 1]!)) {
        [elements[index], elements[index + 1]] = [elements[index + 1]!, elements[index]!];
      }
    }
  } else {
    for (let index = 1; index < elements.length; index += 1) {
      if (isSelected(elements[index]!) && !isSelected(elements[index - 1]!)) {
        [elements[index], elements[index - 1]] = [elements[index - 1]!, elements[index]!];
      }
    }
  }
  return withOrder(doc, elements);
}

/** Moves one element to a stacking position (0 = bottom), as dragging in the layers panel does. */
export function moveElementTo(doc: SlideDocument, id: string, index: number): SlideDocument {
  const from = doc.elements.findIndex((element) => element.id === id);
  if (from < 0) return doc;
  const to = Math.max(0, Math.min(doc.elements.length - 1, Math.round(index)));
  if (to === from) return doc;
  const elements = [...doc.elements];
  const [moved] = elements.splice(from, 1);
  elements.splice(to, 0, moved!);
  return withOrder(doc, elements);
}

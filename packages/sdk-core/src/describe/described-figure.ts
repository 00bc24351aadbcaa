// Whether a slide's drafted description still describes its figure: a signature of what a
// description says of the figure, stored with a draft (descriptionDraftOf). Apart from the drafting
// itself, so the canvas (in the embed's first load) can leave an outdated draft out.
import type { SlideDocument } from '../schema/document/document';
import type { FiguraElement } from '../schema/document/elements';

type Described = Pick<SlideDocument, 'elements' | 'description' | 'descriptionDraftOf'>;

/** What a description says of each element: its kind, name, alt text and words, not where it is. */
function describedParts(elements: readonly FiguraElement[]): string[] {
  return elements.flatMap((element) => [
    [
      element.type,
      element.name ?? '',
      element.alt,
      element.type === 'textbox' ? element.text : '',
      element.hidden ? 'hidden' : '',
    ].join('\u001f'),
    ...(element.type === 'group' ? describedParts(element.elements) : []),
  ]);
}

/**
 * Signatures by element list: a document's elements are never changed in place, and the canvas
 * and the Alt text panel ask on every store update (a selection, a hover), not only on edits.
 */
const signatures = new WeakMap<readonly FiguraElement[], string>();

/** Whether the stored description is a draft whose figure has changed since. */
export function descriptionOutdated(document: Described): boolean {
  return (
    Boolean(document.description?.trim()) &&
    document.descriptionDraftOf !== undefined &&
    document.descriptionDraftOf !== describedFigure(document)
  );
}

/**
 * A short signature of what a drafted description says of the figure (FNV-1a over its elements'
 * kinds, names, alt texts and words, in any order): moving or restyling keeps it, a swapped
 * illustration or an edited text changes it.
 */
export function describedFigure(document: Pick<SlideDocument, 'elements'>): string {
  const known = signatures.get(document.elements);
  if (known !== undefined) return known;
  let hash = 0x811c9dc5;
  for (const char of describedParts(document.elements).sort().join('\u001e')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  const signature = hash.toString(16).padStart(8, '0');
  signatures.set(document.elements, signature);
  return signature;
}

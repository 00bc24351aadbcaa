// Alt text: an element's short alternative text and the slide's own (a short alt and a long
// description, drafted from the figure). Each change is one history entry; typing in a field
// merges into one through its gesture key.
import { draftDescription } from '../describe/draft-description';
import { describedFigure } from '../describe/described-figure';
import type { Translate } from '../i18n/create-i18n';
import type { SlideDocument } from '../schema/document/document';
import type { FiguraElement } from '../schema/document/elements';
import type { EditorStore } from '../stores/editor-store';

/** The elements with `id`'s alt text replaced, inside groups too; the same array if unchanged. */
function withAlt(
  elements: readonly FiguraElement[],
  id: string,
  alt: string,
): readonly FiguraElement[] {
  let changed = false;
  const next = elements.map((element): FiguraElement => {
    if (element.id === id) {
      if (element.alt === alt) return element;
      changed = true;
      return { ...element, alt };
    }
    if (element.type !== 'group') return element;
    const children = withAlt(element.elements, id, alt);
    if (children === element.elements) return element;
    changed = true;
    return { ...element, elements: children as FiguraElement[] };
  });
  return changed ? next : elements;
}

/** Sets element `id`'s alt text (one history entry per gesture, e.g. a typing session). */
export function setElementAlt(
  store: EditorStore,
  id: string,
  alt: string,
  t: Translate,
  gesture?: string,
): void {
  store.getState().commit(
    (doc) => {
      const elements = withAlt(doc.elements, id, alt);
      return elements === doc.elements ? doc : { ...doc, elements: elements as FiguraElement[] };
    },
    t('history.altText'),
    gesture ? { mergeKey: `alt:${id}:${gesture}` } : undefined,
  );
}

export type SlideAltText = Pick<SlideDocument, 'alt' | 'description'>;
type SlideText = 'alt' | 'description' | 'descriptionDraftOf';

/** The document with `key` set to `value`, or without it when `value` is empty. */
function withText(doc: SlideDocument, key: SlideText, value: string | undefined): SlideDocument {
  const { [key]: _old, ...rest } = doc;
  return value ? { ...rest, [key]: value } : (rest as SlideDocument);
}

/**
 * Sets the slide's alt text and/or long description; an empty one is removed. A description
 * set here is the author's (it no longer follows the figure), unless `drafted`.
 */
export function setSlideAltText(
  store: EditorStore,
  change: SlideAltText,
  t: Translate,
  gesture?: string,
  drafted = false,
): void {
  store.getState().commit(
    (doc) => {
      let next = doc;
      if ('alt' in change && (change.alt ?? '') !== (doc.alt ?? ''))
        next = withText(next, 'alt', change.alt);
      if ('description' in change) {
        const draftOf = drafted && change.description ? describedFigure(doc) : undefined;
        if (
          (change.description ?? '') !== (doc.description ?? '') ||
          draftOf !== doc.descriptionDraftOf
        )
          next = withText(
            withText(next, 'description', change.description),
            'descriptionDraftOf',
            draftOf,
          );
      }
      return next;
    },
    t('history.altText'),
    gesture ? { mergeKey: `slide-alt:${gesture}` } : undefined,
  );
}

/**
 * Replaces the slide's long description with one drafted from the figure (undo brings it back);
 * until someone edits it, the draft follows the figure (slideDescription).
 */
export function draftSlideDescription(store: EditorStore, t: Translate): string {
  const description = draftDescription(store.getState().document, t);
  setSlideAltText(store, { description }, t, undefined, true);
  return description;
}

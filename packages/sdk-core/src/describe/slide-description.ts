// A slide's long description as it is read (exports, the Alt text panel): the author's words
// stand; a draft Figura wrote follows the figure, drafted again once the figure it described has
// changed (the builder's draft named the illustrations it placed, and a package made after one
// was swapped still named the old one).
import type { Translate } from '../i18n/create-i18n';
import type { SlideDocument } from '../schema/document/document';
import { descriptionOutdated } from './described-figure';
import { draftDescription } from './draft-description';

/** Drafts by document (never changed in place): the Alt text panel reads on every store update. */
const drafts = new WeakMap<SlideDocument, { t: Translate; draft: string }>();

/**
 * The slide's long description: the stored one, unless it is a draft of a figure that has
 * changed since, which is drafted again (with `t`); undefined when it has none.
 */
export function slideDescription(document: SlideDocument, t: Translate): string | undefined {
  const stored = document.description?.trim();
  if (!stored) return undefined;
  if (!descriptionOutdated(document)) return stored;
  const known = drafts.get(document);
  if (known?.t === t) return known.draft;
  const draft = draftDescription(document, t);
  drafts.set(document, { t, draft });
  return draft;
}

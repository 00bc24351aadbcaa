import { descriptionOutdated } from '@figura/sdk-core/editor';
import type { Translate } from '@figura/sdk-core/i18n';
import type { SlideDocument } from '@figura/sdk-core/schema';

/**
 * The slide canvas's accessible name and description (it is an image to assistive technology):
 * the slide's alt text and long description when the user wrote them, else "Slide canvas". In
 * an embed this is what a screen reader says of the figure. A draft of a figure changed since is
 * left out (the Alt text panel drafts it again; drafting is not in the embed's first load).
 */
export function labelCanvas(
  canvas: HTMLCanvasElement,
  doc: Pick<SlideDocument, 'alt' | 'description' | 'descriptionDraftOf' | 'elements'>,
  t: Translate,
): void {
  const alt = doc.alt?.trim();
  canvas.setAttribute('aria-label', alt ? t('canvas.slideWithAlt', { alt }) : t('canvas.slide'));
  const description = descriptionOutdated(doc) ? undefined : doc.description?.trim();
  if (description) canvas.setAttribute('aria-description', description);
  else canvas.removeAttribute('aria-description');
}

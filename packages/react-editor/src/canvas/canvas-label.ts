import type { Translate } from '@figura/sdk-core/i18n';
import type { SlideDocument } from '@figura/sdk-core/schema';

/**
 * The slide canvas's accessible name and description (it is an image to assistive technology):
 * the slide's alt text and long description when the user wrote them, else "Slide canvas". In
 * an embed this is what a screen reader says of the figure.
 */
export function labelCanvas(
  canvas: HTMLCanvasElement,
  doc: Pick<SlideDocument, 'alt' | 'description'>,
  t: Translate,
): void {
  const alt = doc.alt?.trim();
  canvas.setAttribute('aria-label', alt ? t('canvas.slideWithAlt', { alt }) : t('canvas.slide'));
  const description = doc.description?.trim();
  if (description) canvas.setAttribute('aria-description', description);
  else canvas.removeAttribute('aria-description');
}

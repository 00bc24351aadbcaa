import { shownText, type DrawnText } from './texts';
import type { Finding, SlideContext } from './types';

/**
 * The widths journals show a graphical abstract at: 500 px on the article page, 120 px in an
 * issue's table of contents (IOP Publishing's graphical abstract guidance names both).
 */
export const LEGIBILITY_WIDTHS = { article: 500, thumbnail: 120 } as const;

/**
 * Wider than a printed page (US letter): a poster or a talk's slide, which no journal shows as a
 * small picture beside an article.
 */
const PAGE_WIDTH_IN = 8.5;

/** x-height as a share of the font size: about half for the sans-serif fonts figures use. */
const X_HEIGHT_RATIO = 0.5;
/** The smallest x-height a screen draws legibly, in px (about 8 px text). */
export const MIN_X_HEIGHT_PX = 4;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * Shown 500 px wide, the smallest text must keep an x-height of MIN_X_HEIGHT_PX; shown 120 px
 * wide, no body text can, so only the largest (the headline) is asked to (a notice, not a fault).
 * Not asked of what prints wider than a page.
 */
export function checkLegibility(slide: SlideContext, texts: readonly DrawnText[]): Finding[] {
  if (texts.length === 0 || slide.profile.printWidthIn > PAGE_WIDTH_IN) return [];
  const { document, slideIndex, t } = slide;
  let smallest = texts[0]!;
  let largest = texts[0]!;
  for (const text of texts) {
    if (text.sizePx < smallest.sizePx) smallest = text;
    if (text.sizePx > largest.sizePx) largest = text;
  }
  const xHeightAt = (text: DrawnText, width: number) =>
    (text.sizePx * X_HEIGHT_RATIO * width) / document.width;
  const findings: Finding[] = [];
  const article = xHeightAt(smallest, LEGIBILITY_WIDTHS.article);
  if (oneDecimal(article) < MIN_X_HEIGHT_PX)
    findings.push({
      check: 'legibility',
      severity: 'warning',
      slideIndex,
      elementId: smallest.item.rootId,
      variant: 'article',
      message: t('editor:preflight.messages.legibilityArticle', {
        width: LEGIBILITY_WIDTHS.article,
        text: shownText(smallest.text),
        xHeight: oneDecimal(article),
        min: MIN_X_HEIGHT_PX,
      }),
    });
  const thumbnail = xHeightAt(largest, LEGIBILITY_WIDTHS.thumbnail);
  if (oneDecimal(thumbnail) < MIN_X_HEIGHT_PX)
    findings.push({
      check: 'legibility',
      severity: 'info',
      slideIndex,
      elementId: largest.item.rootId,
      variant: 'thumbnail',
      message: t('editor:preflight.messages.legibilityThumbnail', {
        width: LEGIBILITY_WIDTHS.thumbnail,
        text: shownText(largest.text),
        xHeight: oneDecimal(thumbnail),
        min: MIN_X_HEIGHT_PX,
      }),
    });
  return findings;
}

import type { SlideDocument } from '../schema/document/document';
import type { PlanCode } from '../schema/rules/plans';
import { textElement } from '../builder/document-elements';
import common from '../../locales/en/common.json';

/** The mark's box: a strip along the bottom right, this share of the slide's width and height. */
const MARK_WIDTH_SHARE = 0.22;
const MARK_HEIGHT_SHARE = 0.035;
/**
 * The box's height at most this share of its width: one line of the mark's words fits it, so on
 * a tall slide (a poster) the mark stays one small line instead of two large ones.
 */
const MARK_ONE_LINE_SHARE = 0.08;
const MARK_MARGIN_SHARE = 0.015;
const MARK_GREY = '#6b7280';

/**
 * The slide with a small "Made with Figura — <plan>" mark at its bottom right, drawn on top as a
 * textbox, so every export format draws it with the same renderer as the rest of the slide.
 * The Starter's exports carry it (docs/plans-and-limits.md).
 */
export function withWatermark(document: SlideDocument, words: string): SlideDocument {
  const width = document.width * MARK_WIDTH_SHARE;
  const height = Math.max(
    12,
    Math.min(document.height * MARK_HEIGHT_SHARE, width * MARK_ONE_LINE_SHARE),
  );
  const margin = Math.min(document.width, document.height) * MARK_MARGIN_SHARE;
  const mark = textElement(
    'figura-watermark',
    {
      left: document.width - width - margin,
      top: document.height - height - margin,
      width,
      height,
    },
    words,
    { name: words, fill: MARK_GREY, maxSize: 48, align: 'left', vertical: 'middle' },
  );
  return { ...document, elements: [...document.elements, { ...mark, opacity: 0.85 }] };
}

/**
 * The mark's words in English ("Made with Figura — Starter"), for the server, which draws
 * exports without a user's language: the same strings as `watermarkText` (common.json).
 */
export function englishWatermarkText(plan: PlanCode): string {
  return common.plans.watermark.replace('{{label}}', englishPlanLabel(plan));
}

/** A plan's name in English ("Starter" for T), for the server's messages: never the code. */
export function englishPlanLabel(plan: PlanCode): string {
  return common.plans.labels[plan];
}

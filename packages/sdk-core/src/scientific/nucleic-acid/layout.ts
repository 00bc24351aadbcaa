// Where a strand's bases sit across the box: shared by the double and the single strand.
import { estimateWidth } from '../svg';
import type { DrawContext } from '../types';
import { colourIndexOf, placeholderBase } from './bases';

export const INK = '#1f2933';
export const MUTED = '#52606d';

/** The bases laid out left to right, `step` apart from `x0`. */
export interface StrandLayout {
  /** How many bases (or base pairs) are drawn. */
  count: number;
  /** The sequence's letters ('' when none is given: placeholder colours, no letters). */
  sequence: string;
  x0: number;
  x1: number;
  step: number;
  /** The letters' size, 0 when they do not fit (or are not shown). */
  letterSize: number;
}

/** The x of base `index`'s centre. */
export const baseX = (layout: StrandLayout, index: number) =>
  layout.x0 + (index + 0.5) * layout.step;

/** Base `index`'s letter on the top strand (a placeholder when no sequence is given). */
export const baseAt = (layout: StrandLayout, index: number) =>
  layout.sequence[index] ?? placeholderBase(index);

export const baseColour = (base: string, context: DrawContext) => {
  const index = colourIndexOf(base);
  return index < 0 ? MUTED : context.colour(index);
};

/** A capital letter's advance in em (estimateWidth's), with a little room either side. */
const LETTER_EM = 0.64 * 1.15;

/**
 * Lays `count` bases between the margins `left` and `right`; letters are drawn when asked and no
 * smaller than 0.6 of the text size (smaller ones are left out rather than crammed in).
 */
export function layOutStrand(
  count: number,
  sequence: string,
  showLetters: boolean,
  left: number,
  right: number,
  context: DrawContext,
): StrandLayout {
  const x0 = left;
  const x1 = Math.max(left + 1, context.width - right);
  const step = (x1 - x0) / count;
  const fitting = Math.min(context.textSize, step / LETTER_EM);
  const letterSize = showLetters && sequence && fitting >= context.textSize * 0.6 ? fitting : 0;
  return { count, sequence, x0, x1, step, letterSize };
}

/** Room for an end label ("5′", "3′") beside a strand. */
export function endLabelRoom(context: DrawContext) {
  const { t, textSize } = context;
  const widest = Math.max(
    estimateWidth(t('scientific.nucleic_acid.fivePrime'), textSize),
    estimateWidth(t('scientific.nucleic_acid.threePrime'), textSize),
  );
  return widest + textSize * 0.4;
}

export const clamp = (value: number, low: number, high: number) =>
  Math.min(high, Math.max(low, value));

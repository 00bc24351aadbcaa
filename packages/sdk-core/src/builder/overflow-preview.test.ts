import { describe, expect, it } from 'vitest';
import { profileById } from '../preflight/profiles';
import type { TextboxElement } from '../schema/document';
import { buildAbstract } from './document';
import { minFontSizeFor } from './journal';
import { previewWithOverflows, TOO_LONG_OUTLINE } from './overflow-preview';
import { initialContentState } from './state';
import { fitsAt } from './text-fit';
import { DRAWINGS } from './testing/arbitraries';
import { ABSTRACT_SIZES } from './types';

/** Six topics with descriptions as an author first writes them: too long for Cell's 12 pt. */
function longGrid() {
  const state = initialContentState(1, 1);
  state.content = {
    title: 'PD-1 blockade restores T-cell killing of tumour cells in melanoma',
    highlight: 'Blocking PD-1 lets exhausted CD8+ T cells recognise and kill the tumour again',
    logo: null,
  };
  state.topics = state.topics.map((_, i) => ({
    title: `Tumour microenvironment ${i + 1}`,
    description: 'Tumour cells express PD-L1, which binds PD-1 on the infiltrating T cells',
    illustration: DRAWINGS[i % 3]!,
  }));
  return state;
}

const textboxes = (elements: readonly { type: string }[]) =>
  elements.filter((element): element is TextboxElement => element.type === 'textbox');

const overlaps = (a: TextboxElement, b: TextboxElement) =>
  a.left < b.left + b.width &&
  b.left < a.left + a.width &&
  a.top < b.top + b.height &&
  b.top < a.top + a.height;

describe('the builder’s preview of texts too long for the journal', () => {
  const cell = profileById('cell');
  const minFontSize = minFontSizeFor(cell, ABSTRACT_SIZES.square);
  const built = buildAbstract(longGrid(), 'square', { minFontSize, placeholders: false });

  it('shows each the words that fit and an ellipsis, in its own box, outlined in red', () => {
    expect(built.overflows.length).toBeGreaterThan(3);
    const preview = previewWithOverflows(built.document, built.overflows);
    for (const overflow of built.overflows) {
      const shown = preview.elements.find((element) => element.id === overflow.elementId);
      if (shown?.type !== 'textbox') throw new Error(`No text ${overflow.elementId}`);
      expect(shown.text.endsWith('…')).toBe(true);
      expect(shown.fontSize).toBe(overflow.fontSize);
      expect([shown.top, shown.height]).toEqual([overflow.box.top, overflow.box.height]);
      expect(
        fitsAt(shown.text, overflow.box.width, overflow.box.height, shown.fontSize, {
          bold: shown.fontWeight === 'bold',
          lineHeight: shown.lineHeight,
        }),
        shown.text,
      ).toBe(true);
      const outline = preview.elements.find((element) => element.id === `${shown.id}-too-long`);
      expect(outline).toMatchObject({ type: 'rect', stroke: TOO_LONG_OUTLINE, fill: null });
    }
  });

  it('runs no text over another, where the document’s run past their boxes', () => {
    const overlapping = (elements: readonly { type: string }[]) => {
      const texts = textboxes(elements);
      return texts.flatMap((a, i) =>
        texts
          .slice(i + 1)
          .filter((b) => overlaps(a, b))
          .map((b) => `${a.id} over ${b.id}`),
      );
    };
    expect(overlapping(built.document.elements).length).toBeGreaterThan(0);
    expect(overlapping(previewWithOverflows(built.document, built.overflows).elements)).toEqual([]);
  });

  it('leaves the document its words, and a document that fits as it is', () => {
    const preview = previewWithOverflows(built.document, built.overflows);
    expect(preview).not.toBe(built.document);
    expect(textboxes(built.document.elements).some((text) => text.text.endsWith('…'))).toBe(false);
    const fitting = buildAbstract(initialContentState(1, 1), 'square', { placeholders: false });
    expect(previewWithOverflows(fitting.document, fitting.overflows)).toBe(fitting.document);
  });
});

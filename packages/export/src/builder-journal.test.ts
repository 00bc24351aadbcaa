// A graphical abstract built for Cell (text at 12 pt on the 4-inch square: 50 px) with the
// bundled Inter measured as the browser measures it, checked by preflight.
import { describe, expect, it } from 'vitest';
import {
  BUILDER_TEMPLATE_IDS,
  buildAbstractDocument,
  initialContentState,
  minFontSizeFor,
  type BuilderTemplateId,
} from '@figura/sdk-core/builder';
import { preflight, profileById } from '@figura/sdk-core/preflight';
import type { SlideDocument } from '@figura/sdk-core/schema';
import { DRAWING, measuredInter } from './testing/builder.ts';

function cellState(id: BuilderTemplateId) {
  const state = initialContentState(id, 7);
  state.content = {
    title: 'Dietary fibre calms the gut',
    highlight: 'Fibre protects mice from colitis',
    logo: null,
  };
  const words = [
    ['Fibre', 'Eaten daily'],
    ['Bacteria', 'Make butyrate'],
    ['T cells', 'Expand'],
    ['Colon', 'Less swelling'],
    ['Mice', 'Stay lean'],
    ['Patients', 'Feel better'],
  ];
  state.topics = state.topics.map((_, i) => ({
    title: words[i]![0]!,
    description: words[i]![1]!,
    illustration: DRAWING,
  }));
  return state;
}

const fontSizes = (doc: SlideDocument) =>
  new Map(doc.elements.flatMap((e) => (e.type === 'textbox' ? [[e.id, e.fontSize] as const] : [])));

describe('a graphical abstract for Cell', () => {
  it('passes Cell’s preflight on every template, measured with the bundled font', () => {
    const measureText = measuredInter();
    const cell = profileById('cell');
    const minFontSize = minFontSizeFor(cell, { width: 1200, height: 1200 });
    for (const id of BUILDER_TEMPLATE_IDS) {
      const options = { minFontSize, placeholders: false };
      const measured = buildAbstractDocument(cellState(id), 'square', { ...options, measureText });
      const errors = preflight([measured], cell).problems.filter((p) => p.severity === 'error');
      expect(errors, `template ${id}`).toEqual([]);
      // Measuring sets no text smaller than the conservative estimate does.
      const estimated = fontSizes(buildAbstractDocument(cellState(id), 'square', options));
      for (const [element, size] of fontSizes(measured)) {
        expect(size, element).toBeGreaterThanOrEqual(estimated.get(element)!);
      }
    }
  });
});

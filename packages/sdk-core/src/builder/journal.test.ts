import { describe, expect, it } from 'vitest';
import { preflight } from '../preflight/preflight';
import { profileById } from '../preflight/profiles';
import { BUILDER_TEMPLATE_IDS } from '../schema/document/constants';
import { buildAbstract, buildAbstractDocument } from './document';
import { withOverflowProblems } from './overflow-problems';
import { overflowsPerTemplate } from './template-fit';
import { builderStateFromDocument } from './from-document';
import { builderFieldOf, minFontSizeFor } from './journal';
import { initialContentState } from './state';
import { DRAWINGS } from './testing/arbitraries';
import { ABSTRACT_SIZES } from './types';

/** Short words, as an author writes for a journal that asks for large text. */
function shortState(templateId: (typeof BUILDER_TEMPLATE_IDS)[number]) {
  const state = initialContentState(templateId, 7);
  state.content = { title: 'Fibre calms the gut', highlight: 'Fibre protects mice', logo: null };
  const words = [
    ['Diet', 'More fibre'],
    ['Gut', 'Less fat'],
    ['Cells', 'Calm'],
    ['Mice', 'Lean'],
    ['Liver', 'Less fat'],
    ['Brain', 'Sharp'],
  ];
  state.topics = state.topics.map((_, i) => ({
    title: words[i]![0]!,
    description: words[i]![1]!,
    illustration: DRAWINGS[i % 3]!,
  }));
  return state;
}

describe('building for a journal’s profile', () => {
  it('reads the smallest font size off the profile, as preflight measures it', () => {
    expect(minFontSizeFor(profileById('cell'), ABSTRACT_SIZES.square)).toBe(50);
    expect(minFontSizeFor(profileById('visual-abstract'), ABSTRACT_SIZES.wide)).toBe(12);
    // A larger slide printed at the same size needs proportionally larger text.
    expect(minFontSizeFor(profileById('cell'), { width: 2400, height: 2400 })).toBe(100);
  });

  it('sets every text at Cell’s minimum or larger when the words fit, and passes Cell’s font check', () => {
    const cell = profileById('cell');
    const minFontSize = minFontSizeFor(cell, ABSTRACT_SIZES.square);
    for (const id of BUILDER_TEMPLATE_IDS) {
      const doc = buildAbstractDocument(shortState(id), 'square', {
        minFontSize,
        placeholders: false,
      });
      for (const element of doc.elements) {
        if (element.type === 'textbox')
          expect(element.fontSize, `${id} ${element.id}`).toBeGreaterThanOrEqual(minFontSize);
      }
      const problems = preflight([doc], cell).problems.filter(
        (problem) => problem.check === 'font-size',
      );
      expect(problems, `template ${id}`).toEqual([]);
    }
  });

  it('keeps a text too long for its box at the minimum, and says how many of its words fit', () => {
    const state = shortState(1);
    state.topics[3] = {
      ...state.topics[3]!,
      description: 'Less inflammation in the gut lining and the colon of treated mice',
    };
    const cell = profileById('cell');
    const { document, overflows } = buildAbstract(state, 'square', {
      minFontSize: 50,
      placeholders: false,
    });
    // Never smaller than Cell's 12 pt: the journal's own check finds nothing.
    const result = preflight([document], cell);
    expect(result.problems.filter((problem) => problem.check === 'font-size')).toEqual([]);
    expect(
      document.elements.find((element) => element.id === overflows[0]?.elementId),
    ).toMatchObject({ fontSize: 50 });
    // The builder's check names the field and the words that fit.
    expect(overflows).toEqual([
      expect.objectContaining({
        elementId: 'abstract-topic-4-description',
        words: 12,
        wordsThatFit: 1,
        fontSize: 50,
      }),
    ]);
    const checked = withOverflowProblems(result, document, overflows, cell);
    expect(checked.passed).toBe(false);
    const errors = checked.problems.filter((problem) => problem.severity === 'error');
    expect(errors.map((problem) => builderFieldOf(problem.elementId!))).toEqual([
      { part: 'topic-4', field: 'topicDescription', index: 3 },
    ]);
    expect(errors[0]!.message).toBe(
      '“Less inflammation in the gut lining and…” is too long for its box at 12 pt (Cell asks for at least 12 pt): 1 of its 12 words fits.',
    );
  });

  it('says which templates hold the author’s words at Cell’s sizes', () => {
    const state = shortState(1);
    state.topics[0] = { ...state.topics[0]!, description: 'Breastfed infants followed from birth' };
    const counts = overflowsPerTemplate(state, ABSTRACT_SIZES.square, { minFontSize: 50 });
    // Six narrow cards cannot hold the description at 12 pt; three steps can.
    expect(counts[1]).toBe(1);
    expect(counts[4]).toBe(0);
    // Nothing typed: every template holds it.
    const empty = initialContentState(1, 7);
    expect(
      Object.values(overflowsPerTemplate(empty, ABSTRACT_SIZES.square, { minFontSize: 50 })),
    ).toEqual([0, 0, 0, 0, 0]);
  });

  it('leaves out what the author left empty when asked for a file, and still reads back', () => {
    const state = initialContentState(4, 1);
    state.content.title = 'Only a title';
    const doc = buildAbstractDocument(state, 'square', { placeholders: false });
    const ids = doc.elements.map((element) => element.id);
    expect(ids).toContain('abstract-title');
    expect(ids).not.toContain('abstract-highlight');
    expect(
      ids.some(
        (id) => id.endsWith('-placeholder') || (id.endsWith('-title') && id.includes('topic')),
      ),
    ).toBe(false);
    // Cards and step numbers stay: they are the template.
    expect(ids).toContain('abstract-topic-3-card');
    expect(ids).toContain('abstract-topic-3-number');
    expect(builderStateFromDocument(doc)).toEqual(state);
  });

  it('maps builder elements to the fields an author edits', () => {
    expect(builderFieldOf('abstract-title')).toEqual({ part: 'title', field: 'title' });
    expect(builderFieldOf('abstract-logo')).toEqual({ part: 'title', field: 'logo' });
    expect(builderFieldOf('abstract-highlight')).toEqual({ part: 'highlight', field: 'highlight' });
    expect(builderFieldOf('abstract-topic-2-illustration')).toEqual({
      part: 'topic-2',
      field: 'illustration',
      index: 1,
    });
    expect(builderFieldOf('abstract-topic-6-card')).toEqual({
      part: 'topic-6',
      field: null,
      index: 5,
    });
    expect(builderFieldOf('abstract-connector-3')).toEqual({ part: 'template', field: null });
    expect(builderFieldOf('e7')).toBeNull();
  });
});

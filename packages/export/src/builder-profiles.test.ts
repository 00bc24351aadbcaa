// Every builder template in every colour pair, built for every journal profile with the bundled
// Inter measured as the browser measures it: with the default texts and with twenty abstracts
// written from real papers (sdk-core's REALISTIC_ABSTRACTS). No text is ever set below the
// journal's smallest size; where the words do not fit, the builder says how many do, and an
// author who keeps that many gets an abstract that passes.
import { describe, expect, it } from 'vitest';
import {
  BUILDER_COLOR_PAIRS,
  BUILDER_TEMPLATE_IDS,
  buildAbstract,
  initialContentState,
  minFontSizeFor,
  withOverflowProblems,
  type BuilderColorId,
  type BuilderContentState,
  type BuilderTemplateId,
  type TextMeasure,
  type TextOverflow,
} from '@figura/sdk-core/builder';
import {
  bundledFaceFor,
  PREFLIGHT_PROFILES,
  preflight,
  type PreflightProfile,
} from '@figura/sdk-core/preflight';
import { REALISTIC_ABSTRACTS, withRealisticWords } from '@figura/sdk-core/testing';
import type { SlideDocument } from '@figura/sdk-core/schema';
import { DRAWING, measuredFace, measuredInter } from './testing/builder.ts';

function stateFor(id: BuilderTemplateId, colour: BuilderColorId) {
  const state = initialContentState(id, colour);
  return { ...state, topics: state.topics.map((topic) => ({ ...topic, illustration: DRAWING })) };
}

/** The builder's check: the journal's preflight of the file, and the texts that overflow. */
function builderCheck(
  state: BuilderContentState,
  profile: PreflightProfile,
  measureText: TextMeasure,
  placeholders = false,
) {
  const size = profile.canvas;
  const file = profile.files[0]!;
  // In the journal's face where it names one (Arimo for Cell's Arial), measured in it, as the
  // builder's session sets and measures it.
  const face = bundledFaceFor(profile);
  const built = buildAbstract(state, size, {
    minFontSize: minFontSizeFor(profile, size),
    measureText: face ? measuredFace(face) : measureText,
    placeholders,
    fontFamily: face,
  });
  const journal = preflight([built.document], profile, {
    width: file.width,
    unit: 'px',
    dpi: file.dpi,
    format: file.format,
  });
  return {
    ...built,
    journal,
    checked: withOverflowProblems(journal, built.document, built.overflows, profile),
  };
}

/** The sizes the builder set each role's text in: the title, topic titles, descriptions. */
function roleSizes(document: SlideDocument) {
  const sizeOf = (pattern: RegExp) =>
    document.elements
      .filter((element) => element.type === 'textbox' && pattern.test(element.id))
      .map((element) => (element.type === 'textbox' ? element.fontSize : 0));
  return {
    title: sizeOf(/^abstract-title$/),
    topicTitles: sizeOf(/^abstract-topic-\d+-title$/),
    descriptions: sizeOf(/^abstract-topic-\d+-description$/),
  };
}

/** What an author does with "N of its words fit": keeps those N. */
function keepWordsThatFit(state: BuilderContentState, overflows: readonly TextOverflow[]) {
  const cut = (text: string, elementId: string) => {
    const overflow = overflows.find((found) => found.elementId === elementId);
    return overflow ? text.trim().split(/\s+/u).slice(0, overflow.wordsThatFit).join(' ') : text;
  };
  return {
    ...state,
    content: {
      ...state.content,
      title: cut(state.content.title, 'abstract-title'),
      highlight: cut(state.content.highlight, 'abstract-highlight'),
    },
    topics: state.topics.map((topic, i) => ({
      ...topic,
      title: cut(topic.title, `abstract-topic-${i + 1}-title`),
      description: cut(topic.description, `abstract-topic-${i + 1}-description`),
    })),
  };
}

describe('the builder’s templates for every journal profile', () => {
  it('never sets text below the journal’s smallest size, nor in a colour that cannot be read', () => {
    const measureText = measuredInter();
    for (const profile of PREFLIGHT_PROFILES)
      for (const id of BUILDER_TEMPLATE_IDS)
        // Every colour pair with the default texts, and each abstract in one of them (pairs
        // change colours only: each pair meets some 3 abstracts on every template and profile).
        for (const [abstract, pair] of [
          ...BUILDER_COLOR_PAIRS.map((pair) => [null, pair] as const),
          ...REALISTIC_ABSTRACTS.map(
            (abstract, i) =>
              [abstract, BUILDER_COLOR_PAIRS[i % BUILDER_COLOR_PAIRS.length]!] as const,
          ),
        ]) {
          const state = abstract
            ? withRealisticWords(stateFor(id, pair.id), abstract)
            : stateFor(id, pair.id);
          const { journal, overflows, document } = builderCheck(
            state,
            profile,
            measureText,
            !abstract,
          );
          const where = `${profile.id}, template ${id}, colours ${pair.id}, ${abstract?.paper ?? 'default texts'}`;
          // Type by role: one size for every topic title, one for every description, and the
          // title above the topic titles above the descriptions.
          const sizes = roleSizes(document);
          expect(new Set(sizes.topicTitles).size, where).toBe(1);
          expect(new Set(sizes.descriptions).size, where).toBe(1);
          expect(sizes.title[0]!, where).toBeGreaterThan(sizes.topicTitles[0]!);
          expect(sizes.topicTitles[0]!, where).toBeGreaterThan(sizes.descriptions[0]!);
          // The default texts are the builder's sample words, which preflight rightly names
          // (sample-text) wherever they stay; this measures their layout.
          const errors = journal.problems.filter(
            (problem) => problem.severity === 'error' && problem.check !== 'sample-text',
          );
          expect(errors, where).toEqual([]);
          if (abstract)
            expect(journal.problems.filter((problem) => problem.check === 'sample-text')).toEqual(
              [],
            );
          expect(
            journal.problems.filter((problem) => problem.check === 'font-family'),
            where,
          ).toEqual([]);
          // A text that runs past its card may run onto the title band: the builder asks the
          // author to shorten it (below); every other text reads on what is behind it.
          const running = new Set(overflows.map((overflow) => overflow.elementId));
          const unreadable = journal.problems.filter(
            (problem) => problem.check === 'contrast' && !running.has(problem.elementId!),
          );
          expect(unreadable, where).toEqual([]);
        }
  });

  it('opens every template with nothing cut short: the words shown in empty fields fit', () => {
    const measureText = measuredInter();
    const cut: string[] = [];
    for (const profile of PREFLIGHT_PROFILES)
      for (const id of BUILDER_TEMPLATE_IDS) {
        const { overflows } = builderCheck(
          stateFor(id, BUILDER_COLOR_PAIRS[0]!.id),
          profile,
          measureText,
          true,
        );
        cut.push(...overflows.map((overflow) => `${profile.id}, ${id}: ${overflow.elementId}`));
      }
    expect(cut).toEqual([]);
  });

  // Boxes of a few centimetres at 6-12 pt (Cell's 4 in at 12 pt, RSC's 8 x 4 cm, Angewandte's
  // 5 x 5 cm, ACS's 3.25 x 1.75 in, IOP's 500 x 250 px) hold a few words a topic; the others hold
  // what authors write, Elsevier's 5 x 13 cm too except around the oval of template 5.
  const SMALL_BOXES = new Set(['cell', 'rsc', 'angewandte-toc', 'acs-toc', 'iop']);

  it('fits the twenty abstracts as written where the journal’s box leaves room', () => {
    const measureText = measuredInter();
    for (const profile of PREFLIGHT_PROFILES.filter(({ id }) => !SMALL_BOXES.has(id)))
      for (const id of BUILDER_TEMPLATE_IDS) {
        if (profile.id === 'elsevier' && id === 5) continue;
        for (const abstract of REALISTIC_ABSTRACTS) {
          const state = withRealisticWords(stateFor(id, 1), abstract);
          const { checked, overflows } = builderCheck(state, profile, measureText);
          const where = `${profile.id}, template ${id}, ${abstract.paper}`;
          expect(overflows, where).toEqual([]);
          expect(checked.passed, where).toBe(true);
        }
      }
  });

  it('says how many words fit, and keeping that many passes, on every template and journal', () => {
    const measureText = measuredInter();
    let shortened = 0;
    for (const profile of PREFLIGHT_PROFILES)
      for (const id of BUILDER_TEMPLATE_IDS)
        for (const abstract of REALISTIC_ABSTRACTS) {
          let state = withRealisticWords(stateFor(id, 1), abstract);
          let check = builderCheck(state, profile, measureText);
          if (check.overflows.length > 0) shortened++;
          // Shorter words may change the layout (less room for one, more for another): the
          // author reads the new counts, at most twice more.
          for (let round = 0; round < 3 && check.overflows.length > 0; round++) {
            state = keepWordsThatFit(state, check.overflows);
            check = builderCheck(state, profile, measureText);
          }
          const where = `${profile.id}, template ${id}, ${abstract.paper}`;
          expect(check.overflows, where).toEqual([]);
          expect(check.checked.passed, where).toBe(true);
        }
    // The small boxes did ask for shorter words (the check above is not vacuous).
    expect(shortened).toBeGreaterThan(200);
  });

  it('gives topic titles the descriptions’ room at Cell’s size where the author writes none', () => {
    // A newcomer's six steps, titles only: each was cut to its first word while cards kept room
    // for descriptions nobody wrote.
    const cell = PREFLIGHT_PROFILES.find((profile) => profile.id === 'cell')!;
    const titles = [
      'Tumour biopsy',
      'Exhausted T cells',
      'PD-1 antibody',
      'Restored killing',
      'Mouse model',
      'Survival',
    ];
    const base = stateFor(1, 1);
    const state = {
      ...base,
      content: {
        ...base.content,
        title: 'PD-1 blockade restores cytotoxic T-cell killing of melanoma cells',
        highlight:
          'Anti-PD-1 doubles tumour-cell killing by exhausted CD8+ T cells in vitro and in mice',
      },
      topics: base.topics.map((topic, i) => ({ ...topic, title: titles[i]! })),
    };
    for (const placeholders of [false, true]) {
      const check = builderCheck(state, cell, measuredInter(), placeholders);
      expect(check.overflows, `placeholders ${placeholders}`).toEqual([]);
      if (!placeholders) expect(check.checked.passed).toBe(true);
    }
  });

  it('lays an abstract out the same in every colour pair (so each abstract is checked in one)', () => {
    const measureText = measuredInter();
    const cell = PREFLIGHT_PROFILES.find((profile) => profile.id === 'cell')!;
    const layout = (state: BuilderContentState) =>
      builderCheck(state, cell, measureText).document.elements.map((element) => {
        const box =
          'left' in element ? [element.left, element.top, element.width, element.height] : [];
        const text = element.type === 'textbox' ? [element.text, element.fontSize] : [];
        return [element.id, ...box, ...text];
      });
    for (const id of BUILDER_TEMPLATE_IDS)
      for (const abstract of REALISTIC_ABSTRACTS.slice(0, 3)) {
        const [first, ...others] = BUILDER_COLOR_PAIRS.map((pair) =>
          layout(withRealisticWords(stateFor(id, pair.id), abstract)),
        );
        for (const other of others)
          expect(other, `template ${id}, ${abstract.paper}`).toEqual(first);
      }
  });
});

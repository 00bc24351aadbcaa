import { describe, expect, it } from 'vitest';
import { createEmptyDocument, elementSchema, type FiguraElement } from '../schema';
import { englishTranslator } from '../i18n/testing';
import { draftDescription, readingOrder } from './draft-description';
import { humanTitle } from './human-title';

const t = englishTranslator();
const el = (value: Record<string, unknown>) => elementSchema.parse(value) as FiguraElement;
const text = (id: string, value: string, left: number, top: number, fontSize = 24) =>
  el({ id, type: 'textbox', text: value, left, top, width: 200, height: fontSize * 1.3, fontSize });
const illustration = (id: string, name: string, left: number, top: number) =>
  el({
    id,
    type: 'illustration',
    assetId: `bioicons/${id}`,
    name,
    left,
    top,
    width: 100,
    height: 100,
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
    licence: { spdx: 'CC-BY-4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
    author: { name: 'Ana Ruiz' },
    source: { name: 'Bioicons', url: 'https://bioicons.com' },
  });

describe('reading order', () => {
  it('reads rows top to bottom and each row left to right, whatever the layer order', () => {
    const elements = [
      text('bottom', 'c', 10, 300),
      text('right', 'b', 400, 105),
      text('left', 'a', 10, 100),
      text('top', 't', 300, 0),
    ];
    expect(readingOrder(elements).map((element) => element.id)).toEqual([
      'top',
      'left',
      'right',
      'bottom',
    ]);
  });

  it('leaves hidden elements out', () => {
    const hidden = el({ ...text('h', 'x', 0, 0), hidden: true });
    expect(readingOrder([hidden, text('v', 'y', 0, 50)]).map((e) => e.id)).toEqual(['v']);
  });
});

describe('a drafted description', () => {
  it('names the title, then the words and illustrations in reading order, then the credits', () => {
    const document = {
      ...createEmptyDocument(1200, 600),
      elements: [
        illustration('neuron', 'Neuron', 100, 200),
        text('label', 'Synapses strengthen', 100, 320),
        el({ id: 'step', type: 'arrow', x1: 220, y1: 250, x2: 400, y2: 250 }),
        illustration('brain', 'Brain', 450, 200),
        text('title', 'Neural circuits of memory', 100, 20, 48),
      ],
    };
    expect(draftDescription(document, t).split('\n')).toEqual([
      'A figure of 1200 × 600 px titled “Neural circuits of memory”.',
      'It shows, in reading order:',
      '1. An illustration: neuron.',
      '2. An arrow pointing right.',
      '3. An illustration: brain.',
      '4. The text “Synapses strengthen”.',
      'Illustrations: neuron, brain by Ana Ruiz, CC-BY 4.0, https://creativecommons.org/licenses/by/4.0/.',
    ]);
  });

  it('prefers an element’s own alt text, and names what a connector joins', () => {
    const document = {
      ...createEmptyDocument(800, 400),
      elements: [
        el({ ...text('a', 'Cause', 10, 10), alt: 'Drug given' }),
        text('b', 'Effect', 500, 10),
        el({
          id: 'link',
          type: 'arrow',
          x1: 210,
          y1: 20,
          x2: 500,
          y2: 20,
          startAttachment: { elementId: 'a' },
          endAttachment: { elementId: 'b' },
        }),
      ],
    };
    const lines = draftDescription(document, t).split('\n');
    expect(lines).toContain('1. Drug given');
    expect(lines).toContain('2. An arrow from Drug given to “Effect”.');
    expect(lines).toContain('3. The text “Effect”.');
  });

  it('describes a chart by its series and categories, and says little of an empty slide', () => {
    const chart = el({
      id: 'c',
      type: 'chart',
      chartKind: 'bar',
      left: 0,
      top: 0,
      width: 300,
      height: 200,
      data: {
        series: ['Control', 'Treated'],
        rows: [
          { label: 'Day 1', values: [1, 2] },
          { label: 'Day 2', values: [2, 3] },
        ],
      },
      svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
    });
    expect(draftDescription({ ...createEmptyDocument(400, 300), elements: [chart] }, t)).toContain(
      'A bar chart of Control, Treated: Day 1: Control 1, Treated 2; Day 2: Control 2, Treated 3.',
    );
    expect(draftDescription(createEmptyDocument(400, 300), t)).toBe('A figure of 400 × 300 px.');
  });

  it("reads a graphical abstract as a reader needs it: human names, what an arrow joins, the chart's values", () => {
    const chart = el({
      id: 'volume',
      type: 'chart',
      chartKind: 'bar',
      left: 700,
      top: 700,
      width: 400,
      height: 300,
      replicates: 3,
      errorBars: 'sd',
      yTitle: 'tumour volume (mm³)',
      data: {
        series: ['Rep 1', 'Rep 2', 'Rep 3'],
        rows: [
          { label: 'control', values: [800, 820, 840] },
          { label: 'anti-PD-1', values: [300, 310, 320] },
        ],
      },
      svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
    });
    const document = {
      ...createEmptyDocument(1200, 1200),
      elements: [
        illustration('mouse', 'Mouse chunky', 100, 200),
        illustration('t-cell', 'T lymphocyte', 100, 500),
        illustration('tumour', 'Cancer cell 2', 700, 500),
        el({
          id: 'kills',
          type: 'arrow',
          x1: 200,
          y1: 550,
          x2: 700,
          y2: 550,
          startAttachment: { elementId: 't-cell' },
          endAttachment: { elementId: 'tumour' },
        }),
        chart,
      ],
    };
    const description = draftDescription(document, t);
    expect(description).toContain('An illustration: mouse.');
    expect(description).toContain('An arrow from the T lymphocyte to the cancer cell.');
    expect(description).toContain(
      'A bar chart of tumour volume (mm³): control 820, anti-PD-1 310, with SD.',
    );
    // With its category axis titled too, both axes are named.
    const titled = {
      ...document,
      elements: document.elements.map((element) =>
        element.id === 'volume' ? { ...element, xTitle: 'treatment' } : element,
      ),
    };
    expect(draftDescription(titled, t)).toContain(
      'A bar chart of tumour volume (mm³) by treatment: control 820, anti-PD-1 310, with SD.',
    );
    // Items by their human titles throughout, the credits too: no variant words, replicate
    // headers or library ids.
    expect(description).not.toMatch(/\bRep\b|chunky|Cancer cell 2|bioicons|\w+\/\w+-\w+/);
  });
});

describe('humanTitle', () => {
  it("drops a library item's trailing variant words and numbers, and keeps what names it", () => {
    expect(humanTitle('Mouse chunky')).toBe('mouse');
    expect(humanTitle('Erythrocyte 1')).toBe('erythrocyte');
    expect(humanTitle('Membrane 3d red')).toBe('membrane');
    expect(humanTitle('Red blood cell')).toBe('red blood cell');
    expect(humanTitle('T lymphocyte 2')).toBe('T lymphocyte');
    expect(humanTitle('DNA double helix')).toBe('DNA double helix');
    expect(humanTitle('3d')).toBe('3d');
  });
});

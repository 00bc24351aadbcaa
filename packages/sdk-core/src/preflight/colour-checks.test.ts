import { describe, expect, it } from 'vitest';
import { contrastRatio, deltaE, readColour, simulate } from './colour';
import { inkedText } from './colour-checks';
import { preflight } from './preflight';
import { profileById } from './profiles';
import { barChart, rect, slide, text } from './testing/fixtures';

const cell = profileById('cell');
const problemsOf = (doc: ReturnType<typeof slide>, check: string) =>
  preflight([doc], cell).problems.filter((problem) => problem.check === check);
const TITLE = 80; // 19.2 pt on Cell: large enough for every size check

describe('text contrast', () => {
  it('flags grey text on a grey shape behind it, with the ratio', () => {
    const panel = rect(50, 50, 1000, 300, { fill: '#888888' });
    const label = text('Control', TITLE, { fill: '#777777' });
    const [problem, ...more] = problemsOf(slide(1200, 1200, [panel, label]), 'contrast');
    expect(more).toEqual([]);
    expect(problem).toMatchObject({ elementId: label.id, severity: 'warning' });
    expect(problem?.message).toBe(
      'Text “Control” has a contrast of 1.3:1 with what is behind it; it needs at least 3:1 to be read (WCAG).',
    );
  });

  it('passes dark text on the white slide and white text on a dark shape', () => {
    const panel = rect(50, 50, 1000, 300, { fill: '#1f2933' });
    expect(problemsOf(slide(1200, 1200, [text('Dark', TITLE)]), 'contrast')).toEqual([]);
    expect(
      problemsOf(slide(1200, 1200, [panel, text('Light', TITLE, { fill: '#ffffff' })]), 'contrast'),
    ).toEqual([]);
  });

  it('measures against the slide background when nothing is under the text', () => {
    const onDark = slide(1200, 1200, [text('Shadow', TITLE, { fill: '#333333' })], '#222222');
    expect(problemsOf(onDark, 'contrast')).toHaveLength(1);
  });

  it('asks 4.5:1 of normal-sized text and 3:1 of large text', () => {
    // #949494 on white is 3.0:1: enough for large text, not for small.
    const grey = '#949494';
    expect(
      problemsOf(slide(1200, 1200, [text('Large', TITLE, { fill: grey })]), 'contrast'),
    ).toEqual([]);
    expect(
      problemsOf(slide(1200, 1200, [text('Small', 60, { fill: grey })]), 'contrast')[0]?.message,
    ).toContain('at least 4.5:1');
  });

  it('cannot judge text over a picture, and says nothing', () => {
    const picture = barChart(['#777777'], { left: 0, top: 0, width: 1200, height: 1200 });
    expect(
      problemsOf(
        slide(1200, 1200, [picture, text('Over', TITLE, { fill: '#ffffff' })]),
        'contrast',
      ),
    ).toEqual([]);
  });
});

describe('colour vision (Machado et al. 2009)', () => {
  it('simulates deuteranopia: red and green come close, blue and orange stay apart', () => {
    const red = readColour('#d62728')!;
    const green = readColour('#2ca02c')!;
    expect(deltaE(red, green)).toBeGreaterThan(50);
    expect(deltaE(simulate(red, 'deuteranopia'), simulate(green, 'deuteranopia'))).toBeLessThan(8);
    const blue = readColour('#1f77b4')!;
    const orange = readColour('#ff7f0e')!;
    expect(
      deltaE(simulate(blue, 'deuteranopia'), simulate(orange, 'deuteranopia')),
    ).toBeGreaterThan(40);
  });

  it('flags red and green chart series under deuteranopia, not blue and orange', () => {
    const chart = barChart(['#d62728', '#2ca02c']);
    const [problem] = problemsOf(slide(1200, 1200, [chart]), 'colour-vision');
    expect(problem).toMatchObject({ elementId: chart.id, severity: 'warning' });
    expect(problem?.message).toMatch(
      /^The chart's colours #d62728 and #2ca02c look alike under deuteranopia \(ΔE \d+(\.\d)?\)\.$/,
    );
    expect(
      problemsOf(slide(1200, 1200, [barChart(['#1f77b4', '#ff7f0e'])]), 'colour-vision'),
    ).toEqual([]);
  });

  it('flags turquoise and green series under tritanopia, which red-green deficiencies keep apart', () => {
    const turquoise = readColour('#00ced1')!;
    const green = readColour('#32cd32')!;
    for (const deficiency of ['deuteranopia', 'protanopia'] as const)
      expect(deltaE(simulate(turquoise, deficiency), simulate(green, deficiency))).toBeGreaterThan(
        25,
      );
    expect(deltaE(simulate(turquoise, 'tritanopia'), simulate(green, 'tritanopia'))).toBeLessThan(
      10,
    );
    const [problem, ...more] = problemsOf(
      slide(1200, 1200, [barChart(['#00ced1', '#32cd32'])]),
      'colour-vision',
    );
    expect(more).toEqual([]);
    expect(problem).toMatchObject({ fix: 'chart-palette' });
    expect(problem?.message).toMatch(/#00ced1 and #32cd32 look alike under tritanopia/);
  });

  it('flags red and green shapes side by side, not when they are far apart', () => {
    const left = rect(100, 100, 300, 300, { fill: '#d62728' });
    const right = rect(400, 100, 300, 300, { fill: '#2ca02c' });
    expect(problemsOf(slide(1200, 1200, [left, right]), 'colour-vision')).toHaveLength(1);
    const far = rect(800, 800, 300, 300, { fill: '#2ca02c' });
    expect(problemsOf(slide(1200, 1200, [left, far]), 'colour-vision')).toEqual([]);
  });

  it('flags text whose contrast holds in normal vision but collapses under protanopia or deuteranopia', () => {
    const panel = rect(50, 50, 1000, 300, { fill: '#008000' });
    const label = text('Treated', TITLE, { fill: '#ff0000' });
    const normal = contrastRatio(readColour('#ff0000')!, readColour('#008000')!);
    expect(normal).toBeLessThan(3); // red on green is already hard: a contrast problem, not this one
    const red = rect(50, 50, 1000, 300, { fill: '#e00000' });
    const black = text('Treated', TITLE, { fill: '#000000' });
    // Black on bright red reads in normal vision (4.5:1+) but darkens to near black for protanopes.
    const [problem] = problemsOf(slide(1200, 1200, [red, black]), 'colour-vision');
    expect(problem).toMatchObject({ elementId: black.id });
    expect(problem?.message).toMatch(
      /^Text “Treated” loses its contrast under protanopia: [\d.]+:1 becomes [\d.]+:1\.$/,
    );
    expect(problemsOf(slide(1200, 1200, [panel, label]), 'colour-vision')).toEqual([]);
  });
});

describe('black or white text, read by every reader (the text-colour fix)', () => {
  const fixed = (document: ReturnType<typeof slide>, id: string) => {
    const inked = inkedText(document, id);
    return {
      ...document,
      elements: document.elements.map((element) => (element.id === id && inked ? inked : element)),
    };
  };

  it('offers it for text that collapses for some readers, and the ink it gives reads for all', () => {
    const red = rect(50, 50, 1000, 300, { fill: '#e00000' });
    const label = text('Treated', TITLE, { fill: '#000000' });
    const document = slide(1200, 1200, [red, label]);
    const [problem] = problemsOf(document, 'colour-vision');
    expect(problem).toMatchObject({ elementId: label.id, fix: 'text-colour' });
    const after = fixed(document, label.id);
    expect(after.elements[1]).toMatchObject({ fill: '#ffffff' });
    expect(problemsOf(after, 'colour-vision')).toEqual([]);
    expect(problemsOf(after, 'contrast')).toEqual([]);
  });

  it('offers it for grey text on grey, and gives nothing for text over a picture', () => {
    const panel = rect(50, 50, 1000, 300, { fill: '#888888' });
    const label = text('Control', TITLE, { fill: '#777777' });
    const document = slide(1200, 1200, [panel, label]);
    expect(problemsOf(document, 'contrast')[0]).toMatchObject({ fix: 'text-colour' });
    expect(problemsOf(fixed(document, label.id), 'contrast')).toEqual([]);
    const picture = barChart(['#777777'], { left: 0, top: 0, width: 1200, height: 1200 });
    const over = text('Over', TITLE, { fill: '#ffffff' });
    expect(inkedText(slide(1200, 1200, [picture, over]), over.id)).toBeNull();
  });

  it('sets a word in its own colour that fails in the ink, keeping the rest as it is', () => {
    // "Treated" in black reads on white; its yellow word "not" (1.1:1) does not.
    const label = text('Treated not', TITLE, {
      fill: '#000000',
      styles: [
        { start: 0, end: 7, style: { fontWeight: 'bold' } },
        { start: 8, end: 11, style: { fill: '#ffff66', fontStyle: 'italic' } },
      ],
    });
    const document = slide(1200, 1200, [label]);
    expect(problemsOf(document, 'contrast')[0]).toMatchObject({
      elementId: label.id,
      fix: 'text-colour',
    });
    const after = fixed(document, label.id);
    expect(after.elements[0]).toMatchObject({
      fill: '#000000',
      styles: [
        { start: 0, end: 7, style: { fontWeight: 'bold' } },
        { start: 8, end: 11, style: { fill: '#000000', fontStyle: 'italic' } },
      ],
    });
    expect(problemsOf(after, 'contrast')).toEqual([]);
  });
});

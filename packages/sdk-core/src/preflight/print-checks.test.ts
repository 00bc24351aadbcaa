import { describe, expect, it } from 'vitest';
import { scriptStyle } from '../text/text-styles';
import { preflight } from './preflight';
import { thinnestStroke } from './print-checks';
import { profileById } from './profiles';
import { barChart, group, line, rect, slide, text } from './testing/fixtures';

// On a 1200 px wide slide, Cell's 4 in print makes one slide pixel 0.24 pt.
const cell = profileById('cell');
const PX_PER_PT = 1 / 0.24;
const problemsOf = (doc: ReturnType<typeof slide>, check: string) =>
  preflight([doc], cell).problems.filter((problem) => problem.check === check);

describe('smallest font at print size', () => {
  it('flags a 5 pt label with its text and the numbers', () => {
    const label = text('p < 0.05', 5 * PX_PER_PT);
    const [problem, ...more] = problemsOf(slide(1200, 1200, [label]), 'font-size');
    expect(more).toEqual([]);
    expect(problem).toMatchObject({ severity: 'error', elementId: label.id, slideIndex: 0 });
    expect(problem?.message).toBe(
      'Text “p < 0.05” is 5 pt at print size; Cell asks for at least 12 pt.',
    );
  });

  it('passes text at the profile minimum and above', () => {
    expect(problemsOf(slide(1200, 1200, [text('Title', 12 * PX_PER_PT)]), 'font-size')).toEqual([]);
  });

  it('measures at the profile print size, not the slide size: the same text is larger on a smaller slide', () => {
    // 30 px on a 1200 px slide is 7.2 pt; on a 300 px slide fitted into 4 in it is 28.8 pt.
    expect(problemsOf(slide(1200, 1200, [text('Label', 30)]), 'font-size')).toHaveLength(1);
    expect(
      problemsOf(
        slide(300, 300, [text('Label', 30, { left: 10, top: 10, width: 200 })]),
        'font-size',
      ),
    ).toEqual([]);
  });

  it('counts the element scale and the groups around it', () => {
    const scaled = text('Scaled', 14 * PX_PER_PT, { scaleX: 0.5, scaleY: 0.5 });
    expect(problemsOf(slide(1200, 1200, [scaled]), 'font-size')[0]?.message).toContain('is 7 pt');
    const inner = text('Grouped', 14 * PX_PER_PT);
    const outer = group([group([inner], { scaleX: 0.5, scaleY: 0.5 })]);
    const [problem] = problemsOf(slide(1200, 1200, [outer]), 'font-size');
    // The problem points at the top-level group: what the editor can select.
    expect(problem).toMatchObject({ elementId: outer.id });
    expect(problem?.message).toContain('is 7 pt');
  });

  it('finds a small subscript inside large text', () => {
    const size = 14 * PX_PER_PT; // 14 pt; its subscript is 60 % of that, 8.4 pt
    const formula = text('H2O', size, {
      styles: [{ start: 1, end: 2, style: scriptStyle('subscript', size) }],
    });
    expect(problemsOf(slide(1200, 1200, [formula]), 'font-size')[0]?.message).toBe(
      '“2” in “H2O” is 8.4 pt at print size; Cell asks for at least 12 pt.',
    );
  });

  it('names a small superscript by its own characters, not the title around it', () => {
    // A 19 pt title whose "+" is a superscript: 60 %, 11.4 pt, the only thing below Cell's 12.
    const size = 19 * PX_PER_PT;
    const title = text('PD-1+ T cells kill tumour cells', size, {
      styles: [{ start: 4, end: 5, style: scriptStyle('superscript', size) }],
    });
    const problems = problemsOf(slide(1200, 1200, [title]), 'font-size');
    expect(problems.map((problem) => problem.message)).toEqual([
      '“+” in “PD-1+ T cells kill tumour cells” is 11.4 pt at print size; Cell asks for at least 12 pt.',
    ]);
    // The same title set small all through is named as a whole.
    const small = text('PD-1+ T cells', 11 * PX_PER_PT);
    expect(problemsOf(slide(1200, 1200, [small]), 'font-size')[0]?.message).toBe(
      'Text “PD-1+ T cells” is 11 pt at print size; Cell asks for at least 12 pt.',
    );
  });

  it('reads the font sizes written in a chart SVG, scaled to the chart box', () => {
    // The chart's tick labels are 12 px in a 400 px wide SVG drawn 800 px wide: 24 px, which
    // on a 1200 px figure printed at 300 dpi is 24 / 300 in, 5.8 pt.
    const chart = barChart(['#008ace', '#ed9c1c']);
    const [problem] = problemsOf(slide(1200, 1200, [chart]), 'font-size');
    expect(problem).toMatchObject({ elementId: chart.id });
    expect(problem?.message).toBe(
      'Text “0” is 5.8 pt at print size; Cell asks for at least 12 pt.',
    );
  });

  it('leaves hidden text out', () => {
    expect(
      problemsOf(slide(1200, 1200, [text('Hidden', 10, { hidden: true })]), 'font-size'),
    ).toEqual([]);
  });
});

describe('thinnest line at print size', () => {
  it('flags a 0.2 pt line and passes a 0.5 pt one', () => {
    const thin = line(0.2 * PX_PER_PT);
    const [problem] = problemsOf(slide(1200, 1200, [thin, line(0.5 * PX_PER_PT)]), 'line-weight');
    expect(problem).toMatchObject({ elementId: thin.id, severity: 'error' });
    expect(problem?.message).toBe(
      'A line is 0.2 pt wide at print size; Cell asks for at least 0.3 pt.',
    );
    expect(problemsOf(slide(1200, 1200, [line(0.5 * PX_PER_PT)]), 'line-weight')).toEqual([]);
  });

  it('flags a thin shape outline, scaled with its shape, and ignores shapes with no outline', () => {
    const outlined = rect(100, 100, 200, 200, {
      stroke: '#000000',
      strokeWidth: 2,
      scaleX: 0.5,
      scaleY: 0.5,
    });
    const [problem] = problemsOf(
      slide(1200, 1200, [outlined, rect(400, 400, 100, 100)]),
      'line-weight',
    );
    expect(problem?.message).toBe(
      'An outline is 0.24 pt wide at print size; Cell asks for at least 0.3 pt.',
    );
  });

  it('scales a line by the groups it is in', () => {
    const grouped = group([line(0.5 * PX_PER_PT)], { scaleX: 0.5, scaleY: 0.5 });
    expect(problemsOf(slide(1200, 1200, [grouped]), 'line-weight')[0]?.message).toContain(
      '0.25 pt',
    );
  });
});

describe('lines inside drawings at print size', () => {
  /** An illustration of a 100-unit drawing shown `width` slide px wide. */
  const drawing = (body: string, width: number) => ({
    type: 'illustration' as const,
    id: 'neuron',
    name: 'Neuron chunky',
    assetId: 'bioicons/neuron',
    left: 100,
    top: 100,
    width,
    height: width,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${body}</svg>`,
  });
  const outlined =
    '<circle cx="50" cy="50" r="40" fill="#f4c7c3" stroke="#333" stroke-width="0.5"/>' +
    '<path d="M10 10 L90 90" style="stroke:#333;stroke-width:2"/>';

  it('finds the thinnest stroke an SVG paints, not a width on something unstroked', () => {
    expect(thinnestStroke(`<svg>${outlined}</svg>`)).toBe(0.5);
    expect(thinnestStroke('<svg><rect stroke-width="0.1" fill="red"/></svg>')).toBeNull();
    expect(thinnestStroke('<svg><rect stroke="none" stroke-width="0.1"/></svg>')).toBeNull();
    // A stroke with no width is SVG's default, 1.
    expect(thinnestStroke('<svg><line stroke="#000"/></svg>')).toBe(1);
  });

  it('follows the stroke and width a group passes down to its shapes, and no further', () => {
    const inGroup = (group: string, inside: string, after = '') =>
      thinnestStroke(`<svg><g ${group}>${inside}</g>${after}</svg>`);
    expect(inGroup('stroke="#000" stroke-width="0.2"', '<path d="M0 0L9 9"/>')).toBe(0.2);
    expect(inGroup('style="stroke-width:0.3"', '<path stroke="#000"/>')).toBe(0.3);
    // A shape's own width wins; once the group closes, its stroke is not passed on.
    expect(
      inGroup(
        'stroke="#000" stroke-width="0.2"',
        '<rect stroke-width="3"/>',
        '<line stroke-width="0.1"/>',
      ),
    ).toBe(3);
    expect(inGroup('stroke="none"', '<path stroke-width="0.1"/>')).toBeNull();
    // Nested groups: the nearest one that names it.
    expect(
      inGroup('stroke="#000" stroke-width="2"', '<g stroke-width="0.4"><circle r="3"/></g><line/>'),
    ).toBe(0.4);
  });

  it('warns of lines inside an illustration that print too thin, saying how large to show it', () => {
    // 200 px for 100 units: 0.5 units are 1 px, 0.24 pt on Cell.
    const [problem, ...more] = problemsOf(
      slide(1200, 1200, [drawing(outlined, 200)]),
      'line-weight',
    );
    expect(more).toEqual([]);
    expect(problem).toMatchObject({ severity: 'warning', elementId: 'neuron' });
    expect(problem?.message).toBe(
      'Lines inside “neuron” are 0.24 pt wide at print size; Cell asks for at least 0.3 pt. Show it at least 250 px wide.',
    );
    expect(problemsOf(slide(1200, 1200, [drawing(outlined, 250)]), 'line-weight')).toEqual([]);
  });

  it('says a drawing’s lines are too fine rather than ask for it wider than the slide', () => {
    // Hairlines of 0.05 units, 200 px for 100: 0.024 pt on Cell; 2500 px would hold them.
    const hairlines = '<path d="M10 10 L90 90" stroke="#333" stroke-width="0.05"/>';
    const [problem] = problemsOf(slide(1200, 1200, [drawing(hairlines, 200)]), 'line-weight');
    expect(problem?.message).toBe(
      'Lines inside “neuron” are 0.02 pt wide at print size; Cell asks for at least 0.3 pt, which they miss even as wide as the slide. Choose a drawing with bolder lines, or keep it if its finest lines need not be seen.',
    );
  });
});

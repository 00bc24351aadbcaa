import { describe, expect, it } from 'vitest';
import { FONT_FAMILIES } from '../fonts/font-manifest';
import { elementSchema, type SlideDocument } from '../schema';
import { englishPreflightTranslator } from './english';
import { chartSvg } from '../charts/chart-svg';
import { drawnFamily } from '../fonts/drawn-family';
import { acceptedFaces, bundledFaceFor } from './font-checks';
import { barChart } from './testing/fixtures';
import { preflight } from './preflight';
import { profileById } from './profiles';

const textbox = (id: string, fontFamily: string, styles: unknown[] = []) =>
  elementSchema.parse({
    type: 'textbox',
    id,
    left: 100,
    top: 100,
    width: 800,
    height: 80,
    text: 'PD-1 blockade',
    fontSize: 60,
    fontFamily,
    styles,
  });

const slide = (...elements: unknown[]): SlideDocument => ({
  schemaVersion: 4,
  width: 1200,
  height: 1200,
  background: '#ffffff',
  elements: elements as SlideDocument['elements'],
});

const typefaceProblems = (document: SlideDocument, profile = profileById('cell')) =>
  preflight([document], profile, { t: englishPreflightTranslator() }).problems.filter(
    (problem) => problem.check === 'font-family',
  );

describe('the journal’s typefaces', () => {
  it('flags Cell text in Inter, says which face is drawn like Arial, and offers it', () => {
    expect(typefaceProblems(slide(textbox('title', 'Inter')))).toEqual([
      expect.objectContaining({
        severity: 'warning',
        elementId: 'title',
        fix: 'profile-font',
        message:
          'Text “PD-1 blockade” is set in Inter; Cell asks for Arial. Arimo is drawn like it.',
      }),
    ]);
  });

  it('takes Arimo (or Arial itself) for Arial, and flags a run in another face', () => {
    expect(typefaceProblems(slide(textbox('a', 'Arimo'), textbox('b', 'Arial')))).toEqual([]);
    const run = textbox('c', 'Arimo', [{ start: 0, end: 4, style: { fontFamily: 'Noto Serif' } }]);
    expect(typefaceProblems(slide(run))).toEqual([
      expect.objectContaining({ elementId: 'c', message: expect.stringContaining('Noto Serif') }),
    ]);
  });

  it('takes Times (Tinos) for PLOS, and checks nothing where a journal names no face', () => {
    expect(typefaceProblems(slide(textbox('a', 'Tinos')), profileById('plos'))).toEqual([]);
    expect(typefaceProblems(slide(textbox('a', 'Inter')), profileById('elsevier'))).toEqual([]);
    expect(acceptedFaces(profileById('elsevier'))).toBeUndefined();
    expect(bundledFaceFor(profileById('cell'))).toBe('Arimo');
    expect(bundledFaceFor({ fonts: ['Times New Roman'] })).toBe('Tinos');
    expect(bundledFaceFor({ fonts: ['Symbol'] })).toBeUndefined();
  });

  it('offers only faces the editor and the export ship (the font manifest)', () => {
    const shipped = new Set(FONT_FAMILIES.map((family) => family.name));
    for (const named of ['Arial', 'Helvetica', 'Times New Roman', 'Times'])
      expect(shipped.has(bundledFaceFor({ fonts: [named] })!), named).toBe(true);
  });

  it('judges a chart’s and a molecule’s labels by the face the exports draw them in', () => {
    const chart = elementSchema.parse({ ...barChart(['#0072b2']), id: 'chart' });
    expect(typefaceProblems(slide(chart))).toEqual([
      expect.objectContaining({
        elementId: 'chart',
        fix: 'profile-font',
        message: 'A chart’s labels are set in Inter; Cell asks for Arial. Arimo is drawn like it.',
      }),
    ]);
    const data = { series: ['S1'], rows: [{ label: 'A', values: [1] }] };
    const svg = chartSvg({ chartKind: 'grouped_bar', data, fontFamily: 'Arimo' }, 400, 300);
    expect(svg).toContain('font-family="Arimo"');
    expect(svg).not.toContain('Inter');
    const drawn = elementSchema.parse({ ...barChart(['#0072b2']), fontFamily: 'Arimo', svg });
    expect(typefaceProblems(slide(drawn))).toEqual([]);
    // The toolkit's labels are in Arial, drawn by Arimo: Cell's; a journal naming Times gets advice.
    const molecule = elementSchema.parse({
      type: 'molecule',
      id: 'm',
      left: 0,
      top: 0,
      width: 100,
      height: 100,
      smiles: 'CCO',
      svg: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text font-family="Arial, Helvetica, sans-serif">O</text></svg>',
    });
    expect(typefaceProblems(slide(molecule))).toEqual([]);
    const times = { ...profileById('cell'), fonts: ['Times New Roman'] };
    expect(typefaceProblems(slide(molecule), times)).toEqual([
      expect.not.objectContaining({ fix: expect.anything() }),
    ]);
    expect(typefaceProblems(slide(molecule), times)[0]!.message).toBe(
      'A molecule’s labels are set in Arimo; Cell asks for Times New Roman.',
    );
  });

  it('draws a named face by the bundled face drawn like it, and any other by the default sans', () => {
    expect(drawnFamily('Arial, Helvetica, sans-serif')).toBe('Arimo');
    expect(drawnFamily('"Times New Roman", serif')).toBe('Tinos');
    expect(drawnFamily('Noto Serif')).toBe('Noto Serif');
    expect(drawnFamily('Comic Sans MS, cursive')).toBe(FONT_FAMILIES[0]!.name);
  });
});

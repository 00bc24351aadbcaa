import { describe, expect, it } from 'vitest';
import { bundledFaces } from '@figura/sdk-core/fonts';
import { createEmptyDocument, type SlideDocument } from '@figura/sdk-core/schema';
import { facesForDocument, matchWeight } from './face-selection';
import type { EditorFontFace } from './font-face';
import { coversAnyCodePoint, parseUnicodeRange } from './unicode-range';

const LATIN = 'U+0000-00FF,U+0131,U+2000-206F';
const GREEK = 'U+0370-0377,U+037A-037F,U+0384-038A,U+038C,U+038E-03A1,U+03A3-03FF';
const faces: EditorFontFace[] = [];
for (const [subset, unicodeRange] of [
  ['latin', LATIN],
  ['greek', GREEK],
] as const)
  for (const weight of [400, 700])
    for (const style of ['normal', 'italic'] as const)
      faces.push({
        family: 'Inter',
        weight,
        style,
        unicodeRange,
        url: `${subset}-${weight}-${style}`,
      });

function textDocument(...boxes: Record<string, unknown>[]): SlideDocument {
  const doc = createEmptyDocument(800, 600);
  doc.elements = boxes.map((box, index) => ({
    id: `t${index}`,
    type: 'textbox',
    name: undefined,
    alt: '',
    locked: false,
    hidden: false,
    opacity: 1,
    left: 0,
    top: 0,
    width: 300,
    height: 40,
    scaleX: 1,
    scaleY: 1,
    angle: 0,
    flipX: false,
    flipY: false,
    text: 'Hello',
    fontFamily: 'Inter',
    fontSize: 32,
    fontWeight: 'normal',
    fontStyle: 'normal',
    underline: false,
    fill: '#000',
    textAlign: 'left',
    listStyle: 'normal',
    lineHeight: 1.16,
    charSpacing: 0,
    styles: [],
    ...box,
  })) as SlideDocument['elements'];
  return doc;
}

const urls = (doc: SlideDocument) =>
  facesForDocument(doc, faces)
    .map((face) => face.url)
    .sort();

describe('unicode ranges', () => {
  it('parses single code points, spans and wildcards', () => {
    expect(parseUnicodeRange('U+0041, U+0370-03FF,U+4??')).toEqual([
      [0x41, 0x41],
      [0x370, 0x3ff],
      [0x400, 0x4ff],
    ]);
    const greek = parseUnicodeRange(GREEK);
    const codePoints = (text: string) => Array.from(text, (char) => char.codePointAt(0)!);
    expect(coversAnyCodePoint(greek, codePoints('Hello'))).toBe(false);
    expect(coversAnyCodePoint(greek, codePoints('p < 0.05, Δ = 3'))).toBe(true);
  });
});

describe('facesForDocument', () => {
  it('loads nothing for a slide without text', () => {
    expect(urls(createEmptyDocument(800, 600))).toEqual([]);
  });

  it('picks the subsets the characters need, in the weight and style asked for', () => {
    expect(urls(textDocument({ text: 'Hello cells' }))).toEqual(['latin-400-normal']);
    expect(urls(textDocument({ text: 'α-helix', fontWeight: 'bold' }))).toEqual([
      'greek-700-normal',
      'latin-700-normal',
    ]);
    expect(urls(textDocument({ text: 'Δ', fontStyle: 'italic', fontWeight: 600 }))).toEqual([
      'greek-700-italic',
    ]);
  });

  it('adds the math font only for arrows and operators, in the family asked for', () => {
    // The font manifest's math faces (one per bundled family, weight and style).
    const math = bundledFaces()
      .filter((face) => face.subset === 'symbols')
      .map((face) => ({ ...face, url: `math ${face.family} ${face.weight}` }));
    const all = [...faces, ...math];
    const chosen = (text: string, fontWeight = 'normal') =>
      facesForDocument(textDocument({ text, fontWeight }), all).map((face) => face.url);
    expect(chosen('A + B ⇌ C')).toEqual(['latin-400-normal', 'math Inter 400']);
    expect(chosen('ΔG ≤ 0', 'bold')).toEqual([
      'latin-700-normal',
      'greek-700-normal',
      'math Inter 700',
    ]);
    // ↑, ↓ and − are in the families' own Latin files; letters and Greek never need the math font.
    expect(chosen('α β ↑ x − y')).toEqual(['latin-400-normal', 'greek-400-normal']);
  });

  it('follows per-character styles and ignores other families and hidden text', () => {
    const doc = textDocument(
      { text: 'Hello β', styles: [{ start: 6, end: 7, style: { fontWeight: 'bold' } }] },
      { text: 'Times', fontFamily: '"Times New Roman", serif' },
      { text: 'Hidden', fontStyle: 'italic', hidden: true },
    );
    expect(urls(doc)).toEqual(['greek-400-normal', 'greek-700-normal', 'latin-400-normal']);
  });

  it('loads the face a chart’s labels are drawn in, for the characters they show', () => {
    const doc = createEmptyDocument(800, 600);
    const chart = {
      id: 'c',
      type: 'chart',
      hidden: false,
      svg:
        '<svg><text x="1" y="1" font-family="Inter" font-size="12">Dose (µg)</text>' +
        '<text x="1" y="9" font-family="Inter" font-size="12">Δ</text></svg>',
    };
    doc.elements = [chart] as unknown as SlideDocument['elements'];
    expect(urls(doc)).toEqual(['greek-400-normal', 'latin-400-normal']);
    doc.elements = [{ ...chart, hidden: true }] as unknown as SlideDocument['elements'];
    expect(urls(doc)).toEqual([]);
  });

  it('finds a styled run after line breaks, counted the way fabric counts them', () => {
    // "β" (index 3 without the line break) is bold: the bold Greek face is needed.
    const doc = textDocument({
      text: 'ab\ncβ',
      styles: [{ start: 3, end: 4, style: { fontWeight: 'bold' } }],
    });
    expect(urls(doc)).toEqual(['greek-400-normal', 'greek-700-normal', 'latin-400-normal']);
  });

  it('matches weights the way CSS does', () => {
    expect(matchWeight(500, [400, 700])).toBe(400);
    expect(matchWeight(600, [400, 700])).toBe(700);
    expect(matchWeight(300, [400, 700])).toBe(400);
    expect(matchWeight(900, [400, 700])).toBe(700);
    expect(matchWeight(450, [400, 500, 700])).toBe(500);
  });
});

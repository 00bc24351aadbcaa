import type { SlideDocument } from '@figura/sdk-core/schema';
import type { EditorFontFace } from './font-face';
import { coversAnyCodePoint, parseUnicodeRange } from './unicode-range';

interface TextNeed {
  families: string[];
  weight: number;
  style: 'normal' | 'italic';
  text: string;
}

const familiesOf = (stack: string) =>
  stack
    .split(',')
    .map((family) =>
      family
        .trim()
        .replace(/^['"]|['"]$/g, '')
        .toLowerCase(),
    )
    .filter(Boolean);

const weightNumber = (weight: unknown): number =>
  weight === 'bold' ? 700 : typeof weight === 'number' ? weight : Number(weight) || 400;

/**
 * The available weight CSS font matching picks for `desired` (CSS Fonts 4, §5.2): between 400
 * and 500 look up to 500 then down; below 400 look down then up; above 500 look up then down.
 */
export function matchWeight(desired: number, available: readonly number[]): number | undefined {
  const sorted = [...new Set(available)].sort((a, b) => a - b);
  if (sorted.includes(desired)) return desired;
  const below = sorted.filter((w) => w < desired).reverse();
  const above = sorted.filter((w) => w > desired);
  if (desired >= 400 && desired <= 500) {
    const upTo500 = above.filter((w) => w <= 500);
    return upTo500[0] ?? below[0] ?? above[0];
  }
  return desired < 400 ? (below[0] ?? above[0]) : (above[0] ?? below[0]);
}

/** A drawing's <text> elements (a chart's labels), as the chart writes them: face, then words. */
const SVG_TEXT = /<text\b[^>]*\bfont-family="([^"]*)"[^>]*>([^<]*)</g;

/** Every family, weight and style a document's text asks for, with the characters it shows. */
function textNeeds(doc: SlideDocument): TextNeed[] {
  const needs: TextNeed[] = [];
  for (const element of doc.elements) {
    if (element.type === 'chart' && !element.hidden) {
      for (const [, family, text] of element.svg.matchAll(SVG_TEXT))
        needs.push({ families: familiesOf(family!), weight: 400, style: 'normal', text: text! });
      continue;
    }
    if (element.type !== 'textbox' || element.hidden || !element.text) continue;
    const base = {
      families: familiesOf(element.fontFamily),
      weight: weightNumber(element.fontWeight),
      style: element.fontStyle,
      text: element.text,
    };
    needs.push(base);
    for (const run of element.styles) {
      const style = run.style;
      if (!('fontWeight' in style || 'fontStyle' in style || 'fontFamily' in style)) continue;
      needs.push({
        families:
          typeof style.fontFamily === 'string' ? familiesOf(style.fontFamily) : base.families,
        weight: 'fontWeight' in style ? weightNumber(style.fontWeight) : base.weight,
        style:
          'fontStyle' in style ? (style.fontStyle === 'italic' ? 'italic' : 'normal') : base.style,
        // Style runs count characters without the line breaks (fabric's util.stylesToArray).
        text: Array.from(element.text.replace(/\n/g, '')).slice(run.start, run.end).join(''),
      });
    }
  }
  return needs;
}

/**
 * The faces a document needs: for each text, the faces of its first family that has any, in the
 * weight and style CSS matching would pick, whose unicode-range covers some of its characters.
 * Texts asking for the same family, weight and style are looked at together, each distinct
 * character once (a slide of thousands of labels has a handful of such groups).
 */
export function facesForDocument(
  doc: SlideDocument,
  faces: readonly EditorFontFace[],
): EditorFontFace[] {
  const groups = new Map<string, { need: TextNeed; codes: Set<number> }>();
  for (const need of textNeeds(doc)) {
    const key = `${need.families.join(',')}|${need.weight}|${need.style}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { need, codes: new Set() }));
    for (const char of need.text) group.codes.add(char.codePointAt(0)!);
  }
  const needed = new Set<EditorFontFace>();
  for (const { need, codes } of groups.values()) {
    const family = need.families
      .map((name) => faces.filter((face) => face.family.toLowerCase() === name))
      .find((candidates) => candidates.length > 0);
    if (!family) continue;
    const styled = family.filter((face) => face.style === need.style);
    const inStyle = styled.length > 0 ? styled : family;
    const weight = matchWeight(
      need.weight,
      inStyle.map((face) => face.weight),
    );
    for (const face of inStyle)
      if (face.weight === weight && coversAnyCodePoint(parseUnicodeRange(face.unicodeRange), codes))
        needed.add(face);
  }
  return [...needed];
}

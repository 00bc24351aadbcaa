// A text box as PowerPoint text: one paragraph per line, runs with their own font, size, colour,
// weight, slant, underline and sub- or superscript, the box's alignment, line height and list.
import { expandStyles, scriptOf, textLength, type CharStyle } from '@figura/sdk-core/editor';
import type { FiguraElement } from '@figura/sdk-core/schema';
import type { SceneItem } from '@figura/sdk-core/preflight';
import { listIndent } from '@figura/sdk-core/render';
import type { PptxSlide, PptxTextRun } from '../untyped.ts';
import { placementOf, pptxColour, type Units } from './placement.ts';

export type Textbox = Extract<FiguraElement, { type: 'textbox' }>;

/** fabric's _fontSizeMult: a line is this much taller than its font size times the line height. */
const FABRIC_LINE = 1.13;

/** How far (in ems) a text box moves up to set its first line where fabric does. */
const BASELINE_LIFT = 0.2;

const isBold = (weight: unknown) =>
  weight === 'bold' || (typeof weight === 'number' && weight >= 600);

/** One run's options: the box's values overridden by the characters' own. */
function runOptions(
  element: Textbox,
  style: CharStyle,
  opacity: number,
  pointsPerPx: number,
): PptxTextRun['options'] {
  const script = scriptOf(style);
  // PowerPoint draws a script smaller itself: the box's size, not fabric's reduced one.
  const size = script ? element.fontSize : Number(style.fontSize ?? element.fontSize);
  const colour = pptxColour(String(style.fill ?? element.fill), opacity) ?? {
    color: '000000',
    transparency: 100,
  };
  return {
    fontFace: String(style.fontFamily ?? element.fontFamily),
    fontSize: Math.round(size * pointsPerPx * 10) / 10,
    color: colour.color,
    ...(colour.transparency > 0 ? { transparency: colour.transparency } : {}),
    bold: isBold(style.fontWeight ?? element.fontWeight),
    italic: (style.fontStyle ?? element.fontStyle) === 'italic',
    ...((style.underline ?? element.underline) ? { underline: { style: 'sng' as const } } : {}),
    ...(script === 'superscript' ? { superscript: true } : {}),
    ...(script === 'subscript' ? { subscript: true } : {}),
  };
}

const sameRun = (a: CharStyle, b: CharStyle) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What PowerPoint sets per paragraph (on each of its runs): alignment, exact line spacing, and
 * the list's marker and indent as the editor draws them (none on an empty line).
 */
function paragraphOptions(element: Textbox, line: string, lineCount: number, pointsPerPx: number) {
  const marked = element.listStyle !== 'normal' && line.trim() !== '';
  const indent = listIndent(element.listStyle, element.fontSize, lineCount) * pointsPerPx;
  return {
    align: element.textAlign,
    // fabric's line is the font size times the line height times 1.13 (its _fontSizeMult),
    // whatever the font: said exactly, as PowerPoint's "multiple" would follow the font's own.
    lineSpacing:
      Math.round(element.fontSize * pointsPerPx * element.lineHeight * FABRIC_LINE * 10) / 10,
    bullet: marked
      ? element.listStyle === 'bullet'
        ? { indent }
        : { type: 'number' as const, indent }
      : false,
  };
}

/** The text as PowerPoint runs: a paragraph break after each line, equal neighbours merged. */
export function textRuns(element: Textbox, opacity: number, pointsPerPx: number): PptxTextRun[] {
  const styles = expandStyles(element.styles, textLength(element.text));
  const runs: PptxTextRun[] = [];
  let at = 0;
  const lines = element.text.split('\n');
  lines.forEach((line, lineIndex) => {
    const characters = Array.from(line);
    const paragraph = paragraphOptions(element, line, lines.length, pointsPerPx);
    // The paragraph's options on its first run only: pptxgenjs writes them again (a second
    // <a:pPr> inside the paragraph, which PowerPoint would repair) for every run that has them.
    const run = (style: CharStyle, first: boolean) => ({
      ...(first ? paragraph : {}),
      ...runOptions(element, style, opacity, pointsPerPx),
    });
    let start = 0;
    const lineRuns: PptxTextRun[] = [];
    for (let index = 1; index <= characters.length; index++) {
      if (index < characters.length && sameRun(styles[at + index]!, styles[at + start]!)) continue;
      lineRuns.push({
        text: characters.slice(start, index).join(''),
        options: run(styles[at + start] ?? {}, lineRuns.length === 0),
      });
      start = index;
    }
    // An empty line is still a paragraph, in the box's font.
    if (lineRuns.length === 0) lineRuns.push({ text: '', options: run({}, true) });
    if (lineIndex < lines.length - 1) lineRuns.at(-1)!.options!.breakLine = true;
    runs.push(...lineRuns);
    at += characters.length;
  });
  return runs;
}

export function addTextbox(
  slide: PptxSlide,
  item: SceneItem & { element: Textbox },
  units: Units,
  name: string,
): void {
  const { element, opacity } = item;
  const scale = Math.abs(element.scaleY);
  const pointsPerPx = units.point * scale;
  const place = placementOf(element, units);
  // An exactly spaced line sets its text lower than fabric's first line (which its line height
  // does not move): the box moves up by the measured difference, along its own rotation.
  const lift = BASELINE_LIFT * element.fontSize * scale * units.inch;
  const radians = (place.rotate * Math.PI) / 180;
  slide.addText(textRuns(element, opacity, pointsPerPx), {
    ...place,
    x: place.x + lift * Math.sin(radians),
    y: place.y - lift * Math.cos(radians),
    objectName: name,
    margin: 0,
    valign: 'top',
    wrap: true,
    fit: 'none',
    // fabric's spacing is in thousandths of an em; PowerPoint's in points.
    ...(element.charSpacing
      ? { charSpacing: (element.charSpacing / 1000) * element.fontSize * pointsPerPx }
      : {}),
  });
}

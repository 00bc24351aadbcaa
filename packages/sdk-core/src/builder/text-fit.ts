// Font sizes that fit a text in its box. Widths come from a measure the host gives (the browser's
// canvas with the bundled font loaded: createCanvasTextMeasure) or, without one, from a
// conservative estimate of the bundled sans-serif's advance widths (Inter): every estimate is
// wider than the face draws it, so a fitted text never overflows in the editor or an export.
// Wrapping follows the editor's textboxes: lines break at spaces only, and a word longer than the
// box would widen it, so every word must fit on a line.

/** Advance widths in em, rounded up from Inter's (regular); bold is BOLD_FACTOR wider. */
const SPACE = 0.3;
const NARROW = /[ijlI.,:;'’!|()[\]{}`"]/u;
const SEMI_NARROW = /[frt\-–1]/u;
const WIDE = /[mwMW@%&]/u;
const CAPITAL_OR_DIGIT = /[\p{Lu}\p{N}]/u;
const LATIN_SMALL = /[a-z\u00DF-\u00FF]/u;
/** Characters drawn a full em wide (Han, kana, Hangul, full-width forms) or wider. */
const FULL_WIDTH =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\uFF00-\uFFEF]/u;
const EMOJI = /\p{Extended_Pictographic}/u;
const BOLD_FACTOR = 1.08;

function advance(char: string): number {
  if (char === ' ') return SPACE;
  if (NARROW.test(char)) return 0.34;
  if (SEMI_NARROW.test(char)) return 0.46;
  if (WIDE.test(char)) return 1.0;
  if (LATIN_SMALL.test(char)) return 0.62;
  if (FULL_WIDTH.test(char) || EMOJI.test(char)) return 1.1;
  if (CAPITAL_OR_DIGIT.test(char)) return 0.8;
  // Other scripts (Greek, Cyrillic, Arabic, Devanagari, …): wider than Latin on average.
  return 0.8;
}

// Fitting tries every size from the largest down, measuring the same words each time: their
// widths in em are remembered (the builder measured each word thousands of times per build).
const advances = new Map<string, number>();
const emWidths = new Map<string, number>();
const EM_WIDTHS_KEPT = 5000;

function emWidth(text: string): number {
  let em = emWidths.get(text);
  if (em !== undefined) return em;
  em = 0;
  for (const char of text) {
    let width = advances.get(char);
    if (width === undefined) advances.set(char, (width = advance(char)));
    em += width;
  }
  if (emWidths.size >= EM_WIDTHS_KEPT) emWidths.clear();
  emWidths.set(text, em);
  return em;
}

/** The estimated width of `text` on one line, in px. */
export function estimateTextWidth(text: string, fontSize: number, bold = false): number {
  return emWidth(text) * fontSize * (bold ? BOLD_FACTOR : 1);
}

/** The width of `text` on one line at `fontSize` px, bold or not, in px. */
export type TextMeasure = (text: string, fontSize: number, bold: boolean) => number;

export interface TextStyle {
  bold?: boolean;
  /** Line height as a multiple of the font size (the textbox's lineHeight). */
  lineHeight: number;
  /** How to measure (default: the conservative estimate). */
  measure?: TextMeasure;
}

/** A text's paragraphs, each as its words (split once, measured at every size tried). */
let lastSplit: { text: string; paragraphs: readonly (readonly string[])[] } | undefined;
function wordsOf(text: string): readonly (readonly string[])[] {
  // Fitting asks for the same text many times in a row (each size, each candidate box).
  if (lastSplit?.text !== text)
    lastSplit = { text, paragraphs: text.split('\n').map((paragraph) => paragraph.split(' ')) };
  return lastSplit.paragraphs;
}

/**
 * The lines `paragraphs` wrap into at `fontSize` in a box `width` wide, or null when a word is
 * wider than the box (it would widen the textbox instead of wrapping). Each line is handed to
 * `line` as its words.
 */
function wrapWords(
  paragraphs: readonly (readonly string[])[],
  width: number,
  fontSize: number,
  bold: boolean,
  measure: TextMeasure,
  line: (words: readonly string[]) => void = () => {},
): number | null {
  const space = measure(' ', fontSize, bold);
  let count = 0;
  for (const words of paragraphs) {
    let start = 0;
    let lineWidth = 0;
    for (let index = 0; index < words.length; index++) {
      const wordWidth = measure(words[index]!, fontSize, bold);
      if (wordWidth > width) return null;
      if (index > start && lineWidth + space + wordWidth > width) {
        line(words.slice(start, index));
        count++;
        start = index;
        lineWidth = wordWidth;
      } else lineWidth = index === start ? wordWidth : lineWidth + space + wordWidth;
    }
    line(words.slice(start));
    count++;
  }
  return count;
}

/**
 * The lines `text` wraps into at `fontSize` in a box `width` wide, or null when a word is wider
 * than the box (it would widen the textbox instead of wrapping).
 */
export function wrapText(
  text: string,
  width: number,
  fontSize: number,
  bold = false,
  measure: TextMeasure = estimateTextWidth,
): string[] | null {
  const lines: string[] = [];
  const count = wrapWords(wordsOf(text), width, fontSize, bold, measure, (words) =>
    lines.push(words.join(' ')),
  );
  return count === null ? null : lines;
}

/** How many lines `text` wraps into (as wrapText), or null when a word is wider than the box. */
const lineCount = (
  paragraphs: readonly (readonly string[])[],
  width: number,
  fontSize: number,
  style: Pick<TextStyle, 'bold' | 'measure'>,
) =>
  wrapWords(paragraphs, width, fontSize, style.bold ?? false, style.measure ?? estimateTextWidth);

/**
 * The height `lineCount` lines take as the editor's textboxes draw them: every line is
 * 1.13 font sizes tall (fabric's size factor) times the line height, but the last has no leading.
 */
export const textHeight = (lineCount: number, fontSize: number, lineHeight: number) =>
  fontSize * 1.13 * (lineHeight * (lineCount - 1) + 1);

export interface FittedText {
  fontSize: number;
  lines: number;
  /** The height the text takes at that size at most (the box's at most). */
  height: number;
  /**
   * The height it most likely takes: the face is about TYPICAL_SHARE as wide as the estimate,
   * so the text often wraps into fewer lines. Centring uses it, so a centred text looks centred.
   */
  typicalHeight: number;
  typicalLines: number;
}

/** How wide the face draws Latin text, as a share of the estimate (measured 0.78 to 0.95). */
const TYPICAL_SHARE = 0.82;

function fitted(
  text: string,
  width: number,
  size: number,
  style: TextStyle,
  lines: number,
): FittedText {
  // A measured text takes the lines measured; an estimated one likely fewer.
  const typicalLines = style.measure
    ? lines
    : Math.min(lines, lineCount(wordsOf(text), width / TYPICAL_SHARE, size, style) ?? lines);
  return {
    fontSize: size,
    lines,
    height: textHeight(lines, size, style.lineHeight),
    typicalHeight: textHeight(typicalLines, size, style.lineHeight),
    typicalLines,
  };
}

/**
 * The largest whole font size from `maxSize` down that fits `text` in a box of `width` x
 * `height`. Within the builder's text limits every template's boxes fit at a readable size;
 * a box too small for a single line at 1 px gets 1 px (nothing smaller is stored).
 */
export function fitText(
  text: string,
  width: number,
  height: number,
  style: TextStyle & { maxSize: number },
): FittedText {
  const paragraphs = wordsOf(text);
  for (let size = Math.floor(style.maxSize); size > 1; size--) {
    const lines = lineCount(paragraphs, width, size, style);
    if (lines === null) continue;
    if (textHeight(lines, size, style.lineHeight) <= height) {
      return fitted(text, width, size, style, lines);
    }
  }
  return fitted(text, width, 1, style, lineCount(paragraphs, width, 1, style) ?? 1);
}

/** Whether `text` fits a box of `width` x `height` at `fontSize`. */
export function fitsAt(
  text: string,
  width: number,
  height: number,
  fontSize: number,
  style: TextStyle,
): boolean {
  const lines = lineCount(wordsOf(text), width, fontSize, style);
  return lines !== null && textHeight(lines, fontSize, style.lineHeight) <= height;
}

/** How many of `text`'s words, from the first, fit a box of `width` x `height` at `fontSize`. */
export function wordsFitting(
  text: string,
  width: number,
  height: number,
  fontSize: number,
  style: TextStyle,
): number {
  const words = text.trim().split(/\s+/u).filter(Boolean);
  // The first k words fit for every k up to the answer: search for the last that does.
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fitsAt(words.slice(0, middle).join(' '), width, height, fontSize, style)) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * `text` set at `fontSize` in a box `width` wide however tall it gets; a word wider than the
 * box widens it (the editor's textboxes do the same).
 */
export function fitAtSize(
  text: string,
  width: number,
  fontSize: number,
  style: TextStyle,
): FittedText {
  const measure = style.measure ?? estimateTextWidth;
  const widest = Math.max(
    width,
    ...text.split(/\s+/u).map((word) => measure(word, fontSize, style.bold ?? false)),
  );
  const lines = lineCount(wordsOf(text), widest, fontSize, style) ?? 1;
  return fitted(text, widest, fontSize, style, lines);
}

/** The part of a canvas 2D context a measure needs (a browser's, or node-canvas's). */
export interface MeasuringContext {
  font: string;
  measureText(text: string): { width: number };
}

/**
 * Room left for what a renderer does differently (hinting, another platform's font engine):
 * measured widths are taken this much wider.
 */
const MEASURE_MARGIN = 1.03;
/** Measures remembered per measure: the words of a builder's texts at a few sizes. */
const MEASURES_KEPT = 5000;

/**
 * A measure from a canvas context, with the face the builder sets texts in (`family`, loaded
 * before it is used: measuring with a fallback font would fit the wrong widths).
 */
export function createCanvasTextMeasure(context: MeasuringContext, family = 'Inter'): TextMeasure {
  const known = new Map<string, number>();
  return (text, fontSize, bold) => {
    const key = `${bold ? 'b' : 'n'}${fontSize}|${text}`;
    let width = known.get(key);
    if (width === undefined) {
      context.font = `${bold ? 'bold ' : ''}${fontSize}px ${family}`;
      width = context.measureText(text).width * MEASURE_MARGIN;
      if (known.size >= MEASURES_KEPT) known.clear();
      known.set(key, width);
    }
    return width;
  };
}

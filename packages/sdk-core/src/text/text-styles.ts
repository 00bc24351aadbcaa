import type { TextboxElement } from '../schema/document/elements';

/** A run of per-character style as stored (fabric's `{ start, end, style }`). */
export type StyleRun = TextboxElement['styles'][number];
export type CharStyle = StyleRun['style'];

/** fabric's defaults for its setSuperscript / setSubscript (Text.superscript / .subscript). */
export const SCRIPT = {
  superscript: { size: 0.6, baseline: -0.35 },
  subscript: { size: 0.6, baseline: 0.11 },
} as const;
export type ScriptKind = keyof typeof SCRIPT;

/** Sizes and offsets as stored: to the hundredth of a pixel. */
const round = (value: number) => Math.round(value * 100) / 100;

/** One style object per character (grapheme, as fabric counts them). */
export function expandStyles(runs: readonly StyleRun[], length: number): CharStyle[] {
  const chars: CharStyle[] = Array.from({ length }, () => ({}));
  for (const run of runs)
    for (let i = Math.max(0, run.start); i < Math.min(length, run.end); i++)
      chars[i] = { ...chars[i], ...run.style };
  return chars;
}

const sameStyle = (a: CharStyle, b: CharStyle) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/** Per-character styles back into runs: equal neighbours merge, unstyled characters drop out. */
export function compactStyles(chars: readonly CharStyle[]): StyleRun[] {
  const runs: StyleRun[] = [];
  chars.forEach((style, index) => {
    if (Object.keys(style).length === 0) return;
    const last = runs[runs.length - 1];
    if (last && last.end === index && sameStyle(last.style, style)) last.end = index + 1;
    else runs.push({ start: index, end: index + 1, style: { ...style } });
  });
  return runs;
}

/**
 * fabric numbers styled characters without the line breaks (util.stylesToArray), while its caret
 * (selectionStart/End) counts them. Characters are code points here (fabric splits graphemes:
 * the same for everything but combining sequences).
 */
export const textLength = (text: string) => Array.from(text).filter((c) => c !== '\n').length;

/** A caret index (line breaks counted) as a style index (line breaks not counted). */
export const styleIndex = (text: string, caret: number) =>
  textLength(Array.from(text).slice(0, caret).join(''));

/** Applies `change` to the characters [start, end): keys set to `null` are removed. */
export function restyleRange(
  runs: readonly StyleRun[],
  length: number,
  start: number,
  end: number,
  change: Record<string, CharStyle[string] | null>,
): StyleRun[] {
  const chars = expandStyles(runs, length);
  for (let i = Math.max(0, start); i < Math.min(length, end); i++) {
    const next = { ...chars[i] };
    for (const [key, value] of Object.entries(change)) {
      if (value === null) delete next[key];
      else next[key] = value;
    }
    chars[i] = next;
  }
  return compactStyles(chars);
}

/** The value of `key` the characters [start, end) share, falling back to the box's own value. */
export function sharedValue<T extends CharStyle[string]>(
  chars: readonly CharStyle[],
  start: number,
  end: number,
  key: string,
  boxValue: T,
): T | undefined {
  const range = chars.slice(start, Math.max(end, start + 1));
  if (range.length === 0) return boxValue;
  const values = new Set(range.map((style) => (key in style ? style[key] : boxValue)));
  return values.size === 1 ? (values.values().next().value as T) : undefined;
}

/** Which script (if any) a character's style puts it in: fabric raises or lowers it by deltaY. */
export function scriptOf(style: CharStyle): ScriptKind | null {
  const deltaY = typeof style.deltaY === 'number' ? style.deltaY : 0;
  if (deltaY < 0) return 'superscript';
  if (deltaY > 0) return 'subscript';
  return null;
}

/** The style change that puts characters of `fontSize` into `kind`, as fabric's _setScript does. */
export function scriptStyle(kind: ScriptKind, fontSize: number): CharStyle {
  const schema = SCRIPT[kind];
  return { fontSize: round(fontSize * schema.size), deltaY: round(fontSize * schema.baseline) };
}

/**
 * The size a character is set at, as a person reads it: a sub- or superscript's line size (H₂O's
 * "₂" in a 56 px box is 56, not the 33.6 it is drawn at), any other its own or the box's.
 */
export function lineSize(style: CharStyle, boxSize: number): number {
  const size = typeof style.fontSize === 'number' ? style.fontSize : boxSize;
  const kind = scriptOf(style);
  return kind ? round(size / SCRIPT[kind].size) : size;
}

/**
 * Sets the characters [start, end) to the line size `size`: sub- and superscripts stay scripts,
 * drawn in proportion to it; the others take it (or the box's, which they then need not store).
 */
export function resizeRange(
  element: Pick<TextboxElement, 'styles' | 'text' | 'fontSize'>,
  start: number,
  end: number,
  size: number,
): StyleRun[] {
  const chars = expandStyles(element.styles, textLength(element.text));
  for (let i = Math.max(0, start); i < Math.min(chars.length, end); i++) {
    const style: CharStyle = { ...chars[i] };
    const kind = scriptOf(style);
    if (kind) Object.assign(style, scriptStyle(kind, size));
    else if (size === element.fontSize) delete style.fontSize;
    else style.fontSize = size;
    chars[i] = style;
  }
  return compactStyles(chars);
}

/**
 * Toggles sub- or superscript on [start, end): off when every character is already in `kind`,
 * otherwise on, sized from the box's font size.
 */
export function toggleScript(
  element: Pick<TextboxElement, 'styles' | 'text' | 'fontSize'>,
  start: number,
  end: number,
  kind: ScriptKind,
): StyleRun[] {
  const length = textLength(element.text);
  const chars = expandStyles(element.styles, length);
  const range = chars.slice(start, end);
  const allOn = range.length > 0 && range.every((style) => scriptOf(style) === kind);
  const change = allOn ? { fontSize: null, deltaY: null } : scriptStyle(kind, element.fontSize);
  return restyleRange(element.styles, length, start, end, change);
}

/**
 * A new box font size scales the characters that carry their own size (sub- and superscripts)
 * by the same factor, so "H₂O" stays "H₂O" at any size.
 */
export function rescaleStyles(runs: readonly StyleRun[], ratio: number): StyleRun[] {
  if (ratio === 1) return [...runs];
  return runs.map((run) => {
    const style = { ...run.style };
    if (typeof style.fontSize === 'number') style.fontSize = round(style.fontSize * ratio);
    if (typeof style.deltaY === 'number') style.deltaY = round(style.deltaY * ratio);
    return { ...run, style };
  });
}

/** Inserts `insert` at [start, end) of the text, keeping styles attached to their characters. */
export function insertText(
  element: Pick<TextboxElement, 'styles' | 'text'>,
  start: number,
  end: number,
  insert: string,
): { text: string; styles: StyleRun[] } {
  const chars = Array.from(element.text);
  const styled = expandStyles(element.styles, textLength(element.text));
  // Styles per character, line breaks included (as null), so the caret indexes line up.
  let next = 0;
  const styles = chars.map((c) => (c === '\n' ? null : styled[next++]!));
  const inserted = Array.from(insert);
  // New characters take the style of the one before the caret, as typing does.
  const carried = start > 0 ? (styles[start - 1] ?? {}) : {};
  chars.splice(start, end - start, ...inserted);
  styles.splice(start, end - start, ...inserted.map((c) => (c === '\n' ? null : { ...carried })));
  return {
    text: chars.join(''),
    styles: compactStyles(styles.filter((style): style is CharStyle => style !== null)),
  };
}

// Axis titles with sub- and superscript in a one-line notation: `CO_2`, `m^2`, `s^{-1}`,
// `k_{cat}`; `\_` and `\^` stand for the characters themselves. Sizes and shifts are the
// textboxes' own (text-styles SCRIPT), so a chart's "CO₂" looks like a textbox's.
import { SCRIPT, type ScriptKind } from '../text/text-styles';

export interface LabelRun {
  text: string;
  script: ScriptKind | null;
}

/** The runs of a title: plain text and sub/superscript pieces, in order. */
export function parseRichLabel(source: string): LabelRun[] {
  const runs: LabelRun[] = [];
  const push = (text: string, script: ScriptKind | null) => {
    if (!text) return;
    const last = runs[runs.length - 1];
    if (last && last.script === script) last.text += text;
    else runs.push({ text, script });
  };
  let index = 0;
  while (index < source.length) {
    const char = source[index]!;
    const next = source[index + 1];
    if (char === '\\' && (next === '_' || next === '^')) {
      push(next, null);
      index += 2;
    } else if ((char === '_' || char === '^') && next !== undefined) {
      const script: ScriptKind = char === '_' ? 'subscript' : 'superscript';
      if (next === '{') {
        const close = source.indexOf('}', index + 2);
        const end = close === -1 ? source.length : close;
        push(source.slice(index + 2, end), script);
        index = end + 1;
      } else {
        const piece = Array.from(source.slice(index + 1))[0]!;
        push(piece, script);
        index += 1 + piece.length;
      }
    } else {
      push(char, null);
      index += 1;
    }
  }
  return runs;
}

/** The label as plain text (for legends' accessible names and the like). */
export const plainLabel = (source: string) =>
  parseRichLabel(source)
    .map((run) => run.text)
    .join('');

// Rough advance widths (em) of a sans-serif face, enough to lay runs end to end: every renderer
// draws the runs as separate <text>, so their positions must be worked out here.
const NARROW = /[iIjlt.,:;'|!()[\]{} ]/;
const WIDE = /[mwMW@%]/;
export function estimateWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const char of text) {
    if (NARROW.test(char)) em += 0.3;
    else if (WIDE.test(char)) em += 0.85;
    else if (/[A-Z0-9]/.test(char)) em += 0.64;
    else em += 0.55;
  }
  return em * fontSize;
}

export interface PlacedRun extends LabelRun {
  /** Offset from the label's start. */
  dx: number;
  /** Baseline shift (positive is down). */
  dy: number;
  fontSize: number;
}

/** Runs laid out from x = 0, and the whole width (to centre the title). */
export function layoutRichLabel(
  source: string,
  fontSize: number,
): { runs: PlacedRun[]; width: number } {
  let x = 0;
  const runs = parseRichLabel(source).map((run) => {
    const size = run.script ? fontSize * SCRIPT[run.script].size : fontSize;
    const dy = run.script ? fontSize * SCRIPT[run.script].baseline : 0;
    const placed = { ...run, dx: x, dy, fontSize: size };
    x += estimateWidth(run.text, size);
    return placed;
  });
  return { runs, width: x };
}

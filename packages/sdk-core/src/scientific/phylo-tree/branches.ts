// What both tree layouts share: branch paths grouped by colour, how often tip names fit, the
// scale bar, and the drawing's inputs.
import { estimateWidth, num, textAt } from '../svg';
import type { DrawContext } from '../types';
import { lengthLabel, scaleBarLength, type TreeLayout } from './layout';
import type { PhyloTree } from './parse';

export const INK = '#1f2933';
export const MUTED = '#52606d';

/** Branch paths grouped by colour: one <path> each, however large the tree. */
export class BranchPaths {
  private readonly byColour = new Map<string, string[]>();
  constructor(private readonly strokeWidth: number) {}
  add(colour: string, d: string) {
    const list = this.byColour.get(colour) ?? [];
    list.push(d);
    this.byColour.set(colour, list);
  }
  markup() {
    return [...this.byColour]
      .map(
        ([colour, parts]) =>
          `<path d="${parts.join('')}" fill="none" stroke="${colour}" stroke-width="${num(this.strokeWidth)}" stroke-linecap="square"/>`,
      )
      .join('');
  }
}

export interface TreeDrawing {
  tree: PhyloTree;
  layout: TreeLayout;
  context: DrawContext;
  /** A node's branch colour: its clade's, else ink. */
  colourOf: (node: number) => string;
  /** Height kept under the tree for the scale bar (0 when none). */
  scaleBarSpace: number;
  /** The widest tip label, capped so the tree keeps most of the box. */
  labelWidth: number;
}

/** Tip names `spacing` apart are set smaller to fit (down to 70 %) before any is left out. */
export const tipNameSize = (spacing: number, textSize: number) =>
  Math.max(textSize * 0.7, Math.min(textSize, spacing / 1.05));

/** Show every nth label so labels `spacing` apart never overlap. */
export const labelEvery = (spacing: number, textSize: number) =>
  spacing >= textSize * 1.05 ? 1 : Math.ceil((textSize * 1.05) / Math.max(spacing, 1e-6));

/** How many named tips showing every `every`th name leaves out. */
export const leftOutEvery = (tree: PhyloTree, every: number) =>
  tree.tips.filter((tip, index) => index % every !== 0 && tree.nodes[tip]!.label).length;

/** A scale bar from (x, y): a round length, end ticks, and its value written under it. */
export function scaleBar(
  x: number,
  y: number,
  unitsPerLength: number,
  maxDepth: number,
  context: DrawContext,
): string {
  const length = scaleBarLength(maxDepth);
  const barWidth = length * unitsPerLength;
  const tick = context.textSize * 0.3;
  const stroke = num(Math.max(1, context.textSize / 9));
  return (
    `<g><path d="M${num(x)} ${num(y - tick)}V${num(y + tick)}M${num(x)} ${num(y)}H${num(x + barWidth)}` +
    `M${num(x + barWidth)} ${num(y - tick)}V${num(y + tick)}" fill="none" stroke="${INK}" stroke-width="${stroke}"/>` +
    textAt(x + barWidth / 2, y + context.textSize * 1.3, lengthLabel(length), {
      size: context.textSize,
      anchor: 'middle',
      fill: MUTED,
      font: context.font,
    }) +
    '</g>'
  );
}

/** A named clade, marked beside its tips: its name, colour, first and last tip, and bar column. */
export interface CladeMark {
  text: string;
  colour: string;
  firstTip: number;
  lastTip: number;
  /** 0 next to the tip names; a clade holding a named clade stands one column further out. */
  column: number;
}

/** The named clades as marks beside the tips, and how many columns their bars take. */
export function cladeMarks(drawing: TreeDrawing): { marks: CladeMark[]; columns: number } {
  const { tree, layout, context } = drawing;
  const marks = layout.clades.map(({ node, colour }) => ({
    text: tree.nodes[node]!.label,
    colour: context.colour(colour),
    firstTip: layout.firstTip[node]!,
    lastTip: layout.lastTip[node]!,
    column: 0,
  }));
  const bySpan = [...marks].sort((a, b) => a.lastTip - a.firstTip - (b.lastTip - b.firstTip));
  bySpan.forEach((mark, index) => {
    for (const inner of bySpan.slice(0, index))
      if (inner.firstTip >= mark.firstTip && inner.lastTip <= mark.lastTip)
        mark.column = Math.max(mark.column, inner.column + 1);
  });
  return { marks, columns: marks.length > 0 ? Math.max(...marks.map((m) => m.column)) + 1 : 0 };
}

/** The widest clade name, capped at `cap`. */
export const cladeNameWidth = (marks: readonly CladeMark[], textSize: number, cap: number) =>
  Math.min(cap, Math.max(0, ...marks.map((mark) => estimateWidth(mark.text, textSize))));

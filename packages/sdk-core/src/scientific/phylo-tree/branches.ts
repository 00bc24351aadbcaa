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

/** Show every nth label so labels `spacing` apart never overlap. */
export const labelEvery = (spacing: number, textSize: number) =>
  spacing >= textSize * 1.05 ? 1 : Math.ceil((textSize * 1.05) / Math.max(spacing, 1e-6));

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

/** A clade's name from (x, baseline), in its colour, on a pale backing so branches under it recede. */
export function cladeLabel(
  text: string,
  x: number,
  baseline: number,
  colour: string,
  context: DrawContext,
) {
  const size = context.textSize;
  const width = estimateWidth(text, size);
  return (
    `<rect x="${num(x - size * 0.15)}" y="${num(baseline - size * 0.9)}" width="${num(width + size * 0.3)}" height="${num(size * 1.15)}" fill="#ffffff" fill-opacity="0.8"/>` +
    textAt(x, baseline, text, { size, fill: colour, font: context.font })
  );
}

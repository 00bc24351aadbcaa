// The category labels under a chart's x axis: each shown whole, wrapped onto lines in its own
// slot, or turned when a word is wider than the slot; only a long run of categories (a time
// series) shows every n-th, as axes of dates do.
import { estimateWidth } from './rich-label';
import { num, textAt } from './svg-parts';

/** Up to this many categories each keep their label, wrapped; more are thinned on one line. */
const WRAPPED_MAX = 12;
/** A label wraps onto at most this many lines; the rest of its words stay on the last. */
const LINES_MAX = 3;
const LINE_HEIGHT = 1.15;
/** Room kept between neighbouring labels. */
const GAP = 6;
/** How far turned labels lean (degrees): neighbours a slot apart stay clear of each other. */
const TURN = 40;
const TURN_RADIANS = (TURN * Math.PI) / 180;

export interface CategoryLabels {
  /** Each label's lines (empty for one left out when thinned). */
  lines: string[][];
  /** How far below the axis the labels reach: their first line's size and the lines under it. */
  depth: number;
  /** Turned TURN degrees, ending under their slot's middle (a word wider than its slot). */
  turned: boolean;
}

/** `label`'s words on lines no wider than `width` at `size`, at most LINES_MAX of them. */
function wrap(label: string, width: number, size: number): string[] {
  const lines: string[] = [];
  for (const word of label.trim().split(/\s+/)) {
    const last = lines.at(-1);
    const joined = last === undefined ? word : `${last} ${word}`;
    if (last !== undefined && (estimateWidth(joined, size) <= width || lines.length === LINES_MAX))
      lines[lines.length - 1] = joined;
    else lines.push(word);
  }
  return lines.length > 0 ? lines : [''];
}

/** How the labels sit in slots `slot` wide at `size`. */
export function layoutCategoryLabels(
  labels: readonly string[],
  slot: number,
  size: number,
): CategoryLabels {
  if (labels.length <= WRAPPED_MAX) {
    const lines = labels.map((label) => wrap(label, slot - GAP, size));
    const fits = lines.every((found) =>
      found.every((line) => estimateWidth(line, size) <= slot - GAP),
    );
    if (!fits) {
      const widest = Math.max(1, ...labels.map((label) => estimateWidth(label, size)));
      return {
        lines: labels.map((label) => [label]),
        depth: widest * Math.sin(TURN_RADIANS) + size * Math.cos(TURN_RADIANS),
        turned: true,
      };
    }
    const count = Math.max(1, ...lines.map((found) => found.length));
    return { lines, depth: size + (count - 1) * size * LINE_HEIGHT, turned: false };
  }
  const widest = Math.max(1, ...labels.map((label) => estimateWidth(label, size)));
  const every = Math.max(1, Math.ceil((widest + GAP) / slot));
  return {
    lines: labels.map((label, index) => (index % every === 0 ? [label] : [])),
    depth: size,
    turned: false,
  };
}

/**
 * How far left of its slot's middle a turned label reaches (the plot's left edge makes room),
 * with a tenth to spare: the estimate is a font's average, a wider fallback font runs longer.
 */
export const turnedReach = (label: string, size: number) =>
  1.1 * (estimateWidth(label, size) * Math.cos(TURN_RADIANS) + size * Math.sin(TURN_RADIANS));

/** The labels' SVG: each line centred on its slot's middle `x(index)`, below `bottom`. */
export function categoryLabelsSvg(
  layout: CategoryLabels,
  bottom: number,
  x: (index: number) => number,
  size: number,
  font: string,
): string {
  const parts = layout.lines.flatMap((lines, index) =>
    lines.map((line, row) => {
      // Turned, a label ends under its slot's middle, its glyphs' tops clear of the axis, and
      // leans down to the left.
      const baseline = layout.turned
        ? bottom + 5 + size * Math.cos(TURN_RADIANS)
        : bottom + size + 5 + row * size * LINE_HEIGHT;
      const text = textAt(x(index), baseline, line, {
        anchor: layout.turned ? 'end' : 'middle',
        size,
        font,
        cls: 'figura-chart-label',
      });
      if (!layout.turned) return text;
      return `<g transform="rotate(-${TURN} ${num(x(index))} ${num(baseline)})">${text}</g>`;
    }),
  );
  return `<g class="figura-chart-x-axis">${parts.join('')}</g>`;
}

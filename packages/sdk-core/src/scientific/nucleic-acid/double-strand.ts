// Double-stranded DNA: two backbones (a helix's sinusoids or a ladder's rails) joined by one rung
// per base pair, each half of a rung in its base's colour; letters outside each strand.
import type { ScientificOptions } from '../../schema/document/scientific-kinds';
import { num, textAt } from '../svg';
import type { DrawContext } from '../types';
import { complementOf } from './bases';
import {
  baseAt,
  baseColour,
  baseX,
  clamp,
  endLabelRoom,
  INK,
  layOutStrand,
  MUTED,
  type StrandLayout,
} from './layout';

/** B-DNA turns once every 10.5 base pairs. */
const BASE_PAIRS_PER_TURN = 10.5;

interface Backbones {
  /** The top strand's y (5′ → 3′ left to right) and its partner's at `x`. */
  top: (x: number) => number;
  bottom: (x: number) => number;
  /** Half the distance between the strands at their widest. */
  half: number;
}

/**
 * A helix turning a whole number of half-turns along the strand, so both ends sit at the strands'
 * widest and their 5′/3′ labels never overlap.
 */
function helix(layout: StrandLayout, centre: number, room: number, textSize: number): Backbones {
  const length = layout.x1 - layout.x0;
  const turns = Math.max(0.5, Math.round((layout.count / BASE_PAIRS_PER_TURN) * 2) / 2);
  const period = length / turns;
  // B-DNA is about 2 nm wide for 3.4 nm a turn: keep that look unless the box is too short, or
  // so tightly wound that the ends' 5′/3′ labels would touch.
  const half = Math.max(2, Math.min(room, Math.max(period * 0.3, textSize * 0.75)));
  const top = (x: number) => centre - half * Math.cos((2 * Math.PI * (x - layout.x0)) / period);
  return { top, bottom: (x) => 2 * centre - top(x), half };
}

function ladder(layout: StrandLayout, centre: number, room: number, textSize: number): Backbones {
  const half = Math.max(2, Math.min(room, Math.max(layout.step * 2.5, textSize * 2)));
  return { top: () => centre - half, bottom: () => centre + half, half };
}

function backbonePath(layout: StrandLayout, y: (x: number) => number, samples: number) {
  const points: string[] = [];
  for (let i = 0; i <= samples; i++) {
    const x = layout.x0 + ((layout.x1 - layout.x0) * i) / samples;
    points.push(`${num(x)} ${num(y(x))}`);
  }
  return `M${points.join('L')}`;
}

export function drawDoubleStrand(
  count: number,
  sequence: string,
  options: ScientificOptions<'nucleic_acid'>,
  context: DrawContext,
): string {
  const { height, textSize, font, t } = context;
  const pad = textSize * 0.5;
  const side = pad + endLabelRoom(context);
  const layout = layOutStrand(count, sequence, options.showSequence, side, side, context);
  const letterRow = layout.letterSize * 1.5;
  const room = (height - 2 * pad - 2 * letterRow) / 2;
  const centre = height / 2;
  const strands =
    options.style === 'ladder'
      ? ladder(layout, centre, room, textSize)
      : helix(layout, centre, room, textSize);

  const rungWidth = clamp(layout.step * 0.45, 0.6, textSize * 0.6);
  const rungs: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = baseX(layout, i);
    const top = strands.top(x);
    const bottom = strands.bottom(x);
    const middle = (top + bottom) / 2;
    const base = baseAt(layout, i);
    rungs.push(
      `<line x1="${num(x)}" y1="${num(top)}" x2="${num(x)}" y2="${num(middle)}" stroke="${baseColour(base, context)}"/>` +
        `<line x1="${num(x)}" y1="${num(middle)}" x2="${num(x)}" y2="${num(bottom)}" stroke="${baseColour(complementOf(base), context)}"/>`,
    );
  }

  const backboneWidth = clamp(layout.step * 0.22, 1, 3.5);
  const samples = options.style === 'ladder' ? 1 : Math.min(1600, Math.ceil(count * 6));
  const backbones = [strands.top, strands.bottom]
    .map(
      (y) =>
        `<path d="${backbonePath(layout, y, samples)}" fill="none" stroke="${INK}" stroke-width="${num(backboneWidth)}" stroke-linecap="round"/>`,
    )
    .join('');

  const parts = [
    `<g class="figura-na-rungs" stroke-width="${num(rungWidth)}">${rungs.join('')}</g>`,
    `<g class="figura-na-backbones">${backbones}</g>`,
  ];

  if (layout.letterSize > 0) {
    const size = layout.letterSize;
    const above = centre - strands.half - size * 0.4;
    const below = centre + strands.half + size * 1.1;
    const letters = (y: number, pick: (base: string) => string) =>
      Array.from(layout.sequence, (base, i) =>
        textAt(baseX(layout, i), y, pick(base), { size, anchor: 'middle', font }),
      ).join('');
    parts.push(
      `<g class="figura-na-letters">${letters(above, (base) => base)}</g>`,
      `<g class="figura-na-letters">${letters(below, complementOf)}</g>`,
    );
  }

  // Each strand's ends labelled where that strand is (a helix may finish with them swapped).
  const five = t('scientific.nucleic_acid.fivePrime');
  const three = t('scientific.nucleic_acid.threePrime');
  const gap = textSize * 0.3;
  const label = (x: number, y: number, text: string, anchor: 'start' | 'end') =>
    textAt(x, y + textSize * 0.35, text, { size: textSize, anchor, fill: MUTED, font });
  parts.push(
    `<g class="figura-na-ends">` +
      label(layout.x0 - gap, strands.top(layout.x0), five, 'end') +
      label(layout.x0 - gap, strands.bottom(layout.x0), three, 'end') +
      label(layout.x1 + gap, strands.top(layout.x1), three, 'start') +
      label(layout.x1 + gap, strands.bottom(layout.x1), five, 'start') +
      `</g>`,
  );
  return parts.join('');
}

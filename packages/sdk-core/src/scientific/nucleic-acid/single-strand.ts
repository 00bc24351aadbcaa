// A single RNA strand: one backbone with each base a short stick in its colour, its letter above.
// An mRNA adds the 5′ cap (m7G, a small labelled circle) and the 3′ poly(A) tail.
import type { ScientificOptions } from '../../schema/document/scientific-kinds';
import { estimateWidth, num, textAt } from '../svg';
import type { DrawContext } from '../types';
import { baseAt, baseColour, baseX, clamp, endLabelRoom, INK, layOutStrand, MUTED } from './layout';

/** The cap's size and the room it takes left of the strand. */
function capGeometry(context: DrawContext) {
  const { textSize, t } = context;
  const radius = textSize * 0.7;
  const connector = textSize * 0.6;
  const labelWidth = estimateWidth(t('scientific.nucleic_acid.cap'), textSize);
  // Half a text size clear of the first base's letter, which shares the label's row.
  return {
    radius,
    connector,
    labelWidth,
    room: Math.max(2 * radius, labelWidth) + connector + textSize * 0.5,
  };
}

function tailWidth(context: DrawContext) {
  const { textSize, t } = context;
  // Its label shares the letters' row: keep half a text size clear of the last one.
  return (
    Math.max(estimateWidth(t('scientific.nucleic_acid.polyA'), textSize), textSize * 3) + textSize
  );
}

const stick = (x: number, from: number, to: number, colour: string) =>
  `<line x1="${num(x)}" y1="${num(from)}" x2="${num(x)}" y2="${num(to)}" stroke="${colour}"/>`;

export function drawSingleStrand(
  count: number,
  sequence: string,
  options: ScientificOptions<'nucleic_acid'>,
  context: DrawContext,
): string {
  const { height, textSize, font, t } = context;
  const isMrna = options.molecule === 'mrna';
  const pad = textSize * 0.5;
  const ends = pad + endLabelRoom(context);
  const cap = capGeometry(context);
  const tail = isMrna ? tailWidth(context) : 0;
  const layout = layOutStrand(
    count,
    sequence,
    options.showSequence,
    ends + (isMrna ? cap.room : 0),
    ends + tail,
    context,
  );
  // The poly(A) label and the cap's label sit as high as the letters: keep a row for them.
  const letterRow = Math.max(layout.letterSize, isMrna ? textSize : 0) * 1.5;
  const stickLength = clamp((height - 2 * pad - letterRow) * 0.8, 2, textSize * 3);
  const baseline = (height + letterRow + stickLength) / 2;
  const stickWidth = clamp(layout.step * 0.45, 0.6, textSize * 0.6);

  const sticks: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = baseX(layout, i);
    sticks.push(stick(x, baseline, baseline - stickLength, baseColour(baseAt(layout, i), context)));
  }
  const parts = [
    `<g class="figura-na-bases" stroke-width="${num(stickWidth)}">${sticks.join('')}</g>`,
  ];

  const backboneWidth = clamp(layout.step * 0.22, 1, 3.5);
  const strandEnd = layout.x1 + tail;
  parts.push(
    `<line class="figura-na-backbone" x1="${num(layout.x0)}" y1="${num(baseline)}" x2="${num(strandEnd)}" y2="${num(baseline)}" stroke="${INK}" stroke-width="${num(backboneWidth)}" stroke-linecap="round"/>`,
  );

  if (layout.letterSize > 0) {
    const y = baseline - stickLength - layout.letterSize * 0.4;
    const letters = Array.from(layout.sequence, (base, i) =>
      textAt(baseX(layout, i), y, base, { size: layout.letterSize, anchor: 'middle', font }),
    );
    parts.push(`<g class="figura-na-letters">${letters.join('')}</g>`);
  }

  let start = layout.x0;
  let end = layout.x1;
  if (isMrna) {
    const centre = layout.x0 - cap.room + Math.max(cap.radius, cap.labelWidth / 2);
    const labelY = baseline - Math.max(cap.radius, stickLength) - textSize * 0.4;
    parts.push(
      `<g class="figura-na-cap">` +
        `<line x1="${num(centre + cap.radius)}" y1="${num(baseline)}" x2="${num(layout.x0)}" y2="${num(baseline)}" stroke="${INK}" stroke-width="${num(backboneWidth)}"/>` +
        `<circle cx="${num(centre)}" cy="${num(baseline)}" r="${num(cap.radius)}" fill="${context.colour(2)}" stroke="${INK}" stroke-width="1"/>` +
        textAt(centre, labelY, t('scientific.nucleic_acid.cap'), {
          size: textSize,
          anchor: 'middle',
          font,
        }) +
        `</g>`,
    );
    // The tail's adenines as short sticks in A's colour, spaced like the strand's bases.
    const tailStep = Math.min(layout.step, tail / 4);
    const tailSticks: string[] = [];
    for (let x = layout.x1 + tailStep / 2; x < strandEnd; x += tailStep)
      tailSticks.push(stick(x, baseline, baseline - stickLength * 0.6, context.colour(0)));
    parts.push(
      `<g class="figura-na-tail" stroke-width="${num(stickWidth)}">${tailSticks.join('')}</g>`,
      textAt(layout.x1 + tail / 2 + textSize * 0.25, labelY, t('scientific.nucleic_acid.polyA'), {
        size: textSize,
        anchor: 'middle',
        font,
      }),
    );
    start = centre - cap.radius;
    end = strandEnd;
  }

  const gap = textSize * 0.3;
  const y = baseline + textSize * 0.35;
  parts.push(
    `<g class="figura-na-ends">` +
      textAt(start - gap, y, t('scientific.nucleic_acid.fivePrime'), {
        size: textSize,
        anchor: 'end',
        fill: MUTED,
        font,
      }) +
      textAt(end + gap, y, t('scientific.nucleic_acid.threePrime'), {
        size: textSize,
        anchor: 'start',
        fill: MUTED,
        font,
      }) +
      `</g>`,
  );
  return parts.join('');
}

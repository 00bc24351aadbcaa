// A gene structure in genome coordinates (left to right): a line for the gene, exons as boxes
// (coding sequence tall, UTRs and other exon stretches shorter), chevrons along the introns
// pointing the way it is transcribed, a bent arrow at its start, labels above, and below it the
// end coordinates and a scale bar.
import type { ScientificOptions } from '../../schema/document/scientific-kinds';
import { num, svgDocument, textAt } from '../svg';
import type { DrawContext } from '../types';
import { lengthWords, roundLength, rowLabels } from './layout';
import { exonBlocks, type GenePart, type GeneStructure } from './model';

const INK = '#1f2933';
const MUTED = '#52606d';
const LABEL_ROWS = 2;

/** Palette index of each kind of part: coding 0, untranslated and plain exons 1, others 2. */
const KIND_COLOUR: Record<GenePart['kind'], number> = {
  cds: 0,
  exon: 1,
  utr5: 1,
  utr3: 1,
  other: 2,
  intron: 2,
};

/** What each exon is labelled: its own label, else its number counted from the 5' end. */
export function exonLabels(gene: GeneStructure, number: (n: number) => string) {
  const exons = gene.parts.filter((part) => part.kind === 'exon');
  const numbered = exons.every((exon) => !exon.label);
  const order = gene.strand === -1 ? [...exons].reverse() : exons;
  return exons.map((exon) => ({
    exon,
    text: numbered ? number(order.indexOf(exon) + 1) : exon.label,
  }));
}

export function drawGeneStructure(
  gene: GeneStructure,
  options: ScientificOptions<'gene_structure'>,
  context: DrawContext,
): string {
  const { width, height, textSize: size, font, t, colour } = context;
  const margin = Math.max(6, size * 0.5);
  const titleSize = size * 1.15;
  const lineHeight = size * 1.3;
  const span = Math.max(1, gene.end - gene.start + 1);
  const left = margin;
  const right = width - margin;
  const x = (position: number) => left + ((position - gene.start) / span) * (right - left);

  // Rows from the top: title, labels, arrow, gene, coordinates and scale bar.
  const titleBottom = gene.name ? margin + titleSize : margin;
  const labelRows = options.labels ? LABEL_ROWS : 0;
  const bottomRow = size * 1.8;
  const free = height - titleBottom - bottomRow - margin - labelRows * lineHeight - size;
  const boxHeight = Math.max(8, Math.min(44, free * 0.6));
  const arrowRise = Math.max(size * 0.6, Math.min(size * 1.2, free * 0.3));
  // The stack below the title (labels, arrow, boxes, bottom row), centred in the room left.
  const above = labelRows * lineHeight + arrowRise + size * 0.4;
  const stack = above + boxHeight + bottomRow;
  const slack = Math.max(0, (height - margin - titleBottom - stack) / 2);
  const centre = titleBottom + slack + above + boxHeight / 2;
  const parts: string[] = [];

  if (gene.name)
    parts.push(
      textAt(left, margin + titleSize * 0.85, gene.name, { size: titleSize, font, fill: INK }),
    );
  if (gene.seqid && gene.name) {
    const place = t('scientific.gene_structure.place', {
      seqid: gene.seqid,
      start: gene.start,
      end: gene.end,
    });
    parts.push(
      textAt(right, margin + titleSize * 0.85, place, { size, anchor: 'end', font, fill: MUTED }),
    );
  }

  // The gene's line, and chevrons along the introns between its blocks.
  parts.push(
    `<line x1="${num(x(gene.start))}" y1="${num(centre)}" x2="${num(x(gene.end + 1))}" y2="${num(centre)}" stroke="${MUTED}" stroke-width="1.5"/>`,
  );
  const blocks = exonBlocks(gene);
  const chevron = Math.max(2.5, Math.min(5, boxHeight * 0.18));
  if (gene.strand !== 0)
    for (let i = 1; i < blocks.length; i++) {
      const from = x(blocks[i - 1]![1] + 1);
      const to = x(blocks[i]![0]);
      const count = Math.floor((to - from) / (chevron * 6));
      for (let k = 1; k <= count; k++) {
        const at = from + ((to - from) * k) / (count + 1);
        const back = at - gene.strand * chevron;
        parts.push(
          `<polyline points="${num(back)},${num(centre - chevron)} ${num(at)},${num(centre)} ${num(back)},${num(centre + chevron)}" fill="none" stroke="${MUTED}" stroke-width="1"/>`,
        );
      }
    }

  // Boxes: short ones first so the coding sequence is drawn over them.
  const boxes = gene.parts
    .filter((part) => part.kind !== 'intron')
    .sort((a, b) => Number(a.kind === 'cds') - Number(b.kind === 'cds'));
  for (const part of boxes) {
    const tall = part.kind === 'cds' ? boxHeight : boxHeight * 0.55;
    const from = x(part.start);
    const boxWidth = Math.max(1, x(part.end + 1) - from);
    parts.push(
      `<rect x="${num(from)}" y="${num(centre - tall / 2)}" width="${num(boxWidth)}" height="${num(tall)}" fill="${colour(KIND_COLOUR[part.kind])}" stroke="${INK}" stroke-opacity="0.4" stroke-width="0.75"/>`,
    );
  }

  // The bent arrow at the transcription start, pointing downstream.
  const taken: [number, number][] = [];
  if (gene.strand !== 0) {
    const foot = x(gene.strand === 1 ? gene.start : gene.end + 1);
    const top = centre - boxHeight / 2 - arrowRise;
    const reach = Math.min(size * 1.6, (right - left) * 0.1);
    const tip = foot + gene.strand * reach;
    const head = Math.min(size * 0.45, reach * 0.5);
    parts.push(
      `<polyline points="${num(foot)},${num(centre - boxHeight / 2)} ${num(foot)},${num(top)} ${num(tip - gene.strand * head)},${num(top)}" fill="none" stroke="${INK}" stroke-width="1.25"/>`,
      `<polygon points="${num(tip)},${num(top)} ${num(tip - gene.strand * head)},${num(top - head * 0.6)} ${num(tip - gene.strand * head)},${num(top + head * 0.6)}" fill="${INK}"/>`,
    );
    taken.push([Math.min(foot, tip) - size * 0.3, Math.max(foot, tip) + size * 0.3]);
  }

  // Labels in rows above the boxes; intron and other labels among them, numbered exons first.
  if (options.labels) {
    const exonNames = exonLabels(gene, (n) => t('scientific.gene_structure.exon', { number: n }));
    const requests = [
      ...exonNames.map(({ exon, text }) => ({ text, x: (x(exon.start) + x(exon.end + 1)) / 2 })),
      ...gene.parts
        .filter((part) => part.kind !== 'exon' && part.label)
        .map((part) => ({ text: part.label, x: (x(part.start) + x(part.end + 1)) / 2 })),
    ];
    const lowest = centre - boxHeight / 2 - size * 0.5;
    for (const label of rowLabels(requests, size, labelRows, left, right, taken)) {
      if (label.row === -1) continue;
      // The first row clears the arrow's bend only where the arrow is.
      const baseline = lowest - (label.row === 0 ? 0 : arrowRise) - label.row * lineHeight;
      parts.push(
        textAt(label.x, baseline, label.text, { size, anchor: 'middle', font, fill: INK }),
      );
    }
  }

  // End coordinates at either side, the scale bar between them.
  const baseline = centre + boxHeight / 2 + size * 1.5;
  const position = (value: number) => t('scientific.gene_structure.position', { value });
  parts.push(
    textAt(left, baseline, position(gene.start), { size, font, fill: MUTED }),
    textAt(right, baseline, position(gene.end), { size, anchor: 'end', font, fill: MUTED }),
  );
  if (options.scaleBar) {
    const bp = roundLength(span / 4);
    const barWidth = ((right - left) * bp) / span;
    const { key, value } = lengthWords(bp);
    const words = t(`scientific.gene_structure.${key}`, { value });
    const middle = width / 2;
    const barY = baseline - size * 0.35;
    const from = middle - barWidth / 2;
    const to = middle + barWidth / 2;
    parts.push(
      `<polyline points="${num(from)},${num(barY - 3)} ${num(from)},${num(barY)} ${num(to)},${num(barY)} ${num(to)},${num(barY - 3)}" fill="none" stroke="${INK}" stroke-width="1"/>`,
      textAt(to + size * 0.4, baseline, words, { size, font, fill: INK }),
    );
  }
  return svgDocument(width, height, parts.join(''));
}

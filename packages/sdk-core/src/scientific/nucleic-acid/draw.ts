// A DNA or RNA strand drawn across its box: a double strand for DNA, a single one for RNA/mRNA.
import type { ScientificOptions } from '../../schema/document/scientific-kinds';
import { svgDocument } from '../svg';
import type { DrawContext } from '../types';
import { drawDoubleStrand } from './double-strand';
import type { NucleicAcidData } from './parse';
import { drawSingleStrand } from './single-strand';

const LENGTH_RANGE = { min: 1, max: 400 } as const;

/** Bases (or base pairs) drawn: the sequence's length when there is one, else the option's. */
export function strandLength(data: NucleicAcidData, options: ScientificOptions<'nucleic_acid'>) {
  if (data.sequence) return data.sequence.length;
  const length = Math.round(Number(options.length) || 24);
  return Math.min(LENGTH_RANGE.max, Math.max(LENGTH_RANGE.min, length));
}

export function drawNucleicAcid(
  data: NucleicAcidData,
  options: ScientificOptions<'nucleic_acid'>,
  context: DrawContext,
): string {
  const count = strandLength(data, options);
  const body =
    options.molecule === 'dna'
      ? drawDoubleStrand(count, data.sequence, options, context)
      : drawSingleStrand(count, data.sequence, options, context);
  return svgDocument(context.width, context.height, body);
}

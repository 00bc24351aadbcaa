// A DNA or RNA strand drawn from its sequence (raw letters or FASTA) or just its length.
import type { ScientificKind } from '../types';
import { describeNucleicAcid } from './describe';
import { drawNucleicAcid } from './draw';
import { parseNucleicAcid, type NucleicAcidData } from './parse';
import { sample } from './sample';

export type { NucleicAcidData } from './parse';

export const nucleicAcidKind: ScientificKind<'nucleic_acid', NucleicAcidData> = {
  type: 'nucleic_acid',
  parse: parseNucleicAcid,
  draw: drawNucleicAcid,
  describe: describeNucleicAcid,
  // The bases' colours (bases.ts: A 0, C 1, G 2, T or U 3).
  colourNames: (_data, options) => ['A', 'C', 'G', options.molecule === 'dna' ? 'T' : 'U'],
  sample,
  sampleFile: 'hbb-cds-start.fasta',
  accept: '.fasta,.fa,.fna,.ffn,.seq,.txt',
  size: { width: 520, height: 200 },
};

// A gene's exon–intron structure drawn from GenBank, GFF3 or a table (parse.ts says how).
import type { ScientificKind } from '../types';
import { describeGeneStructure } from './describe';
import { drawGeneStructure } from './draw';
import type { GeneStructure } from './model';
import { parseGeneStructure } from './parse';
import { sample } from './sample';

export type { GenePart, GenePartKind, GeneStructure } from './model';

export const geneStructureKind: ScientificKind<'gene_structure', GeneStructure> = {
  type: 'gene_structure',
  parse: parseGeneStructure,
  draw: drawGeneStructure,
  describe: describeGeneStructure,
  // draw.ts's KIND_COLOUR: coding 0, exons and UTRs 1, introns and the rest 2.
  colourNames: (_data, _options, t) =>
    (['coding', 'exon', 'other'] as const).map((part) =>
      t(`scientific.gene_structure.colours.${part}`),
    ),
  sample,
  sampleFile: 'INS-gene.csv',
  accept: '.gff3,.gff,.gb,.gbk,.genbank,.csv,.tsv,.txt',
  size: { width: 560, height: 200 },
};

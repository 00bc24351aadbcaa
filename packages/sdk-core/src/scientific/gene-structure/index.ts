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
  sample,
  sampleFile: 'INS-gene.csv',
  accept: '.gff3,.gff,.gb,.gbk,.genbank,.csv,.tsv,.txt',
  size: { width: 560, height: 200 },
};

// The alt-text draft: the gene's name, strand, length, exons and where its coding sequence runs.
import type { Translate } from '../../i18n/create-i18n';
import type { ScientificOptions } from '../../schema/document/scientific-kinds';
import { exonBlocks, type GeneStructure } from './model';

export function describeGeneStructure(
  gene: GeneStructure,
  _options: ScientificOptions<'gene_structure'>,
  t: Translate,
): string {
  const exons = gene.parts.filter((part) => part.kind === 'exon').length || exonBlocks(gene).length;
  const strand = t(
    `scientific.gene_structure.${gene.strand === 1 ? 'plus' : gene.strand === -1 ? 'minus' : 'noStrand'}`,
  );
  const sentence = t('scientific.gene_structure.describe', {
    name: gene.name || t('scientific.gene_structure.unnamed'),
    strand,
    length: gene.end - gene.start + 1,
    count: exons,
  });
  const coding = gene.parts.filter((part) => part.kind === 'cds');
  if (coding.length === 0) return sentence.slice(0, 600);
  const cds = t('scientific.gene_structure.describeCds', {
    start: Math.min(...coding.map((part) => part.start)),
    end: Math.max(...coding.map((part) => part.end)),
    count: coding.length,
  });
  return `${sentence} ${cds}`.slice(0, 600);
}

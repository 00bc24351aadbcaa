// A gene structure's data, in any of three formats:
//
// 1. GenBank (starts with LOCUS): the first gene, with its exons (or, without exon features, the
//    first mRNA's stretches), the first CDS's stretches, 5'UTR, 3'UTR and intron features.
// 2. GFF3 (`##gff-version 3`, nine tab-separated columns): see gff.ts.
// 3. A table, comma- or tab-separated, one part a line:
//
//      feature,start,end,label,strand
//      gene,2159779,2161209,INS,-
//      exon,2161168,2161209,Exon 1
//      cds,2160785,2160971
//
//    feature is exon, cds, utr5, utr3, intron or other (or gene: the gene's name, span and
//    strand); positions are 1-based and inclusive; label and strand (+ or -) may be left out.
import { featureName, looksLikeGenbank, parseGenbank, type GenbankRecord } from '../genbank/parse';
import { columnOf, emptyProblem, numberCell, problem, readDataTable } from '../table';
import type { Parsed } from '../types';
import type { ScientificOptions } from '../../schema/document/scientific-kinds';
import { looksLikeGff, parseGff } from './gff';
import { finishGene, MAX_GENE_PARTS, partKind, type GenePart, type GeneStructure } from './model';

const overlapsSpan = (start: number, end: number, span: { start: number; end: number }) =>
  start <= span.end && end >= span.start;

function fromGenbank(record: GenbankRecord): Parsed<GeneStructure> {
  const { features } = record;
  const gene = features.find((feature) => feature.type.toLowerCase() === 'gene');
  const span = gene?.location ?? { start: 1, end: record.length };
  const inGene = features.filter(
    (feature) =>
      feature !== gene && overlapsSpan(feature.location.start, feature.location.end, span),
  );
  const firstOf = (type: string) => inGene.find((feature) => feature.type.toLowerCase() === type);
  const stretches = (kind: GenePart['kind'], type: string): GenePart[] =>
    (firstOf(type)?.location.parts ?? []).map((part) => ({
      kind,
      start: Math.min(part.start, part.end),
      end: Math.max(part.start, part.end),
      label: '',
    }));
  const explicit = (type: string, kind: GenePart['kind']): GenePart[] =>
    inGene
      .filter((feature) => feature.type.toLowerCase() === type)
      .map((feature) => ({
        kind,
        start: feature.location.start,
        end: feature.location.end,
        label: kind === 'intron' ? (feature.qualifiers.label ?? '') : '',
      }));
  const exons = explicit('exon', 'exon');
  const parts = [
    ...(exons.length > 0 ? exons : stretches('exon', 'mrna')),
    ...stretches('cds', 'cds'),
    ...explicit("5'utr", 'utr5'),
    ...explicit("3'utr", 'utr3'),
    ...explicit('intron', 'intron'),
  ];
  const strandFrom = gene ?? firstOf('mrna') ?? firstOf('cds');
  const structure = finishGene(parts, {
    name: gene ? (gene.qualifiers.gene ?? featureName(gene)) : record.name,
    seqid: record.name,
    start: span.start,
    end: span.end,
    strand: strandFrom?.location.strand ?? 0,
  });
  return structure ? { ok: true, value: structure } : problem(0, 'gene_structure.errors.nothing');
}

const STRANDS: Record<string, 1 | -1 | 0> = { '+': 1, '-': -1, '−': -1, '.': 0, '': 0 };

function fromTable(source: string): Parsed<GeneStructure> {
  const empty = emptyProblem(source);
  if (empty) return empty;
  const table = readDataTable(source);
  if (table.rows.length > MAX_GENE_PARTS)
    return problem(table.rows[MAX_GENE_PARTS]!.line, 'gene_structure.errors.tooMany', {
      max: MAX_GENE_PARTS,
    });
  const column = {
    feature: columnOf(table, ['feature', 'type', 'kind'], 0),
    start: columnOf(table, ['start'], 1),
    end: columnOf(table, ['end', 'stop'], 2),
    label: columnOf(table, ['label', 'name'], 3),
    strand: columnOf(table, ['strand'], 4),
  };
  const parts: GenePart[] = [];
  const gene: Partial<Omit<GeneStructure, 'parts'>> = {};
  for (const row of table.rows) {
    if (row.cells.length < 3)
      return problem(row.line, 'errors.columns', { expected: '3 to 5', found: row.cells.length });
    const name = row.cells[column.feature] ?? '';
    const isGene = name.trim().toLowerCase() === 'gene';
    const kind = partKind(name);
    if (!kind && !isGene)
      return problem(row.line, 'gene_structure.errors.feature', { found: name });
    const start = numberCell(row, column.start, 'start');
    if (!start.ok) return start;
    const end = numberCell(row, column.end, 'end');
    if (!end.ok) return end;
    if (!Number.isInteger(start.value) || start.value < 1)
      return problem(row.line, 'errors.number', {
        field: 'start',
        found: row.cells[column.start]!,
      });
    if (!Number.isInteger(end.value) || end.value < start.value)
      return problem(row.line, 'gene_structure.errors.range', {
        start: start.value,
        end: row.cells[column.end]!,
      });
    const strandCell = (row.cells[column.strand] ?? '').trim();
    if (!Object.hasOwn(STRANDS, strandCell))
      return problem(row.line, 'gene_structure.errors.strand', { found: strandCell });
    const label = row.cells[column.label] ?? '';
    if (STRANDS[strandCell] !== 0 && !gene.strand) gene.strand = STRANDS[strandCell];
    if (isGene) Object.assign(gene, { name: label, start: start.value, end: end.value });
    else parts.push({ kind: kind!, start: start.value, end: end.value, label });
  }
  const structure = finishGene(parts, gene);
  return structure ? { ok: true, value: structure } : problem(0, 'gene_structure.errors.nothing');
}

/** Reads a gene structure from GenBank, GFF3 or a table (see the top of this file). */
export function parseGeneStructure(
  source: string,
  _options?: ScientificOptions<'gene_structure'>,
): Parsed<GeneStructure> {
  if (looksLikeGenbank(source)) {
    const record = parseGenbank(source);
    return record.ok ? fromGenbank(record.value) : record;
  }
  return looksLikeGff(source) ? parseGff(source) : fromTable(source);
}

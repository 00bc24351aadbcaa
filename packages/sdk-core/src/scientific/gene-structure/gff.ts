// GFF3 (the Sequence Ontology's General Feature Format, version 3): nine tab-separated columns,
// `seqid source type start end score strand phase attributes`, attributes as `key=value;…`.
// The first gene is drawn with its first transcript's exons, CDS and UTRs; a file without genes
// or transcripts has all its exon, CDS and UTR lines drawn as one gene.
import { problem } from '../table';
import type { Parsed } from '../types';
import { finishGene, MAX_GENE_PARTS, partKind, type GenePart, type GeneStructure } from './model';

interface GffRecord {
  line: number;
  seqid: string;
  type: string;
  start: number;
  end: number;
  strand: 1 | -1 | 0;
  attributes: Map<string, string>;
}

const GENE_TYPES = /^(gene|ncrna_gene|pseudogene|protein_coding_gene)$/i;
const TRANSCRIPT_TYPES =
  /^(mrna|transcript|primary_transcript|lnc_rna|ncrna|pseudogenic_transcript)$/i;

/** Whether `source` looks like GFF: the version pragma, or a first record of nine tab columns. */
export function looksLikeGff(source: string): boolean {
  const first = source.split(/\r\n|\r|\n/).find((line) => line.trim() !== '');
  if (!first) return false;
  if (/^##gff-version/i.test(first.trim())) return true;
  const data = source.split(/\r\n|\r|\n/).find((line) => line.trim() && !line.startsWith('#'));
  return data !== undefined && data.split('\t').length >= 9;
}

const decode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

function readAttributes(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const pair of text.split(';')) {
    const equals = pair.indexOf('=');
    if (equals > 0)
      attributes.set(pair.slice(0, equals).trim(), decode(pair.slice(equals + 1).trim()));
  }
  return attributes;
}

function readRecord(text: string, line: number): Parsed<GffRecord> {
  let cells = text.split('\t');
  // Pasting often turns tabs into spaces: the first eight columns never hold spaces.
  if (cells.length < 9) {
    const words = text.trim().split(/\s+/);
    cells = [...words.slice(0, 8), words.slice(8).join(' ')];
    if (words.length < 9)
      return problem(line, 'errors.columns', { expected: 9, found: words.length });
  }
  const [seqid = '', , type = '', startCell = '', endCell = '', , strandCell = ''] = cells;
  const start = Number(startCell);
  const end = Number(endCell);
  if (!Number.isInteger(start) || start < 1)
    return problem(line, 'errors.number', { field: 'start', found: startCell });
  if (!Number.isInteger(end) || end < 1)
    return problem(line, 'errors.number', { field: 'end', found: endCell });
  if (end < start) return problem(line, 'gene_structure.errors.range', { start, end });
  if (!['+', '-', '.', '?'].includes(strandCell.trim()))
    return problem(line, 'gene_structure.errors.strand', { found: strandCell });
  const strand = strandCell.trim() === '+' ? 1 : strandCell.trim() === '-' ? -1 : 0;
  return {
    ok: true,
    value: { line, seqid, type, start, end, strand, attributes: readAttributes(cells[8] ?? '') },
  };
}

const parentsOf = (record: GffRecord) => (record.attributes.get('Parent') ?? '').split(',');

/** Reads GFF3; the problem names the line where reading stopped. */
export function parseGff(source: string): Parsed<GeneStructure> {
  const records: GffRecord[] = [];
  const lines = source.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!;
    if (/^##FASTA/i.test(text)) break;
    if (!text.trim() || text.startsWith('#')) continue;
    if (records.length >= MAX_GENE_PARTS)
      return problem(i + 1, 'gene_structure.errors.tooMany', { max: MAX_GENE_PARTS });
    const record = readRecord(text, i + 1);
    if (!record.ok) return record;
    records.push(record.value);
  }

  const gene = records.find((record) => GENE_TYPES.test(record.type));
  const geneId = gene?.attributes.get('ID');
  const transcripts = records.filter((record) => TRANSCRIPT_TYPES.test(record.type));
  const transcript =
    transcripts.find((record) => geneId !== undefined && parentsOf(record).includes(geneId)) ??
    transcripts[0];
  const parentId = transcript?.attributes.get('ID') ?? geneId;
  const parts: GenePart[] = [];
  for (const record of records) {
    if (record === gene || record === transcript || GENE_TYPES.test(record.type)) continue;
    if (TRANSCRIPT_TYPES.test(record.type)) continue;
    if (parentId !== undefined && !parentsOf(record).includes(parentId)) continue;
    const kind = partKind(record.type) ?? 'other';
    const name = record.attributes.get('Name') ?? '';
    // Exons' and CDS's Names are database IDs (ENSE…): exons are numbered instead.
    const label = kind === 'other' || kind === 'intron' ? name || record.type : '';
    parts.push({ kind, start: record.start, end: record.end, label });
  }
  const named = gene ?? transcript;
  const name =
    named?.attributes.get('Name') ??
    named?.attributes.get('gene_name') ??
    named?.attributes.get('ID')?.replace(/^(gene|transcript):/, '') ??
    '';
  const structure = finishGene(parts, {
    name,
    seqid: named?.seqid ?? records[0]?.seqid ?? '',
    start: named?.start,
    end: named?.end,
    strand: named?.strand ?? records.find((record) => record.strand !== 0)?.strand ?? 0,
  });
  return structure ? { ok: true, value: structure } : problem(0, 'gene_structure.errors.nothing');
}

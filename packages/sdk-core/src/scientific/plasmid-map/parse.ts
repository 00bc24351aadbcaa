// A plasmid map's data, in either of two formats:
//
// 1. GenBank (a file starting with LOCUS): its features (all but `source`), length, topology and
//    sequence, as SnapGene, Benchling or NCBI write it.
// 2. A table of features, comma- or tab-separated, its size in a comment line before it:
//
//      # name: pUC19          (optional: the name in the map's centre)
//      # length: 2686         (required: the plasmid's size in bp)
//      # topology: linear     (optional: circular unless it says linear)
//      name,start,end,strand,type
//      lacZ-alpha,146,469,-,CDS
//      ori,867,1455,-,rep_origin
//
//    Positions are 1-based and inclusive; a start after the end runs across the origin. Strand is
//    + or - (or forward/reverse), blank or . for none; type is a GenBank feature key (CDS,
//    promoter, rep_origin, primer_bind, protein_bind, terminator, misc_feature…), misc_feature
//    when blank.
import {
  featureName,
  looksLikeGenbank,
  parseGenbank,
  recordTitle,
  type GenbankRecord,
} from '../genbank/parse';
import { columnOf, emptyProblem, numberCell, problem, readDataTable } from '../table';
import type { Parsed } from '../types';
import type { ScientificOptions } from '../../schema/document/scientific-kinds';

export interface PlasmidFeature {
  name: string;
  /** Its GenBank key (CDS, promoter…): what colours it. */
  type: string;
  /** 1-based, inclusive; `start > end` when it runs across the origin. */
  start: number;
  end: number;
  /** 1 forward, -1 reverse, 0 without a direction (drawn without an arrowhead). */
  strand: 1 | -1 | 0;
}

export interface PlasmidData {
  name: string;
  /** Its size in bp. */
  length: number;
  circular: boolean;
  features: PlasmidFeature[];
  /** Its bases, lower-case ('' when not given: no restriction sites then). */
  sequence: string;
}

/** Most features a table may list (a map with more is unreadable anyway). */
export const MAX_PLASMID_FEATURES = 2000;
/** Largest plasmid or genome size accepted, in bp. */
const MAX_LENGTH = 100_000_000;

/** Feature keys that mark a place rather than a direction: drawn without an arrowhead. */
const UNDIRECTED = new Set(['misc_feature', 'protein_bind', 'misc_binding', 'repeat_region']);

function fromGenbank(record: GenbankRecord): PlasmidData {
  const kept = record.features.filter((feature) => feature.type.toLowerCase() !== 'source');
  // NCBI lists a gene (and its mRNA) over each CDS: one arc for them, the CDS's.
  const spans = new Set(
    kept
      .filter((feature) => !/^(gene|mrna)$/i.test(feature.type))
      .map((feature) => `${feature.location.start}:${feature.location.end}`),
  );
  const features = kept
    .filter(
      (feature) =>
        !/^(gene|mrna)$/i.test(feature.type) ||
        !spans.has(`${feature.location.start}:${feature.location.end}`),
    )
    .map((feature): PlasmidFeature => ({
      name: featureName(feature),
      type: feature.type,
      start: feature.location.start,
      end: feature.location.end,
      strand: UNDIRECTED.has(feature.type.toLowerCase()) ? 0 : feature.location.strand,
    }));
  return {
    name: recordTitle(record),
    length: record.length,
    circular: record.circular,
    features,
    sequence: record.sequence,
  };
}

const STRANDS: Record<string, 1 | -1 | 0> = {
  '+': 1,
  '1': 1,
  '+1': 1,
  forward: 1,
  fwd: 1,
  '-': -1,
  '−': -1,
  '-1': -1,
  reverse: -1,
  rev: -1,
  complement: -1,
  '': 0,
  '.': 0,
  '0': 0,
  none: 0,
};

/** The `# key: value` lines above the table, with their line numbers. */
function readSettings(source: string) {
  const settings = new Map<string, { value: string; line: number }>();
  source.split(/\r\n|\r|\n/).forEach((text, index) => {
    const match = /^\s*#\s*(name|length|size|topology)\s*[:=]\s*(.*?)\s*$/i.exec(text);
    if (match) settings.set(match[1]!.toLowerCase(), { value: match[2]!, line: index + 1 });
  });
  return settings;
}

function fromTable(source: string): Parsed<PlasmidData> {
  const empty = emptyProblem(source);
  if (empty) return empty;
  const settings = readSettings(source);
  const size = settings.get('length') ?? settings.get('size');
  if (!size) return problem(1, 'plasmid_map.errors.length');
  const length = Number(size.value.replace(/[,\s]|bp$/gi, ''));
  if (!Number.isInteger(length) || length < 1 || length > MAX_LENGTH)
    return problem(size.line, 'errors.number', { field: 'length', found: size.value });

  const table = readDataTable(source);
  if (table.header && !(table.header.includes('start') && table.header.includes('end')))
    return problem(table.headerLine, 'errors.header', {
      columns: 'name, start, end, strand, type',
    });
  if (table.rows.length > MAX_PLASMID_FEATURES)
    return problem(table.rows[MAX_PLASMID_FEATURES]!.line, 'plasmid_map.errors.tooMany', {
      max: MAX_PLASMID_FEATURES,
    });
  const column = {
    name: columnOf(table, ['name', 'label', 'feature'], 0),
    start: columnOf(table, ['start'], 1),
    end: columnOf(table, ['end', 'stop'], 2),
    strand: columnOf(table, ['strand', 'direction'], 3),
    type: columnOf(table, ['type', 'kind'], 4),
  };

  const features: PlasmidFeature[] = [];
  for (const row of table.rows) {
    if (row.cells.length < 3)
      return problem(row.line, 'errors.columns', { expected: '3 to 5', found: row.cells.length });
    const ends: number[] = [];
    for (const field of ['start', 'end'] as const) {
      const read = numberCell(row, column[field], field);
      if (!read.ok) return read;
      if (!Number.isInteger(read.value) || read.value < 1 || read.value > length)
        return problem(row.line, 'plasmid_map.errors.position', {
          field,
          found: row.cells[column[field]]!,
          length,
        });
      ends.push(read.value);
    }
    const strandCell = (row.cells[column.strand] ?? '').toLowerCase();
    const strand = STRANDS[strandCell];
    if (strand === undefined || !Object.hasOwn(STRANDS, strandCell))
      return problem(row.line, 'plasmid_map.errors.strand', { found: row.cells[column.strand]! });
    features.push({
      name: row.cells[column.name] || row.cells[column.type] || 'misc_feature',
      type: row.cells[column.type] || 'misc_feature',
      start: ends[0]!,
      end: ends[1]!,
      strand,
    });
  }
  const topology = settings.get('topology')?.value.toLowerCase();
  return {
    ok: true,
    value: {
      name: settings.get('name')?.value ?? '',
      length,
      circular: topology !== 'linear',
      features,
      sequence: '',
    },
  };
}

/** Reads a plasmid from GenBank or a feature table (see the top of this file). */
export function parsePlasmid(
  source: string,
  _options?: ScientificOptions<'plasmid_map'>,
): Parsed<PlasmidData> {
  if (!looksLikeGenbank(source)) return fromTable(source);
  const record = parseGenbank(source);
  return record.ok ? { ok: true, value: fromGenbank(record.value) } : record;
}

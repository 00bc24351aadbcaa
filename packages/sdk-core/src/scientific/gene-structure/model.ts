// What a gene structure is once read, whatever its format: the gene's span and strand, and its
// parts (exons, coding sequence, UTRs, introns…) in genome coordinates.

export const GENE_PART_KINDS = ['exon', 'cds', 'utr5', 'utr3', 'intron', 'other'] as const;
export type GenePartKind = (typeof GENE_PART_KINDS)[number];

export interface GenePart {
  kind: GenePartKind;
  /** 1-based, inclusive, start ≤ end. */
  start: number;
  end: number;
  /** '' when it has none (exons are then numbered in the drawing). */
  label: string;
}

export interface GeneStructure {
  name: string;
  /** The sequence it lies on (chr11, NC_000011.10…), '' when not given. */
  seqid: string;
  start: number;
  end: number;
  /** 1 plus (forward), -1 minus (reverse), 0 not given. */
  strand: 1 | -1 | 0;
  /** In order of start. */
  parts: GenePart[];
}

/** Most parts read (a gene has tens; a whole annotation is not one gene). */
export const MAX_GENE_PARTS = 2000;

/** The many names formats give each kind of part. */
const KIND_NAMES: Record<string, GenePartKind> = {
  exon: 'exon',
  cds: 'cds',
  coding: 'cds',
  utr5: 'utr5',
  "5'utr": 'utr5',
  '5utr': 'utr5',
  five_prime_utr: 'utr5',
  utr3: 'utr3',
  "3'utr": 'utr3',
  '3utr': 'utr3',
  three_prime_utr: 'utr3',
  intron: 'intron',
  other: 'other',
};

/** The kind `name` stands for (any case), else null. */
export function partKind(name: string): GenePartKind | null {
  const key = name.trim().toLowerCase().replace(/[\s-]/g, '');
  return Object.hasOwn(KIND_NAMES, key) ? KIND_NAMES[key]! : null;
}

/** Completes a structure: its span from its parts where not given, parts in order. */
export function finishGene(
  parts: GenePart[],
  gene: Partial<Omit<GeneStructure, 'parts'>>,
): GeneStructure | null {
  if (parts.length === 0 && !(gene.start && gene.end)) return null;
  const starts = parts.map((part) => part.start);
  const ends = parts.map((part) => part.end);
  return {
    name: gene.name ?? '',
    seqid: gene.seqid ?? '',
    start: gene.start ?? starts.reduce((low, value) => Math.min(low, value), Infinity),
    end: gene.end ?? ends.reduce((high, value) => Math.max(high, value), 0),
    strand: gene.strand ?? 0,
    parts: [...parts].sort((a, b) => a.start - b.start || a.end - b.end),
  };
}

/**
 * The stretches that are transcribed (exons, CDS and UTRs merged where they touch): the boxes
 * between which introns run, in order of start.
 */
export function exonBlocks(gene: GeneStructure): [number, number][] {
  const blocks: [number, number][] = [];
  for (const part of gene.parts) {
    if (part.kind === 'intron' || part.kind === 'other') continue;
    const last = blocks[blocks.length - 1];
    if (last && part.start <= last[1] + 1) last[1] = Math.max(last[1], part.end);
    else blocks.push([part.start, part.end]);
  }
  return blocks;
}

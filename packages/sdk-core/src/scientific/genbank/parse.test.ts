import { describe, expect, it } from 'vitest';
import { parsedValue, parseProblem, readFixture } from '../testing';
import { readLocation } from './location';
import { featureName, looksLikeGenbank, parseGenbank, recordTitle } from './parse';

const fixture = (name: string) => readFixture(import.meta.url, name);

const read = (source: string) => parsedValue(parseGenbank(source));
const problemOf = (source: string) => parseProblem(parseGenbank(source));

describe('parseGenbank: pUC19 as SnapGene exports it', () => {
  // The file as downloaded: Windows line ends.
  const source = fixture('pUC19.gb');
  const record = read(source);

  it('reads the LOCUS line, DEFINITION and KEYWORDS', () => {
    expect(source).toContain('\r\n');
    expect(record).toMatchObject({ name: 'Exported', length: 2686, circular: true });
    expect(record.molecule).toBe('ds-DNA');
    expect(record.definition).toBe(
      'Standard E. coli vector with a multiple cloning site (MCS) for DNA cloning. The MCS is reversed in pUC18.',
    );
    expect(recordTitle(record)).toBe('pUC19');
  });

  it('reads every feature with its location and strand', () => {
    const summary = record.features.map((feature) => [
      feature.type,
      featureName(feature),
      feature.location.start,
      feature.location.end,
      feature.location.strand,
    ]);
    expect(summary).toEqual([
      ['source', 'source', 1, 2686, 1],
      ['CDS', 'lacZ-alpha', 146, 469, -1],
      ['primer_bind', 'M13 fwd', 379, 395, 1],
      ['misc_feature', 'MCS', 396, 452, 1],
      ['primer_bind', 'M13 rev', 465, 481, -1],
      ['protein_bind', 'lac operator', 489, 505, 1],
      ['promoter', 'lac promoter', 513, 543, -1],
      ['rep_origin', 'ori', 867, 1455, -1],
      ['CDS', 'AmpR', 1626, 2486, -1],
      ['promoter', 'AmpR promoter', 2487, 2591, -1],
    ]);
    expect(record.features[1]!.line).toBe(26);
  });

  it('joins quoted values over several lines', () => {
    const ampR = record.features[8]!.qualifiers;
    expect(ampR.note).toBe(
      'confers resistance to ampicillin, carbenicillin, and related antibiotics',
    );
    expect(ampR.translation).toMatch(/^MSIQHFRVALIPFFAAFCLPVFAHPETLVKVKDAEDQLGARVGYIELDLNSG/);
    expect(ampR.translation).toMatch(/LIKHW$/);
    expect(ampR.translation).not.toContain(' ');
    expect(record.features[2]!.qualifiers.note).toBe(
      'common sequencing primer, one of multiple similar variants',
    );
  });

  it('reads the sequence without numbers or spaces', () => {
    expect(record.sequence).toHaveLength(2686);
    expect(record.sequence.startsWith('tcgcgcgtttcggtgatgac')).toBe(true);
    expect(record.sequence.endsWith('acgaggccctttcgtc')).toBe(true);
  });

  it('knows GenBank when it sees it', () => {
    expect(looksLikeGenbank(source)).toBe(true);
    expect(looksLikeGenbank('\n\nlocus x 10 bp DNA')).toBe(true);
    expect(looksLikeGenbank('name,start,end\nori,1,20')).toBe(false);
  });
});

describe('parseGenbank: NCBI layout details', () => {
  const record = read(fixture('two-exon-mrna.gb'));

  it('reads partial ends, locations over two lines, joins of complements and flags', () => {
    const [, gene, mrna, cds, site, exon] = record.features;
    expect(record).toMatchObject({
      name: 'TESTMRNA',
      length: 120,
      circular: false,
      molecule: 'mRNA',
    });
    expect(record.keywords).toBe('');
    expect(gene!.location).toMatchObject({
      start: 1,
      end: 120,
      partialStart: true,
      partialEnd: true,
    });
    expect(mrna!.location.parts).toEqual([
      { start: 1, end: 40, strand: 1 },
      { start: 61, end: 120, strand: 1 },
    ]);
    expect(mrna!.qualifiers.product).toBe('test protein "alpha"');
    expect(cds!.location).toMatchObject({ start: 21, end: 100, strand: -1 });
    expect(cds!.location.parts.map((part) => part.start)).toEqual([21, 81]);
    expect(cds!.qualifiers).toEqual({ gene: 'TST1', pseudo: '' });
    expect(site!.location).toMatchObject({ start: 50, end: 50 });
    expect(site!.qualifiers.note).toBe('unquoted words');
    expect(exon!.location).toMatchObject({ start: 7, end: 7, strand: 1 });
  });
});

describe('readLocation', () => {
  it('runs a join across the origin of a circular sequence', () => {
    expect(readLocation('join(2600..2686,1..50)', true)).toMatchObject({ start: 2600, end: 50 });
    expect(readLocation('complement(join(2600..2686,1..50))', true)).toMatchObject({
      start: 2600,
      end: 50,
      strand: -1,
    });
    expect(readLocation('join(2600..2686,1..50)', false)).toMatchObject({ start: 1, end: 2686 });
  });

  it('refuses what is not a location', () => {
    for (const text of ['', '12..', 'complement(5..9', 'J00194.1:100..202', '0..5', 'abc'])
      expect(readLocation(text, false)).toBeNull();
  });
});

describe('parseGenbank: problems name the line', () => {
  const locus = 'LOCUS       demo   30 bp    DNA     linear\n';
  const origin = 'ORIGIN\n        1 aaaaaaaaaa cccccccccc gggggggggg\n//\n';

  it('wants a LOCUS line first', () => {
    expect(problemOf('\n# notes\nFEATURES  Location/Qualifiers\n')).toEqual({
      line: 3,
      key: 'genbank.errors.locus',
      values: { found: 'FEATURES  Location/Qualifiers' },
    });
    expect(problemOf('  \n')).toEqual({ line: 0, key: 'errors.empty' });
  });

  it('names a location it cannot read', () => {
    const source = `${locus}FEATURES   Location/Qualifiers\n     CDS   12-20\n${origin}`;
    expect(problemOf(source)).toEqual({
      line: 3,
      key: 'genbank.errors.location',
      values: { found: '12-20' },
    });
  });

  it('names the line a quote was opened on and never closed', () => {
    const source = `${locus}FEATURES   Location/Qualifiers\n     CDS   1..9\n                     /note="open\n                     still open\n     gene  1..9\n${origin}`;
    expect(problemOf(source)).toEqual({
      line: 4,
      key: 'genbank.errors.unclosedQuote',
      values: { name: 'note' },
    });
  });

  it('checks the sequence against the LOCUS length and the features against both', () => {
    const short = `LOCUS       demo   31 bp    DNA     linear\n${origin}`;
    expect(problemOf(short)).toEqual({
      line: 2,
      key: 'genbank.errors.sequenceLength',
      values: { expected: 31, found: 30 },
    });
    const beyond = `${locus}FEATURES   Location/Qualifiers\n     CDS   complement(10..40)\n${origin}`;
    expect(problemOf(beyond)).toEqual({
      line: 3,
      key: 'genbank.errors.outside',
      values: { start: 10, end: 40, length: 30 },
    });
    const odd = `${locus}ORIGIN\n        1 aaaaaaaaaa cccccccccc ggggggggg!\n`;
    expect(problemOf(odd)).toEqual({ line: 3, key: 'genbank.errors.base', values: { found: '!' } });
  });

  it('refuses more features than a drawing can show', () => {
    const many = Array.from({ length: 2001 }, () => '     misc_feature 1..5\n').join('');
    const parsed = problemOf(`${locus}FEATURES   Location/Qualifiers\n${many}${origin}`);
    expect(parsed).toEqual({ line: 2003, key: 'genbank.errors.tooMany', values: { max: 2000 } });
  });
});

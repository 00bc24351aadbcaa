import { describe, expect, it } from 'vitest';
import { defaultScientificOptions } from '../../schema/document/scientific-kinds';
import { problemMessage, readFixture, t } from '../testing';
import { describeNucleicAcid } from './describe';
import { parseNucleicAcid } from './parse';

const fixture = (name: string) => readFixture(import.meta.url, name);
const dna = defaultScientificOptions('nucleic_acid');
const rna = { ...dna, molecule: 'rna' as const };

describe('parseNucleicAcid', () => {
  it('reads a FASTA record with Windows line ends across lines', () => {
    const parsed = parseNucleicAcid(fixture('hbb-cds.fasta'), dna);
    expect(parsed).toEqual({
      ok: true,
      value: {
        sequence: 'ATGGTGCATCTGACTCCTGAGGAGAAGTCT',
        name: 'NM_000518.5 Homo sapiens hemoglobin subunit beta (HBB), CDS bases 1-30',
      },
    });
  });

  it('reads raw lower-case letters, skipping position numbers, spaces and comments', () => {
    const parsed = parseNucleicAcid(fixture('origin-block.txt'), dna);
    expect(parsed.ok && parsed.value).toEqual({ sequence: 'TAATACGACTCACTATAGGG', name: '' });
  });

  it('reads an RNA record when the molecule is RNA', () => {
    const parsed = parseNucleicAcid(fixture('let7a-rna.fasta'), rna);
    expect(parsed.ok && parsed.value.sequence).toBe('UGAGGUAGUAGGUUGUAUAGUU');
  });

  it('accepts empty data (the strand is drawn from its length)', () => {
    expect(parseNucleicAcid('', dna)).toEqual({ ok: true, value: { sequence: '', name: '' } });
    expect(parseNucleicAcid('\n  \n# nothing yet\n', dna).ok).toBe(true);
  });

  it('names the line and the letter that is not a base', () => {
    const parsed = parseNucleicAcid('>x\nACGT\nACXT\n', dna);
    expect(parsed).toEqual({
      ok: false,
      problem: { line: 3, key: 'nucleic_acid.errors.letter', values: { found: 'X' } },
    });
    if (!parsed.ok)
      expect(problemMessage(parsed.problem, t)).toBe(
        'Line 3: expected a base (A, C, G, T, U or N), found “X”.',
      );
  });

  it('refuses U in DNA and T in RNA, naming the line', () => {
    const uracil = parseNucleicAcid('ACGT\nACGU', dna);
    expect(uracil).toEqual({
      ok: false,
      problem: { line: 2, key: 'nucleic_acid.errors.uracilInDna' },
    });
    const thymine = parseNucleicAcid(fixture('hbb-cds.fasta'), rna);
    expect(thymine).toEqual({
      ok: false,
      problem: { line: 2, key: 'nucleic_acid.errors.thymineInRna' },
    });
    if (!uracil.ok)
      expect(problemMessage(uracil.problem, t)).toMatch(
        /^Line 2: found U \(uracil\) in a DNA strand/,
      );
  });

  it('refuses a second FASTA record on its header line', () => {
    expect(parseNucleicAcid(fixture('two-records.fasta'), dna)).toEqual({
      ok: false,
      problem: { line: 4, key: 'nucleic_acid.errors.secondRecord' },
    });
  });

  it('refuses a sequence over 400 bases, saying how long it is and the limit', () => {
    const parsed = parseNucleicAcid('ACGT'.repeat(5000), dna);
    expect(parsed).toEqual({
      ok: false,
      problem: {
        line: 0,
        key: 'nucleic_acid.errors.tooLong',
        values: { length: 20000, most: 400 },
      },
    });
    if (!parsed.ok)
      expect(problemMessage(parsed.problem, t)).toBe(
        'the sequence is 20,000 bases long; a strand shows at most 400: shorten it or show a part.',
      );
    expect(parseNucleicAcid('A'.repeat(400), dna).ok).toBe(true);
  });
});

describe('describeNucleicAcid', () => {
  it('names the molecule, its length and its sequence', () => {
    const parsed = parseNucleicAcid(fixture('hbb-cds.fasta'), dna);
    if (!parsed.ok) throw new Error('fixture fails');
    expect(describeNucleicAcid(parsed.value, dna, t)).toBe(
      'A DNA double helix of 30 base pairs. NM_000518.5 Homo sapiens hemoglobin subunit beta ' +
        '(HBB), CDS bases 1-30, 5′ to 3′: ATGGTGCATCTGACTCCTGAGGAGAAGTCT.',
    );
  });

  it('describes an mRNA drawn from its length alone, and stays short for long sequences', () => {
    const mrna = { ...dna, molecule: 'mrna' as const, length: 1 };
    expect(describeNucleicAcid({ sequence: '', name: '' }, mrna, t)).toBe(
      'An mRNA of 1 base, with a 5′ m⁷G cap and a 3′ poly(A) tail.',
    );
    const long = describeNucleicAcid({ sequence: 'A'.repeat(400), name: 'n'.repeat(120) }, dna, t);
    expect(long.length).toBeLessThan(600);
    expect(long).toContain('…');
  });
});

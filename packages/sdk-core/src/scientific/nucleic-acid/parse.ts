// Reads a strand's sequence: raw letters or one FASTA record. Spaces and position numbers (as in
// GenBank's ORIGIN block) are skipped; empty data is fine (the strand is drawn from its length).
import type { ScientificOptions } from '../../schema/document/scientific-kinds';
import { problem } from '../table';
import type { Parsed } from '../types';

/** Most bases one strand shows (the length option's own limit). */
export const MAX_STRAND_BASES = 400;

export interface NucleicAcidData {
  /** The bases 5′ to 3′, upper case (A C G T U N); '' when only a length is drawn. */
  sequence: string;
  /** The FASTA header's text ('' for raw letters). */
  name: string;
}

const BASES = new Set(['A', 'C', 'G', 'T', 'U', 'N']);
const SKIPPED = /[\s\d]/;
const MAX_NAME_CHARS = 120;

export function parseNucleicAcid(
  source: string,
  options: ScientificOptions<'nucleic_acid'>,
): Parsed<NucleicAcidData> {
  const isDna = options.molecule === 'dna';
  const bases: string[] = [];
  let count = 0;
  let name = '';
  let headerSeen = false;
  const lines = source.split(/\r\n|\r|\n/);
  for (let index = 0; index < lines.length; index++) {
    const text = lines[index]!.trim();
    const line = index + 1;
    // `;` starts a comment in old FASTA files, `#` in Figura's tables.
    if (!text || text.startsWith('#') || text.startsWith(';')) continue;
    if (text.startsWith('>')) {
      if (headerSeen || count > 0) return problem(line, 'nucleic_acid.errors.secondRecord');
      headerSeen = true;
      name = text.slice(1).trim().slice(0, MAX_NAME_CHARS);
      continue;
    }
    for (const char of text) {
      if (SKIPPED.test(char)) continue;
      const base = char.toUpperCase();
      if (!BASES.has(base)) return problem(line, 'nucleic_acid.errors.letter', { found: char });
      if (base === 'U' && isDna) return problem(line, 'nucleic_acid.errors.uracilInDna');
      if (base === 'T' && !isDna) return problem(line, 'nucleic_acid.errors.thymineInRna');
      // Keep counting past the limit so the message can say how long the sequence is.
      count++;
      if (count <= MAX_STRAND_BASES) bases.push(base);
    }
  }
  if (count > MAX_STRAND_BASES)
    return problem(0, 'nucleic_acid.errors.tooLong', { length: count, most: MAX_STRAND_BASES });
  return { ok: true, value: { sequence: bases.join(''), name } };
}

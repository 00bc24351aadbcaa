// What the drawings need to know about a base: its partner and its colour.

const PARTNERS: Record<string, string> = { A: 'T', T: 'A', G: 'C', C: 'G', U: 'A', N: 'N' };
const COLOUR_INDEX: Record<string, number> = { A: 0, C: 1, G: 2, T: 3, U: 3 };

/** The base paired with `base` on a DNA strand's partner (A–T, G–C; N stays N). */
export const complementOf = (base: string) => PARTNERS[base] ?? 'N';

/** The palette index of `base` (A 0, C 1, G 2, T or U 3), -1 for N. */
export const colourIndexOf = (base: string) => COLOUR_INDEX[base] ?? -1;

/** The complementary strand, base by base under `sequence` (read 3′ to 5′ left to right). */
export const complementStrand = (sequence: string) =>
  Array.from(sequence, (base) => complementOf(base)).join('');

/** A strand drawn without a sequence cycles the four colours, so its rungs still read as bases. */
export const placeholderBase = (index: number) => 'ACGT'[index % 4]!;

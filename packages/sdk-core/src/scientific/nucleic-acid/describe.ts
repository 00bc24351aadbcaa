// The strand's alt text: what molecule, how long, and its sequence (shortened) when given.
import type { Translate } from '../../i18n/create-i18n';
import type { ScientificOptions } from '../../schema/document/scientific-kinds';
import { strandLength } from './draw';
import type { NucleicAcidData } from './parse';

/** Letters read out at most; a longer sequence ends with "…". */
const MAX_LETTERS = 60;
const MAX_NAME = 80;

export function describeNucleicAcid(
  data: NucleicAcidData,
  options: ScientificOptions<'nucleic_acid'>,
  t: Translate,
): string {
  const count = strandLength(data, options);
  const molecule =
    options.molecule === 'dna'
      ? options.style === 'ladder'
        ? 'dnaLadder'
        : 'dna'
      : options.molecule;
  const parts = [t(`scientific.nucleic_acid.describe.${molecule}`, { count })];
  if (data.sequence) {
    const letters =
      data.sequence.length > MAX_LETTERS
        ? `${data.sequence.slice(0, MAX_LETTERS)}…`
        : data.sequence;
    const name =
      data.name.length > MAX_NAME ? `${data.name.slice(0, MAX_NAME).trimEnd()}…` : data.name;
    parts.push(
      name
        ? t('scientific.nucleic_acid.describe.namedSequence', { name, sequence: letters })
        : t('scientific.nucleic_acid.describe.sequence', { sequence: letters }),
    );
  }
  return parts.join(' ');
}

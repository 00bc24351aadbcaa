// Restriction sites of common enzymes that cut a sequence exactly once (the "unique cutters" a
// cloner looks for), searched on both strands and, for a circular plasmid, across the origin.

/** Common cloning enzymes and their recognition sequences (5'→3', top strand). */
export const COMMON_ENZYMES: readonly { name: string; site: string }[] = [
  { name: 'EcoRI', site: 'gaattc' },
  { name: 'BamHI', site: 'ggatcc' },
  { name: 'HindIII', site: 'aagctt' },
  { name: 'XbaI', site: 'tctaga' },
  { name: 'SalI', site: 'gtcgac' },
  { name: 'PstI', site: 'ctgcag' },
  { name: 'SphI', site: 'gcatgc' },
  { name: 'KpnI', site: 'ggtacc' },
  { name: 'SacI', site: 'gagctc' },
  { name: 'SmaI', site: 'cccggg' },
  { name: 'NdeI', site: 'catatg' },
  { name: 'XhoI', site: 'ctcgag' },
  { name: 'NotI', site: 'gcggccgc' },
  { name: 'EcoRV', site: 'gatatc' },
];

export interface RestrictionSite {
  enzyme: string;
  /** 1-based position, on the top strand, of the site's first base. */
  position: number;
}

const COMPLEMENT: Record<string, string> = { a: 't', c: 'g', g: 'c', t: 'a' };

export const reverseComplement = (bases: string) =>
  [...bases]
    .reverse()
    .map((base) => COMPLEMENT[base] ?? 'n')
    .join('');

/** Where `site` starts in `text` (0-based), every match, overlapping ones too. */
function matches(text: string, site: string, limit: number): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(site); at !== -1 && at < limit; at = text.indexOf(site, at + 1))
    found.push(at);
  return found;
}

/**
 * The enzymes of `enzymes` whose site occurs exactly once in `sequence` (either strand), in
 * order along it. A circular sequence is also searched across its origin.
 */
export function uniqueSites(
  sequence: string,
  circular: boolean,
  enzymes = COMMON_ENZYMES,
): RestrictionSite[] {
  const bases = sequence.toLowerCase().replace(/u/g, 't');
  const sites: RestrictionSite[] = [];
  for (const { name, site } of enzymes) {
    if (!bases || site.length > bases.length) continue;
    const text = circular ? bases + bases.slice(0, site.length - 1) : bases;
    const starts = new Set(matches(text, site, bases.length));
    const reverse = reverseComplement(site);
    // A palindromic site reads the same on both strands: one cut, counted once.
    if (reverse !== site) for (const at of matches(text, reverse, bases.length)) starts.add(at);
    if (starts.size === 1) sites.push({ enzyme: name, position: [...starts][0]! + 1 });
  }
  return sites.sort((a, b) => a.position - b.position);
}

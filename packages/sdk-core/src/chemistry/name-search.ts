// Finding a molecule by name as the user types: exact names and synonyms first (case, spaces,
// hyphens and primes ignored: "acetyl salicylic acid", "Acetylsalicylic-acid"), then prefixes and
// typos ("asprin", "caffiene") through minisearch, as the library search does.
import MiniSearch from 'minisearch';
import { NAMED_MOLECULES, type NamedMolecule } from './names/index';

/** A suggestion: the molecule and, when a synonym matched rather than its name, that synonym. */
export interface MoleculeSuggestion {
  molecule: NamedMolecule;
  matched?: string;
}

/** One key per way of writing a name: "L-Alanine", "l alanine" and "lalanine" are one. */
export const nameKey = (name: string) =>
  name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\-–,'′‘’()]+/g, '');

interface IndexedName {
  id: number;
  name: string;
  synonyms: string;
}

let exact: Map<string, NamedMolecule> | undefined;
let index: MiniSearch<IndexedName> | undefined;

function exactNames(): Map<string, NamedMolecule> {
  if (!exact) {
    exact = new Map();
    for (const molecule of NAMED_MOLECULES) {
      for (const name of [molecule.name, ...molecule.synonyms]) {
        // The first molecule to claim a name keeps it (the list puts the common meaning first).
        if (!exact.has(nameKey(name))) exact.set(nameKey(name), molecule);
      }
    }
  }
  return exact;
}

function nameIndex(): MiniSearch<IndexedName> {
  if (!index) {
    index = new MiniSearch<IndexedName>({
      fields: ['name', 'synonyms'],
      tokenize: (text) => text.split(/[\s,\-()]+/).filter(Boolean),
      processTerm: (term) => term.toLowerCase(),
    });
    index.addAll(
      NAMED_MOLECULES.map((molecule, id) => ({
        id,
        name: molecule.name,
        synonyms: molecule.synonyms.join(', '),
      })),
    );
  }
  return index;
}

/** The molecule called `name` (or one of its synonyms), or undefined. */
export function findNamedMolecule(name: string): NamedMolecule | undefined {
  return exactNames().get(nameKey(name));
}

function matchedSynonym(molecule: NamedMolecule, query: string): string | undefined {
  const key = nameKey(query);
  if (nameKey(molecule.name).startsWith(key)) return undefined;
  return molecule.synonyms.find((synonym) => nameKey(synonym).startsWith(key));
}

/** Up to `limit` molecules whose name or synonym matches `query`, best first; typos tolerated. */
export function suggestMolecules(query: string, limit = 8): MoleculeSuggestion[] {
  const trimmed = query.trim();
  if (!trimmed) return [];
  const found: NamedMolecule[] = [];
  const exactMatch = findNamedMolecule(trimmed);
  if (exactMatch) found.push(exactMatch);
  const hits = nameIndex().search(trimmed, {
    boost: { name: 2, synonyms: 1 },
    prefix: true,
    fuzzy: (term) => (term.length >= 4 ? 0.25 : false),
    combineWith: 'AND',
  });
  for (const hit of hits) {
    const molecule = NAMED_MOLECULES[hit.id as number]!;
    if (!found.includes(molecule)) found.push(molecule);
    if (found.length >= limit) break;
  }
  return found.slice(0, limit).map((molecule) => {
    const matched = matchedSynonym(molecule, trimmed);
    return matched ? { molecule, matched } : { molecule };
  });
}

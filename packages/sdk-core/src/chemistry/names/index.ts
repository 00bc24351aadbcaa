// The bundled names list: a few hundred common molecules (name -> SMILES, with synonyms). The
// structures follow PubChem's records (public domain, https://pubchem.ncbi.nlm.nih.gov), written
// out for this list; a unit test reads every SMILES with the toolkit and checks its molecular
// formula, and the R/S of every stereocentre the list writes.
import { BASIC_MOLECULES } from './basics';
import { BIOCHEMISTRY_MOLECULES } from './biochemistry';
import { DRUG_MOLECULES } from './drugs';
import type { NamedMoleculeRow } from './types';

export interface NamedMolecule {
  name: string;
  smiles: string;
  /** Molecular formula, Hill order. */
  formula: string;
  synonyms: readonly string[];
}

const fromRow = ([name, smiles, formula, synonyms = []]: NamedMoleculeRow): NamedMolecule => ({
  name,
  smiles,
  formula,
  synonyms,
});

export const NAMED_MOLECULES: readonly NamedMolecule[] = [
  ...BASIC_MOLECULES,
  ...BIOCHEMISTRY_MOLECULES,
  ...DRUG_MOLECULES,
].map(fromRow);

// What the molecule form asks for: a name from the bundled list or a SMILES, drawn.
import { depictSmiles, type MoleculeDepiction, type MoleculeStyle } from './depict';
import { MoleculeInputError } from './errors';
import { findNamedMolecule } from './name-search';

export type MoleculeQuery = { kind: 'smiles'; text: string } | { kind: 'name'; text: string };

export interface ResolvedMolecule {
  depiction: MoleculeDepiction;
  /** The list's name when the molecule was asked for by name. */
  name?: string;
}

/** Draws the molecule a query names. Throws a MoleculeInputError when it cannot. */
export function resolveMolecule(query: MoleculeQuery, style?: MoleculeStyle): ResolvedMolecule {
  if (query.kind === 'smiles') return { depiction: depictSmiles(query.text, style) };
  const molecule = findNamedMolecule(query.text);
  if (!molecule) throw new MoleculeInputError({ kind: 'unknownName', name: query.text.trim() });
  return { depiction: depictSmiles(molecule.smiles, style), name: molecule.name };
}

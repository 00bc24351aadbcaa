// The editor's molecule commands, light: each loads the chemistry toolkit and the commands' work
// (molecule-commands.ts) on its first call, so neither is ever in an editor's first frame. The
// cache holds code, not editor state: several editors share it safely.
import type * as Chemistry from '../chemistry/index';
import type { MoleculeQuery, MoleculeStyle, ResolvedMolecule } from '../chemistry/index';
import type { MoleculeElement } from '../schema/document/elements';
import { createElementId } from '../schema/document/ids';
import type * as MoleculeCommands from './molecule-commands';
import { placeNewElement } from './placement';
import type { MoleculeEditor, NewMolecule } from './molecule-commands';
import type { EditorEngine } from './types';

export type ChemistryModule = typeof Chemistry;
export type MoleculeCommandsModule = typeof MoleculeCommands;
export type { MoleculeEditor, NewMolecule };

let loading: Promise<MoleculeCommandsModule> | undefined;

let chemistryLoading: Promise<ChemistryModule> | undefined;

/** The molecule commands (with the chemistry toolkit they use), loaded once. */
export function loadMoleculeCommands(): Promise<MoleculeCommandsModule> {
  loading ??= import('./molecule-commands').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The chemistry module (`@figura/sdk-core/chemistry`: openchemlib, the names list), loaded once. */
export function loadChemistry(): Promise<ChemistryModule> {
  chemistryLoading ??= import('../chemistry/index').catch((error: unknown) => {
    chemistryLoading = undefined;
    throw error;
  });
  return chemistryLoading;
}

/**
 * Adds the molecule a query names (a SMILES, or a name from the list), drawn in `style`, centred
 * (one history entry, selected). Rejects with a MoleculeInputError, adding nothing, when the
 * SMILES or name cannot be read.
 */
export async function addMolecule(
  editor: Pick<EditorEngine, 'getDocument' | 'addElement'>,
  query: MoleculeQuery,
  style?: MoleculeStyle,
): Promise<MoleculeElement> {
  const [commands, chemistry] = await Promise.all([loadMoleculeCommands(), loadChemistry()]);
  const { depiction, name } = chemistry.resolveMolecule(query, style);
  const doc = editor.getDocument();
  const element = commands.moleculeElement({ depiction, name, style }, doc, createElementId());
  const placed = placeNewElement(doc, element) as MoleculeElement;
  editor.addElement(placed);
  return placed;
}

/**
 * Makes molecule `id` another molecule: a SMILES (or a query naming one), re-drawn in place in
 * its style, its position and scale kept; one history entry. Rejects with a MoleculeInputError
 * (and changes nothing) when the SMILES or name cannot be read; resolves with null when there is
 * no such molecule (any more) on the slide.
 */
export async function setMoleculeSmiles(
  editor: MoleculeEditor,
  id: string,
  smiles: string | MoleculeQuery,
): Promise<ResolvedMolecule | null> {
  return (await loadMoleculeCommands()).setMoleculeSmiles(editor, id, smiles);
}

/**
 * Draws molecule `id` in another style (colour by element or one colour, hydrogens shown or not)
 * from its stored molfile, so its layout stays as it is; one history entry (one per `gesture`:
 * a colour picker's drag merges into one).
 */
export async function setMoleculeStyle(
  editor: MoleculeEditor,
  id: string,
  change: Partial<MoleculeStyle>,
  gesture?: string,
): Promise<void> {
  (await loadMoleculeCommands()).setMoleculeStyle(editor, id, change, gesture);
}

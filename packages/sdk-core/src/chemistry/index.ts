// @figura/sdk-core/chemistry: molecules from SMILES or a name, drawn by openchemlib. Large (the
// toolkit is about 1 MB): load it with a dynamic import (loadChemistry() in the editor), never
// from a first frame. Renderers draw a molecule's stored SVG and need none of this.
export {
  DEFAULT_MOLECULE_STYLE,
  depictMolfile,
  depictSmiles,
  readSmiles,
  type MoleculeDepiction,
  type MoleculeStyle,
} from './depict';
export { resolveMolecule, type MoleculeQuery, type ResolvedMolecule } from './resolve';
export { NAMED_MOLECULES, type NamedMolecule } from './names/index';
export {
  findNamedMolecule,
  nameKey,
  suggestMolecules,
  type MoleculeSuggestion,
} from './name-search';
export {
  isMoleculeInputError,
  moleculeErrorText,
  MoleculeInputError,
  type MoleculeProblem,
} from './errors';
export {
  scanSmiles,
  smilesSyntaxProblem,
  type SmilesProblem,
  type SmilesProblemReason,
} from './smiles-syntax';

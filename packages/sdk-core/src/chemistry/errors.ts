// Why a molecule could not be made from what the user typed, as data: the editor words it in the
// user's language (moleculeErrorText), tests read the reason and position.
import type { Translate } from '../i18n/create-i18n';
import type { SmilesProblem, SmilesProblemReason } from './smiles-syntax';

export type MoleculeProblem =
  | { kind: 'smiles'; reason: SmilesProblemReason; position: number }
  | { kind: 'unknownName'; name: string };

export class MoleculeInputError extends Error {
  readonly problem: MoleculeProblem;
  constructor(problem: MoleculeProblem) {
    super(
      problem.kind === 'smiles'
        ? `Could not read the SMILES at position ${problem.position} (${problem.reason})`
        : `No molecule is named "${problem.name}"`,
    );
    this.name = 'MoleculeInputError';
    this.problem = problem;
  }
}

export const smilesError = (problem: SmilesProblem) =>
  new MoleculeInputError({ kind: 'smiles', ...problem });

export function isMoleculeInputError(error: unknown): error is MoleculeInputError {
  return error instanceof Error && error.name === 'MoleculeInputError' && 'problem' in error;
}

/**
 * The user's words for a molecule problem (`t`, namespace `editor`), e.g. "Could not read the
 * SMILES at position 7: this branch is never closed." Any other error keeps its own message.
 */
export function moleculeErrorText(error: unknown, t: Translate): string {
  if (!isMoleculeInputError(error)) return error instanceof Error ? error.message : String(error);
  const { problem } = error;
  if (problem.kind === 'unknownName')
    return t('molecule.errors.unknownName', { name: problem.name });
  if (problem.reason === 'empty') return t('molecule.errors.empty');
  return t('molecule.errors.smiles', {
    position: problem.position,
    reason: t(`molecule.reasons.${problem.reason}`),
  });
}

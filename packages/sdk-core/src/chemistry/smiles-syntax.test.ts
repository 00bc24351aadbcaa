import { describe, expect, it } from 'vitest';
import { smilesSyntaxProblem } from './smiles-syntax';

describe('smilesSyntaxProblem', () => {
  it('reads valid SMILES: branches, rings, brackets, charges, stereo, isotopes, dots', () => {
    for (const smiles of [
      'CC(=O)Oc1ccccc1C(=O)O',
      'C[C@@H](C(=O)O)N',
      'C/C=C\\C',
      '[NH4+]',
      '[Na+].[Cl-]',
      'C1CC2CCC1CC2',
      'C%10CCCCC%10',
      '[13CH4]',
      'OC(=O)[C@@H]1CCCN1',
      'C=1CCCCC=1',
      '[O-][N+](=O)c1ccccc1',
    ]) {
      expect(smilesSyntaxProblem(smiles), smiles).toBeNull();
    }
  });

  it.each([
    ['', 'empty', 1],
    ['CC(=O', 'unclosedBranch', 3],
    ['CC(C)C)O', 'unopenedBranch', 7],
    ['CC()C', 'emptyBranch', 4],
    ['C1CCCCC', 'unclosedRing', 2],
    ['CC(=O)Oc1ccccc1C(=O)OX', 'unexpectedCharacter', 22],
    ['CC==C', 'danglingBond', 4],
    ['CC=', 'danglingBond', 3],
    ['CC[@N]C', 'bracketAtom', 4],
    ['CC[NH4+', 'unclosedBracket', 3],
    ['C..C', 'unexpectedCharacter', 3],
    ['C%1C', 'unexpectedCharacter', 2],
    ['CC C', 'unexpectedCharacter', 3],
  ])('finds the mistake in %j: %s at position %i', (smiles, reason, position) => {
    expect(smilesSyntaxProblem(smiles)).toEqual({ reason, position });
  });
});

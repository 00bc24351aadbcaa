import { Molecule } from 'openchemlib';
import { describe, expect, it } from 'vitest';
import { SMILES_PATTERN } from '../schema/document/molecule-options';
import { readSmiles } from './depict';
import { nameKey } from './name-search';
import { NAMED_MOLECULES } from './names/index';

/**
 * R/S of each stereocentre the list writes, in the order of the atoms in its SMILES, then E/Z of
 * each double bond it writes, in the order of the bonds.
 */
const STEREO: Record<string, string> = {
  'L-Alanine': 'S',
  'L-Valine': 'S',
  'L-Leucine': 'S',
  'L-Isoleucine': 'SS',
  'L-Proline': 'S',
  'L-Phenylalanine': 'S',
  'L-Tryptophan': 'S',
  'L-Tyrosine': 'S',
  'L-Serine': 'S',
  // Written from C3: (2S,3R)
  'L-Threonine': 'RS',
  'L-Cysteine': 'R',
  'L-Cystine': 'RR',
  'L-Methionine': 'S',
  'L-Asparagine': 'S',
  'L-Glutamine': 'S',
  'L-Aspartic acid': 'S',
  'L-Glutamic acid': 'S',
  'L-Lysine': 'S',
  'L-Arginine': 'S',
  'L-Histidine': 'S',
  'L-Ornithine': 'S',
  'L-Citrulline': 'S',
  'L-Selenocysteine': 'R',
  'D-Alanine': 'R',
  Glutathione: 'SR',
  Carnosine: 'S',
  // (3S)-3-amino-4-[[(2S)-1-methoxy-1-oxo-3-phenylpropan-2-yl]amino]-4-oxobutanoic acid
  Aspartame: 'SS',
  // β-D-ribofuranosides: C1' R, C2' R, C3' S, C4' R (written from C1')
  Adenosine: 'RRSR',
  Guanosine: 'RRSR',
  Cytidine: 'RRSR',
  Uridine: 'RRSR',
  'Adenosine monophosphate': 'RRSR',
  'Adenosine diphosphate': 'RRSR',
  'Adenosine triphosphate': 'RRSR',
  'Guanosine triphosphate': 'RRSR',
  'Guanosine diphosphate': 'RRSR',
  // 2'-deoxy: C1' R, C3' S, C4' R
  Thymidine: 'RSR',
  // written from C2': C3' S, C4' R, C1' R
  '2′-Deoxyadenosine': 'SRR',
  // Cα S; ribose (2S,3S,4R,5R) as oxolane: C4' S, C1' R, C2' R, C3' S (the sulfur unwritten)
  'S-Adenosyl methionine': 'SSRRS',
  // D-hexopyranoses, written from C5: glucose (3R,4S,5S,6R) as C5 R, C4 S, C3 S, C2 R
  'D-Glucose': 'RSSR',
  'D-Galactose': 'RRSR',
  'D-Mannose': 'RSSS',
  // open chains: fructose (3S,4R,5R); ribose (2R,3R,4R); deoxyribose (3S,4R); xylose (2R,3S,4R)
  'D-Fructose': 'SRR',
  'D-Ribose': 'RRR',
  '2-Deoxy-D-ribose': 'SR',
  'D-Xylose': 'RSR',
  // D-mannitol (2R,3R,4R,5R)
  Mannitol: 'RRRR',
  // (5R)-5-[(1S)-1,2-dihydroxyethyl]-3,4-dihydroxyfuran-2-one, from the side chain
  'Ascorbic acid': 'SR',
  'L-Malic acid': 'S',
  'L-Carnitine': 'R',
  // (3S,8S,9S,10R,13R,14S,17R) and C20 R, in SMILES order: 20,17,14,13,8,9,10,3
  Cholesterol: 'RRSRSSRS',
  // biotin (3aS,4S,6aR), SMILES order: C4, C6a, C3a
  Biotin: 'SRS',
  // vitamin D3 (1S; 1R,3aS,7aR; 2R), in SMILES order: C20, C17, C14, C13, C3
  Cholecalciferol: 'RRSRSEZ',
  Adrenaline: 'R',
  Noradrenaline: 'R',
  'L-DOPA': 'S',
  Thyroxine: 'S',
  Triiodothyronine: 'S',
  // (8R,9S,10R,13S,14S,17S), in SMILES order: C13, C9, C8, C14, C17, C10
  Testosterone: 'SSRSSR',
  // (8R,9S,13S,14S,17S), in SMILES order: C13, C9, C8, C14, C17
  Estradiol: 'SSRSS',
  Naproxen: 'S',
  'cis-Aconitic acid': 'Z',
  'Fumaric acid': 'E',
  'Maleic acid': 'Z',
  'Oleic acid': 'Z',
  'Linoleic acid': 'ZZ',
  'alpha-Linolenic acid': 'ZZZ',
  'Arachidonic acid': 'ZZZZ',
  'Eicosapentaenoic acid': 'ZZZZZ',
  'Docosahexaenoic acid': 'ZZZZZZ',
  Anandamide: 'ZZZZ',
  Squalene: 'EEEE',
  Sphingosine: 'E',
  // (5Z,13E), the 13 double bond written first
  'Prostaglandin E2': 'EZ',
  // all-trans
  Retinol: 'EEEE',
  Retinal: 'EEEE',
  'beta-Carotene': 'EEEEEEEEE',
  'Coenzyme Q10': 'EEEEEEEEE',
  Phylloquinone: 'E',
  Montelukast: 'E',
  Tamoxifen: 'Z',
  Capsaicin: 'E',
  Curcumin: 'EE',
  Resveratrol: 'E',
  Cinnamaldehyde: 'E',
  'Monosodium glutamate': 'S',
  'Retinoic acid': 'EEEE',
  // (7E,15E,17E,19E); its stereocentres unwritten
  Rapamycin: 'EEEE',
};

/** Element counts of a formula such as C9H8O4; the toolkit writes elements in its own order. */
function elementCounts(formula: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [, element, count] of formula.matchAll(/([A-Z][a-z]?)(\d*)/g)) {
    counts[element!] = (counts[element!] ?? 0) + Number(count || 1);
  }
  return counts;
}

const sameFormula = (a: string, b: string) =>
  JSON.stringify(Object.entries(elementCounts(a)).sort()) ===
  JSON.stringify(Object.entries(elementCounts(b)).sort());

function cipLetters(smiles: string): string {
  const molecule = Molecule.fromSmiles(smiles);
  molecule.ensureHelperArrays(Molecule.cHelperCIP);
  let letters = '';
  for (let atom = 0; atom < molecule.getAtoms(); atom++) {
    const parity = molecule.getAtomCIPParity(atom);
    if (parity === Molecule.cAtomCIPParityRorM) letters += 'R';
    else if (parity === Molecule.cAtomCIPParitySorP) letters += 'S';
    else if (parity === Molecule.cAtomCIPParityProblem) letters += '?';
  }
  for (let bond = 0; bond < molecule.getBonds(); bond++) {
    const parity = molecule.getBondCIPParity(bond);
    if (parity === Molecule.cBondCIPParityEorP) letters += 'E';
    else if (parity === Molecule.cBondCIPParityZorM) letters += 'Z';
    else if (parity === Molecule.cBondCIPParityProblem) letters += '?';
  }
  return letters;
}

describe('the names list', () => {
  it('holds at least 300 molecules, each name and synonym naming one molecule', () => {
    expect(NAMED_MOLECULES.length).toBeGreaterThanOrEqual(300);
    const owners = new Map<string, string>();
    const clashes: string[] = [];
    for (const molecule of NAMED_MOLECULES) {
      for (const name of new Set([molecule.name, ...molecule.synonyms].map(nameKey))) {
        const owner = owners.get(name);
        if (owner) clashes.push(`${name}: ${owner} and ${molecule.name}`);
        owners.set(name, molecule.name);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('reads every SMILES, and its molecular formula is the one the name has', () => {
    const wrong = NAMED_MOLECULES.flatMap(({ name, smiles, formula }) => {
      try {
        const read = readSmiles(smiles).getMolecularFormula().formula;
        return sameFormula(read, formula) ? [] : [`${name}: ${read}, expected ${formula}`];
      } catch (error) {
        return [`${name}: ${(error as Error).message}`];
      }
    });
    expect(wrong).toEqual([]);
  });

  it("writes every molecule's canonical SMILES in the characters the schema stores", () => {
    const refused = NAMED_MOLECULES.filter(
      ({ smiles }) => !SMILES_PATTERN.test(readSmiles(smiles).toIsomericSmiles()),
    ).map(({ name }) => name);
    expect(refused).toEqual([]);
  });

  it('writes stereo only where the R/S of each centre is checked, and it is right', () => {
    const wrong = NAMED_MOLECULES.flatMap(({ name, smiles }) => {
      const letters = cipLetters(smiles);
      const expected = STEREO[name] ?? '';
      return letters === expected
        ? []
        : [`${name}: ${letters || '-'}, expected ${expected || '-'}`];
    });
    expect(wrong).toEqual([]);
  });
});

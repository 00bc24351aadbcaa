import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { describe, expect, it } from 'vitest';
import { parseSvg, type SvgElementNode, type SvgNode } from '../svg/parse';
import { sanitizeSvg } from '../svg/sanitize';
import { storedSvgProblem } from '../svg/stored';
import { depictMolfile, depictSmiles, readSmiles } from './depict';
import { isMoleculeInputError, moleculeErrorText } from './errors';
import { resolveMolecule } from './resolve';

extend([a11yPlugin]);

const ASPIRIN = 'CC(=O)Oc1ccccc1C(=O)O';

function elements(svg: string): SvgElementNode[] {
  const all: SvgElementNode[] = [];
  const visit = (node: SvgNode) => {
    if (node.kind !== 'element') return;
    all.push(node);
    node.children.forEach(visit);
  };
  parseSvg(svg).forEach(visit);
  return all;
}
const attr = (node: SvgElementNode, name: string) =>
  node.attributes.find(([key]) => key === name)?.[1];
const labels = (svg: string) =>
  elements(svg)
    .filter((node) => node.name === 'text')
    .map((node) =>
      node.children.map((child) => (child.kind === 'text' ? child.text : '')).join(''),
    );
const paints = (svg: string) =>
  new Set(
    elements(svg).flatMap((node) =>
      ['fill', 'stroke'].map((name) => attr(node, name)).filter((v) => v && v !== 'none'),
    ),
  );

function problemOf(smiles: string) {
  try {
    readSmiles(smiles);
  } catch (error) {
    if (isMoleculeInputError(error)) return error.problem;
    throw error;
  }
  return null;
}

describe('depictSmiles', () => {
  it('draws aspirin: its four oxygens and the acid OH as labels, bonds as lines, in element colours', () => {
    const aspirin = depictSmiles(ASPIRIN);
    expect(aspirin.formula).toBe('C9H8O4');
    expect(labels(aspirin.svg).sort()).toEqual(['H', 'O', 'O', 'O', 'O']);
    // 13 bonds, 4 of them double (two lines each): carbon is not labelled, so it is all lines.
    const lines = elements(aspirin.svg).filter((node) => node.name === 'line');
    expect(lines.length).toBeGreaterThanOrEqual(13);
    // Oxygen red, bonds black (CPK-like).
    expect(paints(aspirin.svg)).toEqual(new Set(['rgb(255,13,13)', 'rgb(0,0,0)']));
    // Stored as the sanitiser writes it, with nothing the schema would refuse, and no ids or
    // hit areas that would clash between molecules.
    expect(sanitizeSvg(aspirin.svg)).toBe(aspirin.svg);
    expect(storedSvgProblem(aspirin.svg)).toBeNull();
    expect(aspirin.svg).not.toMatch(/\sid=|class=|opacity="0"|<style/);
    expect(aspirin.width).toBeGreaterThan(40);
    expect(aspirin.height).toBeGreaterThan(40);
    expect(attr(elements(aspirin.svg)[0]!, 'width')).toBe(String(aspirin.width));
    // Canonical SMILES and a molfile with 2D coordinates: the same molecule read back.
    expect(readSmiles(aspirin.smiles).getMolecularFormula().formula).toBe('C9H8O4');
    expect(aspirin.molfile).toMatch(/V2000/);
    expect(aspirin.molfile).toMatch(/^\s+-?\d+\.\d+\s+-?\d+\.\d+\s+0\.0000 O /m);
  });

  it('darkens element colours too pale to read on white: platinum and chlorine in cisplatin', () => {
    const cisplatin = depictSmiles('N.N.Cl[Pt]Cl');
    const white = colord('#ffffff');
    for (const paint of paints(cisplatin.svg))
      expect(colord(paint!).contrast(white), paint).toBeGreaterThanOrEqual(3);
    // Nitrogen's blue reads already: it stays as the toolkit drew it.
    expect(paints(cisplatin.svg)).toContain('rgb(48,80,248)');
  });

  it('writes out hydrogens on heteroatoms (OH, NH2) unless asked not to', () => {
    const shown = depictSmiles('NCCO');
    expect(labels(shown.svg)).toEqual(expect.arrayContaining(['N', 'H', '2', 'O']));
    const hidden = depictSmiles('NCCO', {
      colouring: 'element',
      colour: '#000000',
      implicitHydrogens: false,
    });
    expect(labels(hidden.svg).sort()).toEqual(['N', 'O']);
  });

  it("draws L-alanine's stereocentre as a wedge or hashes, and D-alanine as the other", () => {
    const stereoMarks = (smiles: string) => {
      const nodes = elements(depictSmiles(smiles).svg);
      return {
        wedges: nodes.filter((node) => node.name === 'polygon').length,
        lines: nodes.filter((node) => node.name === 'line').length,
      };
    };
    const flat = stereoMarks('NC(C)C(=O)O');
    const l = stereoMarks('N[C@@H](C)C(=O)O');
    const d = stereoMarks('N[C@H](C)C(=O)O');
    expect(flat.wedges).toBe(0);
    // One is drawn as a solid wedge, the other as hashes (short lines): never both the same.
    expect(l.wedges + d.wedges).toBeGreaterThan(0);
    expect(l.wedges > 0).not.toBe(d.wedges > 0);
    expect(Math.max(l.lines, d.lines)).toBeGreaterThan(flat.lines + 2);
    // The canonical SMILES keeps the configuration.
    expect(depictSmiles('N[C@@H](C)C(=O)O').smiles).toMatch(/@/);
  });

  it('draws cis and trans but-2-ene differently and keeps the geometry in the SMILES', () => {
    const cis = depictSmiles('C/C=C\\C');
    const trans = depictSmiles('C/C=C/C');
    expect(cis.svg).not.toBe(trans.svg);
    expect(cis.smiles).toMatch(/\\|\//);
    expect(readSmiles(cis.smiles).getBondCIPParity(1)).not.toBe(
      readSmiles(trans.smiles).getBondCIPParity(1),
    );
  });

  it('draws everything in one colour when asked', () => {
    const single = depictSmiles(ASPIRIN, {
      colouring: 'single',
      colour: '#3366cc',
      implicitHydrogens: true,
    });
    expect(paints(single.svg)).toEqual(new Set(['#3366cc']));
  });

  it('draws a stored molfile again in another style with the same layout', () => {
    const first = depictSmiles(ASPIRIN);
    const again = depictMolfile(first.molfile);
    expect(again.svg).toBe(first.svg);
    const recoloured = depictMolfile(first.molfile, {
      colouring: 'single',
      colour: '#aa0000',
      implicitHydrogens: true,
    });
    expect([recoloured.width, recoloured.height]).toEqual([first.width, first.height]);
  });
});

describe('invalid SMILES', () => {
  it('names the position of the first mistake', () => {
    expect(problemOf('CC(=O)OC1')).toEqual({ kind: 'smiles', reason: 'unclosedRing', position: 9 });
    // An element the toolkit does not know, at the letter it stopped on.
    expect(problemOf('CC[Nq]C')).toEqual({
      kind: 'smiles',
      reason: 'unexpectedCharacter',
      position: 5,
    });
    expect(problemOf('CC(=O)O(C')).toEqual({
      kind: 'smiles',
      reason: 'unclosedBranch',
      position: 8,
    });
    // Five bonds on one carbon: the toolkit would draw it; the check refuses it at that carbon.
    expect(problemOf('CCC(C)(C)(C)(C)C')).toEqual({
      kind: 'smiles',
      reason: 'valence',
      position: 3,
    });
    expect(problemOf('[H]C([H])([H])C(C)(C)(C)(C)C')).toMatchObject({ reason: 'valence' });
    // Charged atoms and hypervalent sulfur and phosphorus are fine.
    for (const fine of ['[NH4+]', 'C[N+](C)(C)C', 'CS(=O)(=O)C', 'OP(=O)(O)O', '[H]OO[H]']) {
      expect(problemOf(fine), fine).toBeNull();
    }
  });

  it('says so in words: "Could not read the SMILES at position 7"', () => {
    const t = (key: string, values?: Record<string, unknown>) =>
      key === 'molecule.errors.smiles'
        ? `Could not read the SMILES at position ${String(values?.position)}: ${String(values?.reason)}`
        : key;
    let text = '';
    try {
      depictSmiles('CCCCCC(C');
    } catch (error) {
      text = moleculeErrorText(error, t);
    }
    expect(text).toBe('Could not read the SMILES at position 7: molecule.reasons.unclosedBranch');
  });
});

describe('resolveMolecule', () => {
  it('finds a molecule by name or synonym and draws it', () => {
    const byName = resolveMolecule({ kind: 'name', text: 'acetylsalicylic acid' });
    expect(byName.name).toBe('Aspirin');
    expect(byName.depiction.formula).toBe('C9H8O4');
  });

  it('refuses a name it does not know', () => {
    expect(() => resolveMolecule({ kind: 'name', text: 'unobtainium' })).toThrow(/unobtainium/);
  });
});

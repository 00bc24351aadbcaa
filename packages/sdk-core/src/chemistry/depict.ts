// Molecules read and drawn by openchemlib: SMILES in, a canonical SMILES, a molfile with 2D
// coordinates and a vector depiction out. This module is the only one that imports the toolkit
// (about 1 MB): the editor loads it with a dynamic import when a molecule is added or edited, and
// renderers never need it (they draw the stored SVG).
import { Molecule } from 'openchemlib';
import {
  DEFAULT_MOLECULE_COLOUR,
  type MoleculeColouring,
} from '../schema/document/molecule-options';
import { smilesError } from './errors';
import { scanSmiles } from './smiles-syntax';
import { styleDepiction } from './depiction-svg';

/** How a molecule is drawn; every field has the schema's default. */
export interface MoleculeStyle {
  colouring: MoleculeColouring;
  colour: string;
  implicitHydrogens: boolean;
}

export const DEFAULT_MOLECULE_STYLE: MoleculeStyle = {
  colouring: 'element',
  colour: DEFAULT_MOLECULE_COLOUR,
  implicitHydrogens: true,
};

/** A molecule ready to store: what it is (SMILES, molfile, formula) and how it looks (SVG). */
export interface MoleculeDepiction {
  /** Canonical isomeric SMILES. */
  smiles: string;
  /** MDL molfile V2000 with the 2D coordinates the SVG was drawn from. */
  molfile: string;
  /** Sanitised SVG; its width and height are the drawing's natural size in px. */
  svg: string;
  width: number;
  height: number;
  /** Hill formula, e.g. C9H8O4. */
  formula: string;
}

// The drawing's scale: a bond is this many px long, whatever the molecule's size, and the frame
// is large enough that no molecule a figure holds is shrunk to fit it.
const FRAME_PX = 4000;
const DEPICTOR_OPTIONS = {
  autoCrop: true,
  autoCropMargin: 4,
  // CIP letters and "abs"/"rel" marks are annotations, not structure: the wedges say it.
  suppressChiralText: true,
  suppressCIPParity: true,
  suppressESR: true,
  noColorOnESRAndCIP: true,
  noStereoProblem: true,
} as const;

function toolkitPosition(message: string): number | null {
  const found = /position\s*:\s*(\d+)/i.exec(message);
  return found ? Number(found[1]) + 1 : null;
}

/**
 * Reads a SMILES the way the user means it: grammar first (the toolkit forgives an unclosed branch
 * or a dangling bond), then the toolkit (element symbols), then valences. Throws a
 * MoleculeInputError naming the position of the first problem.
 */
export function readSmiles(input: string): Molecule {
  const smiles = input.trim();
  const scan = scanSmiles(smiles);
  if (!scan.ok) throw smilesError(scan.problem);
  let molecule: Molecule;
  try {
    molecule = Molecule.fromSmiles(smiles);
  } catch (error) {
    const position = toolkitPosition(String((error as Error)?.message ?? error));
    throw smilesError({
      reason: 'unexpectedCharacter',
      position: Math.min(position ?? 1, smiles.length),
    });
  }
  if (molecule.getAllAtoms() === 0) throw smilesError({ reason: 'empty', position: 1 });
  // The parser numbers atoms in the order they are written, less the hydrogens it folds into
  // their neighbours: when the counts still differ, the problem is named at the start.
  const written = scan.atoms.filter(
    (token) => scan.atoms.length === molecule.getAllAtoms() || !token.hydrogen,
  );
  for (let atom = 0; atom < molecule.getAllAtoms(); atom++) {
    if (molecule.getOccupiedValence(atom) > molecule.getMaxValence(atom)) {
      const token = written.length === molecule.getAllAtoms() ? written[atom] : undefined;
      throw smilesError({ reason: 'valence', position: (token?.start ?? 0) + 1 });
    }
  }
  return molecule;
}

function depict(molecule: Molecule, style: MoleculeStyle): MoleculeDepiction {
  const raw = molecule.toSVG(FRAME_PX, FRAME_PX, 'molecule', {
    ...DEPICTOR_OPTIONS,
    noImplicitHydrogen: !style.implicitHydrogens,
  });
  const { svg, width, height } = styleDepiction(raw, style);
  return {
    smiles: molecule.toIsomericSmiles(),
    molfile: molecule.toMolfile(),
    svg,
    width,
    height,
    formula: molecule.getMolecularFormula().formula,
  };
}

/** Reads and draws a SMILES (new 2D coordinates). Throws a MoleculeInputError when it cannot. */
export function depictSmiles(
  smiles: string,
  style: MoleculeStyle = DEFAULT_MOLECULE_STYLE,
): MoleculeDepiction {
  return depict(readSmiles(smiles), style);
}

/** Draws a stored molfile again in another style, keeping its coordinates. */
export function depictMolfile(
  molfile: string,
  style: MoleculeStyle = DEFAULT_MOLECULE_STYLE,
): MoleculeDepiction {
  return depict(Molecule.fromMolfile(molfile), style);
}

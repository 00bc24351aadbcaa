// A molecule's stored options. Apart from schema/constants: only validation and the chemistry
// module (both loaded on demand) use them, so they stay out of an editor's first frame.

/** How a molecule's atoms and bonds are coloured: by element (CPK-like) or all in one colour. */
export const MOLECULE_COLOURINGS = ['element', 'single'] as const;
export type MoleculeColouring = (typeof MOLECULE_COLOURINGS)[number];
/** The characters a stored SMILES may hold (OpenSMILES' alphabet, no spaces or markup). */
export const SMILES_PATTERN = /^[A-Za-z0-9@+\-[\]()=#$%/\\.:*~]*$/;
/** A molecule's one colour until the user picks another. */
export const DEFAULT_MOLECULE_COLOUR = '#1f2933';

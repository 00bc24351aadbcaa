import { z } from '../zod';
import { text } from '../strings';
import { DEFAULT_MOLECULE_COLOUR, MOLECULE_COLOURINGS, SMILES_PATTERN } from '../molecule-options';
import { boxTransform, colour, identity, safeSvg } from './base';

/**
 * A molecule: SMILES and/or a MDL molfile (with the 2D coordinates it is drawn from, so it
 * re-edits), plus a cached SVG depiction so every renderer draws it without a chemistry toolkit.
 * `name` (from identity) holds the molecule's name when it came from the names list. The drawing
 * options are optional with defaults, so molecules stored before them still validate.
 */
export const moleculeElementSchema = z
  .object({
    type: z.literal('molecule'),
    ...identity,
    ...boxTransform,
    smiles: text().max(5000).regex(SMILES_PATTERN, 'Invalid SMILES').optional(),
    molfile: text().max(500000).optional(),
    svg: safeSvg,
    colouring: z.enum(MOLECULE_COLOURINGS).default('element'),
    /** The one colour of a 'single' colouring. */
    colour: colour.default(DEFAULT_MOLECULE_COLOUR),
    /** Whether hydrogens on heteroatoms (OH, NH2) are written out. */
    implicitHydrogens: z.boolean().default(true),
  })
  .refine((molecule) => Boolean(molecule.smiles || molecule.molfile), {
    message: 'A molecule needs SMILES or a molfile',
    path: ['smiles'],
  });

// Charts live in their own file (chart.ts); their names stay importable from here.
export {
  CHART_ERROR_BARS,
  CHART_KINDS,
  chartDataSchema,
  chartElementSchema,
  type ChartData,
  type ChartErrorBars,
  type ChartKind,
} from './chart';

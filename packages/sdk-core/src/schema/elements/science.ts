import { z } from '../zod';
import { text } from '../strings';
import { boxTransform, identity, safeSvg } from './base';

/**
 * A molecule: SMILES and/or a MDL molfile, plus a cached SVG depiction so it renders without a
 * chemistry toolkit (editing comes later).
 */
export const moleculeElementSchema = z
  .object({
    type: z.literal('molecule'),
    ...identity,
    ...boxTransform,
    smiles: text()
      .max(5000)
      .regex(/^[A-Za-z0-9@+\-[\]()=#$%/\\.:*~]*$/, 'Invalid SMILES')
      .optional(),
    molfile: text().max(500000).optional(),
    svg: safeSvg,
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

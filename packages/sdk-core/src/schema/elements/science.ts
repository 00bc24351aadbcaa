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

export const CHART_KINDS = ['bar', 'line', 'scatter', 'pie'] as const;
export type ChartKind = (typeof CHART_KINDS)[number];

/** A data table: one named series per column, one labelled row per category (or point). */
export const chartDataSchema = z
  .object({
    series: z.array(text().max(200)).min(1).max(50),
    rows: z
      .array(
        z.object({
          label: text().max(200),
          values: z.array(z.number().min(-1e12).max(1e12)).max(50),
        }),
      )
      .max(5000),
  })
  .refine((data) => data.rows.every((row) => row.values.length === data.series.length), {
    message: 'Every row needs one value per series',
    path: ['rows'],
  });
export type ChartData = z.infer<typeof chartDataSchema>;

/** A chart: its kind and data table, plus a cached SVG so it renders without a chart library. */
export const chartElementSchema = z.object({
  type: z.literal('chart'),
  ...identity,
  ...boxTransform,
  chartKind: z.enum(CHART_KINDS),
  data: chartDataSchema,
  svg: safeSvg,
});

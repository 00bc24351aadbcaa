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

import { z } from '../zod';
import { text } from '../strings';
import { boxTransform, colour, identity, safeSvg } from './base';

export const ICON_SETS = ['healthicons'] as const;
/** An icon keeps its SVG so the document renders anywhere, with or without the icon set. */
export const iconElementSchema = z.object({
  type: z.literal('icon'),
  ...identity,
  ...boxTransform,
  iconSet: z.enum(ICON_SETS),
  iconName: text()
    .min(1)
    .max(120)
    .regex(/^[a-z0-9-]+$/, 'Invalid icon name'),
  svg: safeSvg,
  fill: colour.default('#1f2933'),
});

const assetId = text()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9._:/-]+$/, 'Invalid asset id');
const partId = text()
  .min(1)
  .max(120)
  .regex(/^[A-Za-z_][\w.:-]*$/, 'Invalid part id');

/**
 * A library illustration: its asset id, its SVG (embedded so the document renders on its own) and
 * colour overrides per part (an element of the SVG whose `data-part` or `id` is the key).
 */
export const illustrationElementSchema = z.object({
  type: z.literal('illustration'),
  ...identity,
  ...boxTransform,
  assetId,
  svg: safeSvg,
  partColors: z
    .record(partId, colour)
    .refine((colours) => Object.keys(colours).length <= 500, 'Too many part colours')
    .default({}),
});

/** One part taken out of an illustration: an SVG fragment painted in its own colour. */
export const svgPartElementSchema = z.object({
  type: z.literal('svg_part'),
  ...identity,
  ...boxTransform,
  svg: safeSvg,
  fill: colour.default('#1f2933'),
  assetId: assetId.optional(),
  partId: partId.optional(),
});

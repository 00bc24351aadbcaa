import { z } from '../zod';
import { ICON_SETS } from '../constants';
import { text } from '../strings';
import { attribution } from './attribution';
import { boxTransform, colour, identity, safeSvg, seat } from './base';

/**
 * An icon keeps its SVG so the document renders anywhere, with or without the icon set. `fill`
 * paints every shape of it one colour; null keeps the drawing's own colours.
 */
export const iconElementSchema = z.object({
  type: z.literal('icon'),
  ...identity,
  ...boxTransform,
  ...seat,
  iconSet: z.enum(ICON_SETS),
  iconName: text()
    .min(1)
    .max(120)
    .regex(/^[a-z0-9-]+$/, 'Invalid icon name'),
  svg: safeSvg,
  fill: colour.nullable().default('#1f2933'),
  ...attribution,
});

const assetId = text()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9._:/-]+$/, 'Invalid asset id');
const partId = text()
  .min(1)
  .max(120)
  .regex(/^[A-Za-z_][\w.:-]*$/, 'Invalid part id');

/** A colour part as stored: lower-case `#rrggbb` (svgColourParts writes them so). */
const partColour = text().regex(/^#[0-9a-f]{6}$/, 'Colours are stored as #rrggbb');

/** Most colour parts one illustration may recolour. */
export const MAX_RECOLOURED_PARTS = 500;

/**
 * A library illustration: its asset id, its SVG (embedded so the document renders on its own),
 * its recolouring (each colour part replaced by another, then every hue turned by `hueShift`
 * degrees; see recolorSvg) and who made it under which licence.
 */
export const illustrationElementSchema = z.object({
  type: z.literal('illustration'),
  ...identity,
  ...boxTransform,
  ...seat,
  assetId,
  svg: safeSvg,
  colours: z
    .record(partColour, partColour)
    .refine(
      (colours) => Object.keys(colours).length <= MAX_RECOLOURED_PARTS,
      'Too many recoloured parts',
    )
    .default({}),
  hueShift: z.number().min(-180).max(180).default(0),
  ...attribution,
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

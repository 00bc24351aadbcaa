import { z } from '../zod';
import { text } from '../strings';
import { LIST_STYLES, TEXT_ALIGNMENTS } from '../constants';
import { boxTransform, colour, identity } from './base';

/** A run of per-character style, in fabric's `{ start, end, style }` form. */
const textStyleRun = z.object({
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  style: z.record(text().max(40), z.union([text().max(200), z.number(), z.boolean()])),
});

export const textboxElementSchema = z.object({
  type: z.literal('textbox'),
  ...identity,
  ...boxTransform,
  text: text().max(100000),
  fontFamily: text().max(100).default('Inter'),
  fontSize: z.number().min(1).max(2000).default(32),
  fontWeight: z
    .union([z.enum(['normal', 'bold']), z.number().int().min(100).max(900)])
    .default('normal'),
  fontStyle: z.enum(['normal', 'italic']).default('normal'),
  underline: z.boolean().default(false),
  fill: colour.default('#1f2933'),
  textAlign: z.enum(TEXT_ALIGNMENTS).default('left'),
  listStyle: z.enum(LIST_STYLES).default('normal'),
  lineHeight: z.number().min(0.5).max(10).default(1.16),
  charSpacing: z.number().min(-1000).max(10000).default(0),
  styles: z.array(textStyleRun).max(100000).default([]),
  /**
   * Text placed by a click, as a label: its box widens with its longest line while it is typed in
   * (up to the slide's right edge) instead of wrapping at the width it started with. A width the
   * person sets (a drag, the box's handles) turns it off.
   */
  autoWidth: z.boolean().optional(),
});

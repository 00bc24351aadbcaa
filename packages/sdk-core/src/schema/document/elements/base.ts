import { z } from '../zod';
import { text } from '../strings';
import { MAX_SVG_CHARACTERS } from '../../../svg/limits';
import { MAX_ALT_TEXT } from '../constants';
import { storedSvgProblem } from '../../../svg/stored';

// Colours are stored as CSS colour strings; the pattern keeps markup and URLs out.
export const colour = text()
  .max(64)
  .regex(/^(#[0-9a-fA-F]{3,8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s]+\)|[a-zA-Z]+)$/, 'Invalid colour');

export const coordinate = z.number().min(-100000).max(100000);
export const size = z.number().min(0).max(100000);
const scale = z
  .number()
  .min(-1000)
  .max(1000)
  .refine((v) => v !== 0, 'Scale cannot be 0');

export const pointSchema = z.object({ x: coordinate, y: coordinate });
export type Point = z.infer<typeof pointSchema>;

/** What every stored element has: identity, accessibility text and lock/visibility flags. */
export const identity = {
  id: text().min(1).max(64),
  name: text().max(200).optional(),
  alt: text().max(MAX_ALT_TEXT).default(''),
  locked: z.boolean().default(false),
  hidden: z.boolean().default(false),
  opacity: z.number().min(0).max(1).default(1),
};

/**
 * Box transform, fabric's names. `left`/`top` is the unrotated top-left corner; the element
 * rotates by `angle` degrees about that corner (fabric with originX/originY 'left'/'top').
 */
export const boxTransform = {
  left: coordinate,
  top: coordinate,
  width: size,
  height: size,
  scaleX: scale.default(1),
  scaleY: scale.default(1),
  angle: z.number().min(-3600).max(3600).default(0),
  flipX: z.boolean().default(false),
  flipY: z.boolean().default(false),
};

/**
 * A protein sitting in slot `slot` (0-based, in the data's order) of membrane `membraneId`: it
 * follows the membrane when the membrane moves, turns, bends or is redrawn.
 */
export const seat = {
  seat: z
    .object({ membraneId: text().min(1).max(64), slot: z.number().int().min(0).max(1000) })
    .nullable()
    .optional(),
};

export const strokeStyle = {
  stroke: colour.nullable().default(null),
  strokeWidth: z.number().min(0).max(500).default(0),
};

/**
 * An embedded SVG, stored exactly as `sanitizeSvg` writes it: anything the sanitiser would remove
 * (scripts, foreignObject, handlers, external links, a DTD) is refused by name. The renderer
 * sanitises again before parsing, for documents stored before this rule.
 */
export const safeSvg = text()
  .min(1)
  .max(MAX_SVG_CHARACTERS)
  .superRefine((svg, ctx) => {
    const problem = storedSvgProblem(svg);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const CONNECTOR_ANCHORS = ['center', 'top', 'right', 'bottom', 'left', 'auto'] as const;
export type ConnectorAnchor = (typeof CONNECTOR_ANCHORS)[number];

/** Where a connector's end is attached; null when the end is free. */
export const attachmentSchema = z
  .object({
    elementId: text().min(1).max(64),
    anchor: z.enum(CONNECTOR_ANCHORS).default('auto'),
  })
  .nullable()
  .default(null);
export type ConnectorAttachment = z.infer<typeof attachmentSchema>;

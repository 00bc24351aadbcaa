import { z } from 'zod';
import { LIST_STYLES, TEXT_ALIGNMENTS } from './constants';

// Colours are stored as CSS colour strings; the pattern keeps markup and URLs out.
const colour = z
  .string()
  .max(64)
  .regex(/^(#[0-9a-fA-F]{3,8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s]+\)|[a-zA-Z]+)$/, 'Invalid colour');

const coordinate = z.number().min(-100000).max(100000);
const size = z.number().min(0).max(100000);
const scale = z
  .number()
  .min(-1000)
  .max(1000)
  .refine((v) => v !== 0, 'Scale cannot be 0');

/** What every stored element has: identity, accessibility text and lock/visibility flags. */
const identity = {
  id: z.string().min(1).max(64),
  name: z.string().max(200).optional(),
  alt: z.string().max(2000).default(''),
  locked: z.boolean().default(false),
  hidden: z.boolean().default(false),
  opacity: z.number().min(0).max(1).default(1),
};

/**
 * Box transform, fabric's names. `left`/`top` is the unrotated top-left corner; the element
 * rotates by `angle` degrees about that corner (fabric with originX/originY 'left'/'top').
 */
const boxTransform = {
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

const strokeStyle = {
  stroke: colour.nullable().default(null),
  strokeWidth: z.number().min(0).max(500).default(0),
};

export const rectElementSchema = z.object({
  type: z.literal('rect'),
  ...identity,
  ...boxTransform,
  ...strokeStyle,
  fill: colour.nullable().default('#8DADCB'),
  rx: z.number().min(0).max(100000).default(0),
  ry: z.number().min(0).max(100000).default(0),
});

/** An ellipse inscribed in its box; a circle when width equals height. */
export const circleElementSchema = z.object({
  type: z.literal('circle'),
  ...identity,
  ...boxTransform,
  ...strokeStyle,
  fill: colour.nullable().default('#8FD6F0'),
});

/**
 * Lines and arrows keep their end points in canvas coordinates: moving, rotating or scaling
 * one is baked into the points, so a stroke never gets scaled and connectors (later) can
 * attach to either end.
 */
const segment = {
  x1: coordinate,
  y1: coordinate,
  x2: coordinate,
  y2: coordinate,
  stroke: colour.default('#1f2933'),
  strokeWidth: z.number().min(0.5).max(500).default(4),
};

export const lineElementSchema = z.object({ type: z.literal('line'), ...identity, ...segment });

export const ARROW_HEADS = ['none', 'triangle'] as const;
export const arrowElementSchema = z.object({
  type: z.literal('arrow'),
  ...identity,
  ...segment,
  headStart: z.enum(ARROW_HEADS).default('none'),
  headEnd: z.enum(ARROW_HEADS).default('triangle'),
});

/** A run of per-character style, in fabric's `{ start, end, style }` form. */
const textStyleRun = z.object({
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  style: z.record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean()])),
});

export const textboxElementSchema = z.object({
  type: z.literal('textbox'),
  ...identity,
  ...boxTransform,
  text: z.string().max(100000),
  fontFamily: z.string().max(100).default('Inter'),
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
});

export const ICON_SETS = ['healthicons'] as const;
/** An icon keeps its SVG so the document renders anywhere, with or without the icon set. */
export const iconElementSchema = z.object({
  type: z.literal('icon'),
  ...identity,
  ...boxTransform,
  iconSet: z.enum(ICON_SETS),
  iconName: z
    .string()
    .min(1)
    .max(120)
    .regex(/^[a-z0-9-]+$/, 'Invalid icon name'),
  svg: z.string().min(1).max(200000),
  fill: colour.default('#1f2933'),
});

export const elementSchema = z.discriminatedUnion('type', [
  rectElementSchema,
  circleElementSchema,
  lineElementSchema,
  arrowElementSchema,
  textboxElementSchema,
  iconElementSchema,
]);

export type RectElement = z.infer<typeof rectElementSchema>;
export type CircleElement = z.infer<typeof circleElementSchema>;
export type LineElement = z.infer<typeof lineElementSchema>;
export type ArrowElement = z.infer<typeof arrowElementSchema>;
export type TextboxElement = z.infer<typeof textboxElementSchema>;
export type IconElement = z.infer<typeof iconElementSchema>;
export type FiguraElement = z.infer<typeof elementSchema>;
/** An element as a caller may write it: optional style fields fall back to their defaults. */
export type FiguraElementInput = z.input<typeof elementSchema>;
export type StoredElementType = FiguraElement['type'];
export type SegmentElement = LineElement | ArrowElement;
export type BoxElement = Exclude<FiguraElement, SegmentElement>;

export function isSegmentElement(element: FiguraElement): element is SegmentElement {
  return element.type === 'line' || element.type === 'arrow';
}

import { z } from '../zod';
import { text } from '../strings';
import { DYNAMIC_SHAPE_KINDS, SHAPE_KINDS } from '../constants';
import { colour, identity, boxTransform, pointSchema, strokeStyle } from './base';

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

export type ShapeKind = (typeof SHAPE_KINDS)[number];

const filledShape = {
  ...identity,
  ...boxTransform,
  ...strokeStyle,
  fill: colour.nullable().default('#8DADCB'),
};

export const shapeElementSchema = z.object({
  type: z.literal('shape'),
  ...filledShape,
  shapeKind: z.enum(SHAPE_KINDS),
});

export type DynamicShapeKind = (typeof DYNAMIC_SHAPE_KINDS)[number];

/**
 * Adjustable parameters; each kind reads the ones it needs and falls back to a default for the
 * rest (rounded_rect: cornerRadius; star: points, innerRadius; block_arrow: headLength,
 * shaftWidth; polygon: sides). Ratios are fractions of the box.
 */
export const dynamicShapeParamsSchema = z.object({
  cornerRadius: z.number().min(0).max(0.5).optional(),
  points: z.number().int().min(3).max(64).optional(),
  innerRadius: z.number().min(0.05).max(1).optional(),
  headLength: z.number().min(0).max(1).optional(),
  shaftWidth: z.number().min(0.05).max(1).optional(),
  sides: z.number().int().min(3).max(64).optional(),
});
export type DynamicShapeParams = z.infer<typeof dynamicShapeParamsSchema>;

export const dynamicShapeElementSchema = z.object({
  type: z.literal('dynamic_shape'),
  ...filledShape,
  kind: z.enum(DYNAMIC_SHAPE_KINDS),
  params: dynamicShapeParamsSchema.default({}),
});

/** Path data: commands and numbers only (no markup, no url(), nothing to execute). */
export const pathDataSchema = text()
  .trim()
  .max(500000)
  .regex(
    /^[Mm][MmLlHhVvCcSsQqTtAaZz0-9eE.,+\-\s]*$/,
    'Path data may hold only path commands and numbers',
  );

/** An SVG path drawn fitted into its box (its own coordinates are scaled to width x height). */
export const pathElementSchema = z.object({
  type: z.literal('path'),
  ...filledShape,
  d: pathDataSchema,
  fillRule: z.enum(['nonzero', 'evenodd']).default('nonzero'),
});

/** A closed polygon; its points are in their own coordinates and fitted into the box like a path. */
export const polygonElementSchema = z.object({
  type: z.literal('polygon'),
  ...filledShape,
  points: z.array(pointSchema).min(3).max(10000),
});

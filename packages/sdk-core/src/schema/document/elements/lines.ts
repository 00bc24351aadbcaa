import { z } from '../zod';
import { ARROW_HEADS, STROKE_DASHES, STROKE_WIDTH_RANGE } from '../constants';
import { attachmentSchema, colour, coordinate, identity, pointSchema } from './base';

export { ARROW_HEADS, STROKE_DASHES, type ArrowHead, type StrokeDash } from '../constants';

/**
 * Lines and connectors keep their points in canvas coordinates: moving, rotating or scaling one is
 * baked into the points, so a stroke never gets scaled. Either end may be attached to an element.
 */

const stroke = {
  stroke: colour.default('#1f2933'),
  strokeWidth: z.number().min(STROKE_WIDTH_RANGE.min).max(STROKE_WIDTH_RANGE.max).default(4),
  strokeDash: z.enum(STROKE_DASHES).default('solid'),
};
const attachments = { startAttachment: attachmentSchema, endAttachment: attachmentSchema };
const endPoints = { x1: coordinate, y1: coordinate, x2: coordinate, y2: coordinate };

export const lineElementSchema = z.object({
  type: z.literal('line'),
  ...identity,
  ...endPoints,
  ...stroke,
  ...attachments,
});

export const arrowElementSchema = z.object({
  type: z.literal('arrow'),
  ...identity,
  ...endPoints,
  ...stroke,
  ...attachments,
  headStart: z.enum(ARROW_HEADS).default('none'),
  headEnd: z.enum(ARROW_HEADS).default('triangle'),
});

/** A polyline through editable points; the first and last points are its ends. */
export const dynamicLineElementSchema = z.object({
  type: z.literal('DynamicLine'),
  ...identity,
  points: z.array(pointSchema).min(2).max(1000),
  ...stroke,
  ...attachments,
  headStart: z.enum(ARROW_HEADS).default('none'),
  headEnd: z.enum(ARROW_HEADS).default('none'),
});

/** First leg horizontal (horizontal-vertical-horizontal) or vertical (vertical-horizontal-vertical). */
export const ELBOW_ROUTES = ['hvh', 'vhv'] as const;
export type ElbowRoute = (typeof ELBOW_ROUTES)[number];

/**
 * An elbow connector between two end points. The middle leg sits at `midRatio` of the way from
 * the start to the end (0.5: half way).
 */
export const rightAngleLineElementSchema = z.object({
  type: z.literal('right_angle_line'),
  ...identity,
  ...endPoints,
  ...stroke,
  ...attachments,
  route: z.enum(ELBOW_ROUTES).default('hvh'),
  midRatio: z.number().min(0).max(1).default(0.5),
  headStart: z.enum(ARROW_HEADS).default('none'),
  headEnd: z.enum(ARROW_HEADS).default('triangle'),
});

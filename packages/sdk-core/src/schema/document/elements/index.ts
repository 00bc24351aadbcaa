import { z } from '../zod';
import { MAX_ELEMENTS_PER_SLIDE } from '../constants';
import { GROUP_DEPTH_MESSAGE, MAX_GROUP_DEPTH, groupDepth } from '../group-depth';
import { boxTransform, identity } from './base';
import {
  arrowElementSchema,
  dynamicLineElementSchema,
  lineElementSchema,
  rightAngleLineElementSchema,
} from './lines';
import { generationElementSchema, uploadElementSchema } from './media';
import { chartElementSchema, moleculeElementSchema } from './science';
import {
  gelElementSchema,
  geneStructureElementSchema,
  membraneElementSchema,
  nucleicAcidElementSchema,
  phyloTreeElementSchema,
  plasmidMapElementSchema,
  survivalCurveElementSchema,
  timelineElementSchema,
  wellPlateElementSchema,
} from './scientific';
import {
  circleElementSchema,
  dynamicShapeElementSchema,
  pathElementSchema,
  polygonElementSchema,
  rectElementSchema,
  shapeElementSchema,
} from './shapes';
import { textboxElementSchema } from './text';
import { iconElementSchema, illustrationElementSchema, svgPartElementSchema } from './vector';

export * from './attribution';
export * from './base';
export * from './lines';
export * from './media';
export * from './science';
export * from './scientific';
export * from './shapes';
export * from './text';
export * from './vector';

// Schema version note: every type below beyond rect/circle/line/arrow/textbox/icon, the arrow head
// styles and the connector attachments were added without changing schemaVersion 1. The change is
// purely additive (new types, new optional fields with defaults), so every older v1 document still
// validates and reads the same.

const groupShape = { type: z.literal('group'), ...identity, ...boxTransform };
type GroupFields = z.ZodObject<typeof groupShape>;

/** Every schema but the group's, which is recursive and declared by hand below. */
const leafElementSchemas = [
  rectElementSchema,
  circleElementSchema,
  lineElementSchema,
  arrowElementSchema,
  textboxElementSchema,
  iconElementSchema,
  shapeElementSchema,
  dynamicShapeElementSchema,
  dynamicLineElementSchema,
  rightAngleLineElementSchema,
  pathElementSchema,
  polygonElementSchema,
  illustrationElementSchema,
  svgPartElementSchema,
  uploadElementSchema,
  moleculeElementSchema,
  chartElementSchema,
  generationElementSchema,
  nucleicAcidElementSchema,
  membraneElementSchema,
  wellPlateElementSchema,
  gelElementSchema,
  plasmidMapElementSchema,
  geneStructureElementSchema,
  phyloTreeElementSchema,
  survivalCurveElementSchema,
  timelineElementSchema,
] as const;
type LeafElement = z.infer<(typeof leafElementSchemas)[number]>;
type LeafElementInput = z.input<(typeof leafElementSchemas)[number]>;

/**
 * A group: children in the group's own coordinate space (their left/top, or points, are relative
 * to the group's unrotated top-left); the group's left/top/scale/angle/flip apply to all of them.
 */
export interface GroupElement extends z.infer<GroupFields> {
  elements: FiguraElement[];
}
export interface GroupElementInput extends z.input<GroupFields> {
  elements: FiguraElementInput[];
}
export type FiguraElement = LeafElement | GroupElement;
/** An element as a caller may write it: optional style fields fall back to their defaults. */
export type FiguraElementInput = LeafElementInput | GroupElementInput;

export const groupElementSchema = z
  .object({
    ...groupShape,
    get elements(): z.ZodArray<z.ZodType<FiguraElement, FiguraElementInput>> {
      return z.array(elementSchema).max(MAX_ELEMENTS_PER_SLIDE);
    },
  })
  .superRefine((group, ctx) => {
    if (groupDepth(group) > MAX_GROUP_DEPTH) {
      ctx.addIssue({
        code: 'custom',
        path: ['elements'],
        message: GROUP_DEPTH_MESSAGE,
      });
    }
  });

export const elementSchema = z.discriminatedUnion('type', [
  ...leafElementSchemas,
  groupElementSchema,
]);

export type RectElement = z.infer<typeof rectElementSchema>;
export type CircleElement = z.infer<typeof circleElementSchema>;
export type LineElement = z.infer<typeof lineElementSchema>;
export type ArrowElement = z.infer<typeof arrowElementSchema>;
export type DynamicLineElement = z.infer<typeof dynamicLineElementSchema>;
export type RightAngleLineElement = z.infer<typeof rightAngleLineElementSchema>;
export type TextboxElement = z.infer<typeof textboxElementSchema>;
export type IconElement = z.infer<typeof iconElementSchema>;
export type ShapeElement = z.infer<typeof shapeElementSchema>;
export type DynamicShapeElement = z.infer<typeof dynamicShapeElementSchema>;
export type PathElement = z.infer<typeof pathElementSchema>;
export type PolygonElement = z.infer<typeof polygonElementSchema>;
export type IllustrationElement = z.infer<typeof illustrationElementSchema>;
export type SvgPartElement = z.infer<typeof svgPartElementSchema>;
export type UploadElement = z.infer<typeof uploadElementSchema>;
export type MoleculeElement = z.infer<typeof moleculeElementSchema>;
export type ChartElement = z.infer<typeof chartElementSchema>;
export type GenerationElement = z.infer<typeof generationElementSchema>;
export type StoredElementType = FiguraElement['type'];

/** Elements with two absolute end points (x1, y1, x2, y2). */
export type SegmentElement = LineElement | ArrowElement | RightAngleLineElement;
/** Elements that connect things: absolute points, either end attachable. */
export type ConnectorElement = SegmentElement | DynamicLineElement;
/** Elements placed by a box transform (left, top, width, height, scale, angle, flips). */
export type BoxElement = Exclude<FiguraElement, ConnectorElement>;

/** Every type a document stores, in a stable order (ELEMENT_TYPES without activeSelection). */
export const STORED_ELEMENT_TYPES = elementSchema.options.map(
  (option) => option.shape.type.value,
) as StoredElementType[];

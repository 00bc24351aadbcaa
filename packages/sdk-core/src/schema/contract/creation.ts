import { z } from '../document/zod';
// Imported (and passed on) so that this module's declarations name the elements through
// document/elements: named through the schema's index, the bundled types would hold a cycle that
// the declaration bundler cannot render.
import type { FiguraElement, FiguraElementInput } from '../document/elements';
import { text } from '../document/strings';
import {
  CREATION_ACCESS_LEVELS,
  CREATION_SORTS,
  CREATION_TYPES,
  FIRST_SLIDE,
  MAX_CREATION_NAME,
} from '../document/constants';
import { canvasDimensionSchema, slideDocumentSchema } from '../document/document';
import { LINKED_IMAGE_MESSAGE, linkedImagePaths } from '../document/linked-images';

/** API bodies and replies for creations and slides (spec §3, §7). */

export const CREATION_STATUSES = ['available', 'deleted'] as const;
export type CreationStatus = (typeof CREATION_STATUSES)[number];

/** Path parameters: /user-creations/{id}. */
export const creationParamsSchema = z.object({
  id: z.uuid('Creation id must be a UUID'),
});

/** Path parameters: /user-creations/{id}/slide/{slideId}. */
export const slideParamsSchema = creationParamsSchema.extend({
  slideId: z.uuid('Slide id must be a UUID'),
});

/** GET .../slide/{slideId}/content also takes `first`: the creation's first slide. */
export const slideContentParamsSchema = creationParamsSchema.extend({
  slideId: z.union([z.literal(FIRST_SLIDE), z.uuid('Slide id must be a UUID')]),
});

export const creationNameSchema = text()
  .trim()
  .min(1, 'Name cannot be empty')
  .max(MAX_CREATION_NAME, `Name is too long (${MAX_CREATION_NAME} characters at most)`);

export const createCreationInputSchema = z.object({
  name: creationNameSchema.default('Untitled'),
  type: z.enum(CREATION_TYPES).default('abstract'),
  width: canvasDimensionSchema.optional(),
  height: canvasDimensionSchema.optional(),
  /** Made straight in this team's workspace (the caller must be a member); left out: their own. */
  workspace: z.uuid('Workspace must be a team id').optional(),
});
export type CreateCreationInput = z.input<typeof createCreationInputSchema>;

/**
 * PUT /user-creations/{id}: a new name, and/or a new canvas size that every slide of the creation
 * takes in one transaction (a creation's slides share one size).
 */
export const updateCreationInputSchema = z
  .object({
    name: creationNameSchema.optional(),
    width: canvasDimensionSchema.optional(),
    height: canvasDimensionSchema.optional(),
    /** Moves the creation into one of the user's folders; null: back to the top level. */
    folderId: z.uuid('Folder id must be a UUID').nullable().optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), 'Nothing to update')
  .refine(
    (value) => (value.width === undefined) === (value.height === undefined),
    'Give both width and height',
  );
export type UpdateCreationInput = z.input<typeof updateCreationInputSchema>;

export const listCreationsQuerySchema = z.object({
  status: z.enum(CREATION_STATUSES).default('available'),
  search: text().max(200).optional(),
  type: z.enum(CREATION_TYPES).optional(),
  /** Only the creations in this folder; `none`: only those at the top level. Left out: all. */
  folderId: z.union([z.literal('none'), z.uuid('Folder id must be a UUID')]).optional(),
  /** A team's workspace (its members'): its creations instead of the caller's own. */
  workspace: z.uuid('Workspace must be a team id').optional(),
  /** Last edited first (the default), by name A-Z, or newest made first. */
  sort: z.enum(CREATION_SORTS).default('edited'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type ListCreationsQuery = z.input<typeof listCreationsQuerySchema>;

export const slideSummarySchema = z.object({
  id: text(),
  position: z.number().int(),
  revision: z.number().int(),
});
export type SlideSummary = z.infer<typeof slideSummarySchema>;

/** POST .../slide: a new empty slide, at the end or right after `afterSlideId`. */
export const addSlideInputSchema = z.object({
  afterSlideId: z.uuid('Slide id must be a UUID').optional(),
});
export type AddSlideInput = z.input<typeof addSlideInputSchema>;

/** PUT .../slide/sequences: every slide of the creation, in the new order. */
export const reorderSlidesInputSchema = z.object({
  slideIds: z
    .array(z.uuid('Slide id must be a UUID'))
    .min(1, 'List every slide of the creation')
    .refine((ids) => new Set(ids).size === ids.length, 'A slide is listed twice'),
});
export type ReorderSlidesInput = z.input<typeof reorderSlidesInputSchema>;

/** PUT /user-creations/{id}/slide: every slide of the creation with its new position. */
export const slidePositionsInputSchema = z.object({
  slides: z
    .array(z.object({ id: z.uuid('Slide id must be a UUID'), position: z.number().int().min(0) }))
    .min(1, 'List every slide of the creation')
    .refine(
      (slides) => new Set(slides.map((slide) => slide.id)).size === slides.length,
      'A slide is listed twice',
    )
    .refine(
      (slides) => new Set(slides.map((slide) => slide.position)).size === slides.length,
      'Two slides have the same position',
    ),
});
export type SlidePositionsInput = z.input<typeof slidePositionsInputSchema>;

/** POST .../slide/{slideId}/copy: copies the slide to the end of another creation. */
export const copySlideInputSchema = z.object({
  targetCreationId: z.uuid('Creation id must be a UUID'),
});
export type CopySlideInput = z.input<typeof copySlideInputSchema>;

export const copiedSlideSchema = slideSummarySchema.extend({ creationId: text() });
export type CopiedSlide = z.infer<typeof copiedSlideSchema>;

export const deletedSlideSchema = z.object({ id: text(), status: z.literal('deleted') });
export type DeletedSlide = z.infer<typeof deletedSlideSchema>;

/** Caps inside one creation, under its owner's plan (null: unlimited). */
export const creationCapsSchema = z.object({
  slidesPerCreation: z.number().int().nullable(),
  illustrationsPerCreation: z.number().int().nullable(),
});
export type CreationCaps = z.infer<typeof creationCapsSchema>;

export const creationSchema = z.object({
  id: text(),
  name: text(),
  type: z.enum(CREATION_TYPES),
  status: z.enum(CREATION_STATUSES),
  width: z.number().int(),
  height: z.number().int(),
  createdAt: text(),
  updatedAt: text(),
  /**
   * Readable, unique and stable (set when the creation is made): GET /user-creations/slug/{slug}.
   * Always sent by this API; optional so replies of an API without slugs still read.
   */
  slug: text().optional(),
  /** The folder it is in, or null at the top level (left out by an API without folders). */
  folderId: text().nullable().optional(),
  /** The team whose workspace holds it; null: the owner's own (left out by an API without teams). */
  teamId: text().nullable().optional(),
  slides: z.array(slideSummarySchema),
  /** What the caller may do: everything (owner), change it (editor), or read and comment. */
  access: z.enum(CREATION_ACCESS_LEVELS),
  /**
   * The caps of the owner's plan inside this creation, which bind whoever edits it (sent by
   * GET /user-creations/{id}, what an editor opens; left out of lists and by an API without plans).
   */
  caps: creationCapsSchema.optional(),
  /**
   * True when the caller is a journal's embed token (GET /user-creations/{id}): the submission's
   * work, which it may not share or comment on (those calls answer it 403), so an editor offers
   * neither. Left out: a person signed in.
   */
  embedded: z.boolean().optional(),
});
export type Creation = z.infer<typeof creationSchema>;

/** The reply to an update: the creation, and the slides it stored again (resized) at their new revisions. */
export const updatedCreationSchema = creationSchema.extend({
  resizedSlides: z.array(z.object({ id: text(), revision: z.number().int() })),
});
export type UpdatedCreation = z.infer<typeof updatedCreationSchema>;

export const creationListSchema = z.object({
  data: z.array(creationSchema),
  total: z.number().int(),
});
export type CreationList = z.infer<typeof creationListSchema>;

/**
 * A content write names the revision it was based on; a stale one is refused with 409. Images
 * must carry their data: a stored document that links one still reads (the export draws a
 * placeholder), but no new link is written.
 */
export const slideContentWriteSchema = z.object({
  revision: z.number().int().min(0),
  content: slideDocumentSchema.superRefine((doc, ctx) => {
    for (const path of linkedImagePaths(doc.elements, ['elements'])) {
      ctx.addIssue({ code: 'custom', path, message: LINKED_IMAGE_MESSAGE });
    }
  }),
});
export type SlideContentWrite = z.input<typeof slideContentWriteSchema>;

export const slideContentSchema = z.object({
  id: text(),
  creationId: text(),
  revision: z.number().int(),
  updatedAt: text(),
  content: slideDocumentSchema,
});
export type SlideContent = z.infer<typeof slideContentSchema>;

export const slideSavedSchema = z.object({
  id: text(),
  revision: z.number().int(),
  updatedAt: text(),
});
export type SlideSaved = z.infer<typeof slideSavedSchema>;

/** The 409 reply to a stale write: the message plus the revision now stored. */
export const staleWriteReplySchema = z.object({
  message: text(),
  revision: z.number().int(),
});

export const userSchema = z.object({
  id: text(),
  cactusId: text(),
  email: text(),
  name: text(),
  partner: text().nullable(),
  tp_user: z.enum(['T', 'S', 'R', 'L', 'J', 'A']),
  dt_begin: text().nullable(),
  country_code: text().nullable(),
  journal: text().nullable(),
  isNewUser: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

export type { FiguraElement, FiguraElementInput };

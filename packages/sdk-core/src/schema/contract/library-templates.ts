import { CREATION_TYPES } from '../document/constants';
import { canvasDimensionSchema, slideDocumentSchema } from '../document/document';
import { libraryItemMetaSchema } from './library';
import { journalProfileSchema } from './preflight';
import { text } from '../document/strings';
import { z } from '../document/zod';
// Imported (and passed on) so that this module's declarations name the elements through
// document/elements: named through the schema's index, the bundled types would hold a cycle that
// the declaration bundler cannot render.
import type { FiguraElement, FiguraElementInput } from '../document/elements';

/**
 * The content library's templates: ready-made graphical abstracts, slides, posters and
 * infographics built from its illustrations. The library's build writes them, the API serves
 * them and the gallery's "Use template" makes a creation holding one; all validate with these.
 */

/** Lower-case letters, digits and dashes: `<theme>-<layout>`. */
export const LIBRARY_TEMPLATE_ID = /^[a-z0-9][a-z0-9-]*$/;

const templateIdSchema = text()
  .min(1)
  .max(100)
  .regex(LIBRARY_TEMPLATE_ID, 'Expected lower-case letters, digits and dashes');

/** GET /library/templates/{id}. */
export const libraryTemplateParamsSchema = z.object({ id: templateIdSchema });
export type LibraryTemplateParams = z.infer<typeof libraryTemplateParamsSchema>;

/** An illustration a template places, with what crediting it needs. */
export const libraryTemplateItemSchema = libraryItemMetaSchema.pick({
  id: true,
  title: true,
  licence: true,
  author: true,
  source: true,
});
export type LibraryTemplateItem = z.infer<typeof libraryTemplateItemSchema>;

/** What the gallery lists: everything but the document (its preview is a PNG of its own). */
export const libraryTemplateSummarySchema = z.object({
  id: templateIdSchema,
  title: text().trim().min(1).max(300),
  /** The kind of creation "Use template" makes (and its canvas size). */
  type: z.enum(CREATION_TYPES),
  /** What it is about (e.g. neuroscience) and how it is laid out (e.g. abstract-flow). */
  theme: templateIdSchema,
  layout: templateIdSchema,
  width: canvasDimensionSchema,
  height: canvasDimensionSchema,
  /**
   * The journal it is made for: drawn at that journal's size with its text at the journal's
   * sizes, and passing its preflight. Absent: made for no journal in particular.
   */
  journal: journalProfileSchema.optional(),
  /** The library items it places: their credits are also on the document's elements. */
  items: z.array(libraryTemplateItemSchema).max(100),
});
export type LibraryTemplateSummary = z.infer<typeof libraryTemplateSummarySchema>;

/** A whole template: its summary and the slide document a new creation starts from. */
export const libraryTemplateSchema = libraryTemplateSummarySchema.extend({
  document: slideDocumentSchema,
});
export type LibraryTemplate = z.infer<typeof libraryTemplateSchema>;

/**
 * A template as the client receives it: the document as sent, validated (and migrated) once by
 * parseSlideDocument where it is used, as with a slide's content.
 */
export const libraryTemplateReplySchema = libraryTemplateSummarySchema.extend({
  document: z.unknown(),
});
export type LibraryTemplateReply = z.infer<typeof libraryTemplateReplySchema>;

/** `journal=none`: the templates made for no journal in particular. */
export const NO_JOURNAL = 'none';

/**
 * GET /library/templates: all of them (a few dozen), or those of one creation type, or those
 * made for one journal (`none`: for no journal in particular).
 */
export const libraryTemplateListQuerySchema = z.object({
  type: z.enum(CREATION_TYPES).optional(),
  journal: z.union([journalProfileSchema, z.literal(NO_JOURNAL)]).optional(),
});
export type LibraryTemplateListQuery = z.input<typeof libraryTemplateListQuerySchema>;

export const libraryTemplateListSchema = z.object({
  total: z.number().int().min(0),
  templates: z.array(libraryTemplateSummarySchema),
});
export type LibraryTemplateList = z.infer<typeof libraryTemplateListSchema>;

export type { FiguraElement, FiguraElementInput };

import { z } from '../document/zod';
// Imported (and passed on) so that this module's declarations name the elements through
// document/elements: named through the schema's index, the bundled types would hold a cycle that
// the declaration bundler cannot render.
import type { FiguraElement, FiguraElementInput } from '../document/elements';
import { text } from '../document/strings';
import { slideDocumentSchema } from '../document/document';

/** API bodies and replies for a slide's saved versions (backups) (spec §7). */

export const listBackupsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type ListBackupsQuery = z.input<typeof listBackupsQuerySchema>;

/** One saved version of a slide (no document: ask for it with get-slide-version). */
export const slideBackupSchema = z.object({
  versionId: text(),
  revision: z.number().int(),
  savedAt: text(),
  /** Who saved it, when known (versions saved before this was kept have none). */
  savedBy: z.object({ id: text(), name: text() }).nullable(),
});
export type SlideBackup = z.infer<typeof slideBackupSchema>;

/** GET /user-creations/{id}/slide/{slideId}/backups: newest first. */
export const slideBackupListSchema = z.object({
  data: z.array(slideBackupSchema),
  total: z.number().int(),
});
export type SlideBackupList = z.infer<typeof slideBackupListSchema>;

/** POST /user-creations/get-slide-version: `key` is the slide's id. */
export const slideVersionInputSchema = z.object({
  key: z.uuid('Slide id must be a UUID'),
  versionId: z.uuid('Version id must be a UUID'),
});
export type SlideVersionInput = z.input<typeof slideVersionInputSchema>;

export const slideVersionSchema = slideBackupSchema.extend({
  slideId: text(),
  creationId: text(),
  content: slideDocumentSchema,
});
export type SlideVersion = z.infer<typeof slideVersionSchema>;

/**
 * The version as the client receives it: the document is left as sent, like a slide's content
 * (parseSlideDocument migrates and validates it once).
 */
export const slideVersionReplySchema = slideVersionSchema.extend({ content: z.unknown() });
export type SlideVersionReply = z.infer<typeof slideVersionReplySchema>;

/** Path parameters: .../slide/{slideId}/backups/{versionId}. */
export const backupParamsSchema = z.object({
  id: z.uuid('Creation id must be a UUID'),
  slideId: z.uuid('Slide id must be a UUID'),
  versionId: z.uuid('Version id must be a UUID'),
});

export type { FiguraElement, FiguraElementInput };

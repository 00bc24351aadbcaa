import { errorReplySchema } from './http';
import { libraryItemMetaSchema, libraryItemSchema } from './library';
import { text } from '../document/strings';
import { MAX_SVG_FILE_BYTES } from '../../svg/limits';
import { z } from '../document/zod';

/**
 * Admin (plan A) changes to the content library: add an item, change one, retire and restore it.
 * A drawing sent here goes through the same checks as the importer's (the one sanitiser, svgo,
 * refusal when blank or too large, a thumbnail), so an added item is like a built one.
 */

const meta = libraryItemMetaSchema.shape;

/** One kind of thing the sanitiser removed from a drawing: `{ what: '<script>', reason, count }`. */
export const libraryRemovalSchema = z.object({
  what: text(),
  reason: text(),
  count: z.number().int().min(1),
});
export type LibraryRemoval = z.infer<typeof libraryRemovalSchema>;

/** The drawing as sent: SVG text of a file the importer would read (cleaned before it is kept). */
const svgInputSchema = text()
  .min(1, 'The drawing is empty')
  .max(
    MAX_SVG_FILE_BYTES,
    `SVG files up to ${MAX_SVG_FILE_BYTES.toLocaleString('en')} characters are read`,
  );

/** POST /library/items: a new item with its drawing (its size and colours come from the drawing). */
export const libraryItemInputSchema = z.object({
  /** `<source>/<slug>`; left out, it is made from the source's name and the title. */
  id: meta.id.optional(),
  title: meta.title,
  category: meta.category,
  tags: meta.tags.default([]),
  /** The admin's own search terms; the curated synonym groups are added as the build adds them. */
  synonyms: meta.synonyms.default([]),
  licence: meta.licence,
  author: meta.author,
  source: meta.source,
  svg: svgInputSchema,
});
export type LibraryItemInput = z.input<typeof libraryItemInputSchema>;

/** PUT /library/items/{source}/{slug}: the fields to change, and/or a new drawing. */
export const libraryItemUpdateSchema = z
  .object({
    title: meta.title.optional(),
    category: meta.category.optional(),
    tags: meta.tags.optional(),
    synonyms: meta.synonyms.optional(),
    licence: meta.licence.optional(),
    author: meta.author.optional(),
    source: meta.source.optional(),
    svg: svgInputSchema.optional(),
  })
  .refine(
    (value) => Object.values(value).some((field) => field !== undefined),
    'Nothing to update',
  );
export type LibraryItemUpdate = z.input<typeof libraryItemUpdateSchema>;

/** The reply to an add or an update: the item as the library now serves it, and what cleaning removed. */
export const librarySavedItemSchema = z.object({
  item: libraryItemSchema,
  /** Empty when no drawing was sent, or nothing had to be removed from it. */
  removed: z.array(libraryRemovalSchema),
});
export type LibrarySavedItem = z.infer<typeof librarySavedItemSchema>;

/** The reply to a retire or a restore. */
export const libraryItemStatusSchema = z.object({
  id: meta.id,
  /** When it was retired (ISO 8601); null once restored. */
  retiredAt: text().nullable(),
});
export type LibraryItemStatus = z.infer<typeof libraryItemStatusSchema>;

/** 422: the drawing was refused by the importer's checks, with the reason and what was removed. */
export const libraryRefusalSchema = errorReplySchema.extend({
  removed: z.array(libraryRemovalSchema),
});

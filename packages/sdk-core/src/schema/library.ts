import { safeSvg } from './elements/base';
import {
  authorSchema,
  licenceSchema,
  sourceSchema,
  type Author,
  type Licence,
  type Source,
} from './elements/attribution';
import { text } from './strings';
import { z } from './zod';

/**
 * The content library's item format: one openly licensed illustration or icon with everything a
 * user needs to publish it (licence, author, source). The importer writes it, the API serves it
 * and the editor places it; all three validate with this schema.
 */

/** `<source>/<slug>`: lower-case letters, digits and dashes; stable across imports. */
export const LIBRARY_ITEM_ID = /^[a-z0-9][a-z0-9-]*\/[a-z0-9][a-z0-9-]*$/;

/** The same rules as an element's attribution: an item's credit is copied onto what it places. */
export const libraryLicenceSchema = licenceSchema;
export type LibraryLicence = Licence;
export const libraryAuthorSchema = authorSchema;
export type LibraryAuthor = Author;
export const librarySourceSchema = sourceSchema;
export type LibrarySource = Source;

/** A colour part: a colour used by the drawing, lower-case `#rrggbb`. */
export const libraryPartSchema = text().regex(/^#[0-9a-f]{6}$/, 'Expected a #rrggbb colour');

/** Everything about an item except its drawing: what lists, searches and credits need. */
export const libraryItemMetaSchema = z.object({
  id: text().max(200).regex(LIBRARY_ITEM_ID, 'Expected <source>/<slug>'),
  title: text().trim().min(1).max(300),
  category: text().trim().min(1).max(100),
  tags: z.array(text().trim().min(1).max(100)).max(100),
  synonyms: z.array(text().trim().min(1).max(200)).max(200),
  licence: libraryLicenceSchema,
  author: libraryAuthorSchema,
  source: librarySourceSchema,
  /** The viewBox's size, in its own units. */
  width: z.number().positive().max(1_000_000),
  height: z.number().positive().max(1_000_000),
  /** The drawing's distinct colours, each recolourable. */
  parts: z.array(libraryPartSchema).max(1000),
});
export type LibraryItemMeta = z.infer<typeof libraryItemMetaSchema>;

/** A whole item: its metadata and the cleaned SVG (within the one size limit, MAX_SVG_CHARACTERS). */
export const libraryItemSchema = libraryItemMetaSchema.extend({
  svg: safeSvg,
});
export type LibraryItem = z.infer<typeof libraryItemSchema>;

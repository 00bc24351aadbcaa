import { safeSvg } from './elements/base';
import { text } from './strings';
import { z } from './zod';

/**
 * The content library's item format: one openly licensed illustration or icon with everything a
 * user needs to publish it (licence, author, source). The importer writes it, the API serves it
 * and the editor places it; all three validate with this schema.
 */

/** `<source>/<slug>`: lower-case letters, digits and dashes; stable across imports. */
export const LIBRARY_ITEM_ID = /^[a-z0-9][a-z0-9-]*\/[a-z0-9][a-z0-9-]*$/;

/** A web address a credit line may print: http(s) only, nothing that runs. */
const webAddress = text()
  .max(2000)
  .regex(/^https?:\/\/[^\s<>"]+$/, 'Expected an http(s) address');

/** Names of people and organisations: any letters, in any script. */
const personName = text().trim().min(1).max(200);

export const libraryLicenceSchema = z.object({
  /** An SPDX licence id: `CC0-1.0`, `CC-BY-3.0`, `CC-BY-4.0`, `MIT`, `BSD-3-Clause`, `Apache-2.0`... */
  spdx: text()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9][A-Za-z0-9.+-]*$/, 'Expected an SPDX licence id'),
  url: webAddress,
});
export type LibraryLicence = z.infer<typeof libraryLicenceSchema>;

export const libraryAuthorSchema = z.object({
  name: personName,
  url: webAddress.optional(),
});
export type LibraryAuthor = z.infer<typeof libraryAuthorSchema>;

export const librarySourceSchema = z.object({
  name: personName,
  url: webAddress,
});
export type LibrarySource = z.infer<typeof librarySourceSchema>;

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

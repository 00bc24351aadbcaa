import { safeSvg } from '../document/elements/base';
import {
  authorSchema,
  licenceSchema,
  sourceSchema,
  type Author,
  type Licence,
  type Source,
} from '../document/elements/attribution';
import { text } from '../document/strings';
import { z } from '../document/zod';
import { LIBRARY_ITEM_ID } from '../document/constants';
import { LIBRARY_COLLECTION_IDS } from '../rules/library-constants';
// Plain values, without zod: the browser's library search reads them.
export * from '../rules/library-constants';

/**
 * The content library's item format: one openly licensed illustration or icon with everything a
 * user needs to publish it (licence, author, source). The importer writes it, the API serves it
 * and the editor places it; all three validate with this schema.
 */

/** The same rules as an element's attribution: an item's credit is copied onto what it places. */
export const libraryLicenceSchema = licenceSchema;
export type LibraryLicence = Licence;
export const libraryAuthorSchema = authorSchema;
export type LibraryAuthor = Author;
export const librarySourceSchema = sourceSchema;
export type LibrarySource = Source;

/** A colour part: a colour used by the drawing, lower-case `#rrggbb`. */
export const libraryPartSchema = text().regex(/^#[0-9a-f]{6}$/, 'Expected a #rrggbb colour');

/**
 * What an item is: an illustration (a drawing of a thing, shown in the gallery and the editor's
 * Illustrations panel) or an icon (a pictogram from an icon set: Health Icons, Medical Icons, the
 * emoji), searched apart.
 */
export const LIBRARY_KINDS = ['illustration', 'icon'] as const;
export type LibraryKind = (typeof LIBRARY_KINDS)[number];

/**
 * How well an item prints and recolours, measured by the importer: the default order of every
 * list and a tiebreak in search. A drawing that holds pictures (`bitmap`) is soft when enlarged
 * and in 300 dpi exports, and its colours cannot be changed: it is marked and ranked below
 * vector drawings.
 */
export const libraryQualitySchema = z.object({
  /** 0 (poor) to 1 (a clean vector drawing with recolourable parts that fills its box). */
  score: z.number().min(0).max(1),
  /** The largest embedded picture's size in pixels, when the drawing holds pictures. */
  bitmap: z.object({ width: z.number().int().min(0), height: z.number().int().min(0) }).optional(),
  /** The share of its thumbnail the drawing covers (0 to 1): a faint or tiny drawing reads badly. */
  coverage: z.number().min(0).max(1),
});
export type LibraryQuality = z.infer<typeof libraryQualitySchema>;

/** Everything about an item except its drawing: what lists, searches and credits need. */
export const libraryItemMetaSchema = z.object({
  id: text().max(200).regex(LIBRARY_ITEM_ID, 'Expected <source>/<slug>'),
  /** Illustrations unless said otherwise (items built before kinds, an admin's upload). */
  kind: z.enum(LIBRARY_KINDS).default('illustration'),
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
  /** Left out for items measured before scores existed and an admin's uploads. */
  quality: libraryQualitySchema.optional(),
});
export type LibraryItemMeta = z.infer<typeof libraryItemMetaSchema>;

/** A whole item: its metadata and the cleaned SVG (within the one size limit, MAX_SVG_CHARACTERS). */
export const libraryItemSchema = libraryItemMetaSchema.extend({
  svg: safeSvg,
});
export type LibraryItem = z.infer<typeof libraryItemSchema>;

const slugPart = text()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'Expected lower-case letters, digits and dashes');

/** GET /library/items/{source}/{slug}: an item's id is `<source>/<slug>`. */
export const libraryItemParamsSchema = z.object({ source: slugPart, slug: slugPart });
export type LibraryItemParams = z.infer<typeof libraryItemParamsSchema>;

/** GET /library/items: the library, searched by meaning (`q`) and/or filtered. */
export const libraryListQuerySchema = z.object({
  /** Words to search for (names, tags, categories and their synonyms; typos tolerated). */
  q: text().trim().max(200).optional(),
  /** Only illustrations or only icons (both when left out). */
  kind: z.enum(LIBRARY_KINDS).optional(),
  category: text().trim().max(100).optional(),
  /** Only the illustrations of one featured collection. */
  collection: z.enum(LIBRARY_COLLECTION_IDS).optional(),
  tag: text().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(48),
  offset: z.coerce.number().int().min(0).default(0),
});
export type LibraryListQuery = z.input<typeof libraryListQuerySchema>;
/** The query as the server reads it (defaults applied). */
export type LibraryListFilter = z.output<typeof libraryListQuerySchema>;

export const libraryListSchema = z.object({
  /** How many items match in all (the page is `items`). */
  total: z.number().int().min(0),
  items: z.array(libraryItemMetaSchema),
  /** When a search finds nothing: the query with its misspelt words put right, if that finds some. */
  suggestion: text().max(200).optional(),
});
export type LibraryList = z.infer<typeof libraryListSchema>;

/** GET /library/categories: of one kind of item only, when `kind` is given. */
export const libraryCategoriesQuerySchema = z.object({ kind: z.enum(LIBRARY_KINDS).optional() });
export type LibraryCategoriesQuery = z.input<typeof libraryCategoriesQuerySchema>;

/** GET /library/categories: every category with its number of items, by name. */
export const libraryCategoriesSchema = z.array(
  z.object({ name: text(), count: z.number().int().min(0) }),
);
export type LibraryCategories = z.infer<typeof libraryCategoriesSchema>;

/** GET /library/collections: each featured collection with its size and its cover's items. */
export const libraryCollectionsSchema = z.array(
  z.object({
    id: z.enum(LIBRARY_COLLECTION_IDS),
    /** How many illustrations it holds. */
    count: z.number().int().min(0),
    /** Up to four of its best items (ids), for its cover. */
    cover: z.array(text().max(200)).max(4),
  }),
);
export type LibraryCollections = z.infer<typeof libraryCollectionsSchema>;

/** GET /library/search-index: the serialised search index (minisearch's JSON). */
export const librarySearchIndexSchema = z
  .record(text(), z.unknown())
  .describe('The search index as @figura/content/search loads it');

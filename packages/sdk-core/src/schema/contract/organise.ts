import { z } from '../document/zod';
import { text } from '../document/strings';
import { creationSchema } from './creation';

/** API bodies and replies for the trash, folders and slugs of /my-creations (spec §7). */

/** Days a deleted creation stays in the trash before it is purged for good. */
export const TRASH_RETENTION_DAYS = 30;

/** GET /user-creations/deleted: a page of the trash. */
export const listDeletedQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type ListDeletedQuery = z.input<typeof listDeletedQuerySchema>;

/** A creation in the trash: when it was deleted and when it will be purged. */
export const deletedCreationSchema = creationSchema.extend({
  deletedAt: text(),
  purgeAt: text(),
});
export type DeletedCreation = z.infer<typeof deletedCreationSchema>;

export const deletedCreationListSchema = z.object({
  data: z.array(deletedCreationSchema),
  total: z.number().int(),
});
export type DeletedCreationList = z.infer<typeof deletedCreationListSchema>;

export const folderNameSchema = text()
  .trim()
  .min(1, 'Name cannot be empty')
  .max(100, 'Name is too long (100 characters at most)');

/** POST /user-creations/folders and PUT /user-creations/folders/{id}. */
export const folderInputSchema = z.object({ name: folderNameSchema });
export type FolderInput = z.input<typeof folderInputSchema>;

export const folderParamsSchema = z.object({ id: z.uuid('Folder id must be a UUID') });

export const folderSchema = z.object({
  id: text(),
  name: text(),
  /** Creations in it that are not in the trash. */
  creationCount: z.number().int(),
  createdAt: text(),
  updatedAt: text(),
});
export type Folder = z.infer<typeof folderSchema>;

/** The user's folders, by name. */
export const folderListSchema = z.object({ data: z.array(folderSchema) });
export type FolderList = z.infer<typeof folderListSchema>;

/** DELETE /user-creations/folders/{id}: its creations (trash included) moved to the top level. */
export const deletedFolderSchema = z.object({
  id: text(),
  status: z.literal('deleted'),
  movedCreations: z.number().int(),
});
export type DeletedFolder = z.infer<typeof deletedFolderSchema>;

/** A slug: lower-case letters, digits and single hyphens (`cell-cycle-3f9k2a7q`). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const slugParamsSchema = z.object({
  slug: text().max(120, 'Slug is too long').regex(SLUG_PATTERN, 'Not a creation slug'),
});

/** GET /user-creations/{id}/thumbnail: `v` only makes the address change when the slide does. */
export const thumbnailQuerySchema = z.object({ v: text().max(100).optional() });

/** Characters of a slug's suffix: enough that two creations of one name never collide in practice. */
export const SLUG_SUFFIX_LENGTH = 8;
const SLUG_NAME_LENGTH = 60;

/**
 * A creation's slug: its name in lower-case ASCII words joined by hyphens (accents dropped, at
 * most 60 characters), then `suffix` (e.g. 8 random base-36 characters). A name with no letters
 * or digits gives `creation-<suffix>`.
 */
export function creationSlug(name: string, suffix: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_NAME_LENGTH)
    .replace(/-+$/g, '');
  return `${words || 'creation'}-${suffix.toLowerCase()}`;
}

import { eq, sql } from 'drizzle-orm';
import { itemSynonyms } from '@figura/content/import';
import type { LibraryItemMeta } from '@figura/sdk-core/schema';
import type { Database } from '../db/database.ts';
import { libraryItems, type LibraryItemDescription } from '../db/schema.ts';

/**
 * The admins' changes over the built library, as the catalogue keeps them: one per row of
 * `library_items`, without the drawing and thumbnail (read from the database when asked for).
 */
export interface LibraryOverride {
  id: string;
  /** Goes up with every change of the row. */
  revision: number;
  retired: boolean;
  /** Null: the built item's. */
  description: LibraryItemDescription | null;
  /** The admin's drawing's size and colours; null: the built item's drawing. */
  drawing: Pick<LibraryItemMeta, 'width' | 'height' | 'parts'> | null;
}

/**
 * What changes with every committed change to the table: its number of rows and the sum of their
 * revisions (rows are never deleted and a change adds a row or raises one row's revision). Unlike
 * `max(updated_at)`, a transaction that commits after a later-started one cannot hide behind it.
 */
export function markerOf(overrides: Iterable<LibraryOverride>): string {
  let rows = 0;
  let revisions = 0;
  for (const override of overrides) {
    rows += 1;
    revisions += override.revision;
  }
  return `${rows}.${revisions}`;
}

/** markerOf, asked of the database: one aggregate over a small table. */
export async function readChangeMarker(db: Database): Promise<string> {
  const [row] = await db
    .select({
      marker: sql<string>`count(*)::text || '.' || coalesce(sum(${libraryItems.revision}), 0)::text`,
    })
    .from(libraryItems);
  return row!.marker;
}

/** Every row, without drawings and thumbnails. */
export async function readOverrides(db: Database): Promise<LibraryOverride[]> {
  const rows = await db
    .select({
      id: libraryItems.id,
      revision: libraryItems.revision,
      retiredAt: libraryItems.retiredAt,
      description: libraryItems.description,
      width: libraryItems.width,
      height: libraryItems.height,
      parts: libraryItems.parts,
    })
    .from(libraryItems);
  return rows.map(({ id, revision, retiredAt, description, width, height, parts }) => ({
    id,
    revision,
    retired: retiredAt !== null,
    description,
    drawing: width !== null && height !== null && parts !== null ? { width, height, parts } : null,
  }));
}

/** The admin's cleaned drawing of an item, when it has one. */
export async function readOverrideSvg(db: Database, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ svg: libraryItems.svg })
    .from(libraryItems)
    .where(eq(libraryItems.id, id));
  return row?.svg ?? undefined;
}

export async function readOverrideThumbnail(db: Database, id: string): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ thumbnail: libraryItems.thumbnail })
    .from(libraryItems)
    .where(eq(libraryItems.id, id));
  return row?.thumbnail ?? undefined;
}

/** The descriptive part of a built item (its synonyms are the curated groups' only). */
export function descriptionOf(item: LibraryItemMeta): LibraryItemDescription {
  const { title, category, tags, licence, author, source } = item;
  return { title, category, tags, synonyms: [], licence, author, source };
}

/**
 * The item as the library serves it: the built one with the admin's changes over it, or none
 * (retired, or a built item that a rebuild dropped and the admin gave no drawing of its own).
 */
export function mergedItem(
  id: string,
  built: LibraryItemMeta | undefined,
  override: LibraryOverride | undefined,
): LibraryItemMeta | undefined {
  if (!override) return built;
  if (override.retired) return undefined;
  const drawing = override.drawing ?? built;
  if (!drawing) return undefined;
  const { width, height, parts } = drawing;
  // The built drawing's measured quality stays with it; an admin's own drawing is unmeasured.
  const quality = override.drawing ? undefined : built?.quality;
  const measured = quality ? { quality } : {};
  const description = override.description;
  if (!description) {
    if (!built) return undefined;
    const { quality: _built, ...rest } = built;
    return { ...rest, width, height, parts, ...measured };
  }
  // An admin describes an item; what it is stays as built (an added item is an illustration).
  const kind = built?.kind ?? 'illustration';
  return {
    id,
    kind,
    ...description,
    synonyms: itemSynonyms(description),
    width,
    height,
    parts,
    ...measured,
  };
}

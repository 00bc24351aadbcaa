import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { processInChildProcess, slugify } from '@figura/content/import';
import {
  LIBRARY_ITEM_NOT_FOUND,
  libraryDrawingRefusedMessage,
  libraryItemExistsMessage,
  type libraryItemInputSchema,
  type LibraryItemStatus,
  type libraryItemUpdateSchema,
  type LibraryRemoval,
  type LibrarySavedItem,
} from '@figura/sdk-core/schema';
import pLimit from 'p-limit';
import type { z } from 'zod';
import type { Database } from '../db/database.ts';
import { libraryItems, type LibraryItemDescription, type UserRow } from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { requireLibraryAdmin } from '../auth/access.ts';
import type { LibraryCatalogue } from './library.ts';
import { descriptionOf } from './overrides.ts';

type AddInput = z.output<typeof libraryItemInputSchema>;
type UpdateInput = z.output<typeof libraryItemUpdateSchema>;

/** Drawings cleaned at once, each in a child process of its own; more wait their turn. */
const MAX_CONCURRENT_IMPORTS = 2;

/** An admin's cleaned drawing, as stored. */
interface Drawing {
  svg: string;
  thumbnail: Buffer;
  width: number;
  height: number;
  parts: string[];
}

/** Add, change, retire and restore library items (admins only: access.ts). */
export interface LibraryAdmin {
  add(user: UserRow, input: AddInput): Promise<LibrarySavedItem>;
  update(user: UserRow, id: string, input: UpdateInput): Promise<LibrarySavedItem>;
  retire(user: UserRow, id: string): Promise<LibraryItemStatus>;
  restore(user: UserRow, id: string): Promise<LibraryItemStatus>;
}

/** `<source>/<slug>` from the source's name and the title: `Servier Medical Art/Neuron` -> `servier-medical-art/neuron`. */
export function derivedItemId(
  description: Pick<LibraryItemDescription, 'title' | 'source'>,
): string {
  return `${slugify(description.source.name).slice(0, 100)}/${slugify(description.title).slice(0, 100)}`;
}

export function createLibraryAdmin(db: Database, catalogue: LibraryCatalogue): LibraryAdmin {
  const importing = pLimit(MAX_CONCURRENT_IMPORTS);

  /** The importer's checks, in a child process: 422 with the reason and the removals when refused. */
  const clean = async (
    id: string,
    description: LibraryItemDescription,
    svg: string,
  ): Promise<{ drawing: Drawing; removed: LibraryRemoval[] }> => {
    const { synonyms: _synonyms, ...meta } = description;
    const outcome = await importing(() =>
      processInChildProcess({ id, origin: 'sent to the API', ...meta, input: { svg } }),
    );
    if (outcome.status === 'refused')
      throw new HttpError(422, libraryDrawingRefusedMessage(outcome.reason), {
        removed: outcome.removed,
      });
    const { width, height, parts } = outcome.item;
    const drawing = {
      svg: outcome.svg,
      thumbnail: Buffer.from(outcome.thumbnail),
      width,
      height,
      parts,
    };
    return { drawing, removed: outcome.removed };
  };

  /** Reads the change on this node at once, and answers the item as now served. */
  const saved = async (id: string, removed: LibraryRemoval[]): Promise<LibrarySavedItem> => {
    await catalogue.refresh();
    return { item: await catalogue.item(id), removed };
  };

  /** When the item's row says it was retired: null when it is not, undefined when it has no row. */
  const retiredAtOf = async (id: string): Promise<Date | null | undefined> => {
    const [row] = await db
      .select({ retiredAt: libraryItems.retiredAt })
      .from(libraryItems)
      .where(eq(libraryItems.id, id));
    return row?.retiredAt;
  };

  return {
    async add(user, input) {
      requireLibraryAdmin(user);
      const { id: givenId, svg, ...description } = input;
      const id = givenId ?? derivedItemId(description);
      const taken = () => new HttpError(409, libraryItemExistsMessage(id));
      // A retired item keeps its id: it can be restored, and what placed it still credits it.
      const library = await catalogue.current();
      if (library.builtItem(id) || (await retiredAtOf(id)) !== undefined) throw taken();
      const { drawing, removed } = await clean(id, description, svg);
      const [inserted] = await db
        .insert(libraryItems)
        .values({
          id,
          added: true,
          description,
          ...drawing,
          createdBy: user.id,
          updatedBy: user.id,
        })
        .onConflictDoNothing({ target: libraryItems.id })
        .returning({ id: libraryItems.id });
      if (!inserted) throw taken();
      return saved(id, removed);
    },

    async update(user, id, input) {
      requireLibraryAdmin(user);
      const library = await catalogue.current();
      const current = library.meta(id); // 404 for an unknown or retired item
      const { svg, ...changes } = input;
      const changed = Object.values(changes).some((value) => value !== undefined);
      const cleaned =
        svg === undefined
          ? undefined
          : await clean(id, { ...descriptionOf(current), ...definedOnly(changes) }, svg);
      const built = library.builtItem(id);
      // The new description is the row's (or the built item's) with the changes over it, merged
      // in SQL so two admins changing different fields at once both keep theirs.
      const builtDescription = built ? JSON.stringify(descriptionOf(built)) : null;
      const patch = JSON.stringify(changes);
      const [row] = await db
        .insert(libraryItems)
        .values({
          id,
          // No row yet: only a built item gets here.
          description:
            changed && built ? { ...descriptionOf(built), ...definedOnly(changes) } : null,
          ...cleaned?.drawing,
          createdBy: user.id,
          updatedBy: user.id,
        })
        .onConflictDoUpdate({
          target: libraryItems.id,
          set: {
            ...(changed && {
              description: sql`coalesce(${libraryItems.description}, ${builtDescription}::jsonb) || ${patch}::jsonb`,
            }),
            ...cleaned?.drawing,
            revision: sql`${libraryItems.revision} + 1`,
            updatedAt: sql`now()`,
            updatedBy: user.id,
          },
          setWhere: isNull(libraryItems.retiredAt),
        })
        .returning({ id: libraryItems.id });
      if (!row) throw notFound(LIBRARY_ITEM_NOT_FOUND); // retired meanwhile
      return saved(id, cleaned?.removed ?? []);
    },

    async retire(user, id) {
      requireLibraryAdmin(user);
      const already = await retiredAtOf(id);
      if (already) return { id, retiredAt: already.toISOString() };
      (await catalogue.current()).meta(id);
      const [row] = await db
        .insert(libraryItems)
        .values({ id, retiredAt: sql`now()`, createdBy: user.id, updatedBy: user.id })
        .onConflictDoUpdate({
          target: libraryItems.id,
          set: {
            retiredAt: sql`now()`,
            revision: sql`${libraryItems.revision} + 1`,
            updatedAt: sql`now()`,
            updatedBy: user.id,
          },
          setWhere: isNull(libraryItems.retiredAt),
        })
        .returning({ retiredAt: libraryItems.retiredAt });
      await catalogue.refresh();
      const retiredAt = row?.retiredAt ?? (await retiredAtOf(id));
      return { id, retiredAt: retiredAt!.toISOString() };
    },

    async restore(user, id) {
      requireLibraryAdmin(user);
      const [row] = await db
        .update(libraryItems)
        .set({
          retiredAt: null,
          revision: sql`${libraryItems.revision} + 1`,
          updatedAt: sql`now()`,
          updatedBy: user.id,
        })
        .where(and(eq(libraryItems.id, id), isNotNull(libraryItems.retiredAt)))
        .returning({ id: libraryItems.id });
      // Restoring an item that is not retired changes nothing; an unknown one is 404.
      (row ? await catalogue.refresh() : await catalogue.current()).meta(id);
      return { id, retiredAt: null };
    },
  };
}

/** The fields given (a JSON merge leaves undefined ones out as well). */
function definedOnly<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

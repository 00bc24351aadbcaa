import { and, asc, count, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  CREATION_NOT_FOUND,
  createEmptyDocument,
  DEFAULT_CANVAS_SIZE,
  type Creation,
  type CreationAccessLevel,
  type CreationList,
  type CreationSort,
  type UpdatedCreation,
  type CreationType,
  type SlideSummary,
  type createCreationInputSchema,
  type listCreationsQuerySchema,
  type updateCreationInputSchema,
} from '@figura/sdk-core/schema';
import type { z } from 'zod';
import type { Database } from '../db/database.ts';
import { creations, slideBackups, slides, type CreationRow, type UserRow } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { storedDocument } from './slides.ts';
import {
  isEmbedUser,
  requireCreationAccess,
  requireOwnFolder,
  requireTeamAccess,
  visibleCreationsCondition,
  workspaceCreationsCondition,
} from '../auth/access.ts';
import { newCreationSlug } from './slugs.ts';
import { creationCaps, lockUser, requireWithinLimit } from '../billing/plans.ts';

type CreateInput = z.output<typeof createCreationInputSchema>;
type UpdateInput = z.output<typeof updateCreationInputSchema>;
type ListQuery = z.output<typeof listCreationsQuerySchema>;

const summaryColumns = {
  id: slides.id,
  creationId: slides.creationId,
  position: slides.position,
  revision: slides.revision,
};

export function toCreationReply(
  row: CreationRow,
  slideSummaries: SlideSummary[],
  access: CreationAccessLevel,
): Creation {
  return {
    id: row.id,
    name: row.name,
    type: row.type as CreationType,
    status: row.status as Creation['status'],
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    slug: row.slug,
    folderId: row.folderId,
    teamId: row.teamId,
    slides: slideSummaries,
    access,
  };
}

export async function slideSummariesOf(
  db: Database,
  creationIds: string[],
): Promise<Map<string, SlideSummary[]>> {
  const byCreation = new Map<string, SlideSummary[]>(creationIds.map((id) => [id, []]));
  if (creationIds.length === 0) return byCreation;
  const rows = await db
    .select(summaryColumns)
    .from(slides)
    .where(and(inArray(slides.creationId, creationIds), isNull(slides.deletedAt)))
    .orderBy(asc(slides.position), asc(slides.id));
  for (const { creationId, ...summary } of rows) byCreation.get(creationId)?.push(summary);
  return byCreation;
}

export async function creationReply(
  db: Database,
  row: CreationRow,
  access: CreationAccessLevel,
): Promise<Creation> {
  const summaries = await slideSummariesOf(db, [row.id]);
  return toCreationReply(row, summaries.get(row.id) ?? [], access);
}

/** A new creation with one empty slide of the creation's size (type default unless given). */
export async function createCreation(
  db: Database,
  user: UserRow,
  input: CreateInput,
): Promise<Creation> {
  const defaults = DEFAULT_CANVAS_SIZE[input.type];
  const width = input.width ?? defaults.width;
  const height = input.height ?? defaults.height;
  return db.transaction(async (tx) => {
    // Made in a workspace only by one of its team's members (404 for anyone else).
    if (input.workspace) await requireTeamAccess(tx, user, input.workspace, 'member');
    // The plan's cap on creations kept (docs/plans-and-limits.md), checked with the user held.
    await requireWithinLimit(tx, await lockUser(tx, user), 'creations');
    const [creation] = await tx
      .insert(creations)
      .values({
        userId: user.id,
        teamId: input.workspace ?? null,
        name: input.name,
        type: input.type,
        width,
        height,
        slug: newCreationSlug(input.name),
      })
      .returning();
    if (!creation) throw new Error('Insert returned no creation');
    const [slide] = await tx
      .insert(slides)
      .values({ creationId: creation.id, position: 0, content: createEmptyDocument(width, height) })
      .returning(summaryColumns);
    if (!slide) throw new Error('Insert returned no slide');
    const { creationId: _creationId, ...summary } = slide;
    return toCreationReply(creation, [summary], 'owner');
  });
}

/** `%`, `_` and `\` in a search are literal characters, not patterns. */
function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export async function listCreations(
  db: Database,
  user: UserRow,
  query: ListQuery,
): Promise<CreationList> {
  // A workspace lists its team's creations for its members; otherwise the user's own.
  if (query.workspace) await requireTeamAccess(db, user, query.workspace, 'member');
  const conditions: SQL[] = [
    query.workspace
      ? workspaceCreationsCondition(query.workspace)
      : visibleCreationsCondition(user),
    eq(creations.status, query.status),
  ];
  if (query.type) conditions.push(eq(creations.type, query.type));
  if (query.folderId === 'none') conditions.push(isNull(creations.folderId));
  else if (query.folderId) conditions.push(eq(creations.folderId, query.folderId));
  const search = query.search?.trim();
  if (search) conditions.push(ilike(creations.name, containsPattern(search)));
  const where = and(...conditions);

  const page = await creationPage(db, where, LIST_ORDERS[query.sort], query);
  return {
    // The user's own creations, or their team's (which members may change: access.ts).
    data: page.rows.map(({ row, slides }) =>
      toCreationReply(row, slides, row.userId === user.id ? 'owner' : 'editor'),
    ),
    total: page.total,
  };
}

/** A list's orders (the id last, so a page never repeats or skips a creation). */
const LIST_ORDERS: Record<CreationSort, SQL[]> = {
  edited: [desc(creations.updatedAt)],
  name: [asc(sql`lower(${creations.name})`), asc(creations.name)],
  created: [desc(creations.createdAt)],
};

/**
 * One page of the creations `where` selects in `order` (then by id), each with its slides'
 * summaries, and how many there are in all (/my-creations, the trash).
 */
export async function creationPage(
  db: Database,
  where: SQL | undefined,
  order: readonly SQL[],
  page: { limit: number; offset: number },
): Promise<{ rows: { row: CreationRow; slides: SlideSummary[] }[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(creations)
      .where(where)
      .orderBy(...order, desc(creations.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(creations).where(where),
  ]);
  const summaries = await slideSummariesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map((row) => ({ row, slides: summaries.get(row.id) ?? [] })),
    total: totals[0]?.total ?? 0,
  };
}

export async function getCreation(
  db: Database,
  user: UserRow,
  creationId: string,
): Promise<Creation> {
  const creation = await requireCreationAccess(db, user, creationId, 'read');
  // What an editor opens: with the caps of the owner's plan, which bind every editor of it.
  const [reply, caps] = await Promise.all([
    creationReply(db, creation, creation.access),
    creationCaps(db, creation.userId),
  ]);
  return isEmbedUser(user) ? { ...reply, caps, embedded: true } : { ...reply, caps };
}

/**
 * Renames the creation and/or resizes it: every live slide whose stored document has another
 * size is stored again at the new size (a new revision and a backup, as any save), all in one
 * transaction, so a creation's slides never end up with different sizes. Elements keep their
 * positions. The reply lists the slides it stored again with their new revisions.
 */
export async function updateCreation(
  db: Database,
  user: UserRow,
  creationId: string,
  input: UpdateInput,
): Promise<UpdatedCreation> {
  return db.transaction(async (tx) => {
    // Folders are the owner's: moving one takes the owner's rights ('delete'), into one of theirs.
    const action = input.folderId === undefined ? 'write' : 'delete';
    const { access } = await requireCreationAccess(tx, user, creationId, action, {
      forUpdate: true,
    });
    if (input.folderId) await requireOwnFolder(tx, user, input.folderId);
    const size =
      input.width !== undefined && input.height !== undefined
        ? { width: input.width, height: input.height }
        : undefined;
    const resizedSlides = size ? await resizeSlides(tx, creationId, size, user.id) : [];
    const [updated] = await tx
      .update(creations)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.folderId !== undefined && { folderId: input.folderId }),
        ...size,
        updatedAt: sql`now()`,
      })
      .where(eq(creations.id, creationId))
      .returning();
    if (!updated) throw new Error('Update returned no creation');
    return { ...(await creationReply(tx, updated, access)), resizedSlides };
  });
}

/** Stores every live slide of another size at `size`; the caller holds the creation's row lock. */
async function resizeSlides(
  tx: Database,
  creationId: string,
  size: { width: number; height: number },
  savedBy: string,
): Promise<{ id: string; revision: number }[]> {
  const rows = await tx
    .select()
    .from(slides)
    .where(and(eq(slides.creationId, creationId), isNull(slides.deletedAt)))
    .orderBy(asc(slides.position), asc(slides.id))
    .for('update');
  const resized: { id: string; revision: number }[] = [];
  for (const row of rows) {
    const document = storedDocument(row);
    if (document.width === size.width && document.height === size.height) continue;
    const content = { ...document, ...size };
    const revision = row.revision + 1;
    await tx
      .update(slides)
      .set({ content, revision, updatedAt: sql`now()` })
      .where(eq(slides.id, row.id));
    await tx.insert(slideBackups).values({ slideId: row.id, revision, content, savedBy });
    resized.push({ id: row.id, revision });
  }
  return resized;
}

/** Soft delete: the creation moves to the trash (status deleted) with its slides intact. */
export async function deleteCreation(
  db: Database,
  user: UserRow,
  creationId: string,
): Promise<{ id: string; status: 'deleted' }> {
  return db.transaction(async (tx) => {
    await requireCreationAccess(tx, user, creationId, 'delete', { forUpdate: true });
    await tx
      .update(creations)
      .set({ status: 'deleted', deletedAt: sql`now()` })
      .where(eq(creations.id, creationId));
    return { id: creationId, status: 'deleted' as const };
  });
}

/** A creation by its slug, with the same rules as by its id. */
export async function getCreationBySlug(
  db: Database,
  user: UserRow,
  slug: string,
): Promise<Creation> {
  const [found] = await db
    .select({ id: creations.id })
    .from(creations)
    .where(eq(creations.slug, slug))
    .limit(1);
  if (!found) throw notFound(CREATION_NOT_FOUND);
  return getCreation(db, user, found.id);
}

import { and, count, desc, eq, isNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  SHARE_EXISTS_MESSAGE,
  SHARE_NOT_FOUND,
  SHARE_USER_NOT_FOUND,
  SHARE_WITH_SELF_MESSAGE,
  type Person,
  type Share,
  type ShareList,
  type SharePermission,
  type SharedCreationList,
  type createShareInputSchema,
  type listSharedCreationsQuerySchema,
} from '@figura/sdk-core/schema';
import type { z } from 'zod';
import type { Database } from '../db/database.ts';
import {
  creations,
  creationShares,
  users,
  type CreationShareRow,
  type UserRow,
} from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { isEmbedUser, requireCreationAccess, sharedCreationsCondition } from '../auth/access.ts';
import { slideSummariesOf, toCreationReply } from '../creations/creations.ts';
import { userByEmail } from '../account/user-by-email.ts';

type CreateShareInput = z.output<typeof createShareInputSchema>;
type SharedListQuery = z.output<typeof listSharedCreationsQuerySchema>;

const sharedWith = alias(users, 'shared_with');
const sharer = alias(users, 'sharer');

const personOf = (row: Pick<UserRow, 'id' | 'name' | 'email'>): Person => ({
  id: row.id,
  name: row.name,
  email: row.email,
});

function toShareReply(row: {
  share: CreationShareRow;
  user: UserRow | null;
  sharedBy: UserRow;
}): Share {
  const { share } = row;
  return {
    id: share.id,
    creationId: share.creationId,
    permission: share.permission as SharePermission,
    email: share.email,
    status: share.userId ? 'active' : 'pending',
    user: row.user ? personOf(row.user) : null,
    sharedBy: personOf(row.sharedBy),
    createdAt: share.createdAt.toISOString(),
    updatedAt: share.updatedAt.toISOString(),
  };
}

/** Shares with the people they are with and who made them. */
function sharesQuery(db: Database) {
  return db
    .select({ share: creationShares, user: sharedWith, sharedBy: sharer })
    .from(creationShares)
    .leftJoin(sharedWith, eq(sharedWith.id, creationShares.userId))
    .innerJoin(sharer, eq(sharer.id, creationShares.sharedBy));
}

async function shareReply(db: Database, shareId: string): Promise<Share> {
  const [row] = await sharesQuery(db).where(eq(creationShares.id, shareId)).limit(1);
  if (!row) throw new Error(`Share ${shareId} vanished`);
  return toShareReply(row);
}

/** The creation's shares, oldest first: for its owner and its editors. */
export async function listShares(
  db: Database,
  user: UserRow,
  creationId: string,
): Promise<ShareList> {
  await requireCreationAccess(db, user, creationId, 'write');
  const rows = await sharesQuery(db)
    .where(eq(creationShares.creationId, creationId))
    .orderBy(creationShares.createdAt, creationShares.id);
  return { data: rows.map(toShareReply) };
}

/** Whom a share goes to: a known user, or (pending) an address nobody has signed in with yet. */
async function shareTarget(
  db: Database,
  input: CreateShareInput,
): Promise<{ user: UserRow | undefined; email: string }> {
  if (input.userId !== undefined) {
    const [row] = await db.select().from(users).where(eq(users.id, input.userId)).limit(1);
    if (!row || isEmbedUser(row)) throw notFound(SHARE_USER_NOT_FOUND);
    return { user: row, email: row.email.toLowerCase() };
  }
  const email = input.email!;
  return { user: await userByEmail(db, email), email };
}

/** Shares the creation (owner only); 409 when it is shared with that person or address already. */
export async function createShare(
  db: Database,
  user: UserRow,
  creationId: string,
  input: CreateShareInput,
): Promise<Share> {
  return db.transaction(async (tx) => {
    const creation = await requireCreationAccess(tx, user, creationId, 'share', {
      forUpdate: true,
    });
    const target = await shareTarget(tx, input);
    const ownEmail = user.email.trim().toLowerCase();
    if (target.user?.id === creation.userId || (ownEmail !== '' && target.email === ownEmail))
      throw new HttpError(400, SHARE_WITH_SELF_MESSAGE);
    const [inserted] = await tx
      .insert(creationShares)
      .values({
        creationId,
        userId: target.user?.id ?? null,
        email: target.email,
        permission: input.permission,
        sharedBy: user.id,
      })
      .onConflictDoNothing()
      .returning({ id: creationShares.id });
    if (!inserted) throw new HttpError(409, SHARE_EXISTS_MESSAGE);
    return shareReply(tx, inserted.id);
  });
}

async function requireShare(
  db: Database,
  creationId: string,
  shareId: string,
): Promise<CreationShareRow> {
  const [row] = await db
    .select()
    .from(creationShares)
    .where(and(eq(creationShares.id, shareId), eq(creationShares.creationId, creationId)))
    .limit(1);
  if (!row) throw notFound(SHARE_NOT_FOUND);
  return row;
}

export async function updateShare(
  db: Database,
  user: UserRow,
  creationId: string,
  shareId: string,
  permission: SharePermission,
): Promise<Share> {
  await requireCreationAccess(db, user, creationId, 'share');
  await requireShare(db, creationId, shareId);
  await db
    .update(creationShares)
    .set({ permission, updatedAt: sql`now()` })
    .where(eq(creationShares.id, shareId));
  return shareReply(db, shareId);
}

export async function deleteShare(
  db: Database,
  user: UserRow,
  creationId: string,
  shareId: string,
): Promise<{ id: string; status: 'deleted' }> {
  await requireCreationAccess(db, user, creationId, 'share');
  await requireShare(db, creationId, shareId);
  await db.delete(creationShares).where(eq(creationShares.id, shareId));
  return { id: shareId, status: 'deleted' };
}

/** Removes every share of the creation (active and pending). */
export async function unshareCreation(
  db: Database,
  user: UserRow,
  creationId: string,
): Promise<{ creationId: string; removed: number }> {
  await requireCreationAccess(db, user, creationId, 'share');
  const removed = await db
    .delete(creationShares)
    .where(eq(creationShares.creationId, creationId))
    .returning({ id: creationShares.id });
  return { creationId, removed: removed.length };
}

/** The live creations shared with the user, most recently shared first. */
export async function listSharedCreations(
  db: Database,
  user: UserRow,
  query: SharedListQuery,
): Promise<SharedCreationList> {
  const where = sharedCreationsCondition(user);
  const [rows, totals] = await Promise.all([
    db
      .select({ creation: creations, share: creationShares, sharedBy: sharer })
      .from(creationShares)
      .innerJoin(creations, eq(creations.id, creationShares.creationId))
      .innerJoin(sharer, eq(sharer.id, creationShares.sharedBy))
      .where(where)
      .orderBy(desc(creationShares.createdAt), desc(creationShares.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: count() })
      .from(creationShares)
      .innerJoin(creations, eq(creations.id, creationShares.creationId))
      .where(where),
  ]);
  const summaries = await slideSummariesOf(
    db,
    rows.map((row) => row.creation.id),
  );
  return {
    data: rows.map(({ creation, share, sharedBy }) => {
      const permission = share.permission as SharePermission;
      return {
        creation: toCreationReply(creation, summaries.get(creation.id) ?? [], permission),
        permission,
        sharedBy: personOf(sharedBy),
        sharedAt: share.createdAt.toISOString(),
      };
    }),
    total: totals[0]?.total ?? 0,
  };
}

/**
 * Pending shares sent to the user's (verified) email become theirs: called when a user is
 * created or their email changes. A creation they own, or one already shared with them, keeps
 * its share pending.
 */
export async function claimPendingShares(db: Database, user: UserRow): Promise<void> {
  const email = user.email.trim().toLowerCase();
  if (!email || isEmbedUser(user)) return;
  const mine = alias(creationShares, 'mine');
  await db
    .update(creationShares)
    .set({ userId: user.id, updatedAt: sql`now()` })
    .where(
      and(
        isNull(creationShares.userId),
        eq(creationShares.email, email),
        notExists(
          db
            .select({ one: sql`1` })
            .from(mine)
            .where(and(eq(mine.creationId, creationShares.creationId), eq(mine.userId, user.id))),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(creations)
            .where(and(eq(creations.id, creationShares.creationId), eq(creations.userId, user.id))),
        ),
      ),
    );
}

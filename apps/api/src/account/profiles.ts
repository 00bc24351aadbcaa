import { and, desc, eq, or } from 'drizzle-orm';
import {
  isRestricted,
  planType,
  PROFILE_NOT_FOUND,
  type Invoice,
  type Profile,
  type ProfileCreations,
  type profileUpdateSchema,
  type planFeedbackInputSchema,
  type User,
} from '@figura/sdk-core/schema';
import type { z } from 'zod';
import type { Database } from '../db/database.ts';
import {
  creationShares,
  creations,
  exportJobs,
  fileUploads,
  folders,
  planFeedback,
  planUsage,
  users,
  type UserRow,
} from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { requireAccountHolder, requireProfileAccess } from '../auth/access.ts';
import { recordFeedback } from '../billing/feedback.ts';
import { currentRow, invoicesOf } from '../billing/plans.ts';
import { planInUse } from '../billing/plan-in-use.ts';
import { deleteCreationsForGood } from '../creations/trash.ts';
import { toUserReply } from './user-reply.ts';

type ProfileUpdate = z.output<typeof profileUpdateSchema>;
type FeedbackInput = z.output<typeof planFeedbackInputSchema>;

/** The user `profileId` if `caller` may see it (themself or an admin): 403, or 404 when none. */
async function profileUser(db: Database, caller: UserRow, profileId: string): Promise<UserRow> {
  requireProfileAccess(caller, profileId);
  // Read as stored now, the caller's own too: the request's row may be a few seconds old.
  const [row] = await db.select().from(users).where(eq(users.id, profileId)).limit(1);
  // Deleted accounts stay as anonymous rows (their comments on others' work stay): not profiles.
  if (!row || isDeletedAccount(row)) throw notFound(PROFILE_NOT_FOUND);
  return row;
}

/** The profile with the plan its holder works on (a team's members: the team's). */
async function toProfile(db: Database, row: UserRow): Promise<Profile> {
  const holder = await planInUse(db, row);
  const { isNewUser: _isNewUser, ...user } = toUserReply(row);
  return {
    ...user,
    planType: planType(holder.plan),
    restricted: isRestricted(holder),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function getProfile(db: Database, caller: UserRow, id: string): Promise<Profile> {
  return toProfile(db, await profileUser(db, caller, id));
}

export async function getProfileUser(db: Database, caller: UserRow, id: string): Promise<User> {
  return toUserReply(await profileUser(db, caller, id));
}

/** PATCH /profiles/{id}: the country code (email and name are the sign-on site's). */
export async function updateProfile(
  db: Database,
  caller: UserRow,
  id: string,
  input: ProfileUpdate,
): Promise<Profile> {
  const row = await profileUser(db, caller, id);
  if (input.country_code === undefined) return toProfile(db, row);
  const [updated] = await db
    .update(users)
    .set({ countryCode: input.country_code })
    .where(eq(users.id, row.id))
    .returning();
  if (!updated) throw notFound(PROFILE_NOT_FOUND);
  return toProfile(db, updated);
}

/** GET /profiles/{id}/creations: the creations the user keeps, newest change first. */
export async function profileCreations(
  db: Database,
  caller: UserRow,
  id: string,
): Promise<ProfileCreations> {
  const row = await profileUser(db, caller, id);
  const kept = await db
    .select()
    .from(creations)
    .where(and(eq(creations.userId, row.id), eq(creations.status, 'available')))
    .orderBy(desc(creations.updatedAt));
  return {
    total: kept.length,
    items: kept.map((creation) => ({
      id: creation.id,
      name: creation.name,
      type: creation.type,
      slug: creation.slug,
      updatedAt: creation.updatedAt.toISOString(),
    })),
  };
}

/** GET /profiles/{id}/invoice: the user's invoices, newest first. */
export async function profileInvoices(
  db: Database,
  caller: UserRow,
  id: string,
): Promise<{ items: Invoice[] }> {
  return { items: await invoicesOf(db, await profileUser(db, caller, id)) };
}

/** GET /profiles/plan/last-invoice (and the gateway's, the same record until billing keeps both). */
export async function lastInvoice(
  db: Database,
  caller: UserRow,
): Promise<{ invoice: Invoice | null }> {
  requireAccountHolder(caller);
  const [newest] = await invoicesOf(db, await currentRow(db, caller));
  return { invoice: newest ?? null };
}

export async function sendPlanFeedback(
  db: Database,
  user: UserRow,
  input: FeedbackInput,
): Promise<{ recorded: true }> {
  requireAccountHolder(user);
  await recordFeedback(db, user, 'feedback', input);
  return { recorded: true };
}

const DELETED_PREFIX = 'deleted:';

function isDeletedAccount(row: UserRow): boolean {
  return row.cactusId.startsWith(DELETED_PREFIX);
}

/**
 * DELETE /profiles: the caller's account. Their creations (with their slides, versions, shares
 * and comments), folders, uploads' links, exports, plan feedback and usage go; their shares of
 * others' creations are removed. Nothing of anyone else's goes: the user row stays, emptied and
 * unlinked from the sign-on id, so comments they left on others' work (and replies to them) and
 * versions they saved there keep their author. Signing in again makes a new, empty account.
 */
export async function deleteAccount(db: Database, user: UserRow): Promise<{ deleted: true }> {
  requireAccountHolder(user);
  await db.transaction(async (tx) => {
    const own = await tx
      .select({ id: creations.id })
      .from(creations)
      .where(eq(creations.userId, user.id))
      .for('update');
    await deleteCreationsForGood(
      tx,
      own.map((row) => row.id),
    );
    await tx
      .delete(creationShares)
      .where(or(eq(creationShares.userId, user.id), eq(creationShares.sharedBy, user.id)));
    await tx.delete(exportJobs).where(eq(exportJobs.userId, user.id));
    await tx.delete(folders).where(eq(folders.userId, user.id));
    await tx.delete(fileUploads).where(eq(fileUploads.userId, user.id));
    await tx.delete(planFeedback).where(eq(planFeedback.userId, user.id));
    await tx.delete(planUsage).where(eq(planUsage.userId, user.id));
    await tx
      .update(users)
      .set({
        cactusId: `${DELETED_PREFIX}${user.id}`,
        email: '',
        name: '',
        partner: null,
        countryCode: null,
        journal: null,
        dtBegin: null,
      })
      .where(eq(users.id, user.id));
  });
  return { deleted: true };
}

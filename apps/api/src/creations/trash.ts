// The trash: deleted creations stay restorable for TRASH_RETENTION_DAYS, then are purged for good
// by the housekeeping sweep (housekeeping.ts; docs/trash-and-versions.md).
import { and, desc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import {
  TRASH_RETENTION_DAYS,
  type Creation,
  type DeletedCreationList,
  type listDeletedQuerySchema,
} from '@figura/sdk-core/schema';
import type { z } from 'zod';
import type { Database } from '../db/database.ts';
import {
  creationThumbnails,
  creations,
  exportJobs,
  slideBackups,
  slides,
  type UserRow,
} from '../db/schema.ts';
import { requireCreationAccess, trashCreationsCondition } from '../auth/access.ts';
import { creationPage, creationReply, toCreationReply } from './creations.ts';
import { lockUser, requireWithinLimit } from '../billing/plans.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const TRASH_RETENTION_MS = TRASH_RETENTION_DAYS * DAY_MS;

/** The user's deleted creations, most recently deleted first, with when each will be purged. */
export async function listDeletedCreations(
  db: Database,
  user: UserRow,
  query: z.output<typeof listDeletedQuerySchema>,
): Promise<DeletedCreationList> {
  const page = await creationPage(
    db,
    trashCreationsCondition(user),
    [desc(creations.deletedAt)],
    query,
  );
  return {
    data: page.rows.map(({ row, slides: summaries }) => {
      const deletedAt = row.deletedAt ?? row.updatedAt; // set by every delete; the migration dated older ones
      return {
        ...toCreationReply(row, summaries, 'owner'),
        deletedAt: deletedAt.toISOString(),
        purgeAt: new Date(deletedAt.getTime() + TRASH_RETENTION_MS).toISOString(),
      };
    }),
    total: page.total,
  };
}

/** Takes a creation out of the trash (whoever may delete it may restore it). */
export async function restoreCreation(
  db: Database,
  user: UserRow,
  creationId: string,
): Promise<Creation> {
  return db.transaction(async (tx) => {
    const held = await lockUser(tx, user);
    const { access } = await requireCreationAccess(tx, user, creationId, 'delete', {
      forUpdate: true,
      inTrash: true,
    });
    // A restored creation is kept again: it counts against the plan's cap like a new one.
    await requireWithinLimit(tx, held, 'creations');
    const [restored] = await tx
      .update(creations)
      .set({ status: 'available', deletedAt: null })
      .where(eq(creations.id, creationId))
      .returning();
    if (!restored) throw new Error('Update returned no creation');
    return creationReply(tx, restored, access);
  });
}

/** At most this many creations are purged per transaction, so one sweep never holds long locks. */
const PURGE_BATCH = 50;

/**
 * Deletes for good, batch by batch, the creations `where` matches (each batch in a transaction,
 * its rows locked and rows another node holds skipped, so sweeps on several nodes never meet).
 * Returns how many went.
 */
export async function purgeCreationsWhere(db: Database, where: SQL | undefined): Promise<number> {
  let purged = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const found = await tx
        .select({ id: creations.id })
        .from(creations)
        .where(where)
        .limit(PURGE_BATCH)
        .for('update', { skipLocked: true });
      const ids = found.map((row) => row.id);
      await deleteCreationsForGood(tx, ids);
      return ids.length;
    });
    purged += batch;
    if (batch < PURGE_BATCH) return purged;
  }
}

/**
 * Deletes for good every creation deleted more than TRASH_RETENTION_DAYS before `now`, with its
 * slides, their versions, its thumbnail and its export jobs. Safe to run on several nodes at
 * once (rows already gone are skipped). Returns how many creations went.
 */
export function purgeExpiredTrash(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - TRASH_RETENTION_MS);
  return purgeCreationsWhere(
    db,
    and(eq(creations.status, 'deleted'), lt(creations.deletedAt, cutoff)),
  );
}

/**
 * Deletes creations for good with their slides, their versions, thumbnails and export jobs
 * (shares, comments and file links go with them by cascade). `db` should be a transaction.
 */
export async function deleteCreationsForGood(db: Database, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const slideIds = db.select({ id: slides.id }).from(slides).where(inArray(slides.creationId, ids));
  await db.delete(slideBackups).where(inArray(slideBackups.slideId, slideIds));
  await db.delete(slides).where(inArray(slides.creationId, ids));
  await db.delete(exportJobs).where(inArray(exportJobs.creationId, ids));
  await db.delete(creationThumbnails).where(inArray(creationThumbnails.creationId, ids));
  await db.delete(creations).where(inArray(creations.id, ids));
}

// A slide's saved versions (slide_backups: one row per save): list them, read one, restore one.
// Restoring saves the version's document as a new revision, with its own backup: nothing is
// lost, and restoring the version before it undoes the restore.
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  VERSION_NOT_FOUND,
  type SlideBackupList,
  type SlideSaved,
  type SlideVersion,
  type listBackupsQuerySchema,
} from '@figura/sdk-core/schema';
import type { z } from 'zod';
import type { Database } from '../db/database.ts';
import { slideBackups, slides, users, type UserRow } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { checkCreationAccess, requireCreationAccess } from '../auth/access.ts';
import { findSlide, storedDocument, touchCreation } from './slides.ts';

const backupColumns = {
  versionId: slideBackups.id,
  revision: slideBackups.revision,
  createdAt: slideBackups.createdAt,
  savedById: users.id,
  savedByName: users.name,
};

type BackupColumns = {
  versionId: string;
  revision: number;
  createdAt: Date;
  savedById: string | null;
  savedByName: string | null;
};

function toBackupReply(row: BackupColumns) {
  return {
    versionId: row.versionId,
    revision: row.revision,
    savedAt: row.createdAt.toISOString(),
    savedBy: row.savedById ? { id: row.savedById, name: row.savedByName ?? '' } : null,
  };
}

/** The slide's versions, newest first. */
export async function listSlideBackups(
  db: Database,
  user: UserRow,
  creationId: string,
  slideId: string,
  query: z.output<typeof listBackupsQuerySchema>,
): Promise<SlideBackupList> {
  await requireCreationAccess(db, user, creationId, 'read');
  await findSlide(db, creationId, slideId);
  const where = eq(slideBackups.slideId, slideId);
  const [rows, totals] = await Promise.all([
    db
      .select(backupColumns)
      .from(slideBackups)
      .leftJoin(users, eq(users.id, slideBackups.savedBy))
      .where(where)
      .orderBy(desc(slideBackups.revision), desc(slideBackups.createdAt))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(slideBackups).where(where),
  ]);
  return { data: rows.map(toBackupReply), total: totals[0]?.total ?? 0 };
}

/** One version with its document (migrated to the current schema), for a user who may read the slide. */
export async function getSlideVersion(
  db: Database,
  user: UserRow,
  slideId: string,
  versionId: string,
): Promise<SlideVersion> {
  // The slide's creation first: a version of a creation the user cannot read is not revealed
  // (a missing slide answers as a creation the user cannot read).
  const [slide] = await db
    .select({ creationId: slides.creationId })
    .from(slides)
    .where(and(eq(slides.id, slideId), isNull(slides.deletedAt)))
    .limit(1);
  const creation = slide
    ? await requireCreationAccess(db, user, slide.creationId, 'read')
    : checkCreationAccess(user, undefined, 'read');
  const [row] = await db
    .select({ ...backupColumns, content: slideBackups.content })
    .from(slideBackups)
    .leftJoin(users, eq(users.id, slideBackups.savedBy))
    .where(and(eq(slideBackups.id, versionId), eq(slideBackups.slideId, slideId)))
    .limit(1);
  if (!row) throw notFound(VERSION_NOT_FOUND);
  return {
    ...toBackupReply(row),
    slideId,
    creationId: creation.id,
    content: storedDocument({ id: slideId, content: row.content }),
  };
}

/** Saves the version's document as the slide's next revision (and so a new version). */
export async function restoreSlideVersion(
  db: Database,
  user: UserRow,
  creationId: string,
  slideId: string,
  versionId: string,
): Promise<SlideSaved> {
  return db.transaction(async (tx) => {
    const creation = await requireCreationAccess(tx, user, creationId, 'write', {
      forUpdate: true,
    });
    const slide = await findSlide(tx, creationId, slideId, true);
    const [backup] = await tx
      .select({ content: slideBackups.content })
      .from(slideBackups)
      .where(and(eq(slideBackups.id, versionId), eq(slideBackups.slideId, slideId)))
      .limit(1);
    if (!backup) throw notFound(VERSION_NOT_FOUND);
    // A creation's slides share one size: the version takes the creation's current size.
    const content = {
      ...storedDocument({ id: slideId, content: backup.content }),
      width: creation.width,
      height: creation.height,
    };
    const revision = slide.revision + 1;
    const [saved] = await tx
      .update(slides)
      .set({ content, revision, updatedAt: sql`now()` })
      .where(eq(slides.id, slideId))
      .returning({ id: slides.id, revision: slides.revision, updatedAt: slides.updatedAt });
    if (!saved) throw new Error('Update returned no slide');
    await tx.insert(slideBackups).values({ slideId, revision, content, savedBy: user.id });
    await touchCreation(tx, creationId);
    return { ...saved, updatedAt: saved.updatedAt.toISOString() };
  });
}

import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  LAST_SLIDE_MESSAGE,
  SLIDE_LIST_MISMATCH_MESSAGE,
  fileIdsOf,
  type CopiedSlide,
  type Creation,
  type DeletedSlide,
  type SlideSummary,
} from '@figura/sdk-core/schema';
import type { Database } from '../db/database.ts';
import { creations, slides, type UserRow } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { requireCreationAccess } from '../auth/access.ts';
import { creationReply } from './creations.ts';
import { adoptFiles } from '../files/files.ts';
import { findSlide, insertSlide, liveSlidesOf, storedDocument, touchCreation } from './slides.ts';

/** Duplicating, deleting, reordering and copying slides (spec §7). */

/** A new slide right after `slideId` with the same content. */
export async function duplicateSlide(
  db: Database,
  user: UserRow,
  creationId: string,
  slideId: string,
): Promise<SlideSummary> {
  return db.transaction(async (tx) => {
    await requireCreationAccess(tx, user, creationId, 'write', { forUpdate: true });
    const source = await findSlide(tx, creationId, slideId);
    return insertSlide(tx, creationId, storedDocument(source), source.position);
  });
}

/**
 * Soft delete: the slide leaves the creation but its row and every backup stay, so the work can
 * be restored. The last slide of a creation cannot be deleted.
 */
export async function deleteSlide(
  db: Database,
  user: UserRow,
  creationId: string,
  slideId: string,
): Promise<DeletedSlide> {
  return db.transaction(async (tx) => {
    await requireCreationAccess(tx, user, creationId, 'write', { forUpdate: true });
    await findSlide(tx, creationId, slideId);
    const remaining = (await orderedSlideIds(tx, creationId)).filter((id) => id !== slideId);
    if (remaining.length === 0) throw new HttpError(400, LAST_SLIDE_MESSAGE);
    await tx
      .update(slides)
      .set({ deletedAt: sql`now()` })
      .where(eq(slides.id, slideId));
    await writeOrder(tx, creationId, remaining);
    return { id: slideId, status: 'deleted' };
  });
}

/** Puts the creation's slides in the order of `slideIds`, which must list each exactly once. */
export async function reorderSlides(
  db: Database,
  user: UserRow,
  creationId: string,
  slideIds: readonly string[],
): Promise<Creation> {
  return db.transaction(async (tx) => {
    const creation = await requireCreationAccess(tx, user, creationId, 'write', {
      forUpdate: true,
    });
    const current = await orderedSlideIds(tx, creationId);
    const listed = new Set(slideIds);
    if (
      slideIds.length !== current.length ||
      listed.size !== slideIds.length ||
      current.some((id) => !listed.has(id))
    ) {
      throw new HttpError(400, SLIDE_LIST_MISMATCH_MESSAGE);
    }
    await writeOrder(tx, creationId, slideIds);
    const [updated] = await tx
      .select()
      .from(creations)
      .where(eq(creations.id, creationId))
      .limit(1);
    return creationReply(tx, updated ?? creation, creation.access);
  });
}

/** PUT /user-creations/{id}/slide: every slide with a position; stored as 0..n-1 in that order. */
export async function setSlidePositions(
  db: Database,
  user: UserRow,
  creationId: string,
  positions: readonly { id: string; position: number }[],
): Promise<Creation> {
  const ordered = [...positions].sort((a, b) => a.position - b.position).map((slide) => slide.id);
  return reorderSlides(db, user, creationId, ordered);
}

/**
 * Copies a slide the user may read to the end of another creation they may change. A target
 * they cannot change answers 404 like a missing one. The copy is the user's: the files it shows
 * become theirs as if they had uploaded them (docs/security.md: copies do not carry rights), so
 * they count in the user's storage and stay theirs when the source is unshared later, as a
 * download would; nothing of the source's sharing reaches the copy.
 */
export async function copySlide(
  db: Database,
  user: UserRow,
  creationId: string,
  slideId: string,
  targetCreationId: string,
): Promise<CopiedSlide> {
  return db.transaction(async (tx) => {
    await requireCreationAccess(tx, user, creationId, 'read');
    const source = await findSlide(tx, creationId, slideId);
    await requireCreationAccess(tx, user, targetCreationId, 'write', { forUpdate: true });
    const document = storedDocument(source);
    const copy = await insertSlide(tx, targetCreationId, document);
    await adoptFiles(tx, user.id, fileIdsOf(document));
    return { ...copy, creationId: targetCreationId };
  });
}

async function orderedSlideIds(tx: Database, creationId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: slides.id })
    .from(slides)
    .where(liveSlidesOf(creationId))
    .orderBy(asc(slides.position), asc(slides.id));
  return rows.map((row) => row.id);
}

/**
 * Numbers the slides 0..n-1 in the given order in one statement, then keeps the creation's size
 * in step with its (possibly new) first slide.
 */
async function writeOrder(
  tx: Database,
  creationId: string,
  orderedIds: readonly string[],
): Promise<void> {
  const cases = sql.join(
    orderedIds.map((id, index) => sql`when ${id}::uuid then ${index}::integer`),
    sql` `,
  );
  await tx
    .update(slides)
    .set({ position: sql`case ${slides.id} ${cases} end` })
    .where(and(liveSlidesOf(creationId), inArray(slides.id, [...orderedIds])));
  const [first] = await tx.select().from(slides).where(eq(slides.id, orderedIds[0]!)).limit(1);
  if (first) {
    const { width, height } = storedDocument(first);
    await tx.update(creations).set({ width, height }).where(eq(creations.id, creationId));
  }
  await touchCreation(tx, creationId);
}

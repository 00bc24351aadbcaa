// The periodic sweep behind the trash and the versions: purges creations deleted more than
// TRASH_RETENTION_DAYS ago and thins old backups by the retention policy. Every API node runs it
// (like the export runner's clean-up); both steps are idempotent, so nodes never need to agree
// on who runs it. It also ends paid plans whose period is over (billing/invoices.ts),
// collects uploads no creation names (files/quota.ts), forgets old image-generation
// records (generation/jobs.ts) and collects creations opened and never edited
// (creations/blank-creations.ts).
import { inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { slideBackups } from '../db/schema.ts';
import { backupsToDrop, KEEP_ALL_YOUNGER_THAN_MS } from './backup-retention.ts';
import type { FileStore } from '../files/store.ts';
import { collectUntouchedBlanks } from './blank-creations.ts';
import { collectUnusedUploads } from '../files/quota.ts';
import { forgetOldGenerations } from '../generation/jobs.ts';
import { endExpiredPlans } from '../billing/invoices.ts';
import { purgeExpiredTrash } from './trash.ts';

/** How often the sweep runs; the first run comes a minute after start. */
export const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000;
const FIRST_RUN_AFTER_MS = 60 * 1000;

/** Slides whose backups are thinned per statement batch. */
const SLIDE_BATCH = 100;

export interface HousekeepingResult {
  purgedCreations: number;
  droppedBackups: number;
  /** Users moved back to Trial: their paid period ended and nothing renews it. */
  endedPlans: number;
  /** Uploads no creation named, collected (files/quota.ts); 0 without a file store. */
  collectedFiles: number;
  /** Image-generation records past GENERATION_RECORD_DAYS, forgotten. */
  forgottenGenerations: number;
  /** Creations never edited and untouched for a day, with nothing on them (blank-creations.ts). */
  collectedBlanks: number;
}

/** Thins every slide's backups by BACKUP_RETENTION at `now`; returns how many went. */
export async function thinBackups(db: Database, now = new Date()): Promise<number> {
  const keepAllAfter = new Date(now.getTime() - KEEP_ALL_YOUNGER_THAN_MS);
  // Only slides with two or more versions past the keep-everything day can lose one.
  const candidates = await db
    .select({ slideId: slideBackups.slideId })
    .from(slideBackups)
    .where(lt(slideBackups.createdAt, keepAllAfter))
    .groupBy(slideBackups.slideId)
    .having(sql`count(*) > 1`);
  let dropped = 0;
  for (let start = 0; start < candidates.length; start += SLIDE_BATCH) {
    const slideIds = candidates.slice(start, start + SLIDE_BATCH).map((row) => row.slideId);
    const stamps = await db
      .select({
        id: slideBackups.id,
        slideId: slideBackups.slideId,
        revision: slideBackups.revision,
        createdAt: slideBackups.createdAt,
      })
      .from(slideBackups)
      .where(inArray(slideBackups.slideId, slideIds));
    const bySlide = new Map<string, typeof stamps>();
    for (const stamp of stamps)
      bySlide.set(stamp.slideId, [...(bySlide.get(stamp.slideId) ?? []), stamp]);
    const drop = [...bySlide.values()].flatMap((backups) => backupsToDrop(backups, now));
    for (let at = 0; at < drop.length; at += 500) {
      await db.delete(slideBackups).where(inArray(slideBackups.id, drop.slice(at, at + 500)));
    }
    dropped += drop.length;
  }
  return dropped;
}

export async function runHousekeeping(
  db: Database,
  now = new Date(),
  store?: FileStore,
): Promise<HousekeepingResult> {
  const purgedCreations = await purgeExpiredTrash(db, now);
  const collectedBlanks = await collectUntouchedBlanks(db, now);
  const droppedBackups = await thinBackups(db, now);
  const endedPlans = await endExpiredPlans(db, now);
  // After the trash and the blanks: a purged creation's files may now be named by none.
  const collectedFiles = store ? await collectUnusedUploads(db, store, now) : 0;
  const forgottenGenerations = await forgetOldGenerations(db, now);
  return {
    purgedCreations,
    droppedBackups,
    endedPlans,
    collectedFiles,
    forgottenGenerations,
    collectedBlanks,
  };
}

/** Starts the periodic sweep; the returned function stops it (after a run under way ends). */
export function startHousekeeping(
  db: Database,
  store: FileStore,
  everyMs = HOUSEKEEPING_EVERY_MS,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = runHousekeeping(db, new Date(), store).catch((error: unknown) =>
      process.emitWarning(`Figura: the trash and backup sweep failed: ${String(error)}`),
    );
  };
  const first = setTimeout(run, Math.min(FIRST_RUN_AFTER_MS, everyMs));
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}

// Thumbnails of /my-creations: a creation's first slide drawn small, as PNG. Drawn by the export
// runner (the same renderer, processes and limits as downloads) the first time it is asked for
// after a save, then kept in creation_thumbnails for that slide and revision, so a list of 50
// creations loads 50 stored files. docs/trash-and-versions.md has the measurements.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { creationThumbnails, exportJobs, type UserRow } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { requireCreationAccess } from '../auth/access.ts';
import { enqueueExport, exportFileOf, waitForExport, type ExportServices } from './jobs.ts';
import { findFirstSlideSummary } from '../creations/slides.ts';

/** Pixels across: two CSS columns of the list's card on a high-density screen. */
export const THUMBNAIL_WIDTH = 320;

export interface Thumbnail {
  png: Buffer;
  /** The slide and revision it shows (the reply's ETag). */
  tag: string;
}

/** The creation's thumbnail: the stored one while its first slide is unchanged, else drawn now. */
export async function creationThumbnail(
  services: ExportServices,
  user: UserRow,
  creationId: string,
  waitMs: number,
): Promise<Thumbnail> {
  const { db } = services;
  const creation = await requireCreationAccess(db, user, creationId, 'read');
  const slide = await findFirstSlideSummary(db, creationId);
  const tag = `${slide.id}.${slide.revision}`;
  const [stored] = await db
    .select({ png: creationThumbnails.png })
    .from(creationThumbnails)
    .where(
      and(
        eq(creationThumbnails.creationId, creationId),
        eq(creationThumbnails.slideId, slide.id),
        eq(creationThumbnails.revision, slide.revision),
      ),
    )
    .limit(1);
  if (stored) return { png: stored.png, tag };

  const job = await enqueueExport(services, user, {
    creationId,
    slideIds: [slide.id],
    options: { format: 'png', width: THUMBNAIL_WIDTH, unit: 'px' },
    fileName: creation.name,
  });
  const settled = await waitForExport(services, job.id, waitMs);
  if (settled.status !== 'done' && settled.status !== 'failed')
    throw new HttpError(503, 'The thumbnail is still being drawn; try again in a few seconds.');
  const png = exportFileOf(settled).bytes;
  await storeThumbnail(db, creationId, slide, png);
  // Nobody downloads this job's file: it goes now rather than when it expires.
  await db.delete(exportJobs).where(eq(exportJobs.id, job.id));
  return { png, tag };
}

async function storeThumbnail(
  db: Database,
  creationId: string,
  slide: { id: string; revision: number },
  png: Buffer,
): Promise<void> {
  const values = { slideId: slide.id, revision: slide.revision, png };
  await db
    .insert(creationThumbnails)
    .values({ creationId, ...values })
    .onConflictDoUpdate({ target: creationThumbnails.creationId, set: values });
}

// Upload quotas (docs/security.md): each account keeps at most its plan's bytes of uploaded
// images and uploads at most UPLOADS_PER_MINUTE a minute; uploads no creation names are collected
// UNUSED_UPLOAD_DAYS after they were uploaded (the housekeeping sweep), so the quota frees itself.
import { and, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  UNUSED_UPLOAD_DAYS,
  UPLOADS_PER_MINUTE,
  storageQuotaMessage,
  uploadRateMessage,
} from '@figura/sdk-core/schema';
import type { Database } from '../db/database.ts';
import { creationFiles, fileUploads, files, type UserRow } from '../db/schema.ts';
import { storageQuotaOf, storedBytesOf } from '../billing/storage.ts';
import { currentRow } from '../billing/plans.ts';
import { planInUse } from '../billing/plan-in-use.ts';
import { fixedWindows } from '../http/fixed-windows.ts';
import { HttpError } from '../http/errors.ts';
import type { FileStore } from './store.ts';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Uploads per account per minute, in this node's memory (a brake, like the API's other windows). */
const uploadWindows = fixedWindows();

/**
 * Refuses an upload of `size` bytes (file `fileId`) that would take the account past its plan's
 * quota (403), or that comes too fast after its others (429 with Retry-After). A file the account
 * uploaded already costs nothing again.
 */
export async function requireUploadRoom(
  db: Database,
  user: UserRow,
  fileId: string,
  size: number,
): Promise<void> {
  const wait = uploadWindows.take(user.id, UPLOADS_PER_MINUTE, MINUTE_MS);
  if (wait !== undefined)
    throw new HttpError(429, uploadRateMessage(), {}, { 'retry-after': String(wait) });
  // The plan as stored now (the request's row may be a few seconds old: auth/recent-users.ts).
  const { plan } = await planInUse(db, await currentRow(db, user));
  const quota = storageQuotaOf(plan);
  const used = await storedBytesOf(db, user.id, fileId);
  if (used + size > quota)
    throw new HttpError(403, storageQuotaMessage(quota, used), {
      limit: 'storage',
      cap: quota,
      used,
      plan,
      upsell: 'uploads',
    });
}

/** The file whose id is in `fileId` is named by no creation's slides or backups. */
const namedByNoCreation = (fileId: AnyPgColumn) =>
  sql`not exists (select 1 from ${creationFiles} where ${creationFiles.fileId} = ${fileId})`;

/**
 * Collects uploads no creation names, uploaded more than UNUSED_UPLOAD_DAYS before `now`: their
 * upload records, then the files nobody has uploaded or named since, rows and bytes. Returns how
 * many files went.
 */
export async function collectUnusedUploads(
  db: Database,
  store: FileStore,
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - UNUSED_UPLOAD_DAYS * DAY_MS);
  await db
    .delete(fileUploads)
    .where(and(lt(fileUploads.createdAt, before), namedByNoCreation(fileUploads.fileId)));
  const gone = await db
    .delete(files)
    .where(
      and(
        lt(files.createdAt, before),
        namedByNoCreation(files.id),
        sql`not exists (select 1 from ${fileUploads} where ${fileUploads.fileId} = ${files.id})`,
      ),
    )
    .returning({ id: files.id });
  // Rows first: a row never names bytes the store no longer holds.
  for (const { id } of gone) await store.delete(id);
  return gone.length;
}

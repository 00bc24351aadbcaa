// What an account's uploads weigh against its plan's storage (files/quota.ts refuses an upload
// past it; the account's usage shows it).
import { and, eq, ne, sql } from 'drizzle-orm';
import { STORAGE_QUOTA_BYTES, isPlanCode } from '@figura/sdk-core/schema';
import type { Database } from '../db/database.ts';
import { fileUploads, files } from '../db/schema.ts';

/** The bytes of the files `userId` uploaded that are still stored, `except` one file id. */
export async function storedBytesOf(db: Database, userId: string, except?: string) {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${files.size}), 0)` })
    .from(fileUploads)
    .innerJoin(files, eq(files.id, fileUploads.fileId))
    .where(
      except
        ? and(eq(fileUploads.userId, userId), ne(fileUploads.fileId, except))
        : eq(fileUploads.userId, userId),
    );
  return Number(row?.bytes ?? 0);
}

/** The bytes of uploads a plan keeps (an unknown code: the Starter's). */
export const storageQuotaOf = (plan: string): number =>
  STORAGE_QUOTA_BYTES[isPlanCode(plan) ? plan : 'T'];

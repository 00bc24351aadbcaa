// Pictures whose backdrop the editor removed: stored like an upload, and counted against the
// plan's background removals for the month (the limit checked and counted with the user's row
// locked; a picture that cannot be stored gives the count back).
import { and, eq, sql } from 'drizzle-orm';
import type { StoredFile } from '@figura/sdk-core/schema';
import type { Database } from '../db/database.ts';
import { planUsage, type UserRow } from '../db/schema.ts';
import type { FileStore } from '../files/store.ts';
import { HttpError } from '../http/errors.ts';
import { uploadFile } from './files.ts';
import { countUsage, lockUser, requireWithinLimit, usageMonth } from './plans.ts';

export async function storeBackgroundRemoval(
  db: Database,
  store: FileStore,
  user: UserRow,
  contentType: string | undefined,
  body: Uint8Array,
): Promise<StoredFile> {
  if (contentType?.split(';')[0]?.trim() !== 'image/png')
    throw new HttpError(
      415,
      'A picture without its background is a PNG (Content-Type: image/png).',
    );
  const month = usageMonth(new Date());
  await db.transaction(async (tx) => {
    const locked = await lockUser(tx, user);
    await requireWithinLimit(tx, locked, 'backgroundRemovals');
    await countUsage(tx, locked, 'backgroundRemovals');
  });
  try {
    return await uploadFile(db, store, user, 'image/png', body);
  } catch (error) {
    await db
      .update(planUsage)
      .set({ used: sql`greatest(${planUsage.used} - 1, 0)` })
      .where(
        and(
          eq(planUsage.userId, user.id),
          eq(planUsage.limitName, 'backgroundRemovals'),
          eq(planUsage.month, month),
        ),
      );
    throw error;
  }
}

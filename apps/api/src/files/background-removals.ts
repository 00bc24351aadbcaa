// Pictures whose backdrop the editor removed: stored like an upload, and counted against the
// plan's background removals for the month (the limit checked and counted with the user's row
// locked; a picture that cannot be stored gives the count back).
import type { StoredFile } from '@figura/sdk-core/schema';
import type { Database } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';
import type { FileStore } from './store.ts';
import { HttpError } from '../http/errors.ts';
import { uploadFile } from './files.ts';
import { giveBackUsage, takeUsage } from '../billing/plans.ts';

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
  const takenAt = new Date();
  await db.transaction((tx) => takeUsage(tx, user, 'backgroundRemovals', takenAt));
  try {
    return await uploadFile(db, store, user, 'image/png', body);
  } catch (error) {
    await giveBackUsage(db, user.id, 'backgroundRemovals', takenAt);
    throw error;
  }
}

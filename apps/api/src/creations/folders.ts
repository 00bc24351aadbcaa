// Folders of /my-creations: one level, each the user's own (access.ts says whose).
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DeletedFolder, Folder, FolderList } from '@figura/sdk-core/schema';
import type { Database } from '../db/database.ts';
import { creations, folders, type FolderRow, type UserRow } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { isEmbedUser, ownFoldersCondition, requireOwnFolder } from '../auth/access.ts';

/** A user keeps at most this many folders (a list, not a tree). */
export const MAX_FOLDERS = 200;

function toFolderReply(row: FolderRow, creationCount: number): Folder {
  return {
    id: row.id,
    name: row.name,
    creationCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function liveCount(db: Database, folderId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(creations)
    .where(and(eq(creations.folderId, folderId), eq(creations.status, 'available')));
  return row?.n ?? 0;
}

export async function listFolders(db: Database, user: UserRow): Promise<FolderList> {
  // A join, not a subquery: inside one, the folder's id read as the creation's (every count 0).
  const rows = await db
    .select({ folder: folders, n: count(creations.id) })
    .from(folders)
    .leftJoin(creations, and(eq(creations.folderId, folders.id), eq(creations.status, 'available')))
    .where(ownFoldersCondition(user))
    .groupBy(folders.id)
    .orderBy(asc(sql`lower(${folders.name})`), asc(folders.id));
  return { data: rows.map(({ folder, n }) => toFolderReply(folder, Number(n))) };
}

export async function createFolder(
  db: Database,
  user: UserRow,
  input: { name: string },
): Promise<Folder> {
  if (isEmbedUser(user)) throw new HttpError(403, 'A journal submission has no folders.');
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ n: count() })
      .from(folders)
      .where(ownFoldersCondition(user));
    if ((existing?.n ?? 0) >= MAX_FOLDERS)
      throw new HttpError(400, `You can keep at most ${MAX_FOLDERS} folders.`);
    const [row] = await tx
      .insert(folders)
      .values({ userId: user.id, name: input.name })
      .returning();
    if (!row) throw new Error('Insert returned no folder');
    return toFolderReply(row, 0);
  });
}

export async function renameFolder(
  db: Database,
  user: UserRow,
  folderId: string,
  input: { name: string },
): Promise<Folder> {
  await requireOwnFolder(db, user, folderId);
  const [row] = await db
    .update(folders)
    .set({ name: input.name, updatedAt: sql`now()` })
    .where(eq(folders.id, folderId))
    .returning();
  if (!row) throw new Error('Update returned no folder');
  return toFolderReply(row, await liveCount(db, folderId));
}

/** Deletes the folder; its creations (those in the trash too) move to the top level. */
export async function deleteFolder(
  db: Database,
  user: UserRow,
  folderId: string,
): Promise<DeletedFolder> {
  return db.transaction(async (tx) => {
    await requireOwnFolder(tx, user, folderId);
    const moved = await tx
      .update(creations)
      .set({ folderId: null })
      .where(eq(creations.folderId, folderId))
      .returning({ id: creations.id });
    await tx.delete(folders).where(eq(folders.id, folderId));
    return { id: folderId, status: 'deleted' as const, movedCreations: moved.length };
  });
}

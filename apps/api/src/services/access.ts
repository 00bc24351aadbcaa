import { and, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  CREATION_NOT_FOUND,
  FILE_NOT_FOUND,
  FOLDER_NOT_FOUND,
  LIBRARY_ADMIN_ONLY_MESSAGE,
} from '@figura/sdk-core/schema';
import type { Database } from '../db/database.ts';
import {
  creationFiles,
  creations,
  fileUploads,
  files,
  folders,
  type CreationRow,
  type FileRow,
  type FolderRow,
  type UserRow,
} from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';

/**
 * Authorisation, in one place. Every creation and slide route goes through
 * `requireCreationAccess` (one creation) or `visibleCreationsCondition` (lists); every change to
 * the content library through `requireLibraryAdmin` (reading the library needs no user); every
 * stored file through `requireFileAccess` / `readableFilesCondition`: a file is readable by whoever
 * uploaded it and by whoever may read a creation that uses it (so shares reach files through
 * `visibleCreationsCondition`).
 *
 * Today only the owner has access. Teams, shares (editor / commentor) and admins (plan A) are
 * added in `actionsFor` and the SQL conditions below (`writableCreationsCondition`,
 * `visibleCreationsCondition`), and nowhere else.
 *
 * An embed token (a journal's builder) acts as the user that holds its submission's work
 * (`isEmbedUser`): it owns the creations made under that partner and submission, and may create,
 * read, write and download them; it may not delete them, and nothing else is its (no other
 * creation, no list beyond its own, never the library's administration).
 */
export type CreationAction = 'read' | 'write' | 'delete';

const ALL_ACTIONS: ReadonlySet<CreationAction> = new Set(['read', 'write', 'delete']);
const EMBED_OWNER_ACTIONS: ReadonlySet<CreationAction> = new Set(['read', 'write']);
const NO_ACTIONS: ReadonlySet<CreationAction> = new Set();

/** The user that holds a journal submission's work, acting through an embed token. */
export function isEmbedUser(user: UserRow): boolean {
  return user.embedPartnerId !== null;
}

function actionsFor(user: UserRow, creation: CreationRow): ReadonlySet<CreationAction> {
  if (creation.userId !== user.id) return NO_ACTIONS;
  return isEmbedUser(user) ? EMBED_OWNER_ACTIONS : ALL_ACTIONS;
}

const FORBIDDEN_MESSAGES: Record<CreationAction, string> = {
  read: 'You cannot open this creation.',
  write: 'You cannot change this creation.',
  delete: 'You cannot delete this creation.',
};

export interface AccessOptions {
  /** Lock the creation row until the transaction ends (`db` must be a transaction). */
  forUpdate?: boolean;
  /**
   * The creation must be in the trash (restoring it): a live one answers 404 here, as a deleted
   * one does everywhere else.
   */
  inTrash?: boolean;
}

/**
 * The creation if `user` may do `action` with it. A creation the user cannot even read answers
 * 404 like a missing one, so its existence is not revealed; so does a deleted one (the trash is
 * only reachable through the trash's own list and restore: `inTrash`).
 */
export async function requireCreationAccess(
  db: Database,
  user: UserRow,
  creationId: string,
  action: CreationAction,
  options: AccessOptions = {},
): Promise<CreationRow> {
  const query = db.select().from(creations).where(eq(creations.id, creationId)).limit(1);
  const [creation] = options.forUpdate ? await query.for('update') : await query;
  return checkCreationAccess(user, creation, action, options.inTrash ? 'deleted' : 'available');
}

/**
 * `requireCreationAccess` for a creation row the caller read already (e.g. joined to the slide
 * it wanted, saving a query): the same answers, from the same rules.
 */
export function checkCreationAccess(
  user: UserRow,
  creation: CreationRow | undefined,
  action: CreationAction,
  status: CreationRow['status'] = 'available',
): CreationRow {
  if (!creation || creation.status !== status) throw notFound(CREATION_NOT_FOUND);
  const allowed = actionsFor(user, creation);
  if (!allowed.has('read')) throw notFound(CREATION_NOT_FOUND);
  if (!allowed.has(action)) throw new HttpError(403, FORBIDDEN_MESSAGES[action]);
  return creation;
}

/** Who asks, in SQL: the user's id, or a placeholder a prepared statement fills in on each run. */
export type UserIdValue = string | Placeholder;

/**
 * The SQL condition selecting every creation the user `userId` may change (`actionsFor` grants
 * 'write'), for statements that check and write at once (saving a slide).
 */
export function writableCreationsCondition(userId: UserIdValue): SQL {
  return and(eq(creations.userId, userId), eq(creations.status, 'available'))!;
}

/** The SQL condition selecting every creation `user` may see in a list. */
export function visibleCreationsCondition(user: UserRow): SQL {
  return eq(creations.userId, user.id);
}

/**
 * The SQL condition selecting the creations in `user`'s trash: those `actionsFor` lets them
 * delete (and so restore). An embed user deletes nothing, so its trash is empty.
 */
export function trashCreationsCondition(user: UserRow): SQL {
  return isEmbedUser(user)
    ? sql`false`
    : and(eq(creations.userId, user.id), eq(creations.status, 'deleted'))!;
}

/**
 * Folders are the user's own: one folder of the user's, or 404 (another user's folder is not
 * revealed). An embed user has none.
 */
export async function requireOwnFolder(
  db: Database,
  user: UserRow,
  folderId: string,
): Promise<FolderRow> {
  if (isEmbedUser(user)) throw notFound(FOLDER_NOT_FOUND);
  const [folder] = await db
    .select()
    .from(folders)
    .where(and(eq(folders.id, folderId), ownFoldersCondition(user)))
    .limit(1);
  if (!folder) throw notFound(FOLDER_NOT_FOUND);
  return folder;
}

/** The SQL condition selecting `user`'s folders. */
export function ownFoldersCondition(user: UserRow): SQL {
  return isEmbedUser(user) ? sql`false` : eq(folders.userId, user.id);
}

/**
 * The SQL condition selecting every file `user` may read: one they uploaded, or one a creation
 * they may see uses (creation_files, recorded on every slide save).
 */
export function readableFilesCondition(user: UserRow): SQL {
  return sql`(exists (select 1 from ${fileUploads} where ${fileUploads.fileId} = ${files.id}
      and ${fileUploads.userId} = ${user.id})
    or exists (select 1 from ${creationFiles} inner join ${creations}
      on ${creations.id} = ${creationFiles.creationId}
      where ${creationFiles.fileId} = ${files.id} and ${creations.status} = 'available'
        and ${visibleCreationsCondition(user)}))`;
}

/** The file's metadata if `user` may read it; 404 otherwise, as if it did not exist. */
export async function requireFileAccess(
  db: Database,
  user: UserRow,
  fileId: string,
): Promise<FileRow> {
  const [file] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), readableFilesCondition(user)))
    .limit(1);
  if (!file) throw notFound(FILE_NOT_FOUND);
  return file;
}

/** Of `fileIds`, those `user` may not read (or that do not exist): what a save may not name. */
export async function unreadableFiles(
  db: Database,
  user: UserRow,
  fileIds: readonly string[],
): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const readable = await db
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, [...fileIds]), readableFilesCondition(user)));
  const found = new Set(readable.map((row) => row.id));
  return fileIds.filter((id) => !found.has(id));
}

/** The plan whose users administer the content library (users.tp_user). */
const ADMIN_PLAN = 'A';

/** Changing the content library (add, update, retire, restore) is for admins (plan A) only: 403. */
export function requireLibraryAdmin(user: UserRow): void {
  if (isEmbedUser(user) || user.tpUser !== ADMIN_PLAN)
    throw new HttpError(403, LIBRARY_ADMIN_ONLY_MESSAGE);
}

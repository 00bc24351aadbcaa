import { and, eq, inArray, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  COMMENT_FORBIDDEN_MESSAGE,
  CREATION_NOT_FOUND,
  FILE_NOT_FOUND,
  FOLDER_NOT_FOUND,
  SHARE_FORBIDDEN_MESSAGE,
  LIBRARY_ADMIN_ONLY_MESSAGE,
  CODES_ADMIN_ONLY_MESSAGE,
  PROFILE_FORBIDDEN_MESSAGE,
  BILLING_ACCOUNT_ONLY_MESSAGE,
  TEAM_ADMIN_ONLY_MESSAGE,
  TEAM_NOT_FOUND,
  TEAM_PLATFORM_ADMIN_ONLY_MESSAGE,
  SAML_ADMIN_ONLY_MESSAGE,
  type CreationAccessLevel,
  type SharePermission,
  type TeamRole,
} from '@figura/sdk-core/schema';
import type { Database } from '../db/database.ts';
import {
  creationFiles,
  creations,
  creationShares,
  fileUploads,
  files,
  folders,
  teamMembers,
  type CreationRow,
  type FileRow,
  type FolderRow,
  type UserRow,
} from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';

/**
 * Authorisation, in one place. Every creation, slide, share and comment route goes through
 * `requireCreationAccess` (one creation) or the SQL conditions below (lists, and the slide save
 * that checks and writes in one statement); every change to the content library through
 * `requireLibraryAdmin` (reading the library needs no user); profiles through
 * `requireProfileAccess` (the user themself or an admin) and `requireAccountHolder`; codes' making
 * through `requireCodesAdmin`; every stored file through
 * `requireFileAccess` / `readableFilesCondition`: a file is readable by whoever uploaded it and by
 * whoever may read a creation that uses it (so shares reach files through
 * `readableCreationsCondition`); folders through `requireOwnFolder`.
 *
 * Who may do what with a creation (`actionsFor`):
 * - its owner: everything;
 * - an editor (a share): read, comment, change it; not delete it, not share it (an editor sees
 *   the share list: listing shares asks for 'write');
 * - a commentor (a share): read and comment;
 * - a member of the team whose workspace holds it (`teamMemberActions`): read, comment and
 *   change it; the team's admins also delete it; sharing stays the owner's;
 * - an administrator (plan A, `adminActions`): nothing more than anyone: administrators manage
 *   teams and their seats (`requireAdmin`), not other people's work;
 * - an embed token (a journal's builder) acts as the user that holds its submission's work
 *   (`isEmbedUser`): it owns the creations made under that partner and submission, and may
 *   create, read, write and download them; it may not delete or share them, and nothing else is
 *   its (no other creation, no list beyond its own, never the library's administration).
 */
export type CreationAction = 'read' | 'comment' | 'write' | 'delete' | 'share';

const OWNER_ACTIONS: ReadonlySet<CreationAction> = new Set([
  'read',
  'comment',
  'write',
  'delete',
  'share',
]);
const EMBED_OWNER_ACTIONS: ReadonlySet<CreationAction> = new Set(['read', 'write']);
const SHARE_ACTIONS: Record<SharePermission, ReadonlySet<CreationAction>> = {
  editor: new Set(['read', 'comment', 'write']),
  commentor: new Set(['read', 'comment']),
};
const NO_ACTIONS: ReadonlySet<CreationAction> = new Set();

/** The user that holds a journal submission's work, acting through an embed token. */
export function isEmbedUser(user: UserRow): boolean {
  return user.embedPartnerId !== null;
}

/** A creation with the caller's share of it, if any (what the access rules read). */
export interface CreationWithShare {
  creation: CreationRow;
  /** The permission of the creation's share with the caller; null when none. */
  sharePermission: SharePermission | null;
  /** The caller's role in the team whose workspace holds the creation; null when none. */
  teamRole: TeamRole | null;
}

const TEAM_ACTIONS: Record<TeamRole, ReadonlySet<CreationAction>> = {
  member: new Set(['read', 'comment', 'write']),
  admin: new Set(['read', 'comment', 'write', 'delete']),
};

/** What a member of the team whose workspace holds the creation may do. */
function teamMemberActions(teamRole: TeamRole | null): ReadonlySet<CreationAction> {
  return teamRole ? (TEAM_ACTIONS[teamRole] ?? NO_ACTIONS) : NO_ACTIONS;
}

/**
 * What an administrator (plan A) may do with someone else's creation: nothing. They create teams
 * and set seats; the work inside a workspace stays its team's.
 */
function adminActions(_user: UserRow, _creation: CreationRow): ReadonlySet<CreationAction> {
  return NO_ACTIONS;
}

/** `creations.team_id` written out: a drizzle column in a single-table select loses its table. */
const CREATION_TEAM = sql`${sql.identifier('creations')}.${sql.identifier('team_id')}`;

/**
 * The caller's role in the team of the row's creation (null: none, or a personal creation), as a
 * column of any query that selects from `creations`. The outer column is written out: in a
 * single-table select drizzle would leave `${creations.teamId}` unqualified, and inside the
 * subquery it would read as `team_members.team_id` (every team's role).
 */
export function teamRoleColumn(userId: UserIdValue) {
  return sql<TeamRole | null>`(select ${teamMembers.role} from ${teamMembers}
    where ${teamMembers.teamId} = ${CREATION_TEAM} and ${teamMembers.userId} = ${userId})`;
}

/** The row's creation is in a workspace of a team the user `userId` belongs to. */
function inTeamOfCondition(userId: UserIdValue): SQL {
  return sql`exists (select 1 from ${teamMembers} where ${teamMembers.teamId} = ${creations.teamId}
      and ${teamMembers.userId} = ${userId})`;
}

function actionsFor(user: UserRow, found: CreationWithShare): ReadonlySet<CreationAction> {
  const { creation, sharePermission, teamRole } = found;
  if (creation.userId === user.id) return isEmbedUser(user) ? EMBED_OWNER_ACTIONS : OWNER_ACTIONS;
  // An embed token reaches only its own submission's work, whatever else exists.
  if (isEmbedUser(user)) return NO_ACTIONS;
  return new Set([
    ...(sharePermission ? (SHARE_ACTIONS[sharePermission] ?? NO_ACTIONS) : NO_ACTIONS),
    ...teamMemberActions(teamRole),
    ...adminActions(user, creation),
  ]);
}

/** The access level a reply names: the owner, or what the caller's actions amount to. */
function accessLevelOf(
  user: UserRow,
  creation: CreationRow,
  actions: ReadonlySet<CreationAction>,
): CreationAccessLevel {
  if (creation.userId === user.id) return 'owner';
  return actions.has('write') ? 'editor' : 'commentor';
}

const FORBIDDEN_MESSAGES: Record<CreationAction, string> = {
  read: 'You cannot open this creation.',
  comment: COMMENT_FORBIDDEN_MESSAGE,
  write: 'You cannot change this creation.',
  delete: 'You cannot delete this creation.',
  share: SHARE_FORBIDDEN_MESSAGE,
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

/** A creation the caller may act on, with their access level (for the reply's `access`). */
export type AccessibleCreation = CreationRow & { access: CreationAccessLevel };

/** The creation and the user's share of it, in one query (the SQL join every check uses). */
export function creationWithShareQuery(db: Database, userId: string | Placeholder, which: SQL) {
  return db
    .select({
      creation: creations,
      sharePermission: creationShares.permission,
      teamRole: teamRoleColumn(userId),
    })
    .from(creations)
    .leftJoin(
      creationShares,
      and(eq(creationShares.creationId, creations.id), eq(creationShares.userId, userId)),
    )
    .where(which);
}

/**
 * The creation if `user` may do `action` with it. A creation the user cannot even read answers
 * 404 like a missing one, so its existence is not revealed; so does a deleted one (the trash is
 * only reachable through the trash's own list and restore: `inTrash`). One they may read but
 * not act on: 403.
 */
export async function requireCreationAccess(
  db: Database,
  user: UserRow,
  creationId: string,
  action: CreationAction,
  options: AccessOptions = {},
): Promise<AccessibleCreation> {
  const query = creationWithShareQuery(db, user.id, eq(creations.id, creationId)).limit(1);
  const [found] = options.forUpdate ? await query.for('update', { of: creations }) : await query;
  return checkCreationAccess(
    user,
    found && asCreationWithShare(found),
    action,
    options.inTrash ? 'deleted' : 'available',
  );
}

/** A joined row as the rules read it (the join's text column narrowed to a permission). */
export function asCreationWithShare(row: {
  creation: CreationRow;
  sharePermission: string | null;
  teamRole: string | null;
}): CreationWithShare {
  return {
    creation: row.creation,
    sharePermission: row.sharePermission as SharePermission | null,
    teamRole: row.teamRole as TeamRole | null,
  };
}

/**
 * `requireCreationAccess` for a creation (and share) the caller read already (e.g. joined to the
 * slide it wanted, saving a query): the same answers, from the same rules.
 */
export function checkCreationAccess(
  user: UserRow,
  found: CreationWithShare | undefined,
  action: CreationAction,
  status: CreationRow['status'] = 'available',
): AccessibleCreation {
  if (!found || found.creation.status !== status) throw notFound(CREATION_NOT_FOUND);
  const allowed = actionsFor(user, found);
  if (!allowed.has('read')) throw notFound(CREATION_NOT_FOUND);
  if (!allowed.has(action)) throw new HttpError(403, FORBIDDEN_MESSAGES[action]);
  return { ...found.creation, access: accessLevelOf(user, found.creation, allowed) };
}

/** Who asks, in SQL: the user's id, or a placeholder a prepared statement fills in on each run. */
export type UserIdValue = string | Placeholder;

/** The user has a share of the creation in this row with one of `permissions`. */
function sharedWithCondition(userId: UserIdValue, permissions: readonly SharePermission[]): SQL {
  return sql`exists (select 1 from ${creationShares} where ${creationShares.creationId} = ${creations.id}
      and ${creationShares.userId} = ${userId}
      and ${creationShares.permission} in (${sql.join(
        permissions.map((permission) => sql`${permission}`),
        sql`, `,
      )}))`;
}

/**
 * The SQL condition selecting every creation the user `userId` may change (`actionsFor` grants
 * 'write': its owner, its editors and its team's members), for statements that check and write
 * at once (saving a slide).
 */
export function writableCreationsCondition(userId: UserIdValue): SQL {
  return and(
    eq(creations.status, 'available'),
    or(
      eq(creations.userId, userId),
      sharedWithCondition(userId, ['editor']),
      inTeamOfCondition(userId),
    ),
  )!;
}

/**
 * The SQL condition selecting the user's own creations outside any team workspace
 * (/user-creations without `workspace`).
 */
export function visibleCreationsCondition(user: UserRow): SQL {
  return and(eq(creations.userId, user.id), isNull(creations.teamId))!;
}

/**
 * The SQL condition selecting the creations of team `teamId`'s workspace (/user-creations?workspace=),
 * for a member of it (`requireTeamMember` first).
 */
export function workspaceCreationsCondition(teamId: string): SQL {
  return eq(creations.teamId, teamId);
}

/**
 * The SQL condition selecting every creation `user` may read (`actionsFor` grants 'read'): their
 * own, those shared with them, whatever the permission, and those of their team's workspace.
 */
export function readableCreationsCondition(user: UserRow): SQL {
  return or(
    eq(creations.userId, user.id),
    sharedWithCondition(user.id, ['editor', 'commentor']),
    inTeamOfCondition(user.id),
  )!;
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
        and ${readableCreationsCondition(user)}))`;
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

/**
 * The SQL condition selecting the live creations shared with the user (/user-creations/shared),
 * joined to their share (`creationShares`). An embed token has none.
 */
export function sharedCreationsCondition(user: UserRow): SQL {
  if (isEmbedUser(user)) return sql`false`;
  return and(eq(creationShares.userId, user.id), eq(creations.status, 'available'))!;
}

/** The plan whose users administer Figura: the content library, teams and their seats. */
const ADMIN_PLAN = 'A';

/** An administrator: a signed-in user (not an embed token) on plan A. */
export function isAdmin(user: UserRow): boolean {
  return !isEmbedUser(user) && user.tpUser === ADMIN_PLAN;
}

/** Only administrators (plan A) go on: 403 with `message` for anyone else. */
export function requireAdmin(user: UserRow, message = TEAM_PLATFORM_ADMIN_ONLY_MESSAGE): void {
  if (!isAdmin(user)) throw new HttpError(403, message);
}

/** Changing the content library (add, update, retire, restore) is for admins (plan A) only: 403. */
export function requireLibraryAdmin(user: UserRow): void {
  requireAdmin(user, LIBRARY_ADMIN_ONLY_MESSAGE);
}

/** Making and invalidating codes is for admins (plan A) only: 403. */
export function requireCodesAdmin(user: UserRow): void {
  requireAdmin(user, CODES_ADMIN_ONLY_MESSAGE);
}

/**
 * /profiles/{id}: only the user themself or an administrator (plan A); 403 for anyone else. An
 * embed token has no profile of its own to show or change (it acts for a journal submission).
 */
export function requireProfileAccess(user: UserRow, profileId: string): void {
  if (isEmbedUser(user) || (user.id !== profileId && !isAdmin(user)))
    throw new HttpError(403, PROFILE_FORBIDDEN_MESSAGE);
}

/** The account's own calls (plan, cancel, feedback, delete the account): not for an embed token. */
export function requireAccountHolder(user: UserRow): void {
  if (isEmbedUser(user)) throw new HttpError(403, PROFILE_FORBIDDEN_MESSAGE);
}

/**
 * Buying, cancelling and billing feedback are a signed-in person's own: a journal submission's
 * embed token has no account to bill (403).
 */
export function requireBillingAccount(user: UserRow): void {
  if (isEmbedUser(user)) throw new HttpError(403, BILLING_ACCOUNT_ONLY_MESSAGE);
}

/** The user's role in team `teamId`, or null when they are not in it. */
export async function teamRoleOf(
  db: Database,
  user: UserRow,
  teamId: string,
): Promise<TeamRole | null> {
  if (isEmbedUser(user)) return null;
  const [row] = await db
    .select({ role: teamMembers.role })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, user.id)))
    .limit(1);
  return (row?.role as TeamRole | undefined) ?? null;
}

/**
 * Teams: a member sees their team (its workspace, its members); a team admin also invites,
 * removes and renames; an administrator (plan A) reaches every team's administration and seats,
 * not its workspace (unless a member). Someone outside the team gets 404, as if it did not
 * exist; a member asking for an admin's action, 403.
 */
export async function requireTeamAccess(
  db: Database,
  user: UserRow,
  teamId: string,
  needs: 'member' | 'admin',
): Promise<TeamRole | null> {
  const role = await teamRoleOf(db, user, teamId);
  if (needs === 'admin' && isAdmin(user)) return role;
  if (!role) throw notFound(TEAM_NOT_FOUND);
  if (needs === 'admin' && role !== 'admin') throw new HttpError(403, TEAM_ADMIN_ONLY_MESSAGE);
  return role;
}

/** The identity-provider configuration (SAML) is an admin area (plan A): 403 for anyone else. */
export function requireSamlAdmin(user: UserRow): void {
  requireAdmin(user, SAML_ADMIN_ONLY_MESSAGE);
}

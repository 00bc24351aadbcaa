import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import {
  ALREADY_IN_TEAM_MESSAGE,
  INVITE_EXISTS_MESSAGE,
  INVITE_EXPIRED_MESSAGE,
  INVITE_MEMBER_EXISTS_MESSAGE,
  INVITE_OTHER_EMAIL_MESSAGE,
  INVITE_USED_MESSAGE,
  TEAM_INVITE_DAYS,
  TEAM_INVITE_NOT_FOUND,
  teamSeatsFullMessage,
  type AcceptedTeamInvite,
  type MyTeamInvites,
  type TeamInvite,
  type TeamInvitePreview,
  type TeamInviteStatus,
} from '@figura/sdk-core/schema';
import type { Database } from '../db/database.ts';
import { teamInvites, teamMembers, teams, users, type UserRow } from '../db/schema.ts';
import { portalLink, quotedLine, type Mailer } from '../email/mailer.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { isEmbedUser, requireTeamAccess } from '../auth/access.ts';
import {
  pendingInvitesCondition,
  seatsUsed,
  teamRow,
  toInviteReply,
  toTeamReply,
} from './teams.ts';

/** How invitations go out: the mailer, and the portal whose accept page their links open. */
export interface InviteMailer {
  mail: Mailer;
  /** The portal's public URL: the accept page is `<portalUrl>/workspace/invite/<token>`. */
  portalUrl: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Only the token's SHA-256 is stored: a copy of the database accepts no invitation. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const inviteLink = (portalUrl: string, token: string) =>
  portalLink(portalUrl, `/workspace/invite/${encodeURIComponent(token)}`);

/**
 * POST /teams/{id}/invites (team admins): an invitation to an email, mailed with its accept link.
 * Refused (409) for a member's email, an email invited already, or a team with no free seat.
 */
export async function inviteToTeam(
  db: Database,
  mailer: InviteMailer,
  user: UserRow,
  teamId: string,
  email: string,
): Promise<TeamInvite> {
  await requireTeamAccess(db, user, teamId, 'admin');
  // The mail's limits are told before anything is stored.
  await mailer.mail.checkInvitation(user, email);
  const token = randomBytes(32).toString('base64url');
  const { invite, teamName } = await db.transaction(async (tx) => {
    // Locked: two invitations at once cannot both take the last seat.
    const team = await teamRow(tx, teamId, true);
    const [member] = await tx
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(and(eq(teamMembers.teamId, teamId), sql`lower(${users.email}) = ${email}`))
      .limit(1);
    if (member) throw new HttpError(409, INVITE_MEMBER_EXISTS_MESSAGE);
    const [pending] = await tx
      .select({ id: teamInvites.id })
      .from(teamInvites)
      .where(and(pendingInvitesCondition(teamId), eq(teamInvites.email, email)))
      .limit(1);
    if (pending) throw new HttpError(409, INVITE_EXISTS_MESSAGE);
    if ((await seatsUsed(tx, teamId)) >= team.seatLimit)
      throw new HttpError(409, teamSeatsFullMessage(team.seatLimit));
    const [row] = await tx
      .insert(teamInvites)
      .values({
        teamId,
        email,
        tokenHash: hashToken(token),
        invitedBy: user.id,
        expiresAt: new Date(Date.now() + TEAM_INVITE_DAYS * DAY_MS),
      })
      .returning();
    if (!row) throw new Error('Insert returned no invitation');
    return { invite: row, teamName: team.name };
  });
  const link = inviteLink(mailer.portalUrl, token);
  await mailer.mail.sendInvitation(user, {
    kind: 'team-invite',
    to: email,
    subject: 'An invitation to a team on Figura',
    text: `You are invited to join a team and its shared workspace on Figura: ${quotedLine(teamName)}.\n\nAccept the invitation (sign in with ${email}): ${link}\n\nThe link is valid for ${TEAM_INVITE_DAYS} days.`,
    link,
  });
  return toInviteReply(invite);
}

/** DELETE /teams/{id}/invites/{inviteId} (team admins): a pending invitation withdrawn. */
export async function revokeTeamInvite(
  db: Database,
  user: UserRow,
  teamId: string,
  inviteId: string,
): Promise<{ id: string; status: 'revoked' }> {
  await requireTeamAccess(db, user, teamId, 'admin');
  const [row] = await db
    .update(teamInvites)
    .set({ status: 'revoked', updatedAt: new Date() })
    .where(
      and(
        eq(teamInvites.id, inviteId),
        eq(teamInvites.teamId, teamId),
        eq(teamInvites.status, 'pending'),
      ),
    )
    .returning({ id: teamInvites.id });
  if (!row) throw notFound(TEAM_INVITE_NOT_FOUND);
  return { id: row.id, status: 'revoked' };
}

async function inviteByToken(db: Database, token: string, lock = false) {
  const query = db
    .select({ invite: teamInvites, team: teams, invitedBy: users })
    .from(teamInvites)
    .innerJoin(teams, eq(teams.id, teamInvites.teamId))
    .innerJoin(users, eq(users.id, teamInvites.invitedBy))
    .where(eq(teamInvites.tokenHash, hashToken(token)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: teamInvites }) : await query;
  if (!row) throw notFound(TEAM_INVITE_NOT_FOUND);
  return row;
}

/** GET /teams/invites/{token}: what the accept page shows; the token is the only key. */
export async function previewTeamInvite(db: Database, token: string): Promise<TeamInvitePreview> {
  const { invite, team, invitedBy } = await inviteByToken(db, token);
  return {
    teamId: team.id,
    teamName: team.name,
    email: invite.email,
    invitedBy: invitedBy.name || invitedBy.email,
    status: invite.status as TeamInviteStatus,
    expired: invite.expiresAt.getTime() <= Date.now(),
    expiresAt: invite.expiresAt.toISOString(),
  };
}

/**
 * The signed-in user, whose email must be the invitation's, joins its team as a member. A used,
 * withdrawn or expired invitation is refused (410). Call it holding the invitation's row.
 */
async function joinByInvite(
  tx: Database,
  user: UserRow,
  invite: typeof teamInvites.$inferSelect,
  team: typeof teams.$inferSelect,
): Promise<AcceptedTeamInvite> {
  if (invite.status !== 'pending') throw new HttpError(410, INVITE_USED_MESSAGE);
  if (invite.expiresAt.getTime() <= Date.now()) throw new HttpError(410, INVITE_EXPIRED_MESSAGE);
  if (isEmbedUser(user) || user.email.toLowerCase() !== invite.email)
    throw new HttpError(403, INVITE_OTHER_EMAIL_MESSAGE);
  const [member] = await tx
    .insert(teamMembers)
    .values({ teamId: team.id, userId: user.id, role: 'member' })
    .onConflictDoNothing()
    .returning();
  if (!member) throw new HttpError(409, ALREADY_IN_TEAM_MESSAGE);
  await tx
    .update(teamInvites)
    .set({ status: 'accepted', updatedAt: new Date() })
    .where(eq(teamInvites.id, invite.id));
  return { team: toTeamReply(team, 'member') };
}

/** PUT /teams/invites/{token}/accept: the mailed link's way in (joinByInvite). */
export async function acceptTeamInvite(
  db: Database,
  user: UserRow,
  token: string,
): Promise<AcceptedTeamInvite> {
  return db.transaction(async (tx) => {
    const { invite, team } = await inviteByToken(tx, token, true);
    return joinByInvite(tx, user, invite, team);
  });
}

/** Invitations sent to `user`'s email that are still open. */
const openInvitesTo = (user: UserRow) =>
  and(
    eq(teamInvites.email, user.email.toLowerCase()),
    eq(teamInvites.status, 'pending'),
    gt(teamInvites.expiresAt, new Date()),
  );

/**
 * GET /teams/my-invites: the open invitations sent to the signed-in user's email, oldest first,
 * so they can join from the portal without the mail (an embed's user has none).
 */
export async function myTeamInvites(db: Database, user: UserRow): Promise<MyTeamInvites> {
  if (isEmbedUser(user)) return { data: [] };
  const rows = await db
    .select({ invite: teamInvites, team: teams, invitedBy: users })
    .from(teamInvites)
    .innerJoin(teams, eq(teams.id, teamInvites.teamId))
    .innerJoin(users, eq(users.id, teamInvites.invitedBy))
    .where(openInvitesTo(user))
    .orderBy(asc(teamInvites.createdAt), asc(teamInvites.id));
  return {
    data: rows.map(({ invite, team, invitedBy }) => ({
      id: invite.id,
      teamId: team.id,
      teamName: team.name,
      invitedBy: invitedBy.name || invitedBy.email,
      expiresAt: invite.expiresAt.toISOString(),
    })),
  };
}

/**
 * PUT /teams/my-invites/{inviteId}/accept: joins from the portal an invitation sent to the
 * signed-in user's email (joinByInvite); one sent to anyone else is not theirs to see (404).
 */
export async function acceptMyTeamInvite(
  db: Database,
  user: UserRow,
  inviteId: string,
): Promise<AcceptedTeamInvite> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ invite: teamInvites, team: teams })
      .from(teamInvites)
      .innerJoin(teams, eq(teams.id, teamInvites.teamId))
      .where(and(eq(teamInvites.id, inviteId), eq(teamInvites.email, user.email.toLowerCase())))
      .limit(1)
      .for('update', { of: teamInvites });
    if (!row || isEmbedUser(user)) throw notFound(TEAM_INVITE_NOT_FOUND);
    return joinByInvite(tx, user, row.invite, row.team);
  });
}

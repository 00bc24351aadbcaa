import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import {
  ALREADY_IN_TEAM_MESSAGE,
  DEFAULT_TEAM_SEATS,
  EMBED_NO_TEAMS_MESSAGE,
  LAST_TEAM_ADMIN_MESSAGE,
  TEAM_ADMIN_USER_NOT_FOUND,
  TEAM_MEMBER_NOT_FOUND,
  TEAM_NOT_FOUND,
  USER_ALREADY_IN_TEAM_MESSAGE,
  mayStartTeam,
  teamLimitBelowMembersMessage,
  type MyTeam,
  type Team,
  type TeamDetail,
  type TeamInvite,
  type TeamInviteStatus,
  type TeamLimit,
  type TeamList,
  type TeamMember,
  type TeamRole,
} from '@figura/sdk-core/schema';
import type { Database } from '../db/database.ts';
import {
  teamInvites,
  teamMembers,
  teams,
  users,
  type TeamInviteRow,
  type TeamRow,
  type UserRow,
} from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { isEmbedUser, requireAdmin, requireTeamAccess } from '../auth/access.ts';
import { currentRow } from '../billing/plans.ts';
import { planOf } from '../billing/plan-in-use.ts';
import { userByEmail } from '../account/user-by-email.ts';

export const TEAMS_PLAN_ONLY_MESSAGE =
  'Team workspaces come with the Teams and Institutions plan: upgrade to start a team, or ask a team’s admin to invite you.';

/** Teams (spec §7 "Teams"): who may do what is decided in access.ts (`requireTeamAccess`). */

export function toTeamReply(team: TeamRow, role: TeamRole | null): Team {
  return {
    id: team.id,
    name: team.name,
    seatLimit: team.seatLimit,
    role,
    seatRequest:
      team.requestedSeats !== null && team.seatsRequestedAt !== null
        ? { seats: team.requestedSeats, requestedAt: team.seatsRequestedAt.toISOString() }
        : null,
    createdAt: team.createdAt.toISOString(),
    updatedAt: team.updatedAt.toISOString(),
  };
}

export function toInviteReply(invite: TeamInviteRow): TeamInvite {
  return {
    id: invite.id,
    teamId: invite.teamId,
    email: invite.email,
    status: invite.status as TeamInviteStatus,
    expiresAt: invite.expiresAt.toISOString(),
    createdAt: invite.createdAt.toISOString(),
  };
}

export async function teamRow(db: Database, teamId: string, lock = false): Promise<TeamRow> {
  const query = db.select().from(teams).where(eq(teams.id, teamId)).limit(1);
  const [team] = lock ? await query.for('update') : await query;
  if (!team) throw notFound(TEAM_NOT_FOUND);
  return team;
}

async function membersOf(db: Database, teamId: string): Promise<TeamMember[]> {
  const rows = await db
    .select({ member: teamMembers, user: users })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(asc(teamMembers.createdAt), asc(teamMembers.id));
  return rows.map(({ member, user }) => ({
    id: member.id,
    userId: user.id,
    name: user.name,
    email: user.email,
    role: member.role as TeamRole,
    joinedAt: member.createdAt.toISOString(),
  }));
}

/** The invitations still waiting for an answer (not expired). */
export function pendingInvitesCondition(teamId: string) {
  return and(
    eq(teamInvites.teamId, teamId),
    eq(teamInvites.status, 'pending'),
    gt(teamInvites.expiresAt, sql`now()`),
  );
}

/** Seats taken: members, and invitations still pending. */
export async function seatsUsed(db: Database, teamId: string): Promise<number> {
  const [[members], [invites]] = await Promise.all([
    db.select({ n: count() }).from(teamMembers).where(eq(teamMembers.teamId, teamId)),
    db.select({ n: count() }).from(teamInvites).where(pendingInvitesCondition(teamId)),
  ]);
  return (members?.n ?? 0) + (invites?.n ?? 0);
}

/** The user's membership (a user belongs to one team at most), or undefined. */
export async function membershipOf(db: Database, userId: string) {
  const [row] = await db
    .select({ member: teamMembers, team: teams })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId))
    .limit(1);
  return row;
}

/** GET /teams: the teams the user belongs to. */
export async function listMyTeams(db: Database, user: UserRow): Promise<TeamList> {
  const found = isEmbedUser(user) ? undefined : await membershipOf(db, user.id);
  return { data: found ? [toTeamReply(found.team, found.member.role as TeamRole)] : [] };
}

/** GET /teams/my-team: the user's team with its members, or null. */
export async function getMyTeam(db: Database, user: UserRow): Promise<MyTeam> {
  const found = isEmbedUser(user) ? undefined : await membershipOf(db, user.id);
  if (!found) return { team: null };
  return {
    team: {
      ...toTeamReply(found.team, found.member.role as TeamRole),
      members: await membersOf(db, found.team.id),
    },
  };
}

/** GET /teams/my-team-admin/{id}: members and pending invitations, for the team's admins. */
export async function getTeamForAdmin(
  db: Database,
  user: UserRow,
  teamId: string,
): Promise<TeamDetail> {
  const role = await requireTeamAccess(db, user, teamId, 'admin');
  const team = await teamRow(db, teamId);
  const [members, invites] = await Promise.all([
    membersOf(db, teamId),
    db
      .select()
      .from(teamInvites)
      .where(pendingInvitesCondition(teamId))
      .orderBy(asc(teamInvites.createdAt), asc(teamInvites.id)),
  ]);
  return { ...toTeamReply(team, role), members, invites: invites.map(toInviteReply) };
}

/** A team with `admin` as its first admin; 409 when they belong to a team already. */
async function insertTeam(
  db: Database,
  values: { name: string; seatLimit: number; createdBy: string },
  admin: UserRow,
  alreadyInTeamMessage: string,
): Promise<TeamRow> {
  return db.transaction(async (tx) => {
    const [team] = await tx.insert(teams).values(values).returning();
    if (!team) throw new Error('Insert returned no team');
    // The unique user index keeps a user to one team, also against a parallel request.
    const [member] = await tx
      .insert(teamMembers)
      .values({ teamId: team.id, userId: admin.id, role: 'admin' })
      .onConflictDoNothing()
      .returning();
    if (!member) throw new HttpError(409, alreadyInTeamMessage);
    return team;
  });
}

/** POST /teams/: the caller's new team, which they administer. */
export async function createTeam(
  db: Database,
  user: UserRow,
  input: { name: string },
): Promise<Team> {
  if (isEmbedUser(user)) throw new HttpError(403, EMBED_NO_TEAMS_MESSAGE);
  // The plan as stored now (one just bought applies at once), with the upsell the portal shows.
  const plan = planOf(await currentRow(db, user));
  if (!mayStartTeam(plan))
    throw new HttpError(403, TEAMS_PLAN_ONLY_MESSAGE, {
      limit: 'teams',
      cap: 0,
      used: 0,
      plan,
      upsell: 'teams',
    });
  const team = await insertTeam(
    db,
    { name: input.name, seatLimit: DEFAULT_TEAM_SEATS, createdBy: user.id },
    user,
    ALREADY_IN_TEAM_MESSAGE,
  );
  return toTeamReply(team, 'admin');
}

/** POST /teams/create-team-by-admin (plan A): a team administered by a user who has signed in. */
export async function createTeamByAdmin(
  db: Database,
  user: UserRow,
  input: { name: string; adminEmail: string; seatLimit?: number | undefined },
): Promise<Team> {
  requireAdmin(user);
  const teamAdmin = await userByEmail(db, input.adminEmail);
  if (!teamAdmin) throw notFound(TEAM_ADMIN_USER_NOT_FOUND);
  const team = await insertTeam(
    db,
    { name: input.name, seatLimit: input.seatLimit ?? DEFAULT_TEAM_SEATS, createdBy: user.id },
    teamAdmin,
    USER_ALREADY_IN_TEAM_MESSAGE,
  );
  return toTeamReply(team, teamAdmin.id === user.id ? 'admin' : null);
}

/** PUT /teams/{id}: renames the team (its admins). */
export async function updateTeam(
  db: Database,
  user: UserRow,
  teamId: string,
  input: { name: string },
): Promise<Team> {
  const role = await requireTeamAccess(db, user, teamId, 'admin');
  const [team] = await db
    .update(teams)
    .set({ name: input.name, updatedAt: new Date() })
    .where(eq(teams.id, teamId))
    .returning();
  if (!team) throw notFound(TEAM_NOT_FOUND);
  return toTeamReply(team, role);
}

/**
 * DELETE /teams/{id}/member/{memberId}: a team admin removes a member, or a member leaves. The
 * last admin cannot go (409). What they put in the workspace stays there.
 */
export async function removeTeamMember(
  db: Database,
  user: UserRow,
  teamId: string,
  memberId: string,
): Promise<{ id: string; status: 'removed'; userId: string }> {
  return db.transaction(async (tx) => {
    await teamRow(tx, teamId, true);
    const [member] = await tx
      .select()
      .from(teamMembers)
      .where(and(eq(teamMembers.id, memberId), eq(teamMembers.teamId, teamId)))
      .limit(1);
    const leaving = member?.userId === user.id;
    if (!leaving) await requireTeamAccess(tx, user, teamId, 'admin');
    if (!member) throw notFound(TEAM_MEMBER_NOT_FOUND);
    if (member.role === 'admin') {
      const [admins] = await tx
        .select({ n: count() })
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.role, 'admin')));
      if ((admins?.n ?? 0) <= 1) throw new HttpError(409, LAST_TEAM_ADMIN_MESSAGE);
    }
    await tx.delete(teamMembers).where(eq(teamMembers.id, memberId));
    return { id: memberId, status: 'removed' as const, userId: member.userId };
  });
}

/** GET /teams/get-team-limit/{id}: the team's admins and administrators (plan A). */
export async function getTeamLimit(
  db: Database,
  user: UserRow,
  teamId: string,
): Promise<TeamLimit> {
  await requireTeamAccess(db, user, teamId, 'admin');
  const team = await teamRow(db, teamId);
  return { teamId, seatLimit: team.seatLimit, seatsUsed: await seatsUsed(db, teamId) };
}

/**
 * PUT /teams/update-team-limit/{id}: administrators (plan A) only; never below the seats taken.
 * `answered`: the team, when this answers the seats its admins asked for.
 */
export async function updateTeamLimit(
  db: Database,
  user: UserRow,
  teamId: string,
  seatLimit: number,
): Promise<{ limit: TeamLimit; answered: TeamRow | null }> {
  requireAdmin(user);
  return db.transaction(async (tx) => {
    const team = await teamRow(tx, teamId, true);
    const used = await seatsUsed(tx, teamId);
    if (seatLimit < used) throw new HttpError(409, teamLimitBelowMembersMessage(used));
    // A request for at most this many seats is answered; a bigger one still waits.
    const answered = team.requestedSeats !== null && team.requestedSeats <= seatLimit;
    await tx
      .update(teams)
      .set({
        seatLimit,
        ...(answered && { requestedSeats: null, seatsRequestedAt: null }),
        updatedAt: new Date(),
      })
      .where(eq(teams.id, teamId));
    return {
      limit: { teamId, seatLimit, seatsUsed: used },
      answered: answered ? { ...team, seatLimit } : null,
    };
  });
}

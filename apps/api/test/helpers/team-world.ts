// Six callers for the account and team routes (issue "accounts, plans, teams and billing"):
// a workspace creation's owner (a team member), another member, the team's admin, an
// administrator (plan A, in no team), a stranger, and no token. Each call gets a world of its
// own, so a call that changes or deletes something never leaks into the next caller's answer.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { users as usersTable } from '../../src/db/schema.ts';
import type { DatabaseHandle } from '../../src/db/database.ts';
import type { ApiHarness, TestUser } from './api-harness.ts';

export const TEAM_ROLES = [
  'owner',
  'member',
  'teamAdmin',
  'admin',
  'stranger',
  'anonymous',
] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
export type SixStatuses = readonly [number, number, number, number, number, number];

export interface TeamWorld {
  callers: Record<Exclude<TeamRole, 'anonymous'>, TestUser>;
  /** The owner's API user id (their profile's id). */
  ownerUserId: string;
  teamId: string;
  /** A creation of the owner's in the team workspace. */
  creationId: string;
  slideId: string;
  /** A creation of the owner's of their own (for the move). */
  personalCreationId: string;
  /** The member's membership. */
  memberId: string;
  /** A pending invitation, and the token and id of one sent to the stranger's email. */
  inviteId: string;
  strangerToken: string;
  strangerInviteId: string;
  /** Someone who signed in and is in no team (create-team-by-admin names them). */
  lead: TestUser;
}

export interface TeamMatrixRow {
  expect: SixStatuses;
  path: (world: TeamWorld) => string;
  body?: (world: TeamWorld) => unknown;
}

/** Team admins and administrators (plan A); members 403; outsiders 404. */
export const teamAdmins = (status: number): SixStatuses => [403, 403, status, status, 404, 401];
/** Anyone signed in, each about their own account. */
export const everyone = (status: number): SixStatuses => [
  status,
  status,
  status,
  status,
  status,
  401,
];
/** Administrators (plan A) only. */
export const adminsOnly = (status: number): SixStatuses => [403, 403, 403, status, 403, 401];
/** The same answer for everyone, a token or not: calls made before signing in. */
export const beforeSignIn = (status: number): SixStatuses => [
  status,
  status,
  status,
  status,
  status,
  status,
];

export function teamWorlds(api: () => ApiHarness, database: DatabaseHandle) {
  /** A user the API knows; `plan` A makes an administrator, L a team plan's holder. */
  async function knownUser(plan?: 'A' | 'L'): Promise<TestUser> {
    const user = await api().newUser();
    if (plan)
      await database.db
        .insert(usersTable)
        .values({ cactusId: user.sub, email: user.email, name: user.name, tpUser: plan });
    expect((await user.request('GET', '/teams')).status).toBe(200);
    return user;
  }

  async function lastToken(email: string): Promise<string> {
    const { body } = await api().request(
      'GET',
      `/dev/email-outbox?to=${encodeURIComponent(email)}`,
    );
    return decodeURIComponent(body.data[0].link.split('/').pop());
  }

  async function join(teamAdmin: TestUser, teamId: string, user: TestUser): Promise<void> {
    expect(
      (await teamAdmin.request('POST', `/teams/${teamId}/invites`, { email: user.email })).status,
    ).toBe(201);
    const accepted = await user.request(
      'PUT',
      `/teams/invites/${await lastToken(user.email)}/accept`,
    );
    expect(accepted.status).toBe(200);
  }

  async function newWorld(): Promise<TeamWorld> {
    const [owner, member, teamAdmin, admin, stranger, lead] = await Promise.all([
      knownUser(),
      knownUser(),
      knownUser('L'),
      knownUser('A'),
      knownUser(),
      knownUser(),
    ]);
    const team = (await teamAdmin.request('POST', '/teams', { name: 'Lab' })).body;
    // Room for the invitations below and one more.
    await admin.request('PUT', `/teams/update-team-limit/${team.id}`, { seatLimit: 8 });
    await join(teamAdmin, team.id, owner);
    await join(teamAdmin, team.id, member);
    const created = (await owner.request('POST', '/user-creations', { name: 'Shared' })).body;
    const moved = await owner.request(
      'POST',
      `/user-creations/${created.id}/convertCreationToNewWorkspace`,
    );
    expect(moved.status).toBe(200);
    const personal = (await owner.request('POST', '/user-creations', { name: 'Mine' })).body;
    const pending = await teamAdmin.request('POST', `/teams/${team.id}/invites`, {
      email: `pending-${randomUUID()}@figura.test`,
    });
    const strangerInvite = await teamAdmin.request('POST', `/teams/${team.id}/invites`, {
      email: stranger.email,
    });
    const detail = await teamAdmin.request('GET', `/teams/my-team-admin/${team.id}`);
    const memberRow = detail.body.members.find((m: { email: string }) => m.email === member.email);
    return {
      callers: { owner, member, teamAdmin, admin, stranger },
      ownerUserId: (await owner.request('GET', '/auth/verify-token-validity')).body.user.id,
      teamId: team.id,
      creationId: created.id,
      slideId: created.slides[0].id,
      personalCreationId: personal.id,
      memberId: memberRow.id,
      inviteId: pending.body.id,
      strangerToken: await lastToken(stranger.email),
      strangerInviteId: strangerInvite.body.id,
      lead,
    };
  }

  /**
   * Each caller's answer to the row's call, each in a world of its own, or all in one when the
   * call touches only the caller's own account (`oneWorld`).
   */
  async function answers(
    route: string,
    row: TeamMatrixRow,
    { oneWorld = false } = {},
  ): Promise<Record<TeamRole, number>> {
    const method = route.split(' ')[0]!;
    const answered = {} as Record<TeamRole, number>;
    // Made all at once (each world's people are its own), then the calls go one by one.
    const worlds = oneWorld
      ? Array<TeamWorld>(TEAM_ROLES.length).fill(await newWorld())
      : await Promise.all(TEAM_ROLES.map(() => newWorld()));
    for (const [index, role] of TEAM_ROLES.entries()) {
      const world = worlds[index]!;
      const body = row.body?.(world);
      const reply =
        role === 'anonymous'
          ? await api().request(method, row.path(world), { body })
          : await world.callers[role].request(method, row.path(world), body);
      answered[role] = reply.status;
    }
    return answered;
  }

  return { newWorld, answers };
}

/** The row's statuses by caller, to compare with `answers`. */
export function expected(row: TeamMatrixRow): Record<TeamRole, number> {
  return Object.fromEntries(TEAM_ROLES.map((role, i) => [role, row.expect[i]])) as Record<
    TeamRole,
    number
  >;
}

// Who may call the team routes, and reach a team workspace's creations: six callers, a workspace
// creation's owner (a member), another team member, the team's admin, an administrator (plan A,
// in no team), a stranger, and no token. The routes' rows in authorisation-matrix.test.ts cover
// callers in no team. Each call gets a team of its own.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users as usersTable } from '../src/db/schema.ts';
import { useTestDatabase } from './helpers/database.ts';
import { startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import { sampleDocument } from './helpers/documents.ts';

const ROLES = ['owner', 'member', 'teamAdmin', 'admin', 'stranger', 'anonymous'] as const;
type Role = (typeof ROLES)[number];
type Statuses = readonly [number, number, number, number, number, number];

interface World {
  callers: Record<Exclude<Role, 'anonymous'>, TestUser>;
  teamId: string;
  /** A creation of the owner's in the team workspace. */
  creationId: string;
  slideId: string;
  /** A creation of the owner's of their own (for the move). */
  personalCreationId: string;
  /** The member's membership. */
  memberId: string;
  /** A pending invitation, and the token of one sent to the stranger's email. */
  inviteId: string;
  strangerToken: string;
  /** Someone who signed in and is in no team (create-team-by-admin names them). */
  lead: TestUser;
}

interface Row {
  expect: Statuses;
  path: (world: World) => string;
  body?: (world: World) => unknown;
}

const database = useTestDatabase();
let api: ApiHarness;

beforeAll(async () => {
  api = await startApi({ emailOutboxRoute: true }, { database });
});

afterAll(async () => {
  await api?.close();
});

/** A user the API knows; `plan` A makes an administrator. */
async function knownUser(plan?: 'A'): Promise<TestUser> {
  const user = await api.newUser();
  if (plan)
    await database.db
      .insert(usersTable)
      .values({ cactusId: user.sub, email: user.email, name: user.name, tpUser: plan });
  expect((await user.request('GET', '/teams')).status).toBe(200);
  return user;
}

async function lastToken(email: string): Promise<string> {
  const { body } = await api.request('GET', `/dev/email-outbox?to=${encodeURIComponent(email)}`);
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

async function newWorld(): Promise<World> {
  const [owner, member, teamAdmin, admin, stranger, lead] = await Promise.all([
    knownUser(),
    knownUser(),
    knownUser(),
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
  await teamAdmin.request('POST', `/teams/${team.id}/invites`, { email: stranger.email });
  const detail = await teamAdmin.request('GET', `/teams/my-team-admin/${team.id}`);
  const memberRow = detail.body.members.find((m: { email: string }) => m.email === member.email);
  return {
    callers: { owner, member, teamAdmin, admin, stranger },
    teamId: team.id,
    creationId: created.id,
    slideId: created.slides[0].id,
    personalCreationId: personal.id,
    memberId: memberRow.id,
    inviteId: pending.body.id,
    strangerToken: await lastToken(stranger.email),
    lead,
  };
}

const team = (w: World) => `/teams/${w.teamId}`;
const creation = (w: World) => `/user-creations/${w.creationId}`;
/** Team admins and administrators (plan A); members 403; outsiders 404. */
const teamAdmins = (status: number): Statuses => [403, 403, status, status, 404, 401];
const everyone = (status: number): Statuses => [status, status, status, status, status, 401];

const MATRIX: Record<string, Row> = {
  'GET /teams': { expect: everyone(200), path: () => '/teams' },
  'GET /teams/my-team': { expect: everyone(200), path: () => '/teams/my-team' },
  'GET /teams/my-team-admin/:id': {
    expect: teamAdmins(200),
    path: (w) => `/teams/my-team-admin/${w.teamId}`,
  },
  'GET /teams/invites/:token': {
    expect: [200, 200, 200, 200, 200, 200],
    path: (w) => `/teams/invites/${w.strangerToken}`,
  },
  // One team per user: members are in one already.
  'POST /teams': {
    expect: [409, 409, 409, 201, 201, 401],
    path: () => '/teams',
    body: () => ({ name: 'Another lab' }),
  },
  'PUT /teams/:id': { expect: teamAdmins(200), path: team, body: () => ({ name: 'Renamed' }) },
  'POST /teams/:id/invites': {
    expect: teamAdmins(201),
    path: (w) => `${team(w)}/invites`,
    body: () => ({ email: `new-${randomUUID()}@figura.test` }),
  },
  'DELETE /teams/:id/invites/:inviteId': {
    expect: teamAdmins(200),
    path: (w) => `${team(w)}/invites/${w.inviteId}`,
  },
  // The member may leave; the team's admins may remove them.
  'DELETE /teams/:id/member/:memberId': {
    expect: [403, 200, 200, 200, 404, 401],
    path: (w) => `${team(w)}/member/${w.memberId}`,
  },
  // Sent to the stranger's email: only they may accept it.
  'PUT /teams/invites/:token/accept': {
    expect: [403, 403, 403, 403, 200, 401],
    path: (w) => `/teams/invites/${w.strangerToken}/accept`,
  },
  'POST /teams/create-team-by-admin': {
    expect: [403, 403, 403, 201, 403, 401],
    path: () => '/teams/create-team-by-admin',
    body: (w) => ({ name: 'Institute', adminEmail: w.lead.email }),
  },
  'GET /teams/get-team-limit/:id': {
    expect: teamAdmins(200),
    path: (w) => `/teams/get-team-limit/${w.teamId}`,
  },
  'PUT /teams/update-team-limit/:id': {
    expect: [403, 403, 403, 200, 403, 401],
    path: (w) => `/teams/update-team-limit/${w.teamId}`,
    body: () => ({ seatLimit: 10 }),
  },
  // Only the owner moves their own creation (others cannot see it).
  'POST /user-creations/:id/convertCreationToNewWorkspace': {
    expect: [200, 404, 404, 404, 404, 401],
    path: (w) => `/user-creations/${w.personalCreationId}/convertCreationToNewWorkspace`,
  },
  // A workspace creation: members read, comment and change it; team admins also delete it.
  'GET /user-creations?workspace=': {
    expect: [200, 200, 200, 404, 404, 401],
    path: (w) => `/user-creations?workspace=${w.teamId}`,
  },
  'GET /user-creations/:id (workspace)': {
    expect: [200, 200, 200, 404, 404, 401],
    path: creation,
  },
  'PUT /user-creations/:id/slide/:slideId/content (workspace)': {
    expect: [200, 200, 200, 404, 404, 401],
    path: (w) => `${creation(w)}/slide/${w.slideId}/content`,
    body: () => ({ revision: 0, content: sampleDocument() }),
  },
  'POST /user-creations/:id/slide/:slideId/comment (workspace)': {
    expect: [201, 201, 201, 404, 404, 401],
    path: (w) => `${creation(w)}/slide/${w.slideId}/comment`,
    body: () => ({ text: 'A note' }),
  },
  'POST /user-creations/:id/share (workspace)': {
    expect: [201, 403, 403, 404, 404, 401],
    path: (w) => `${creation(w)}/share`,
    body: () => ({ email: `someone-${randomUUID()}@figura.test`, permission: 'editor' }),
  },
  'DELETE /user-creations/:id (workspace)': {
    expect: [200, 403, 200, 404, 404, 401],
    path: creation,
  },
};

describe('the team authorisation matrix', () => {
  it.each(Object.entries(MATRIX))('%s', async (route, row) => {
    const method = route.split(' ')[0]!;
    const answers = {} as Record<Role, number>;
    for (const role of ROLES) {
      const world = await newWorld();
      const body = row.body?.(world);
      const reply =
        role === 'anonymous'
          ? await api.request(method, row.path(world), { body })
          : await world.callers[role].request(method, row.path(world), body);
      answers[role] = reply.status;
    }
    expect(answers).toEqual(Object.fromEntries(ROLES.map((role, i) => [role, row.expect[i]])));
  });
});

// Who may call the team routes, and reach a team workspace's creations: the six callers of
// helpers/team-world.ts. The routes' rows in authorisation-matrix.test.ts cover callers in no
// team; account-authorisation.test.ts has the account, plan, billing and sign-in routes.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from './helpers/database.ts';
import { startApi, type ApiHarness } from './helpers/api-harness.ts';
import { sampleDocument } from './helpers/documents.ts';
import {
  everyone,
  expected,
  teamAdmins,
  teamWorlds,
  type TeamMatrixRow as Row,
  type TeamWorld as World,
} from './helpers/team-world.ts';

const database = useTestDatabase();
let api: ApiHarness;
const worlds = teamWorlds(() => api, database);

beforeAll(async () => {
  api = await startApi({ emailOutboxRoute: true }, { database });
});

afterAll(async () => {
  await api?.close();
});

const team = (w: World) => `/teams/${w.teamId}`;
const creation = (w: World) => `/user-creations/${w.creationId}`;

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
  // Started only on the team plan (the others, Researchers here, get the teams upsell), and one
  // team per user: the team's admin is in one already.
  'POST /teams': {
    expect: [403, 403, 409, 201, 403, 401],
    path: () => '/teams',
    body: () => ({ name: 'Another lab' }),
  },
  'PUT /teams/:id': { expect: teamAdmins(200), path: team, body: () => ({ name: 'Renamed' }) },
  'POST /teams/:id/seat-request': {
    expect: teamAdmins(200),
    path: (w) => `${team(w)}/seat-request`,
    body: () => ({ seats: 999 }),
  },
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
  'GET /teams/my-invites': { expect: everyone(200), path: () => '/teams/my-invites' },
  // Sent to the stranger's email: only they see it, and may accept it from the portal.
  'PUT /teams/my-invites/:inviteId/accept': {
    expect: [404, 404, 404, 404, 200, 401],
    path: (w) => `/teams/my-invites/${w.strangerInviteId}/accept`,
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
    expect(await worlds.answers(route, row)).toEqual(expected(row));
  });
});

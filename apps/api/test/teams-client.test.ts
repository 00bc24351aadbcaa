// The SDK's team calls against the real server: every TeamsApi function reaches its route and
// reads its reply (a wrong path, method or reply shape fails here).
import { ApiError, createApiClient, type FiguraClient } from '@figura/sdk-core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { useTestDatabase } from './helpers/database.ts';
import { startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';

const database = useTestDatabase();
let harness: ApiHarness;

beforeAll(async () => {
  harness = await startApi({ emailOutboxRoute: true, newUserPlan: 'L' }, { database });
});

afterAll(async () => {
  await harness?.close();
});

const clientOf = (user: TestUser): FiguraClient =>
  createApiClient({ baseURL: harness.baseUrl, getToken: () => user.token, logger: console });

async function lastToken(email: string): Promise<string> {
  const { body } = await harness.request('GET', `/dev/email-outbox?to=${email}`);
  return decodeURIComponent(body.data[0].link.split('/').pop());
}

describe('the team calls of the API client', () => {
  it('run a team from creation to seats through the SDK', async () => {
    const [adminUser, memberUser, platformUser] = await Promise.all([
      harness.newUser(),
      harness.newUser(),
      harness.newUser(),
    ]);
    await database.db.insert(users).values({
      cactusId: platformUser.sub,
      email: platformUser.email,
      name: platformUser.name,
      tpUser: 'A',
    });
    const [admin, member, platform] = [adminUser, memberUser, platformUser].map(clientOf) as [
      FiguraClient,
      FiguraClient,
      FiguraClient,
    ];
    expect(await member.getMyTeam()).toEqual({ team: null });

    const team = await admin.createTeam({ name: 'Imaging core' });
    expect((await admin.updateTeam(team.id, { name: 'Imaging lab' })).name).toBe('Imaging lab');
    expect((await admin.listTeams()).data.map((t) => t.id)).toEqual([team.id]);

    const invite = await admin.inviteToTeam(team.id, memberUser.email);
    const token = await lastToken(memberUser.email);
    expect(await member.getTeamInvite(token)).toMatchObject({ teamName: 'Imaging lab' });
    expect((await member.acceptTeamInvite(token)).team.id).toBe(team.id);
    expect(invite.status).toBe('pending');

    const other = await admin.inviteToTeam(team.id, 'later@figura.test');
    expect(await admin.removeTeamInvite(team.id, other.id)).toEqual({
      id: other.id,
      status: 'revoked',
    });
    const detail = await admin.getTeamForAdmin(team.id);
    const membership = detail.members.find((m) => m.email === memberUser.email)!;

    const creation = await member.createCreation({ name: 'Figure 1' });
    const moved = await member.moveCreationToWorkspace(creation.id);
    expect(moved.teamId).toBe(team.id);
    const listed = await admin.listCreations({ workspace: team.id });
    expect(listed.data.map((c) => c.id)).toEqual([creation.id]);

    expect(await platform.updateTeamLimit(team.id, 2)).toEqual({
      teamId: team.id,
      seatLimit: 2,
      seatsUsed: 2,
    });
    expect((await admin.getTeamLimit(team.id)).seatLimit).toBe(2);
    const full = await admin.inviteToTeam(team.id, 'third@figura.test').catch((e: unknown) => e);
    expect(full).toBeInstanceOf(ApiError);
    expect((full as ApiError).status).toBe(409);

    expect(await admin.removeTeamMember(team.id, membership.id)).toEqual({
      id: membership.id,
      status: 'removed',
    });
    const lead = await harness.newUser();
    await clientOf(lead).listTeams();
    const forLead = await platform.createTeamByAdmin({
      name: 'Institute',
      adminEmail: lead.email,
      seatLimit: 12,
    });
    expect(forLead).toMatchObject({ name: 'Institute', seatLimit: 12, role: null });
  });
});

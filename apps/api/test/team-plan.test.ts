// A team's members work on the Teams plan their team pays for (billing/plan-in-use.ts): invited
// colleagues on the Starter plan leave its caps and watermark behind while they belong to it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import { useTestDatabase } from './helpers/database.ts';
import { setPlan } from './helpers/plans.ts';
import { joinByInvitation } from './helpers/teams.ts';
import { saveSomething } from './helpers/documents.ts';

const database = useTestDatabase();
let api: ApiHarness;

beforeAll(async () => {
  api = await startApi({ newUserPlan: 'T', emailOutboxRoute: true }, { database });
});

afterAll(async () => {
  await api?.close();
});

/** A user the API knows, on `plan` (set before their first call: the API keeps a row a while). */
async function userOn(plan: 'T' | 'L' | 'A' | 'J'): Promise<TestUser> {
  const user = await api.newUser();
  await setPlan(database, user, plan);
  expect((await user.request('GET', '/teams')).status).toBe(200);
  return user;
}

/** A team of a Teams-plan admin and a Starter colleague who joined by invitation. */
async function paidTeam() {
  const [admin, colleague] = await Promise.all([userOn('L'), userOn('T')]);
  const created = await admin.request('POST', '/teams', { name: 'Tumour immunology lab' });
  expect(created.status).toBe(201);
  const team = created.body as { id: string; name: string };
  await joinByInvitation(api, admin, team.id, colleague);
  return { admin, colleague, team };
}

async function planOf(user: TestUser) {
  const reply = await user.request('GET', '/profiles/plan');
  expect(reply.status).toBe(200);
  return reply.body;
}

/**
 * Makes `count` creations with something in them (each counts against the creations cap): the
 * status of each one's making, or of its first save when made.
 */
async function editedCreations(user: TestUser, count: number) {
  const statuses: number[] = [];
  for (let index = 0; index < count; index++) {
    const created = await user.request('POST', '/user-creations', { name: `Figure ${index + 1}` });
    if (created.status !== 201) statuses.push(created.status);
    else statuses.push((await saveSomething(user, created.body.id)).status);
  }
  return statuses;
}

describe('a member of a team on the Teams plan', () => {
  it('works on the team’s plan: no caps, no watermark, the plan named with the team', async () => {
    const { colleague, team } = await paidTeam();
    const plan = await planOf(colleague);
    expect(plan).toMatchObject({
      plan: 'L',
      type: 'TEAMS',
      team: { id: team.id, name: 'Tumour immunology lab' },
      restricted: false,
      watermarked: false,
      perCreation: { slidesPerCreation: null, illustrationsPerCreation: null },
    });
    expect(plan.limits.creations.cap).toBeNull();
    expect(plan.storage.quota).toBe(10_000_000_000);
    // The Starter plan would refuse the fifth creation; the team's does not.
    expect(await editedCreations(colleague, 5)).toEqual([200, 200, 200, 200, 200]);
    // And a creation of theirs carries no Starter caps (5 slides, 20 illustrations) to whoever
    // opens it.
    const made = await colleague.request('POST', '/user-creations', { name: 'Poster' });
    expect((await colleague.request('GET', `/user-creations/${made.body.id}`)).body.caps).toEqual({
      slidesPerCreation: null,
      illustrationsPerCreation: null,
    });
    // Their profile keeps the plan they hold themself, and says which kind they work on.
    const me = await colleague.request('GET', '/auth/verify-token-validity');
    const profile = await colleague.request('GET', `/profiles/${me.body.user.id}`);
    expect(profile.body).toMatchObject({ tp_user: 'T', planType: 'TEAMS', restricted: false });
  });

  it('goes back to their own plan on leaving the team, and when the team stops paying', async () => {
    const { admin, colleague, team } = await paidTeam();
    const detail = await admin.request('GET', `/teams/my-team-admin/${team.id}`);
    const membership = detail.body.members.find(
      (member: { email: string }) => member.email === colleague.email,
    );
    expect((await planOf(colleague)).plan).toBe('L');
    // The admin's plan ends (billing sets it back to Starter): the whole team is on its own.
    await setPlan(database, admin, 'T');
    expect(await planOf(colleague)).toMatchObject({ plan: 'T', team: null, watermarked: true });
    await setPlan(database, admin, 'L');
    expect((await planOf(colleague)).plan).toBe('L');
    const left = await colleague.request('DELETE', `/teams/${team.id}/member/${membership.id}`);
    expect(left.status).toBe(200);
    expect(await planOf(colleague)).toMatchObject({ plan: 'T', team: null, restricted: true });
    expect((await editedCreations(colleague, 5)).at(-1)).toBe(403);
  });

  it('comes with a team an administrator set up for an institution', async () => {
    const [administrator, lead, colleague] = await Promise.all([
      userOn('A'),
      userOn('T'),
      userOn('T'),
    ]);
    const created = await administrator.request('POST', '/teams/create-team-by-admin', {
      name: 'Institute of Imaging',
      adminEmail: lead.email,
    });
    expect(created.status).toBe(201);
    await joinByInvitation(api, lead, created.body.id, colleague);
    for (const person of [lead, colleague])
      expect(await planOf(person)).toMatchObject({ plan: 'L', team: { id: created.body.id } });
  });

  it('leaves a bigger plan as it is: a journal’s member stays on the journal’s plan', async () => {
    const { admin, team } = await paidTeam();
    const editor = await userOn('J');
    await joinByInvitation(api, admin, team.id, editor);
    expect(await planOf(editor)).toMatchObject({ plan: 'J', team: null });
  });
});

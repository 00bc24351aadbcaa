// Teams: a team admin invites by email, the invitee accepts with the mailed link, and the team's
// members share the creations of its workspace (docs/teams-and-workspaces.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { useTestDatabase } from './helpers/database.ts';
import { setPlan } from './helpers/plans.ts';
import { joinByInvitation, mailedToken as sharedMailedToken } from './helpers/teams.ts';
import { startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import { sampleDocument, type CreationReply } from './helpers/documents.ts';

const database = useTestDatabase();
let api: ApiHarness;
let platformAdmin: TestUser;

beforeAll(async () => {
  api = await startApi(
    // Team workspaces come with the team plan: these users hold it (the gate has its own test).
    { emailOutboxRoute: true, portalUrl: 'http://portal.figura.test', newUserPlan: 'L' },
    { database },
  );
  platformAdmin = await api.newUser();
  // An administrator is a user of plan A (the sign-on site knows nothing of plans).
  await database.db.insert(users).values({
    cactusId: platformAdmin.sub,
    email: platformAdmin.email,
    name: platformAdmin.name,
    tpUser: 'A',
  });
});

afterAll(async () => {
  await api?.close();
});

/** A user the API knows (they have called it once). */
async function knownUser(): Promise<TestUser> {
  const user = await api.newUser();
  expect((await user.request('GET', '/teams/my-team')).status).toBe(200);
  return user;
}

async function newTeam(admin: TestUser, name = 'Cell biology lab') {
  const created = await admin.request('POST', '/teams', { name });
  expect(created.status).toBe(201);
  return created.body as { id: string; name: string; seatLimit: number; role: string };
}

const mailedToken = (email: string) => sharedMailedToken(api, email, 'http://portal.figura.test');

async function invite(admin: TestUser, teamId: string, email: string) {
  return admin.request('POST', `/teams/${teamId}/invites`, { email });
}

/** A team with `admin` and `member` (who joined by invitation). */
async function teamOfTwo() {
  const [admin, member] = await Promise.all([knownUser(), knownUser()]);
  const team = await newTeam(admin);
  await joinByInvitation(api, admin, team.id, member);
  return { admin, member, team };
}

describe('making and running a team', () => {
  it('makes the creator its admin, lists it as theirs, and lets them rename it', async () => {
    const admin = await knownUser();
    expect((await admin.request('GET', '/teams/my-team')).body).toEqual({ team: null });
    const team = await newTeam(admin);
    expect(team).toMatchObject({ name: 'Cell biology lab', role: 'admin', seatLimit: 5 });
    const mine = await admin.request('GET', '/teams');
    expect(mine.body.data.map((t: { id: string }) => t.id)).toEqual([team.id]);
    const renamed = await admin.request('PUT', `/teams/${team.id}`, { name: 'Neuro lab' });
    expect([renamed.status, renamed.body.name]).toEqual([200, 'Neuro lab']);
    const myTeam = await admin.request('GET', '/teams/my-team');
    expect(myTeam.body.team).toMatchObject({ id: team.id, name: 'Neuro lab' });
    expect(myTeam.body.team.members).toMatchObject([{ email: admin.email, role: 'admin' }]);
    // One team per user.
    const second = await admin.request('POST', '/teams', { name: 'Another' });
    expect([second.status, second.body.message]).toEqual([409, 'You belong to a team already.']);
  });

  it('refuses an empty name', async () => {
    const admin = await knownUser();
    const reply = await admin.request('POST', '/teams', { name: '  ' });
    expect(reply.status).toBe(400);
  });
});

describe('who starts a team', () => {
  it('is a holder of the team plan: a Starter or a Researcher gets the teams upsell instead', async () => {
    for (const plan of ['T', 'R', 'S'] as const) {
      const person = await api.newUser();
      await setPlan(database, person, plan);
      const refused = await person.request('POST', '/teams', { name: 'Five seats, please' });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ limit: 'teams', plan, upsell: 'teams' });
      expect((await person.request('GET', '/teams/my-team')).body).toEqual({ team: null });
    }
    // Bought the team plan: the same call starts the team at once.
    const lead = await api.newUser();
    await setPlan(database, lead, 'R');
    expect((await lead.request('POST', '/teams', { name: 'Lab' })).status).toBe(403);
    await setPlan(database, lead, 'L');
    expect((await lead.request('POST', '/teams', { name: 'Lab' })).status).toBe(201);
  });
});

describe('inviting by email', () => {
  it('mails an accept link; the invitee sees the invitation and joins as a member', async () => {
    const [admin, invitee] = await Promise.all([knownUser(), knownUser()]);
    const team = await newTeam(admin);
    const invited = await invite(admin, team.id, invitee.email.toUpperCase());
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({
      email: invitee.email,
      status: 'pending',
      teamId: team.id,
    });
    const outbox = await api.request('GET', `/dev/email-outbox?to=${invitee.email}`);
    // The team's name is in the mail as data, in quotes; the subject is Figura's own.
    expect(outbox.body.data[0].subject).toBe('An invitation to a team on Figura');
    expect(outbox.body.data[0].text).toContain(`“${team.name}”`);
    expect(outbox.body.data[0].text).toContain(outbox.body.data[0].link);

    const token = await mailedToken(invitee.email);
    const preview = await api.request('GET', `/teams/invites/${token}`);
    expect(preview.body).toMatchObject({
      teamName: team.name,
      email: invitee.email,
      status: 'pending',
      expired: false,
      invitedBy: admin.name,
    });
    const admins = await admin.request('GET', `/teams/my-team-admin/${team.id}`);
    expect(admins.body.invites).toMatchObject([{ email: invitee.email }]);

    const accepted = await invitee.request('PUT', `/teams/invites/${token}/accept`);
    expect(accepted.body.team).toMatchObject({ id: team.id, role: 'member' });
    const detail = await admin.request('GET', `/teams/my-team-admin/${team.id}`);
    expect(detail.body.invites).toEqual([]);
    expect(
      detail.body.members.map((m: { email: string; role: string }) => [m.email, m.role]),
    ).toEqual([
      [admin.email, 'admin'],
      [invitee.email, 'member'],
    ]);
    // The token is spent.
    const again = await invitee.request('PUT', `/teams/invites/${token}/accept`);
    expect([again.status, again.body.message]).toEqual([
      410,
      'This invitation has been used or withdrawn.',
    ]);
  });

  it('refuses inviting an email twice, or a member', async () => {
    const { admin, member, team } = await teamOfTwo();
    const email = `someone-${team.id}@figura.test`;
    expect((await invite(admin, team.id, email)).status).toBe(201);
    const twice = await invite(admin, team.id, email);
    expect([twice.status, twice.body.message]).toEqual([
      409,
      'This email has a pending invitation already.',
    ]);
    const memberAgain = await invite(admin, team.id, member.email);
    expect([memberAgain.status, memberAgain.body.message]).toEqual([
      409,
      'This email belongs to a member of the team already.',
    ]);
  });

  it('refuses accepting with another email, and keeps the invitation for its address', async () => {
    const [admin, invitee, other] = await Promise.all([knownUser(), knownUser(), knownUser()]);
    const team = await newTeam(admin);
    await invite(admin, team.id, invitee.email);
    const token = await mailedToken(invitee.email);
    const wrong = await other.request('PUT', `/teams/invites/${token}/accept`);
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toMatch(/another email address/);
    expect((await other.request('GET', '/teams/my-team')).body.team).toBeNull();
    expect((await invitee.request('PUT', `/teams/invites/${token}/accept`)).status).toBe(200);
  });

  it('refuses an expired invitation, and a withdrawn one', async () => {
    const [admin, late, withdrawn] = await Promise.all([knownUser(), knownUser(), knownUser()]);
    const team = await newTeam(admin);
    const lateInvite = await invite(admin, team.id, late.email);
    const lateToken = await mailedToken(late.email);
    await database.db.execute(
      `update team_invites set expires_at = now() - interval '1 minute' where id = '${lateInvite.body.id}'`,
    );
    expect((await api.request('GET', `/teams/invites/${lateToken}`)).body.expired).toBe(true);
    const expired = await late.request('PUT', `/teams/invites/${lateToken}/accept`);
    expect([expired.status, expired.body.message]).toEqual([
      410,
      'This invitation has expired: ask the team for a new one.',
    ]);

    const pending = await invite(admin, team.id, withdrawn.email);
    const token = await mailedToken(withdrawn.email);
    const revoked = await admin.request('DELETE', `/teams/${team.id}/invites/${pending.body.id}`);
    expect(revoked.body).toEqual({ id: pending.body.id, status: 'revoked' });
    expect((await withdrawn.request('PUT', `/teams/invites/${token}/accept`)).status).toBe(410);
    const revokeAgain = await admin.request(
      'DELETE',
      `/teams/${team.id}/invites/${pending.body.id}`,
    );
    expect(revokeAgain.status).toBe(404);
  });

  it('shows an invitation to its invitee in the portal, who joins without the mail', async () => {
    const [admin, invitee, other] = await Promise.all([knownUser(), knownUser(), knownUser()]);
    const team = await newTeam(admin, 'Tumour immunology lab');
    const sent = await invite(admin, team.id, invitee.email.toUpperCase());
    // Only the invitee sees it (an email is not case-sensitive).
    const listed = await invitee.request('GET', '/teams/my-invites');
    expect(listed.body.data).toEqual([
      {
        id: sent.body.id,
        teamId: team.id,
        teamName: 'Tumour immunology lab',
        invitedBy: admin.name,
        expiresAt: expect.any(String),
      },
    ]);
    expect((await other.request('GET', '/teams/my-invites')).body.data).toEqual([]);
    const stolen = await other.request('PUT', `/teams/my-invites/${sent.body.id}/accept`);
    expect(stolen.status).toBe(404);
    const joined = await invitee.request('PUT', `/teams/my-invites/${sent.body.id}/accept`);
    expect([joined.status, joined.body.team.name]).toEqual([200, 'Tumour immunology lab']);
    expect((await invitee.request('GET', '/teams/my-team')).body.team.id).toBe(team.id);
    expect((await invitee.request('GET', '/teams/my-invites')).body.data).toEqual([]);
    const again = await invitee.request('PUT', `/teams/my-invites/${sent.body.id}/accept`);
    expect(again.status).toBe(410);
  });

  it('lists no withdrawn or expired invitation', async () => {
    const [admin, invitee] = await Promise.all([knownUser(), knownUser()]);
    const team = await newTeam(admin);
    const withdrawn = await invite(admin, team.id, invitee.email);
    await admin.request('DELETE', `/teams/${team.id}/invites/${withdrawn.body.id}`);
    const late = await invite(admin, team.id, invitee.email);
    expect((await invitee.request('GET', '/teams/my-invites')).body.data).toHaveLength(1);
    await database.db.execute(
      `update team_invites set expires_at = now() - interval '1 minute' where id = '${late.body.id}'`,
    );
    expect((await invitee.request('GET', '/teams/my-invites')).body.data).toEqual([]);
    const expired = await invitee.request('PUT', `/teams/my-invites/${late.body.id}/accept`);
    expect(expired.status).toBe(410);
  });

  it('answers 404 for an unknown token', async () => {
    const user = await knownUser();
    const token = 'x'.repeat(43);
    expect((await api.request('GET', `/teams/invites/${token}`)).status).toBe(404);
    expect((await user.request('PUT', `/teams/invites/${token}/accept`)).status).toBe(404);
  });
});

describe('seats', () => {
  it('counts members and pending invitations, and refuses an invitation beyond the limit', async () => {
    const { admin, team } = await teamOfTwo();
    const limit = await admin.request('GET', `/teams/get-team-limit/${team.id}`);
    expect(limit.body).toEqual({ teamId: team.id, seatLimit: 5, seatsUsed: 2 });
    const lowered = await platformAdmin.request('PUT', `/teams/update-team-limit/${team.id}`, {
      seatLimit: 3,
    });
    expect(lowered.body).toEqual({ teamId: team.id, seatLimit: 3, seatsUsed: 2 });
    expect((await invite(admin, team.id, `third-${team.id}@figura.test`)).status).toBe(201);
    const full = await invite(admin, team.id, `fourth-${team.id}@figura.test`);
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(
      'The team has no free seat (its limit is 3): remove a member or an invitation, or ask for more seats.',
    );
    const tooLow = await platformAdmin.request('PUT', `/teams/update-team-limit/${team.id}`, {
      seatLimit: 2,
    });
    expect(tooLow.status).toBe(409);
  });

  it('grows on request: an admin asks, administrators are mailed, the raise answers it', async () => {
    const { admin, member, team } = await teamOfTwo();
    const mails = async (email: string) =>
      (await api.request('GET', `/dev/email-outbox?to=${encodeURIComponent(email)}`)).body.data as {
        subject: string;
        text: string;
        link: string;
      }[];
    const notMore = await admin.request('POST', `/teams/${team.id}/seat-request`, { seats: 5 });
    expect([notMore.status, notMore.body.message]).toEqual([
      400,
      'The team has 5 seats already: ask for more than that.',
    ]);
    const byMember = await member.request('POST', `/teams/${team.id}/seat-request`, { seats: 9 });
    expect(byMember.status).toBe(403);

    const asked = await admin.request('POST', `/teams/${team.id}/seat-request`, { seats: 12 });
    expect(asked.status).toBe(200);
    expect(asked.body.seatRequest).toMatchObject({ seats: 12 });
    const detail = await admin.request('GET', `/teams/my-team-admin/${team.id}`);
    expect(detail.body.seatRequest.seats).toBe(12);
    const [toAdministrator] = await mails(platformAdmin.email);
    expect(toAdministrator!.subject).toBe('A team asks for more seats on Figura');
    expect(toAdministrator!.text).toContain('asks for 12 seats: it has 5, 2 taken');
    expect(toAdministrator!.link).toBe(
      `http://portal.figura.test/admin/teams?team=${team.id}&seats=12`,
    );

    // Raised part of the way: the request still waits, nobody is told yet.
    await platformAdmin.request('PUT', `/teams/update-team-limit/${team.id}`, { seatLimit: 8 });
    expect((await admin.request('GET', '/teams')).body.data[0].seatRequest.seats).toBe(12);
    expect(await mails(admin.email)).toHaveLength(0);
    // Raised that far: answered, and the team's admins are mailed.
    await platformAdmin.request('PUT', `/teams/update-team-limit/${team.id}`, { seatLimit: 12 });
    const after = await admin.request('GET', `/teams/my-team-admin/${team.id}`);
    expect([after.body.seatLimit, after.body.seatRequest]).toEqual([12, null]);
    const [raised, ...others] = await mails(admin.email);
    expect(others).toHaveLength(0);
    expect(raised!.subject).toBe('Your team has more seats on Figura');
    expect(raised!.text).toContain('now has 12 seats');
    expect(await mails(member.email)).toHaveLength(1); // only the invitation
  });

  it('lets only administrators (plan A) change the limit', async () => {
    const { admin, team } = await teamOfTwo();
    const reply = await admin.request('PUT', `/teams/update-team-limit/${team.id}`, {
      seatLimit: 50,
    });
    expect([reply.status, reply.body.message]).toEqual([403, 'Only administrators can do this.']);
  });
});

describe('members', () => {
  it('lets an admin remove a member, who loses the workspace', async () => {
    const { admin, member, team } = await teamOfTwo();
    const detail = await admin.request('GET', `/teams/my-team-admin/${team.id}`);
    const membership = detail.body.members.find((m: { email: string }) => m.email === member.email);
    const removed = await admin.request('DELETE', `/teams/${team.id}/member/${membership.id}`);
    expect(removed.body).toEqual({ id: membership.id, status: 'removed' });
    expect((await member.request('GET', '/teams/my-team')).body.team).toBeNull();
    const list = await member.request('GET', `/user-creations?workspace=${team.id}`);
    expect(list.status).toBe(404);
  });

  it('refuses removing the last admin', async () => {
    const { admin, team } = await teamOfTwo();
    const detail = await admin.request('GET', `/teams/my-team-admin/${team.id}`);
    const own = detail.body.members.find((m: { email: string }) => m.email === admin.email);
    const reply = await admin.request('DELETE', `/teams/${team.id}/member/${own.id}`);
    expect([reply.status, reply.body.message]).toEqual([
      409,
      'A team needs at least one admin: its last admin cannot be removed.',
    ]);
  });

  it('keeps a member from removing others or seeing the admin view', async () => {
    const { admin, member, team } = await teamOfTwo();
    const detail = await admin.request('GET', `/teams/my-team-admin/${team.id}`);
    const adminRow = detail.body.members.find((m: { email: string }) => m.email === admin.email);
    expect((await member.request('DELETE', `/teams/${team.id}/member/${adminRow.id}`)).status).toBe(
      403,
    );
    expect((await member.request('GET', `/teams/my-team-admin/${team.id}`)).status).toBe(403);
    expect((await invite(member, team.id, 'x@figura.test')).status).toBe(403);
  });
});

describe('an administrator (plan A) creating a team for someone', () => {
  it('makes the named user its admin, with the seats asked for', async () => {
    const lead = await knownUser();
    const created = await platformAdmin.request('POST', '/teams/create-team-by-admin', {
      name: 'Institute of Imaging',
      adminEmail: lead.email,
      seatLimit: 20,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Institute of Imaging', seatLimit: 20, role: null });
    const theirs = await lead.request('GET', '/teams/my-team');
    expect(theirs.body.team).toMatchObject({ id: created.body.id, role: 'admin' });
    const again = await platformAdmin.request('POST', '/teams/create-team-by-admin', {
      name: 'Second',
      adminEmail: lead.email,
    });
    expect([again.status, again.body.message]).toEqual([
      409,
      'This user belongs to a team already.',
    ]);
  });

  it('refuses an unknown email, and anyone not an administrator', async () => {
    const unknown = await platformAdmin.request('POST', '/teams/create-team-by-admin', {
      name: 'Nobody’s',
      adminEmail: 'nobody-at-all@figura.test',
    });
    expect(unknown.status).toBe(404);
    const user = await knownUser();
    const refused = await user.request('POST', '/teams/create-team-by-admin', {
      name: 'Mine',
      adminEmail: user.email,
    });
    expect(refused.status).toBe(403);
  });
});

describe('the team workspace', () => {
  async function workspaceCreation(owner: TestUser, name = 'Lab poster') {
    const created = await owner.request<CreationReply>('POST', '/user-creations', { name });
    const moved = await owner.request(
      'POST',
      `/user-creations/${created.body.id}/convertCreationToNewWorkspace`,
    );
    expect(moved.status).toBe(200);
    return { ...created.body, teamId: moved.body.teamId as string };
  }

  it('moves a creation into the workspace, where members open, comment on and change it', async () => {
    const { admin, member, team } = await teamOfTwo();
    const creation = await workspaceCreation(member);
    expect(creation.teamId).toBe(team.id);
    // It leaves its owner's own list for the workspace's.
    const own = await member.request('GET', '/user-creations');
    expect(own.body.data.map((c: { id: string }) => c.id)).not.toContain(creation.id);
    const listed = await admin.request('GET', `/user-creations?workspace=${team.id}`);
    expect(listed.body.data).toMatchObject([
      { id: creation.id, access: 'editor', teamId: team.id },
    ]);

    const opened = await admin.request('GET', `/user-creations/${creation.id}`);
    expect([opened.status, opened.body.access]).toEqual([200, 'editor']);
    const slide = creation.slides[0]!.id;
    const saved = await admin.request(
      'PUT',
      `/user-creations/${creation.id}/slide/${slide}/content`,
      { revision: 0, content: sampleDocument() },
    );
    expect(saved.status).toBe(200);
    // Opening the slide in the editor (the prepared slide statement reads the team role too).
    const content = await admin.request(
      'GET',
      `/user-creations/${creation.id}/slide/${slide}/content`,
    );
    expect([content.status, content.body.revision]).toEqual([200, 1]);
    const comment = await admin.request(
      'POST',
      `/user-creations/${creation.id}/slide/${slide}/comment`,
      { text: 'Looks good' },
    );
    expect(comment.status).toBe(201);
    // Sharing stays the owner's.
    const share = await admin.request('POST', `/user-creations/${creation.id}/share`, {
      email: 'someone@figura.test',
      permission: 'editor',
    });
    expect(share.status).toBe(403);
  });

  it('makes a creation straight in the workspace for a member, and for no one else', async () => {
    const { admin, member, team } = await teamOfTwo();
    const made = await member.request<CreationReply>('POST', '/user-creations', {
      name: 'Lab meeting',
      type: 'slide',
      workspace: team.id,
    });
    expect([made.status, made.body.teamId, made.body.access]).toEqual([201, team.id, 'owner']);
    const listed = await admin.request('GET', `/user-creations?workspace=${team.id}`);
    expect(listed.body.data.map((c: { id: string }) => c.id)).toEqual([made.body.id]);
    const own = await member.request('GET', '/user-creations');
    expect(own.body.data.map((c: { id: string }) => c.id)).not.toContain(made.body.id);

    const stranger = await knownUser();
    const refused = await stranger.request('POST', '/user-creations', {
      name: 'Not theirs',
      workspace: team.id,
    });
    expect(refused.status).toBe(404);
    const strangersOwn = await stranger.request('GET', '/user-creations');
    expect(strangersOwn.body.data).toEqual([]);
  });

  it('lets a team admin delete a workspace creation, and a member not', async () => {
    const { admin, member, team } = await teamOfTwo();
    const byAdmin = await workspaceCreation(admin, 'Admin’s');
    expect((await member.request('DELETE', `/user-creations/${byAdmin.id}`)).status).toBe(403);
    const byMember = await workspaceCreation(member, 'Member’s');
    expect((await admin.request('DELETE', `/user-creations/${byMember.id}`)).status).toBe(200);
    const listed = await member.request('GET', `/user-creations?workspace=${team.id}`);
    expect(listed.body.data.map((c: { id: string }) => c.id)).toEqual([byAdmin.id]);
  });

  it('keeps strangers out of the workspace and its creations', async () => {
    const { member, team } = await teamOfTwo();
    const creation = await workspaceCreation(member);
    const stranger = await knownUser();
    expect((await stranger.request('GET', `/user-creations/${creation.id}`)).status).toBe(404);
    expect((await stranger.request('GET', `/user-creations?workspace=${team.id}`)).status).toBe(
      404,
    );
    // An administrator manages teams, not their work.
    expect((await platformAdmin.request('GET', `/user-creations/${creation.id}`)).status).toBe(404);
  });

  it('refuses moving without a team, twice, or someone else’s creation', async () => {
    const loner = await knownUser();
    const created = await loner.request('POST', '/user-creations', { name: 'Mine' });
    const path = `/user-creations/${created.body.id}/convertCreationToNewWorkspace`;
    const noTeam = await loner.request('POST', path);
    expect([noTeam.status, noTeam.body.message]).toEqual([409, 'You do not belong to a team.']);

    const { admin, member } = await teamOfTwo();
    const creation = await workspaceCreation(member);
    const twice = await member.request(
      'POST',
      `/user-creations/${creation.id}/convertCreationToNewWorkspace`,
    );
    expect(twice.status).toBe(409);
    const notTheirs = await admin.request(
      'POST',
      `/user-creations/${creation.id}/convertCreationToNewWorkspace`,
    );
    expect(notTheirs.status).toBe(403);
  });
});

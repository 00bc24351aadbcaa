import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import { useTestDatabase } from './helpers/database.ts';
import { setPlan } from './helpers/plans.ts';
import { saveSomething } from './helpers/documents.ts';

const database = useTestDatabase();
let api: ApiHarness;
let me: TestUser;
let stranger: TestUser;
let admin: TestUser;
let myId: string;

beforeAll(async () => {
  api = await startApi({ newUserPlan: 'T' }, { database });
  [me, stranger, admin] = await Promise.all([api.newUser(), api.newUser(), api.newUser()]);
  await setPlan(database, admin, 'A');
  const verified = await me.request('GET', '/auth/verify-token-validity');
  myId = verified.body.user.id as string;
  await stranger.request('GET', '/profiles/plan');
});

afterAll(async () => {
  await api?.close();
});

describe('a profile', () => {
  it('is shown to the user themself and to an admin, not to anyone else', async () => {
    const own = await me.request('GET', `/profiles/${myId}`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      id: myId,
      email: me.email,
      name: me.name,
      tp_user: 'T',
      planType: 'INDIVIDUAL',
      restricted: true,
    });
    expect((await admin.request('GET', `/profiles/${myId}`)).body.email).toBe(me.email);
    expect((await stranger.request('GET', `/profiles/${myId}`)).status).toBe(403);
    expect((await stranger.request('GET', `/profiles/${myId}/user`)).status).toBe(403);
    expect((await stranger.request('GET', `/profiles/${myId}/creations`)).status).toBe(403);
    expect((await stranger.request('GET', `/profiles/${myId}/invoice`)).status).toBe(403);
    expect((await api.request('GET', `/profiles/${myId}`)).status).toBe(401);
    expect((await me.request('GET', '/profiles/not-a-uuid')).status).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await admin.request('GET', `/profiles/${unknown}`)).status).toBe(404);
  });

  it('changes its country code; email and other fields are refused', async () => {
    const changed = await me.request('PATCH', `/profiles/${myId}`, { country_code: 'de' });
    expect([changed.status, changed.body.country_code]).toEqual([200, 'DE']);
    expect((await me.request('GET', `/profiles/${myId}/user`)).body.country_code).toBe('DE');
    expect((await me.request('PATCH', `/profiles/${myId}`, { country_code: 'DEU' })).status).toBe(
      400,
    );
    expect((await me.request('PATCH', `/profiles/${myId}`, { email: 'x@y.z' })).status).toBe(400);
    expect(
      (await stranger.request('PATCH', `/profiles/${myId}`, { country_code: 'FR' })).status,
    ).toBe(403);
  });

  it('lists the creations it keeps, not those in the trash', async () => {
    const user = await api.newUser();
    const first = await user.request('POST', '/user-creations', { name: 'Kept' });
    const second = await user.request('POST', '/user-creations', { name: 'Binned' });
    await user.request('DELETE', `/user-creations/${second.body.id}`);
    const verified = await user.request('GET', '/auth/verify-token-validity');
    const listed = await user.request('GET', `/profiles/${verified.body.user.id}/creations`);
    expect(listed.status).toBe(200);
    expect(listed.body.total).toBe(1);
    expect(listed.body.items[0]).toMatchObject({ id: first.body.id, name: 'Kept' });
  });

  it('has no invoices until billing records one', async () => {
    expect((await me.request('GET', `/profiles/${myId}/invoice`)).body).toEqual({ items: [] });
    expect((await me.request('GET', '/profiles/plan/last-invoice')).body).toEqual({
      invoice: null,
    });
    expect((await me.request('GET', '/profiles/plan/gateway-last-invoice')).body).toEqual({
      invoice: null,
    });
  });
});

describe('plan feedback and cancelling', () => {
  it('records feedback with a reason, refusing an unknown reason', async () => {
    const sent = await me.request('POST', '/profiles/plan/feedback', {
      reason: 'too_expensive',
      comment: 'Great, but too dear for a PhD student.',
    });
    expect([sent.status, sent.body]).toEqual([201, { recorded: true }]);
    expect((await me.request('POST', '/profiles/plan/feedback', { reason: 'bored' })).status).toBe(
      400,
    );
    expect((await me.request('GET', '/profiles/plan')).body.cancelledAt).toBeNull();
  });

  it('has no plan to cancel without a paid one, and asks for a reason', async () => {
    // A paid plan's cancel goes through the billing site: billing.test.ts.
    const user = await api.newUser();
    await setPlan(database, user, 'R');
    const cancelled = await user.request('PUT', '/profiles/plan/cancel', { reason: 'not_ready' });
    expect(cancelled.status).toBe(404);
    expect((await user.request('GET', '/profiles/plan')).body.cancelledAt).toBeNull();
    expect((await user.request('PUT', '/profiles/plan/cancel', {})).status).toBe(400);
  });
});

describe('PATCH /profiles/{id}/password', () => {
  it('is for the user themself only (not even an admin)', async () => {
    const body = { currentPassword: 'old-password', newPassword: 'new-password-1' };
    expect((await stranger.request('PATCH', `/profiles/${myId}/password`, body)).status).toBe(403);
    expect((await admin.request('PATCH', `/profiles/${myId}/password`, body)).status).toBe(403);
    const short = { currentPassword: 'old-password', newPassword: 'short' };
    expect((await me.request('PATCH', `/profiles/${myId}/password`, short)).status).toBe(400);
  });
});

describe('DELETE /profiles', () => {
  it('deletes my work and my shares, keeps everyone else’s, and a new sign-in starts empty', async () => {
    const leaving = await api.newUser();
    const friend = await api.newUser();
    await setPlan(database, friend, 'R');
    // Mine, shared with my friend.
    const mine = await leaving.request('POST', '/user-creations', { name: 'Mine' });
    await leaving.request('POST', `/user-creations/${mine.body.id}/share`, {
      email: friend.email,
      permission: 'editor',
    });
    // My friend's, shared with me, where I leave a comment they answer.
    const theirs = await friend.request('POST', '/user-creations', { name: 'Theirs' });
    await friend.request('POST', `/user-creations/${theirs.body.id}/share`, {
      email: leaving.email,
      permission: 'editor',
    });
    const slideId = theirs.body.slides[0].id as string;
    const comments = `/user-creations/${theirs.body.id}/slide/${slideId}/comment`;
    const myComment = await leaving.request('POST', comments, { text: 'Bigger arrow?' });
    await friend.request('POST', comments, { text: 'Done', parentId: myComment.body.id });

    const deleted = await leaving.request('DELETE', '/profiles');
    expect([deleted.status, deleted.body]).toEqual([200, { deleted: true }]);

    expect((await friend.request('GET', `/user-creations/${mine.body.id}`)).status).toBe(404);
    expect((await friend.request('GET', '/user-creations/shared')).body.data).toEqual([]);
    expect((await friend.request('GET', `/user-creations/${theirs.body.id}`)).status).toBe(200);
    const shares = await friend.request('GET', `/user-creations/${theirs.body.id}/share`);
    expect(shares.body.data).toEqual([]);
    const thread = await friend.request('GET', comments);
    expect(JSON.stringify(thread.body)).toContain('Bigger arrow?');
    expect(JSON.stringify(thread.body)).toContain('Done');

    // Signing in again makes a new, empty account on Starter.
    const again = await leaving.request('GET', '/auth/verify-token-validity');
    expect(again.body.user).toMatchObject({ email: leaving.email, tp_user: 'T' });
    expect((await leaving.request('GET', '/user-creations')).body.total).toBe(0);
    const fresh = await leaving.request('POST', '/user-creations', { name: 'Fresh' });
    expect(fresh.status).toBe(201);
    expect((await saveSomething(leaving, fresh.body.id)).status).toBe(200);
    expect((await leaving.request('GET', '/profiles/plan')).body.limits.creations.used).toBe(1);
  });
});

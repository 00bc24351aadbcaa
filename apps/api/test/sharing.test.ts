import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxEmailDelivery } from '../src/email/delivery.ts';
import { startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import { sampleDocument, type CreationReply } from './helpers/documents.ts';

let api: ApiHarness;
let owner: TestUser;
let editor: TestUser;
let commentor: TestUser;
let stranger: TestUser;
const outbox = new OutboxEmailDelivery();

beforeAll(async () => {
  api = await startApi({ portalUrl: 'http://portal.figura.test' }, { account: { email: outbox } });
  [owner, editor, commentor, stranger] = await Promise.all([
    api.newUser(),
    api.newUser(),
    api.newUser(),
    api.newUser(),
  ]);
  // Users exist once they have called the API.
  await Promise.all(
    [editor, commentor, stranger].map((user) => user.request('GET', '/user-creations')),
  );
});

afterAll(async () => {
  await api.close();
});

async function newCreation(name = 'Shared work'): Promise<CreationReply> {
  const created = await owner.request<CreationReply>('POST', '/user-creations', { name });
  expect(created.status).toBe(201);
  return created.body;
}

const sharePath = (creation: CreationReply) => `/user-creations/${creation.id}/share`;

describe('the mail of a share', () => {
  it('tells the person, with a link that opens the creation, unless the sharer says not to', async () => {
    const creation = await newCreation('Tumour microenvironment');
    const person = await api.newUser();
    const shared = await owner.request('POST', sharePath(creation), {
      email: person.email,
      permission: 'commentor',
    });
    expect([shared.status, shared.body.notified]).toEqual([201, true]);
    const [mail] = outbox.list(person.email);
    expect(mail!.subject).toBe('A creation was shared with you on Figura');
    expect(mail!.link).toBe(`http://portal.figura.test/editor/${creation.id}`);
    expect(mail!.text).toContain('for you to comment on: “Tumour microenvironment”');
    expect(mail!.text).toContain(`Sent by “${owner.name}” <${owner.email}> through Figura.`);
    expect(mail!.text).toContain('/unsubscribe?token=');
    // The link opens it for them.
    const opened = await person.request('GET', `/user-creations/${creation.id}`);
    expect([opened.status, opened.body.access]).toEqual([200, 'commentor']);

    const quiet = await owner.request('POST', sharePath(await newCreation()), {
      email: person.email,
      permission: 'editor',
      notify: false,
    });
    expect([quiet.status, quiet.body.notified]).toEqual([201, false]);
    expect(outbox.list(person.email)).toHaveLength(1);
  });

  it('is not sent to an address that asked for no more, and the share stands', async () => {
    const email = `quiet-${randomUUID()}@lab.test`;
    const first = await owner.request('POST', sharePath(await newCreation()), {
      email,
      permission: 'editor',
    });
    expect(first.body.notified).toBe(true);
    const token = new URL(
      /\/unsubscribe\?token=\S+/.exec(outbox.list(email)[0]!.text)![0],
      'http://portal.figura.test',
    ).searchParams.get('token')!;
    expect((await api.request('POST', '/mail/unsubscribe', { body: { token } })).status).toBe(200);
    const second = await owner.request('POST', sharePath(await newCreation()), {
      email,
      permission: 'editor',
    });
    expect([second.status, second.body.status, second.body.notified]).toEqual([
      201,
      'pending',
      false,
    ]);
    expect(outbox.list(email)).toHaveLength(1);
  });
});

describe('sharing a creation', () => {
  it('shares with an email of a user as editor, and they can open and change it', async () => {
    const creation = await newCreation();
    const shared = await owner.request('POST', sharePath(creation), {
      email: editor.email.toUpperCase(),
      permission: 'editor',
    });
    expect(shared.status).toBe(201);
    expect(shared.body).toMatchObject({
      creationId: creation.id,
      permission: 'editor',
      email: editor.email,
      status: 'active',
      user: { email: editor.email, name: editor.name },
      sharedBy: { email: owner.email },
    });

    const opened = await editor.request('GET', `/user-creations/${creation.id}`);
    expect([opened.status, opened.body.access]).toEqual([200, 'editor']);
    const ownView = await owner.request('GET', `/user-creations/${creation.id}`);
    expect(ownView.body.access).toBe('owner');
    const slidePath = `/user-creations/${creation.id}/slide/${creation.slides[0]!.id}`;
    const saved = await editor.request('PUT', `${slidePath}/content`, {
      revision: 0,
      content: sampleDocument(),
    });
    expect(saved.status).toBe(200);
    // Editors see the share list but cannot share, unshare or delete.
    const list = await editor.request('GET', sharePath(creation));
    expect(list.body.data).toHaveLength(1);
    const reshare = await editor.request('POST', sharePath(creation), {
      email: stranger.email,
      permission: 'editor',
    });
    expect([reshare.status, reshare.body.message]).toEqual([
      403,
      'Only the owner can share this creation.',
    ]);
    const deleted = await editor.request('DELETE', `/user-creations/${creation.id}`);
    expect(deleted.status).toBe(403);
  });

  it('shares by user id as commentor, who can read but not change it', async () => {
    const creation = await newCreation();
    const { body: me } = await commentor.request('GET', '/auth/verify-token-validity');
    // `user` is the spec's name for the user id (`userId` its alias).
    const shared = await owner.request('POST', sharePath(creation), {
      user: me.user.id,
      permission: 'commentor',
    });
    expect([shared.status, shared.body.user.id]).toEqual([201, me.user.id]);
    const opened = await commentor.request('GET', `/user-creations/${creation.id}`);
    expect(opened.body.access).toBe('commentor');
    const slidePath = `/user-creations/${creation.id}/slide/${creation.slides[0]!.id}`;
    const content = await commentor.request('GET', `${slidePath}/content`);
    expect(content.status).toBe(200);
    const saved = await commentor.request('PUT', `${slidePath}/content`, {
      revision: 0,
      content: sampleDocument(),
    });
    expect([saved.status, saved.body.message]).toEqual([403, 'You cannot change this creation.']);
    const renamed = await commentor.request('PUT', `/user-creations/${creation.id}`, {
      name: 'Mine',
    });
    expect(renamed.status).toBe(403);
    const shares = await commentor.request('GET', sharePath(creation));
    expect(shares.status).toBe(403);
  });

  it('lists what is shared with me, with who shared it and the permission', async () => {
    const creation = await newCreation('For the reviewer');
    await owner.request('POST', sharePath(creation), {
      email: stranger.email,
      permission: 'commentor',
    });
    const mine = await stranger.request('GET', '/user-creations/shared');
    expect(mine.status).toBe(200);
    const entry = mine.body.data.find(
      (item: { creation: CreationReply }) => item.creation.id === creation.id,
    );
    expect(entry).toMatchObject({
      permission: 'commentor',
      sharedBy: { id: expect.any(String), email: owner.email, name: owner.name },
      creation: { name: 'For the reviewer', access: 'commentor' },
    });
    // The owner's own list does not hold creations of others; theirs does not hold shared ones.
    const own = await stranger.request('GET', '/user-creations');
    expect(own.body.data.map((c: CreationReply) => c.id)).not.toContain(creation.id);
  });

  it('changes a permission, removes one share and then every share', async () => {
    const creation = await newCreation();
    const a = await owner.request('POST', sharePath(creation), {
      email: editor.email,
      permission: 'commentor',
    });
    await owner.request('POST', sharePath(creation), {
      email: commentor.email,
      permission: 'commentor',
    });
    const slidePath = `/user-creations/${creation.id}/slide/${creation.slides[0]!.id}`;
    const before = await editor.request('PUT', `${slidePath}/content`, {
      revision: 0,
      content: sampleDocument(),
    });
    expect(before.status).toBe(403);
    const changed = await owner.request('PUT', `${sharePath(creation)}/${a.body.id}`, {
      permission: 'editor',
    });
    expect([changed.status, changed.body.permission]).toEqual([200, 'editor']);
    const after = await editor.request('PUT', `${slidePath}/content`, {
      revision: 0,
      content: sampleDocument(),
    });
    expect(after.status).toBe(200);

    const removed = await owner.request('DELETE', `${sharePath(creation)}/${a.body.id}`);
    expect(removed.body).toEqual({ id: a.body.id, status: 'deleted' });
    const gone = await editor.request('GET', `/user-creations/${creation.id}`);
    expect(gone.status).toBe(404);

    const all = await owner.request('DELETE', `/user-creations/${creation.id}/sharing`);
    expect(all.body).toEqual({ creationId: creation.id, removed: 1 });
    const list = await owner.request('GET', sharePath(creation));
    expect(list.body.data).toEqual([]);
    expect((await commentor.request('GET', `/user-creations/${creation.id}`)).status).toBe(404);
  });

  it('keeps a share to an unknown email pending until that person first signs in', async () => {
    const creation = await newCreation('Before they joined');
    const email = `newcomer-${randomUUID()}@figura.test`;
    const shared = await owner.request('POST', sharePath(creation), {
      email,
      permission: 'editor',
    });
    expect(shared.body).toMatchObject({ status: 'pending', user: null, email });

    const id = randomUUID();
    const token = await api.signOn.issueToken({
      sub: `test-${id}`,
      sid: `session-${id}`,
      email,
      name: 'New Comer',
    });
    // Their first requests come together (the editor asks for the creation and its slide at
    // once): each sees the claimed share, whichever of them made the user.
    const slidePath = `/user-creations/${creation.id}/slide/${creation.slides[0]!.id}`;
    const [opened, content, theirs] = await Promise.all([
      api.request('GET', `/user-creations/${creation.id}`, { token }),
      api.request('GET', `${slidePath}/content`, { token }),
      api.request('GET', '/user-creations/shared', { token }),
    ]);
    expect([opened.status, opened.body.access, content.status]).toEqual([200, 'editor', 200]);
    expect(theirs.body.data.map((item: { creation: CreationReply }) => item.creation.id)).toEqual([
      creation.id,
    ]);
    const list = await owner.request('GET', sharePath(creation));
    expect(list.body.data[0]).toMatchObject({ status: 'active', user: { name: 'New Comer' } });
  });

  it('refuses bad shares with clear messages', async () => {
    const creation = await newCreation();
    const self = await owner.request('POST', sharePath(creation), {
      email: owner.email,
      permission: 'editor',
    });
    expect([self.status, self.body.message]).toEqual([
      400,
      'You cannot share a creation with yourself.',
    ]);
    const badPermission = await owner.request('POST', sharePath(creation), {
      email: editor.email,
      permission: 'admin',
    });
    expect(badPermission.status).toBe(400);
    expect(badPermission.body.message).toEqual([
      'permission: Permission must be editor or commentor',
    ]);
    const neither = await owner.request('POST', sharePath(creation), { permission: 'editor' });
    expect([neither.status, neither.body.message]).toEqual([
      400,
      ['Give either an email or a user id'],
    ]);
    const unknownUser = await owner.request('POST', sharePath(creation), {
      userId: randomUUID(),
      permission: 'editor',
    });
    expect([unknownUser.status, unknownUser.body.message]).toEqual([404, 'No user has this id.']);
    await owner.request('POST', sharePath(creation), { email: editor.email, permission: 'editor' });
    const twice = await owner.request('POST', sharePath(creation), {
      email: editor.email,
      permission: 'commentor',
    });
    expect(twice.status).toBe(409);
    const unknownShare = await owner.request('PUT', `${sharePath(creation)}/${randomUUID()}`, {
      permission: 'editor',
    });
    expect([unknownShare.status, unknownShare.body.message]).toEqual([404, 'Share not found']);
    const strangers = await stranger.request('POST', sharePath(creation), {
      email: stranger.email,
      permission: 'editor',
    });
    expect([strangers.status, strangers.body.message]).toEqual([404, 'Creation not found']);
    // A share of another creation is not reachable through this one.
    const other = await newCreation();
    const elsewhere = await owner.request('POST', sharePath(other), {
      email: commentor.email,
      permission: 'editor',
    });
    const crossed = await owner.request('DELETE', `${sharePath(creation)}/${elsewhere.body.id}`);
    expect(crossed.status).toBe(404);
  });

  it('stops sharing a deleted creation', async () => {
    const creation = await newCreation();
    await owner.request('POST', sharePath(creation), { email: editor.email, permission: 'editor' });
    await owner.request('DELETE', `/user-creations/${creation.id}`);
    const shared = await editor.request('GET', '/user-creations/shared?limit=200');
    expect(
      shared.body.data.map((item: { creation: CreationReply }) => item.creation.id),
    ).not.toContain(creation.id);
    expect((await editor.request('GET', `/user-creations/${creation.id}`)).status).toBe(404);
  });
});

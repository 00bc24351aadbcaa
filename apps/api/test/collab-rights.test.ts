// Rights that follow the person: two API nodes on one database and one Redis. People co-edit on
// node A; their rights change through node B (a share removed or downgraded, removal from the
// team, sign-out, account deletion) or their token expires. Within 2 seconds their connection on
// node A is closed; on reconnecting they get the rights they have now, and nothing they send
// after is stored.
import { describe, expect, it } from 'vitest';
import { ROOM_CLOSE, writeSlideDocument } from '@figura/sdk-core/collab';
import type { TestUser } from './helpers/api-harness.ts';
import { collaborate, eventually, useTwoNodes, type TestCollaborator } from './helpers/collab.ts';
import { useTestDatabase } from './helpers/database.ts';
import { sampleDocument, type CreationReply } from './helpers/documents.ts';
import { teamWorlds } from './helpers/team-world.ts';

const database = useTestDatabase();
const two = useTwoNodes(database, { emailOutboxRoute: true });
/** How soon a changed right must reach an open connection on another node. */
const WITHIN_MS = 2000;

/** Calls node B as `user`. */
const onB = (user: TestUser, method: string, path: string, body?: unknown) =>
  two.nodeB.request(method, path, { token: user.token, body });

async function sharedWith(person: TestUser, permission: 'editor' | 'commentor') {
  const reply = await two.owner.request<CreationReply>('POST', '/user-creations', {
    name: 'Rights',
  });
  const creationId = reply.body.id;
  const slideId = reply.body.slides[0]!.id;
  const path = `/user-creations/${creationId}/slide/${slideId}/content`;
  await two.owner.request('PUT', path, { revision: 0, content: sampleDocument() });
  const share = await two.owner.request('POST', `/user-creations/${creationId}/share`, {
    email: person.email,
    permission,
  });
  expect(share.status).toBe(201);
  return { creationId, slideId, path, shareId: share.body.id as string };
}

function join(user: TestUser, room: { creationId: string; slideId: string }, token = user.token) {
  const client = collaborate(two.nodeA.baseUrl, token, room.creationId, room.slideId);
  two.open.push(client);
  return client;
}

/** Waits until the server closed `client` with `code`, no later than WITHIN_MS after `since`. */
async function closedWithin(client: TestCollaborator, code: number, since: number) {
  await eventually(() => expect(client.closes).toContain(code), WITHIN_MS + 3000);
  expect(Date.now() - since).toBeLessThan(WITHIN_MS + 500);
}

/** An edit `client` makes now never reaches the stored slide. */
async function notStored(client: TestCollaborator, path: string) {
  writeSlideDocument(client.doc, { ...client.read(), background: '#abcabc' });
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect((await two.owner.request('GET', path)).body.content.background).not.toBe('#abcabc');
}

describe('rights that follow the person, across API nodes', () => {
  it('closes an editor’s connection when their share is removed; they cannot come back', async () => {
    const editor = await two.nodeA.newUser();
    const room = await sharedWith(editor, 'editor');
    const client = join(editor, room);
    await client.synced;
    const since = Date.now();
    expect(
      (await onB(two.owner, 'DELETE', `/user-creations/${room.creationId}/share/${room.shareId}`))
        .status,
    ).toBe(200);
    await closedWithin(client, ROOM_CLOSE.accessChanged.code, since);
    await eventually(() => expect(client.refusals.length).toBeGreaterThan(0));
    await notStored(client, room.path);
  });

  it('makes a downgraded editor read-only', async () => {
    const editor = await two.nodeA.newUser();
    const room = await sharedWith(editor, 'editor');
    const client = join(editor, room);
    await client.synced;
    const since = Date.now();
    const downgraded = await onB(
      two.owner,
      'PUT',
      `/user-creations/${room.creationId}/share/${room.shareId}`,
      {
        permission: 'commentor',
      },
    );
    expect(downgraded.status).toBe(200);
    await closedWithin(client, ROOM_CLOSE.accessChanged.code, since);
    await eventually(() => expect(client.provider.authorizedScope).toBe('readonly'));
    await notStored(client, room.path);
  });

  it('closes a connection when its person signs out', async () => {
    const editor = await two.nodeA.newUser();
    const room = await sharedWith(editor, 'editor');
    const client = join(editor, room);
    await client.synced;
    const since = Date.now();
    expect((await onB(editor, 'POST', '/auth/logout', {})).status).toBe(200);
    await closedWithin(client, ROOM_CLOSE.signedOut.code, since);
    await eventually(() => expect(client.refusals.length).toBeGreaterThan(0));
    await notStored(client, room.path);
  });

  it('closes a connection when its person deletes their account', async () => {
    const editor = await two.nodeA.newUser();
    const room = await sharedWith(editor, 'editor');
    const client = join(editor, room);
    await client.synced;
    const since = Date.now();
    expect((await onB(editor, 'DELETE', '/profiles')).status).toBe(200);
    await closedWithin(client, ROOM_CLOSE.accessChanged.code, since);
    await notStored(client, room.path);
  });

  it('closes a connection when its token expires', async () => {
    const editor = await two.nodeA.newUser();
    const room = await sharedWith(editor, 'editor');
    const expiresAt = Math.floor(Date.now() / 1000) + 3;
    const shortLived = await two.nodeA.signOn.issueToken(editor, { expiresAt });
    const client = join(editor, room, shortLived);
    await client.synced;
    await closedWithin(client, ROOM_CLOSE.signedOut.code, expiresAt * 1000);
  });

  it('closes a team member’s connection when they leave the team', async () => {
    const world = await teamWorlds(() => two.nodeA, database).newWorld();
    const { member, teamAdmin } = world.callers;
    const room = { creationId: world.creationId, slideId: world.slideId };
    const client = join(member, room);
    await client.synced;
    const since = Date.now();
    const removed = await onB(
      teamAdmin,
      'DELETE',
      `/teams/${world.teamId}/member/${world.memberId}`,
    );
    expect(removed.status).toBe(200);
    await closedWithin(client, ROOM_CLOSE.accessChanged.code, since);
    await eventually(() => expect(client.refusals.length).toBeGreaterThan(0));
  });
});

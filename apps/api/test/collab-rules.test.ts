// A co-editing room holds a change to the rules of a REST save: what a save refuses is refused
// to its sender alone (and they are told), everyone else's work goes on and is stored, and a
// slide written outside the room (a version restored, the creation resized) reaches the room.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { eq } from 'drizzle-orm';
import { ROOM_CLOSE, slideToYDoc, writeSlideDocument } from '@figura/sdk-core/collab';
import {
  LINKED_IMAGE_MESSAGE,
  UNKNOWN_FILE_MESSAGE,
  slideDocumentSchema,
  type SlideDocument,
} from '@figura/sdk-core/schema';
import { slideCollabStates, slides } from '../src/db/schema.ts';
import { useTestDatabase } from './helpers/database.ts';
import { startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import { collaborate, eventually, type TestCollaborator } from './helpers/collab.ts';
import { imageElement, solidPng, upload } from './helpers/files.ts';
import { sampleDocument, type CreationReply } from './helpers/documents.ts';

const database = useTestDatabase();
let api: ApiHarness;
let owner: TestUser;
let editor: TestUser;
const open: TestCollaborator[] = [];

beforeAll(async () => {
  api = await startApi({ collabStoreDebounceMs: 50 }, { database });
  [owner, editor] = [await api.newUser(), await api.newUser()];
});

afterAll(async () => {
  for (const client of open) client.close();
  await api.close();
});

/** The owner's new slide (the sample document), shared with `editor` as editor. */
async function sharedSlide() {
  const reply = await owner.request<CreationReply>('POST', '/user-creations', { name: 'Rules' });
  const creationId = reply.body.id;
  const slideId = reply.body.slides[0]!.id;
  const path = `/user-creations/${creationId}/slide/${slideId}/content`;
  expect(
    (await owner.request('PUT', path, { revision: 0, content: sampleDocument() })).status,
  ).toBe(200);
  const shared = await owner.request('POST', `/user-creations/${creationId}/share`, {
    email: editor.email,
    permission: 'editor',
  });
  expect(shared.status).toBe(201);
  return { creationId, slideId, path };
}

function join(
  user: TestUser,
  room: { creationId: string; slideId: string },
  harness: ApiHarness = api,
): TestCollaborator {
  const client = collaborate(harness.baseUrl, user.token, room.creationId, room.slideId);
  open.push(client);
  return client;
}

/** Puts `element` (as JSON, valid or not) on top of the client's slide. */
function addElement(client: TestCollaborator, element: Record<string, unknown>): void {
  const current = client.read();
  writeSlideDocument(client.doc, {
    ...current,
    elements: [...current.elements, element],
  } as SlideDocument);
}

/** Moves rect-1 to `left` in the client's slide. */
function moveRect(client: TestCollaborator, left: number): void {
  const current = client.read();
  writeSlideDocument(client.doc, {
    ...current,
    elements: current.elements.map((e) => (e.id === 'rect-1' ? { ...e, left } : e)),
  });
}

/**
 * `sender` adds `element`: they alone are told why it was refused and their connection closes;
 * the owner, in the same room, never sees it, and their next edit is stored.
 */
async function expectRefused(element: Record<string, unknown>, problem: RegExp | string) {
  const room = await sharedSlide();
  const sender = join(editor, room);
  const other = join(owner, room);
  await Promise.all([sender.synced, other.synced]);

  addElement(sender, element);
  await eventually(() =>
    expect(sender.notices).toContainEqual({
      figura: 'change-refused',
      problem: expect.stringMatching(problem),
    }),
  );
  await eventually(() => expect(sender.closes).toContain(ROOM_CLOSE.changeRefused.code));
  sender.close();
  moveRect(other, 91);
  await eventually(async () => {
    const stored = await owner.request('GET', room.path);
    expect(stored.body.content.elements[0]).toMatchObject({ id: 'rect-1', left: 91 });
  });
  const stored = await owner.request('GET', room.path);
  expect(stored.body.content.elements.map((e: { id: string }) => e.id)).toEqual([
    'rect-1',
    'text-1',
  ]);
  expect(other.read().elements.map((e) => e.id)).toEqual(['rect-1', 'text-1']);
  expect(other.notices).toEqual([]);
  return room;
}

describe('a room holds changes to the rules of a save', () => {
  it('refuses a file its sender may not read, and keeps everyone else’s work', async () => {
    const stranger = await api.newUser();
    const file = await upload(api, stranger, solidPng('#00ff00'), 'image/png');
    expect(file.status).toBe(201);
    await expectRefused(
      imageElement(`figura-file:${file.body.id}`, 'foreign-photo'),
      UNKNOWN_FILE_MESSAGE,
    );
  });

  it('refuses an image linked by URL', async () => {
    await expectRefused(
      imageElement('https://tracker.example/pixel.png', 'linked'),
      LINKED_IMAGE_MESSAGE,
    );
  });

  it('refuses a file id that does not exist (exports and thumbnails keep working)', async () => {
    const room = await expectRefused(
      imageElement(`figura-file:${'0'.repeat(64)}`, 'ghost'),
      UNKNOWN_FILE_MESSAGE,
    );
    const thumbnail = await owner.request('GET', `/user-creations/${room.creationId}/thumbnail`);
    expect(thumbnail.status).toBe(200);
  });

  it('accepts the sender’s own upload, and the other people in the room may read it', async () => {
    const room = await sharedSlide();
    const file = await upload(api, editor, solidPng('#0000ff'), 'image/png');
    const sender = join(editor, room);
    await sender.synced;
    addElement(sender, imageElement(`figura-file:${file.body.id}`, 'own-photo'));
    await eventually(async () => {
      const stored = await owner.request('GET', room.path);
      expect(stored.body.content.elements.map((e: { id: string }) => e.id)).toContain('own-photo');
    });
    expect((await owner.request('GET', `/files/${file.body.id}`)).status).toBe(200);
    expect(sender.notices).toEqual([]);
  });

  it('refuses an invalid element; the others’ edits are stored, also after a restart', async () => {
    const room = await expectRefused({ type: 'rect', id: 'bad', left: 'not-a-number' }, /bad/);
    // Another API on the same database, as after a restart.
    const after = await startApi({ collabStoreDebounceMs: 50 }, { database });
    const fresh = collaborate(
      after.baseUrl,
      await after.signOn.issueToken(owner),
      room.creationId,
      room.slideId,
    );
    try {
      await fresh.synced;
      expect(fresh.read().elements.map((e) => e.id)).toEqual(['rect-1', 'text-1']);
      expect(fresh.read().elements[0]).toMatchObject({ left: 91 });
    } finally {
      fresh.close();
      await after.close();
    }
  });

  it('opens a room whose saved state a save would refuse from the slide instead', async () => {
    const room = await sharedSlide();
    const [slide] = await database.db.select().from(slides).where(eq(slides.id, room.slideId));
    // A state stored before rooms were checked: an element the schema refuses.
    const poisoned = slideToYDoc(slideDocumentSchema.parse(sampleDocument()));
    poisoned.getMap<Y.Map<unknown>>('elements').get('rect-1')!.set('left', 'not-a-number');
    await database.db.insert(slideCollabStates).values({
      slideId: room.slideId,
      state: Buffer.from(Y.encodeStateAsUpdate(poisoned)),
      revision: slide!.revision,
    });
    const client = join(owner, room);
    await client.synced;
    expect(client.read().elements[0]).toMatchObject({ id: 'rect-1', left: 0 });
    moveRect(client, 33);
    await eventually(async () => {
      const stored = await owner.request('GET', room.path);
      expect(stored.body.content.elements[0]).toMatchObject({ left: 33 });
    });
  });
});

describe('a slide written outside its open room', () => {
  it('a restored version reaches the room and a joining client, and survives the next store', async () => {
    const room = await sharedSlide();
    const first = join(owner, room);
    await first.synced;
    writeSlideDocument(first.doc, { ...first.read(), background: '#112233' });
    await eventually(async () => {
      const stored = await owner.request('GET', room.path);
      expect(stored.body.content.background).toBe('#112233');
    });
    const versions = await owner.request(
      'GET',
      `/user-creations/${room.creationId}/slide/${room.slideId}/backups`,
    );
    const original = versions.body.data.find((v: { revision: number }) => v.revision === 1);
    const restored = await owner.request(
      'POST',
      `/user-creations/${room.creationId}/slide/${room.slideId}/backups/${original.versionId}/restore`,
    );
    expect(restored.status).toBe(200);
    await eventually(() => expect(first.read().background).toBe('#ffffff'));

    const joining = join(editor, room);
    await joining.synced;
    expect(joining.read().background).toBe('#ffffff');
    moveRect(joining, 64);
    await eventually(async () => {
      const stored = await owner.request('GET', room.path);
      expect(stored.body.content).toMatchObject({ background: '#ffffff' });
      expect(stored.body.content.elements[0]).toMatchObject({ left: 64 });
    });
  });

  it('a resize reaches the room and a joining client, and survives the next store', async () => {
    const room = await sharedSlide();
    const first = join(owner, room);
    await first.synced;
    const resized = await owner.request('PUT', `/user-creations/${room.creationId}`, {
      width: 800,
      height: 600,
    });
    expect(resized.status).toBe(200);
    await eventually(() => expect(first.read()).toMatchObject({ width: 800, height: 600 }));
    expect(first.notices).toContainEqual({ figura: 'slides' });
    const joining = join(editor, room);
    await joining.synced;
    expect(joining.read()).toMatchObject({ width: 800, height: 600 });
    moveRect(first, 12);
    await eventually(async () => {
      const stored = await owner.request('GET', room.path);
      expect(stored.body.content).toMatchObject({ width: 800, height: 600 });
      expect(stored.body.content.elements[0]).toMatchObject({ left: 12 });
    });
  });

  it('tells the people in a slide’s room when its comments change', async () => {
    const room = await sharedSlide();
    const watching = join(editor, room);
    await watching.synced;
    const base = `/user-creations/${room.creationId}/slide/${room.slideId}/comment`;
    const made = await owner.request('POST', base, { text: 'Check the scale bar' });
    expect(made.status).toBe(201);
    await eventually(() => expect(watching.notices).toEqual([{ figura: 'comments' }]));
    await owner.request('PUT', `${base}/${made.body.id}`, { checked: true });
    await eventually(() => expect(watching.notices).toHaveLength(2));
  });

  it('a deleted slide closes its room; the creation’s other rooms hear its slides changed', async () => {
    const room = await sharedSlide();
    const added = await owner.request('POST', `/user-creations/${room.creationId}/slide`, {});
    const other = { creationId: room.creationId, slideId: added.body.id as string };
    const onDeleted = join(owner, room);
    const onOther = join(editor, other);
    await Promise.all([onDeleted.synced, onOther.synced]);
    const deleted = await owner.request(
      'DELETE',
      `/user-creations/${room.creationId}/slide/${room.slideId}`,
    );
    expect(deleted.status).toBe(200);
    await eventually(() => expect(onDeleted.closes).toContain(ROOM_CLOSE.slideRemoved.code));
    await eventually(() => expect(onOther.notices).toContainEqual({ figura: 'slides' }));
  });
});

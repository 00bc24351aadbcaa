// Real-time co-editing through the API's rooms: providers in Node against a running API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStoreMessage, writeSlideDocument } from '@figura/sdk-core/collab';
import { eq } from 'drizzle-orm';
import { slideBackups } from '../src/db/schema.ts';
import { useTestDatabase } from './helpers/database.ts';
import { startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import { collaborate, eventually, type TestCollaborator } from './helpers/collab.ts';
import { sampleDocument, type CreationReply } from './helpers/documents.ts';

const database = useTestDatabase();
let api: ApiHarness;
let owner: TestUser;
const open: TestCollaborator[] = [];

beforeAll(async () => {
  // Rooms are stored 50 ms after their last change, so the tests see stores quickly.
  api = await startApi({ collabStoreDebounceMs: 50 }, { database });
  owner = await api.newUser();
});

afterAll(async () => {
  for (const client of open) client.close();
  await api.close();
});

async function newSlide(user: TestUser = owner) {
  const reply = await user.request<CreationReply>('POST', '/user-creations', { name: 'Co-edit' });
  const creation = reply.body;
  const slideId = creation.slides[0]!.id;
  const path = `/user-creations/${creation.id}/slide/${slideId}/content`;
  const saved = await user.request('PUT', path, { revision: 0, content: sampleDocument() });
  expect(saved.status).toBe(200);
  return { creationId: creation.id, slideId, path };
}

function join(user: TestUser, creationId: string, slideId: string): TestCollaborator {
  const client = collaborate(api.baseUrl, user.token, creationId, slideId);
  open.push(client);
  return client;
}

describe('co-editing rooms', () => {
  it('gives both people the stored slide, and each one the other’s edits', async () => {
    const { creationId, slideId } = await newSlide();
    const a = join(owner, creationId, slideId);
    const b = join(owner, creationId, slideId);
    await Promise.all([a.synced, b.synced]);
    expect(a.read().elements.map((e) => e.id)).toEqual(['rect-1', 'text-1']);

    const start = a.read();
    writeSlideDocument(a.doc, {
      ...start,
      elements: start.elements.map((e) => (e.id === 'rect-1' ? { ...e, left: 77 } : e)),
    });
    const fromB = b.read();
    writeSlideDocument(b.doc, {
      ...fromB,
      elements: fromB.elements.map((e) => (e.id === 'text-1' ? { ...e, top: 11 } : e)),
    });
    await eventually(() => {
      for (const client of [a, b]) {
        const [rect, text] = client.read().elements;
        expect(rect).toMatchObject({ id: 'rect-1', left: 77 });
        expect(text).toMatchObject({ id: 'text-1', top: 11 });
      }
    });
  });

  it('stores the room into the slide, validated, with a new revision and a backup', async () => {
    const { creationId, slideId, path } = await newSlide();
    const a = join(owner, creationId, slideId);
    await a.synced;
    const start = a.read();
    writeSlideDocument(a.doc, { ...start, background: '#123456' });
    await eventually(async () => {
      const stored = await owner.request('GET', path);
      expect(stored.body.content.background).toBe('#123456');
      expect(stored.body.revision).toBe(2);
      // Stored as a REST save stores it: defaults filled in, schema version first.
      expect(stored.bytes.toString()).toContain('"content":{"schemaVersion":');
    });
    const backups = await database.db
      .select({ revision: slideBackups.revision, content: slideBackups.content })
      .from(slideBackups)
      .where(eq(slideBackups.slideId, slideId));
    expect(backups.map((backup) => backup.revision).sort()).toEqual([1, 2]);
  });

  it('stores the room at once when a client asks (its autosave), and says so', async () => {
    const { creationId, slideId, path } = await newSlide();
    const a = join(owner, creationId, slideId);
    await a.synced;
    writeSlideDocument(a.doc, { ...a.read(), background: '#654321' });
    const replies: unknown[] = [];
    a.provider.on('stateless', ({ payload }: { payload: string }) =>
      replies.push(parseStoreMessage(payload)),
    );
    await eventually(() => expect(a.provider.hasUnsyncedChanges).toBe(false));
    a.provider.sendStateless(JSON.stringify({ figura: 'store', id: 7 }));
    await eventually(() => expect(replies).toEqual([{ figura: 'stored', id: 7, revision: 2 }]));
    const stored = await owner.request('GET', path);
    expect(stored.body.content.background).toBe('#654321');
  });

  it('does not store a document the schema refuses, and stores the next valid one', async () => {
    const { creationId, slideId, path } = await newSlide();
    const a = join(owner, creationId, slideId);
    await a.synced;
    const start = a.read();
    // An opacity of 5 is out of the schema's range.
    writeSlideDocument(a.doc, {
      ...start,
      elements: start.elements.map((e) => (e.id === 'rect-1' ? { ...e, opacity: 5 } : e)),
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    const unchanged = await owner.request('GET', path);
    expect(unchanged.body.revision).toBe(1);
    expect(unchanged.body.content.elements[0].opacity).toBe(1);

    writeSlideDocument(a.doc, {
      ...start,
      elements: start.elements.map((e) => (e.id === 'rect-1' ? { ...e, opacity: 0.5 } : e)),
    });
    await eventually(async () => {
      const stored = await owner.request('GET', path);
      expect(stored.body.revision).toBe(2);
      expect(stored.body.content.elements[0].opacity).toBe(0.5);
    });
  });

  it('brings a REST save into the live room; a save on an old revision is still refused', async () => {
    const { creationId, slideId, path } = await newSlide();
    const a = join(owner, creationId, slideId);
    await a.synced;
    const saved = await owner.request('PUT', path, {
      revision: 1,
      content: { ...sampleDocument(), background: '#00ff00' },
    });
    expect(saved.status).toBe(200);
    await eventually(() => expect(a.read().background).toBe('#00ff00'));
    const stale = await owner.request('PUT', path, { revision: 1, content: sampleDocument() });
    expect(stale.status).toBe(409);
    // The room stores the save back unchanged: no new revision of its own.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await owner.request('GET', path)).body.revision).toBe(2);
  });

  it('opens a room with a REST save made while it was closed', async () => {
    const { creationId, slideId, path } = await newSlide();
    const first = join(owner, creationId, slideId);
    await first.synced;
    first.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const saved = await owner.request('PUT', path, {
      revision: 1,
      content: { ...sampleDocument(), background: '#0000ff' },
    });
    expect(saved.status).toBe(200);
    const again = join(owner, creationId, slideId);
    await again.synced;
    expect(again.read().background).toBe('#0000ff');
  });

  it('refuses a stranger, a bad token and a room that is not a slide of the creation', async () => {
    const { creationId, slideId } = await newSlide();
    const stranger = await api.newUser();
    await expect(join(stranger, creationId, slideId).synced).rejects.toThrow(/refused/);
    const forged = { ...owner, token: `${owner.token.slice(0, -4)}AAAA` };
    await expect(join(forged, creationId, slideId).synced).rejects.toThrow(/refused/);
    const other = await newSlide();
    await expect(join(owner, creationId, other.slideId).synced).rejects.toThrow(/refused/);
  });

  it('lets a commentor watch the room, never change it; an editor edits', async () => {
    const { creationId, slideId, path } = await newSlide();
    const [commentor, editor] = [await api.newUser(), await api.newUser()];
    const base = `/user-creations/${creationId}/share`;
    for (const [user, permission] of [
      [commentor, 'commentor'],
      [editor, 'editor'],
    ] as const)
      expect((await owner.request('POST', base, { email: user.email, permission })).status).toBe(
        201,
      );
    const watching = join(commentor, creationId, slideId);
    const editing = join(editor, creationId, slideId);
    const owning = join(owner, creationId, slideId);
    await Promise.all([watching.synced, editing.synced, owning.synced]);

    // The commentor's change stays on their side: nobody else sees it, nothing is stored.
    writeSlideDocument(watching.doc, { ...watching.read(), background: '#ff00ff' });
    // The editor's does reach the others, and is stored.
    const fromEditor = editing.read();
    writeSlideDocument(editing.doc, {
      ...fromEditor,
      elements: fromEditor.elements.map((e) => (e.id === 'rect-1' ? { ...e, left: 42 } : e)),
    });
    await eventually(async () => {
      expect(owning.read().elements[0]).toMatchObject({ left: 42 });
      expect(watching.read().elements[0]).toMatchObject({ left: 42 });
      const stored = await owner.request('GET', path);
      expect(stored.body.content.elements[0].left).toBe(42);
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(owning.read().background).not.toBe('#ff00ff');
    expect(editing.read().background).not.toBe('#ff00ff');
    expect((await owner.request('GET', path)).body.content.background).not.toBe('#ff00ff');
  });
});

import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creationFiles, creations, exportJobs, slideBackups, slides } from '../src/db/schema.ts';
import { runHousekeeping } from '../src/creations/housekeeping.ts';
import { startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import { useTestDatabase } from './helpers/database.ts';
import { sampleDocument, type CreationReply } from './helpers/documents.ts';
import { embedUser, testPartner } from './helpers/embed.ts';
import { imageElement, solidPng, upload } from './helpers/files.ts';

type Created = CreationReply & { slug: string; folderId: string | null };

const database = useTestDatabase();
const partner = testPartner(61);
let api: ApiHarness;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  api = await startApi({ partners: [partner.partner] }, { database });
  owner = await api.newUser();
  stranger = await api.newUser();
});

afterAll(async () => {
  await api.close();
});

async function create(user: TestUser, name = 'Cell cycle'): Promise<Created> {
  const reply = await user.request<Created>('POST', '/user-creations', { name });
  expect(reply.status).toBe(201);
  return reply.body;
}

const DAY_MS = 24 * 60 * 60 * 1000;

describe('trash', () => {
  it('lists my deleted creations newest first with their purge date, and restores one', async () => {
    const first = await create(owner, 'First');
    const second = await create(owner, 'Second');
    expect((await owner.request('DELETE', `/user-creations/${first.id}`)).status).toBe(200);
    expect((await owner.request('DELETE', `/user-creations/${second.id}`)).status).toBe(200);

    const trash = await owner.request('GET', '/user-creations/deleted');
    expect(trash.status).toBe(200);
    expect(trash.body.data.map((row: Created) => row.id)).toEqual([second.id, first.id]);
    const [latest] = trash.body.data as { deletedAt: string; purgeAt: string }[];
    expect(Date.parse(latest!.purgeAt) - Date.parse(latest!.deletedAt)).toBe(30 * DAY_MS);
    // A stranger's trash does not hold them.
    expect((await stranger.request('GET', '/user-creations/deleted')).body.total).toBe(0);

    const restored = await owner.request('PUT', `/user-creations/${first.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id: first.id, status: 'available', name: 'First' });
    expect((await owner.request('GET', `/user-creations/${first.id}`)).status).toBe(200);
    const after = await owner.request('GET', '/user-creations/deleted');
    expect(after.body.data.map((row: Created) => row.id)).toEqual([second.id]);
  });

  it('answers 404 to restoring a live creation, a stranger’s, or an unknown one; 400 to a bad id', async () => {
    const live = await create(owner);
    expect((await owner.request('PUT', `/user-creations/${live.id}/restore`)).status).toBe(404);
    const deleted = await create(owner);
    await owner.request('DELETE', `/user-creations/${deleted.id}`);
    expect((await stranger.request('PUT', `/user-creations/${deleted.id}/restore`)).status).toBe(
      404,
    );
    expect((await owner.request('PUT', `/user-creations/${randomUUID()}/restore`)).status).toBe(
      404,
    );
    expect((await owner.request('PUT', '/user-creations/nope/restore')).status).toBe(400);
    expect((await api.request('PUT', `/user-creations/${deleted.id}/restore`)).status).toBe(401);
    expect((await api.request('GET', '/user-creations/deleted')).status).toBe(401);
  });

  it('purges creations deleted more than 30 days ago, with their slides, versions and file uses', async () => {
    const old = await create(owner, 'Old');
    const recent = await create(owner, 'Recent');
    const slideId = old.slides[0]!.id;
    // A photo stored as a file: the creation's use of it goes with it, the file stays.
    const photo = await upload(api, owner, solidPng('#ff0000'), 'image/png');
    expect(photo.status).toBe(201);
    const fileId = (photo.body as { id: string }).id;
    const document = sampleDocument(1200, 600);
    const saved = await owner.request('PUT', `/user-creations/${old.id}/slide/${slideId}/content`, {
      revision: 0,
      content: {
        ...document,
        elements: [...document.elements, imageElement(`figura-file:${fileId}`)],
      },
    });
    expect(saved.status).toBe(200);
    await owner.request('DELETE', `/user-creations/${old.id}`);
    await owner.request('DELETE', `/user-creations/${recent.id}`);
    const { db } = database;
    await db
      .update(creations)
      .set({ deletedAt: new Date(Date.now() - 31 * DAY_MS) })
      .where(eq(creations.id, old.id));
    await db
      .update(creations)
      .set({ deletedAt: new Date(Date.now() - 29 * DAY_MS) })
      .where(eq(creations.id, recent.id));

    const result = await runHousekeeping(db);
    expect(result.purgedCreations).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ id: creations.id })
      .from(creations)
      .where(inArray(creations.id, [old.id, recent.id]));
    expect(left.map((row) => row.id)).toEqual([recent.id]);
    expect(await db.select().from(slides).where(eq(slides.id, slideId))).toEqual([]);
    expect(await db.select().from(slideBackups).where(eq(slideBackups.slideId, slideId))).toEqual(
      [],
    );
    expect(await db.select().from(exportJobs).where(eq(exportJobs.creationId, old.id))).toEqual([]);
    expect(
      await db.select().from(creationFiles).where(eq(creationFiles.creationId, old.id)),
    ).toEqual([]);
    expect((await owner.request('GET', `/files/${fileId}`)).status).toBe(200);
    // Once purged it cannot be restored.
    expect((await owner.request('PUT', `/user-creations/${old.id}/restore`)).status).toBe(404);
  });

  it('gives a journal submission’s token no trash and no restore (outside its lane)', async () => {
    const author = await embedUser(api, partner);
    const made = await author.request<Created>('POST', '/user-creations', { name: 'Mine' });
    expect(made.status).toBe(201);
    expect((await author.request('GET', '/user-creations/deleted')).status).toBe(403);
    expect((await author.request('PUT', `/user-creations/${made.body.id}/restore`)).status).toBe(
      403,
    );
  });
});

describe('slugs', () => {
  it('gives each creation a readable, unique, stable slug that opens it', async () => {
    const a = await create(owner, 'Über Cell: Division!');
    const b = await create(owner, 'Über Cell: Division!');
    expect(a.slug).toMatch(/^uber-cell-division-[a-z0-9]{8}$/);
    expect(b.slug).not.toBe(a.slug);

    await owner.request('PUT', `/user-creations/${a.id}`, { name: 'Renamed' });
    const bySlug = await owner.request('GET', `/user-creations/slug/${a.slug}`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body).toMatchObject({ id: a.id, name: 'Renamed', slug: a.slug });
  });

  it('answers like GET by id: 404 for a stranger, a deleted or unknown slug; 400 for a bad one', async () => {
    const mine = await create(owner);
    expect((await stranger.request('GET', `/user-creations/slug/${mine.slug}`)).status).toBe(404);
    expect((await owner.request('GET', '/user-creations/slug/no-such-slug-00000000')).status).toBe(
      404,
    );
    expect((await owner.request('GET', '/user-creations/slug/Not%20A%20Slug')).status).toBe(400);
    expect((await api.request('GET', `/user-creations/slug/${mine.slug}`)).status).toBe(401);
    await owner.request('DELETE', `/user-creations/${mine.id}`);
    expect((await owner.request('GET', `/user-creations/slug/${mine.slug}`)).status).toBe(404);
  });
});

describe('folders', () => {
  it('creates, lists, renames and deletes folders; deleting one moves its creations to the top', async () => {
    const user = await api.newUser();
    const made = await user.request('POST', '/user-creations/folders', { name: '  Grant 2026 ' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'Grant 2026', creationCount: 0 });
    const folderId = made.body.id as string;

    const inside = await create(user, 'Inside');
    const outside = await create(user, 'Outside');
    const moved = await user.request('PUT', `/user-creations/${inside.id}`, { folderId });
    expect(moved.status).toBe(200);
    expect(moved.body.folderId).toBe(folderId);

    const list = (query: string) =>
      user
        .request('GET', `/user-creations${query}`)
        .then((reply) => reply.body.data.map((row: Created) => row.name));
    expect(await list(`?folderId=${folderId}`)).toEqual(['Inside']);
    expect(await list('?folderId=none')).toEqual(['Outside']);
    expect((await list('')).sort()).toEqual(['Inside', 'Outside']);

    const renamed = await user.request('PUT', `/user-creations/folders/${folderId}`, {
      name: 'Grant 2027',
    });
    expect(renamed.body).toMatchObject({ id: folderId, name: 'Grant 2027', creationCount: 1 });
    const folders = await user.request('GET', '/user-creations/folders');
    expect(folders.body.data).toEqual([
      expect.objectContaining({ name: 'Grant 2027', creationCount: 1 }),
    ]);

    const deleted = await user.request('DELETE', `/user-creations/folders/${folderId}`);
    expect(deleted.body).toEqual({ id: folderId, status: 'deleted', movedCreations: 1 });
    expect((await user.request('GET', `/user-creations/${inside.id}`)).body.folderId).toBeNull();
    expect((await list('?folderId=none')).sort()).toEqual(['Inside', 'Outside']);
    expect((await user.request('GET', '/user-creations/folders')).body.data).toEqual([]);

    // Back to the top level with null.
    const again = await user.request('POST', '/user-creations/folders', { name: 'Again' });
    await user.request('PUT', `/user-creations/${outside.id}`, { folderId: again.body.id });
    const top = await user.request('PUT', `/user-creations/${outside.id}`, { folderId: null });
    expect(top.body.folderId).toBeNull();
  });

  it('keeps folders to their owner: 404 for another’s folder, 400 for bad input, 401 without a token', async () => {
    const theirs = await stranger.request('POST', '/user-creations/folders', { name: 'Theirs' });
    const folderId = theirs.body.id as string;
    const mine = await create(owner);
    expect((await owner.request('PUT', `/user-creations/${mine.id}`, { folderId })).status).toBe(
      404,
    );
    expect(
      (await owner.request('PUT', `/user-creations/folders/${folderId}`, { name: 'x' })).status,
    ).toBe(404);
    expect((await owner.request('DELETE', `/user-creations/folders/${folderId}`)).status).toBe(404);
    expect((await owner.request('GET', '/user-creations/folders')).body.data).not.toContainEqual(
      expect.objectContaining({ id: folderId }),
    );
    // A stranger cannot move my creation into their folder either.
    expect((await stranger.request('PUT', `/user-creations/${mine.id}`, { folderId })).status).toBe(
      404,
    );

    expect((await owner.request('POST', '/user-creations/folders', { name: '  ' })).status).toBe(
      400,
    );
    expect((await owner.request('PUT', '/user-creations/folders/nope', { name: 'a' })).status).toBe(
      400,
    );
    expect(
      (await owner.request('PUT', `/user-creations/${mine.id}`, { folderId: 'nope' })).status,
    ).toBe(400);
    expect((await owner.request('GET', '/user-creations?folderId=nope')).status).toBe(400);
    expect((await api.request('GET', '/user-creations/folders')).status).toBe(401);
    expect(
      (await api.request('POST', '/user-creations/folders', { body: { name: 'a' } })).status,
    ).toBe(401);
  });

  it('gives a journal submission’s token no folders (outside its lane)', async () => {
    const author = await embedUser(api, partner);
    expect((await author.request('GET', '/user-creations/folders')).status).toBe(403);
    expect((await author.request('POST', '/user-creations/folders', { name: 'x' })).status).toBe(
      403,
    );
  });
});

describe('thumbnails', () => {
  it('draws the first slide small, keeps it until the slide changes, then draws it again', async () => {
    const creation = await create(owner, 'Drawn');
    const slideId = creation.slides[0]!.id;
    await owner.request('PUT', `/user-creations/${creation.id}/slide/${slideId}/content`, {
      revision: 0,
      content: sampleDocument(1200, 600),
    });
    const first = await owner.request(
      'GET',
      `/user-creations/${creation.id}/thumbnail?v=${slideId}.1`,
    );
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.headers.get('cache-control')).toContain('immutable');
    expect(first.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(first.bytes.readUInt32BE(16)).toBe(320); // width from the IHDR chunk
    expect(first.bytes.readUInt32BE(20)).toBe(160);

    // The second answer is the stored drawing (byte for byte), with no export job left behind.
    const again = await owner.request('GET', `/user-creations/${creation.id}/thumbnail`);
    expect(again.bytes.equals(first.bytes)).toBe(true);
    expect(again.headers.get('cache-control')).toBe('no-cache');
    const jobs = await database.db
      .select()
      .from(exportJobs)
      .where(eq(exportJobs.creationId, creation.id));
    expect(jobs).toEqual([]);

    await owner.request('PUT', `/user-creations/${creation.id}/slide/${slideId}/content`, {
      revision: 1,
      content: { ...sampleDocument(1200, 600), background: '#000000' },
    });
    const redrawn = await owner.request('GET', `/user-creations/${creation.id}/thumbnail`);
    expect(redrawn.headers.get('etag')).toBe(`"${slideId}.2"`);
    expect(redrawn.bytes.equals(first.bytes)).toBe(false);
  });

  it('answers 404 for a stranger or a deleted creation, 401 without a token', async () => {
    const creation = await create(owner);
    expect((await stranger.request('GET', `/user-creations/${creation.id}/thumbnail`)).status).toBe(
      404,
    );
    expect((await api.request('GET', `/user-creations/${creation.id}/thumbnail`)).status).toBe(401);
    await owner.request('DELETE', `/user-creations/${creation.id}`);
    expect((await owner.request('GET', `/user-creations/${creation.id}/thumbnail`)).status).toBe(
      404,
    );
  });
});

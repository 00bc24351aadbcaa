import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slideBackups } from '../src/db/schema.ts';
import { thinBackups } from '../src/creations/housekeeping.ts';
import { startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import { useTestDatabase } from './helpers/database.ts';
import { sampleDocument, type CreationReply } from './helpers/documents.ts';

const database = useTestDatabase();
let api: ApiHarness;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  api = await startApi({}, { database });
  owner = await api.newUser();
  stranger = await api.newUser();
});

afterAll(async () => {
  await api.close();
});

/** A creation whose first slide was saved with each background in turn. */
async function savedWith(backgrounds: string[]) {
  const made = await owner.request<CreationReply>('POST', '/user-creations', { name: 'History' });
  const creation = made.body;
  const slideId = creation.slides[0]!.id;
  for (const [revision, background] of backgrounds.entries()) {
    const saved = await owner.request(
      'PUT',
      `/user-creations/${creation.id}/slide/${slideId}/content`,
      {
        revision,
        content: { ...sampleDocument(1200, 600), background },
      },
    );
    expect(saved.status).toBe(200);
  }
  return { creation, slideId, backups: `/user-creations/${creation.id}/slide/${slideId}/backups` };
}

describe('versions', () => {
  it('lists a slide’s versions newest first with who saved them, and returns one’s document', async () => {
    const { slideId, backups } = await savedWith(['#111111', '#222222', '#333333']);
    const list = await owner.request('GET', backups);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(3);
    expect(list.body.data.map((row: { revision: number }) => row.revision)).toEqual([3, 2, 1]);
    expect(list.body.data[0].savedBy).toEqual({ id: expect.any(String), name: owner.name });

    const oldest = list.body.data[2].versionId as string;
    const version = await owner.request('POST', '/user-creations/get-slide-version', {
      key: slideId,
      versionId: oldest,
    });
    expect(version.status).toBe(200);
    expect(version.body).toMatchObject({ versionId: oldest, revision: 1, slideId });
    expect(version.body.content.background).toBe('#111111');

    const page = await owner.request('GET', `${backups}?limit=1&offset=1`);
    expect(page.body.data.map((row: { revision: number }) => row.revision)).toEqual([2]);
  });

  it('restores a version as a new revision; nothing is lost and the restore can be undone', async () => {
    const { creation, slideId, backups } = await savedWith(['#111111', '#222222']);
    const list = await owner.request('GET', backups);
    const [newest, oldest] = list.body.data as { versionId: string }[];

    const restored = await owner.request('POST', `${backups}/${oldest!.versionId}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.revision).toBe(3);
    const content = await owner.request(
      'GET',
      `/user-creations/${creation.id}/slide/${slideId}/content`,
    );
    expect(content.body).toMatchObject({ revision: 3, content: { background: '#111111' } });
    const after = await owner.request('GET', backups);
    expect(after.body.data.map((row: { revision: number }) => row.revision)).toEqual([3, 2, 1]);

    // An editor still at revision 2 is told the slide changed.
    const stale = await owner.request(
      'PUT',
      `/user-creations/${creation.id}/slide/${slideId}/content`,
      {
        revision: 2,
        content: sampleDocument(1200, 600),
      },
    );
    expect(stale.status).toBe(409);

    // Undo: restore the version the restore replaced.
    await owner.request('POST', `${backups}/${newest!.versionId}/restore`);
    const undone = await owner.request(
      'GET',
      `/user-creations/${creation.id}/slide/${slideId}/content`,
    );
    expect(undone.body).toMatchObject({ revision: 4, content: { background: '#222222' } });
  });

  it('answers 404 for a stranger, an unknown slide or version, a version of another slide; 400 for bad ids', async () => {
    const { creation, slideId, backups } = await savedWith(['#111111']);
    const other = await savedWith(['#999999']);
    const versionId = (await owner.request('GET', backups)).body.data[0].versionId as string;
    const otherVersion = (await owner.request('GET', other.backups)).body.data[0]
      .versionId as string;

    expect((await stranger.request('GET', backups)).status).toBe(404);
    expect(
      (
        await stranger.request('POST', '/user-creations/get-slide-version', {
          key: slideId,
          versionId,
        })
      ).status,
    ).toBe(404);
    expect((await stranger.request('POST', `${backups}/${versionId}/restore`)).status).toBe(404);

    expect(
      (await owner.request('GET', `/user-creations/${creation.id}/slide/${randomUUID()}/backups`))
        .status,
    ).toBe(404);
    expect(
      (
        await owner.request('POST', '/user-creations/get-slide-version', {
          key: slideId,
          versionId: otherVersion,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await owner.request('POST', '/user-creations/get-slide-version', {
          key: slideId,
          versionId: randomUUID(),
        })
      ).body.message,
    ).toBe('Version not found');
    expect((await owner.request('POST', `${backups}/${otherVersion}/restore`)).status).toBe(404);
    expect(
      (await owner.request('POST', '/user-creations/get-slide-version', { key: 'x', versionId }))
        .status,
    ).toBe(400);
    expect((await owner.request('POST', `${backups}/nope/restore`)).status).toBe(400);
    expect((await owner.request('GET', `${backups}?limit=0`)).status).toBe(400);

    expect((await api.request('GET', backups)).status).toBe(401);
    expect((await api.request('POST', `${backups}/${versionId}/restore`)).status).toBe(401);

    // A deleted creation's versions are out of reach until it is restored.
    await owner.request('DELETE', `/user-creations/${creation.id}`);
    expect((await owner.request('GET', backups)).status).toBe(404);
  });

  it('thins old versions by the retention policy and keeps the newest', async () => {
    const { slideId, backups } = await savedWith(['#000001', '#000002', '#000003', '#000004']);
    const { db } = database;
    const rows = await db
      .select({ id: slideBackups.id, revision: slideBackups.revision })
      .from(slideBackups)
      .where(eq(slideBackups.slideId, slideId));
    // Revisions 1-3 saved within one hour ten days ago; 4 now.
    const tenDaysAgo = Date.UTC(2026, 0, 10, 12, 0, 0);
    const now = new Date(tenDaysAgo + 10 * 24 * 60 * 60 * 1000);
    for (const row of rows) {
      if (row.revision === 4) continue;
      await db
        .update(slideBackups)
        .set({ createdAt: new Date(tenDaysAgo + row.revision * 60_000) })
        .where(eq(slideBackups.id, row.id));
    }
    await db
      .update(slideBackups)
      .set({ createdAt: now })
      .where(and(eq(slideBackups.slideId, slideId), eq(slideBackups.revision, 4)));
    expect(await thinBackups(db, now)).toBeGreaterThanOrEqual(2);
    const left = await owner.request('GET', backups);
    expect(left.body.data.map((row: { revision: number }) => row.revision)).toEqual([4, 3]);
  });
});

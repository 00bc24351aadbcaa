// Upload quotas: an account keeps at most its plan's bytes of uploads and uploads at most 30 a
// minute; uploads no creation names are collected 30 days after they were uploaded (the
// housekeeping sweep, run here with its clock moved on), freeing the quota.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import {
  STORAGE_QUOTA_BYTES,
  UNUSED_UPLOAD_DAYS,
  UPLOADS_PER_MINUTE,
} from '@figura/sdk-core/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUploads, files, users } from '../src/db/schema.ts';
import { createLocalFileStore } from '../src/files/local-store.ts';
import { runHousekeeping } from '../src/creations/housekeeping.ts';
import { startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import { useTestDatabase } from './helpers/database.ts';
import { sampleDocument } from './helpers/documents.ts';
import { creationWith } from './helpers/exports.ts';
import { imageElement, pngLikeBytes, upload } from './helpers/files.ts';

const database = useTestDatabase();
const folder = mkdtempSync(path.join(os.tmpdir(), 'figura-quota-'));
let api: ApiHarness;

beforeAll(async () => {
  api = await startApi({ files: { kind: 'local', dir: folder } }, { database });
});
afterAll(async () => {
  await api?.close();
});

/** A user the API knows, on plan `plan`. */
async function userOn(plan: 'T' | 'R'): Promise<TestUser & { id: string }> {
  const user = await api.newUser();
  await user.request('GET', '/auth/verify-token-validity');
  const [row] = await database.db
    .update(users)
    .set({ tpUser: plan })
    .where(eq(users.cactusId, user.sub))
    .returning({ id: users.id });
  return { ...user, id: row!.id };
}

const DAY_MS = 24 * 60 * 60 * 1000;

describe('upload quotas', () => {
  it('refuses an upload past the plan’s storage, and takes again a file the account has', async () => {
    const user = await userOn('T');
    const kept = pngLikeBytes(2_000_000, 7);
    expect((await upload(api, user, kept, 'image/png')).status).toBe(201);
    // The rest of the quota taken by files stored earlier (rows only: the quota counts rows).
    const earlier = randomUUID().replace(/-/g, '').padEnd(64, '0');
    await database.db.insert(files).values({
      id: earlier,
      mediaType: 'image/png',
      size: STORAGE_QUOTA_BYTES.T - 3_000_000,
      uploadedBy: user.id,
    });
    await database.db.insert(fileUploads).values({ fileId: earlier, userId: user.id });

    const over = await upload(api, user, pngLikeBytes(1_500_000, 8), 'image/png');
    expect(over.status).toBe(403);
    expect(over.body.message).toMatch(
      /^Your plan keeps up to 100 MB of uploaded images and 99 MB are in use/,
    );
    // With the plan's uploads prompt, and the usage the editor reads before a picture is placed.
    expect(over.body).toMatchObject({
      limit: 'storage',
      cap: STORAGE_QUOTA_BYTES.T,
      used: STORAGE_QUOTA_BYTES.T - 1_000_000,
      plan: 'T',
      upsell: 'uploads',
    });
    const plan = await user.request('GET', '/profiles/plan');
    expect(plan.body.storage).toEqual({
      used: STORAGE_QUOTA_BYTES.T - 1_000_000,
      quota: STORAGE_QUOTA_BYTES.T,
    });
    // Its own file again costs nothing; a larger plan has room.
    expect((await upload(api, user, kept, 'image/png')).status).toBe(201);
    await database.db.update(users).set({ tpUser: 'R' }).where(eq(users.id, user.id));
    const roomier = await userOn('R');
    expect((await upload(api, roomier, pngLikeBytes(1_500_000, 8), 'image/png')).status).toBe(201);
  });

  it('takes at most 30 uploads a minute from one account (429 with Retry-After)', async () => {
    const user = await userOn('R');
    const statuses: number[] = [];
    for (let index = 0; index <= UPLOADS_PER_MINUTE; index++)
      statuses.push((await upload(api, user, pngLikeBytes(200, 100 + index), 'image/png')).status);
    expect(statuses.slice(0, UPLOADS_PER_MINUTE)).toEqual(Array(UPLOADS_PER_MINUTE).fill(201));
    const last = await upload(api, user, pngLikeBytes(200, 999), 'image/png');
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account is not held up.
    expect((await upload(api, await userOn('R'), pngLikeBytes(200, 5), 'image/png')).status).toBe(
      201,
    );
  });

  it('collects uploads no creation names after 30 days, and keeps those a slide uses', async () => {
    const user = await userOn('R');
    const unused = (await upload(api, user, pngLikeBytes(300, 21), 'image/png')).body.id;
    const used = (await upload(api, user, pngLikeBytes(300, 22), 'image/png')).body.id;
    const document = sampleDocument(400, 300);
    await creationWith(user, [
      { ...document, elements: [...document.elements, imageElement(`figura-file:${used}`)] },
    ]);
    const store = createLocalFileStore(path.join(folder));
    expect(await store.exists(unused)).toBe(true);

    const soon = new Date(Date.now() + (UNUSED_UPLOAD_DAYS - 1) * DAY_MS);
    expect((await runHousekeeping(database.db, soon, store)).collectedFiles).toBe(0);
    const later = new Date(Date.now() + (UNUSED_UPLOAD_DAYS + 1) * DAY_MS);
    expect((await runHousekeeping(database.db, later, store)).collectedFiles).toBeGreaterThan(0);
    expect(await store.exists(unused)).toBe(false);
    expect((await user.request('GET', `/files/${unused}`)).status).toBe(404);
    expect(await store.exists(used)).toBe(true);
    expect((await user.request('GET', `/files/${used}`)).status).toBe(200);
  });
});

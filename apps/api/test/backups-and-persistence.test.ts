import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { slideContentWriteSchema } from '@figura/sdk-core/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slideBackups } from '../src/db/schema.ts';
import { createCreation, updateCreation } from '../src/creations/creations.ts';
import { addSlide, saveSlideContent } from '../src/creations/slides.ts';
import { findOrCreateUser } from '../src/identity/users.ts';
import { startApi } from './helpers/api-harness.ts';
import { useTestDatabase } from './helpers/database.ts';
import { sampleDocument, type CreationReply } from './helpers/documents.ts';

describe('slide backups', () => {
  const database = useTestDatabase();

  it('keeps every saved revision, and nothing for a refused write', async () => {
    const { db } = database;
    const { user } = await findOrCreateUser(db, {
      sub: `backup-${crypto.randomUUID()}`,
      email: '',
      name: '',
    });
    const creation = await createCreation(db, user, { name: 'Backed up', type: 'abstract' });
    const slideId = creation.slides[0]!.id;
    const write = (revision: number, background: string) =>
      slideContentWriteSchema.parse({ revision, content: { ...sampleDocument(), background } });

    await saveSlideContent(db, user, creation.id, slideId, write(0, '#111111'));
    await saveSlideContent(db, user, creation.id, slideId, write(1, '#222222'));
    await expect(
      saveSlideContent(db, user, creation.id, slideId, write(0, '#333333')),
    ).rejects.toMatchObject({
      statusCode: 409,
    });

    const backups = await db
      .select()
      .from(slideBackups)
      .where(eq(slideBackups.slideId, slideId))
      .orderBy(slideBackups.revision);
    expect(
      backups.map((backup) => [
        backup.revision,
        (backup.content as { background: string }).background,
      ]),
    ).toEqual([
      [1, '#111111'],
      [2, '#222222'],
    ]);
  });

  it('keeps a backup of each slide a resize stores again', async () => {
    const { db } = database;
    const { user } = await findOrCreateUser(db, {
      sub: `resize-backup-${crypto.randomUUID()}`,
      email: '',
      name: '',
    });
    const creation = await createCreation(db, user, { name: 'Resized', type: 'abstract' });
    const second = await addSlide(db, user, creation.id);
    const updated = await updateCreation(db, user, creation.id, { width: 800, height: 800 });
    expect(updated.resizedSlides.map((slide) => slide.id)).toEqual([
      creation.slides[0]!.id,
      second.id,
    ]);
    const backups = await db
      .select()
      .from(slideBackups)
      .where(inArray(slideBackups.slideId, [creation.slides[0]!.id, second.id]));
    expect(
      backups.map((backup) => {
        const { width, height } = backup.content as { width: number; height: number };
        return [backup.revision, width, height];
      }),
    ).toEqual([
      [1, 800, 800],
      [1, 800, 800],
    ]);
  });

  it('migrates an already migrated database without complaint', async () => {
    await expect(database.migrate()).resolves.toBeUndefined();
  });
});

describe('embedded PGlite on disk', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'figura-api-'));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps creations across restarts in <FIGURA_DATA_DIR>/api-db', async () => {
    // Explicitly PGlite, whatever DATABASE_URL says: this is about the embedded default.
    const first = await startApi({ dataDir, databaseUrl: undefined });
    const user = await first.newUser();
    const created = await user.request<CreationReply>('POST', '/user-creations', {
      name: 'Survives restarts',
    });
    expect(created.status).toBe(201);
    await first.close();

    const second = await startApi({ dataDir, databaseUrl: undefined });
    try {
      // A new sign-on stub signs with a new key, so sign the same user again.
      const token = await second.signOn.issueToken({
        sub: user.sub,
        email: user.email,
        name: user.name,
      });
      const read = await second.request('GET', `/user-creations/${created.body.id}`, { token });
      expect(read.status).toBe(200);
      expect(read.body.name).toBe('Survives restarts');
    } finally {
      await second.close();
    }
  });
});

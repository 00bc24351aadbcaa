import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStore } from '../src/files/local-store.ts';
import { migrateDocumentFiles } from '../src/files/migrate-documents.ts';
import { contentId } from '../src/files/store.ts';
import { startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import { useTestDatabase } from './helpers/database.ts';
import { sampleDocument, type CreationReply } from './helpers/documents.ts';
import { imageElement, solidPng } from './helpers/files.ts';

const database = useTestDatabase();
let api: ApiHarness;
let owner: TestUser;
let stranger: TestUser;
let filesDir: string;

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'figura-files-'));
  api = await startApi({ files: { kind: 'local', dir: filesDir } }, { database });
  owner = await api.newUser();
  stranger = await api.newUser();
});

afterAll(async () => {
  await api.close();
  await rm(filesDir, { recursive: true, force: true });
});

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

describe('moving images out of stored documents', () => {
  it('moves slides’ and backups’ data: URLs into the store once, and access follows the creation', async () => {
    const png = solidPng('#336699', 17, 5);
    const id = contentId(png);
    const created = await owner.request<CreationReply>('POST', '/user-creations', { name: 'Old' });
    const creation = created.body;
    const slidePath = `/user-creations/${creation.id}/slide/${creation.slides[0]!.id}`;
    const doc = sampleDocument(400, 300);
    // Saved as an editor without a file store saves: the bytes inside the document, twice.
    const inline = {
      ...doc,
      elements: [imageElement(dataUrl(png), 'a'), imageElement(dataUrl(png), 'b')],
    };
    expect(
      (await owner.request('PUT', `${slidePath}/content`, { revision: 0, content: inline })).status,
    ).toBe(200);
    expect(
      (await owner.request('PUT', `${slidePath}/content`, { revision: 1, content: inline })).status,
    ).toBe(200);
    // Not the owner's upload: nobody may read it yet (it is not stored at all).
    expect((await api.request('GET', `/files/${id}`, { token: owner.token })).status).toBe(404);

    const store = createLocalFileStore(filesDir);
    const first = await migrateDocumentFiles(database.db, store, { batchSize: 1 });
    expect(first).toMatchObject({ slides: 1, backups: 2, files: 1, skipped: 0 });
    const loaded = await owner.request('GET', `${slidePath}/content`);
    expect(loaded.body.revision).toBe(2);
    expect(loaded.body.content.elements.map((element: { src: string }) => element.src)).toEqual([
      `figura-file:${id}`,
      `figura-file:${id}`,
    ]);
    expect(loaded.bytes.toString('utf8')).not.toContain('data:image');
    // The creation's owner reads the file through the creation; a stranger does not.
    const read = await api.request('GET', `/files/${id}`, { token: owner.token });
    expect(read.status).toBe(200);
    expect(Buffer.compare(read.bytes, png)).toBe(0);
    expect((await api.request('GET', `/files/${id}`, { token: stranger.token })).status).toBe(404);

    // Again: nothing left to move, nothing changes.
    expect(await migrateDocumentFiles(database.db, store)).toEqual({
      slides: 0,
      backups: 0,
      files: 0,
      skipped: 0,
    });

    // A deleted creation no longer opens its files to its owner (who never uploaded this one).
    expect((await owner.request('DELETE', `/user-creations/${creation.id}`)).status).toBe(200);
    expect((await api.request('GET', `/files/${id}`, { token: owner.token })).status).toBe(404);
  });
});

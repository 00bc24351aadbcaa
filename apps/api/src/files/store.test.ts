import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStore } from './local-store.ts';
import { createS3FileStore } from './s3-store.ts';
import { createMemoryFileStore, type FileStore } from './store.ts';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const bytesOf = (text: string) => new TextEncoder().encode(text);

/** What every store must do, whatever holds the bytes. */
function behavesAsAFileStore(open: () => FileStore) {
  it('keys bytes by their SHA-256, stores the same bytes once, and reads them back', async () => {
    const store = open();
    const bytes = bytesOf(`a file ${Math.random()}`);
    const id = await store.put(bytes);
    expect(id).toBe(sha256(bytes));
    expect(await store.exists(id)).toBe(true);
    expect(await store.put(new Uint8Array(bytes))).toBe(id);
    expect(Buffer.from((await store.get(id))!).toString()).toBe(Buffer.from(bytes).toString());
  });

  it('answers null and false for a file it does not hold', async () => {
    const store = open();
    const missing = sha256(bytesOf(`never stored ${Math.random()}`));
    expect(await store.get(missing)).toBeNull();
    expect(await store.exists(missing)).toBe(false);
  });

  it('deletes a file it holds, and takes deleting one it does not hold in its stride', async () => {
    const store = open();
    const id = await store.put(bytesOf(`to collect ${Math.random()}`));
    await store.delete(id);
    expect(await store.exists(id)).toBe(false);
    expect(await store.get(id)).toBeNull();
    await store.delete(id);
  });

  it('never turns something that is not a file id into a key or a path', async () => {
    const store = open();
    await expect(store.get('../../etc/passwd')).rejects.toThrow(/Not a file id/);
    await expect(store.delete('../../etc/passwd')).rejects.toThrow(/Not a file id/);
  });
}

describe('the memory file store', () => {
  behavesAsAFileStore(createMemoryFileStore);
});

describe('the local folder file store', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'figura-store-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  behavesAsAFileStore(() => createLocalFileStore(dir));

  it('files bytes under a folder named by the first two hex digits, leaving no partial files', async () => {
    const store = createLocalFileStore(dir);
    const id = await store.put(bytesOf('sharded'));
    expect(await readdir(path.join(dir, id.slice(0, 2)))).toContain(id);
    const everything = await readdir(dir, { recursive: true });
    expect(everything.filter((name) => String(name).endsWith('.part'))).toEqual([]);
  });
});

describe('the S3-compatible file store (s3rver on loopback)', () => {
  // test.sh starts s3rver (FIGURA_TEST_S3_ENDPOINT); run alone, this file starts its own.
  let server: S3rver | undefined;
  let directory: string | undefined;
  let endpoint = process.env.FIGURA_TEST_S3_ENDPOINT;
  const bucket = process.env.FIGURA_TEST_S3_BUCKET ?? 'figura-test';

  beforeAll(async () => {
    if (endpoint) return;
    directory = await mkdtemp(path.join(tmpdir(), 'figura-s3rver-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: Number(process.env.FIGURA_TEST_S3_PORT ?? 0),
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    const address = await server.run();
    endpoint = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await server?.close();
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  const open = () =>
    createS3FileStore({
      endpoint,
      bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      prefix: 'files/',
    });
  behavesAsAFileStore(open);

  it('holds megabytes as they were sent', async () => {
    const store = open();
    const bytes = new Uint8Array(3_000_000).map((_, index) => (index * 31) % 251);
    const id = await store.put(bytes);
    const read = await store.get(id);
    expect(read?.byteLength).toBe(bytes.byteLength);
    expect(sha256(read!)).toBe(id);
  });
});

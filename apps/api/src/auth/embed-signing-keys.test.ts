import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MEMORY_DATA_DIR } from '@figura/settings';
import { afterEach, describe, expect, it } from 'vitest';
import {
  EMBED_KEY_FILE,
  loadEmbedSigningKeys,
  readEmbedSigningKeys,
} from './embed-signing-keys.ts';
import { createEmbedTokens } from './embed-tokens.ts';

const newKey = () => randomBytes(32).toString('base64url');
let folder: string | undefined;
afterEach(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
  folder = undefined;
});

describe('embed signing keys', () => {
  it('refuses a short or malformed FIGURA_EMBED_SIGNING_KEYS at start', () => {
    expect(readEmbedSigningKeys({})).toBeUndefined();
    expect(
      readEmbedSigningKeys({ FIGURA_EMBED_SIGNING_KEYS: ` ${newKey()}, ${newKey()} ` }),
    ).toHaveLength(2);
    expect(() => readEmbedSigningKeys({ FIGURA_EMBED_SIGNING_KEYS: 'short' })).toThrow(
      /at least 32 random bytes/,
    );
    expect(() => readEmbedSigningKeys({ FIGURA_EMBED_SIGNING_KEYS: `${newKey()}+/=` })).toThrow(
      /base64url/,
    );
  });

  it('makes one at first start in the data dir, for this user only, and keeps it', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'figura-keys-'));
    const [first] = await loadEmbedSigningKeys({ dataDir: folder });
    const [again] = await loadEmbedSigningKeys({ dataDir: folder });
    expect(again?.kid).toBe(first?.kid);
    expect((await stat(path.join(folder, EMBED_KEY_FILE))).mode & 0o777).toBe(0o600);
    const [memory] = await loadEmbedSigningKeys({ dataDir: MEMORY_DATA_DIR });
    expect(memory?.kid).not.toBe(first?.kid);
  });

  it('rotate: tokens of the old key verify while it is still listed second', async () => {
    const [oldKey, nextKey] = [newKey(), newKey()];
    const load = (keys: string[]) =>
      loadEmbedSigningKeys({ embedSigningKeys: keys, dataDir: MEMORY_DATA_DIR });
    const issuer = 'https://api.example';
    const before = createEmbedTokens(await load([oldKey]), issuer);
    const { token } = await before.sign(16, 'MS-1');
    const during = createEmbedTokens(await load([nextKey, oldKey]), issuer);
    await expect(during.verify(token)).resolves.toMatchObject({
      partnerId: 16,
      submissionId: 'MS-1',
    });
    const after = createEmbedTokens(await load([nextKey]), issuer);
    await expect(after.verify(token)).rejects.toMatchObject({ statusCode: 401 });
    // The new key signs from the start of the rotation.
    const { token: fresh } = await during.sign(16, 'MS-1');
    await expect(after.verify(fresh)).resolves.toMatchObject({ partnerId: 16 });
  });
});

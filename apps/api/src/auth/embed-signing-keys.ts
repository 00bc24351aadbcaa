import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MEMORY_DATA_DIR, nonEmpty, type Env } from '@figura/settings';

/** An HS256 key of the API's own, for the embed tokens it signs and verifies. */
export interface EmbedSigningKey {
  /** The header's `kid`: a fingerprint of the key that reveals nothing of it. */
  kid: string;
  secret: Uint8Array;
}

/** HS256 wants at least as many key bytes as its hash has. */
const MIN_KEY_BYTES = 32;

/** The file under FIGURA_DATA_DIR that holds the key made at first start (development). */
export const EMBED_KEY_FILE = 'embed-signing.key';

function signingKey(encoded: string, source: string): EmbedSigningKey {
  const secret = Buffer.from(encoded, 'base64url');
  if (!/^[A-Za-z0-9_-]+$/.test(encoded) || secret.length < MIN_KEY_BYTES)
    throw new Error(
      `${source}: each key must be base64url of at least ${MIN_KEY_BYTES} random bytes`,
    );
  const kid = createHash('sha256').update(secret).digest('base64url').slice(0, 16);
  return { kid, secret: new Uint8Array(secret) };
}

/**
 * `FIGURA_EMBED_SIGNING_KEYS`: comma-separated base64url keys, the first signs and all verify (to
 * rotate: put the new key first, drop the old one once its tokens expired, 15 minutes later).
 * Undefined when unset.
 */
export function readEmbedSigningKeys(env: Env): string[] | undefined {
  const value = nonEmpty(env.FIGURA_EMBED_SIGNING_KEYS);
  if (value === undefined) return undefined;
  const keys = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const key of keys) signingKey(key, 'FIGURA_EMBED_SIGNING_KEYS');
  return keys;
}

/**
 * The keys embed tokens are signed and verified with: the configured ones, or (development) one
 * made at first start into `<dataDir>/embed-signing.key`, readable by this user only; in memory
 * for a memory data dir. Several API nodes must share configured keys.
 */
export async function loadEmbedSigningKeys(config: {
  embedSigningKeys?: readonly string[] | undefined;
  dataDir: string;
}): Promise<EmbedSigningKey[]> {
  if (config.embedSigningKeys && config.embedSigningKeys.length > 0)
    return config.embedSigningKeys.map((key) => signingKey(key, 'FIGURA_EMBED_SIGNING_KEYS'));
  const made = () => randomBytes(MIN_KEY_BYTES).toString('base64url');
  if (config.dataDir === MEMORY_DATA_DIR) return [signingKey(made(), 'a new key')];
  const file = path.join(config.dataDir, EMBED_KEY_FILE);
  const stored = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (stored !== undefined) return [signingKey(stored.trim(), file)];
  const key = made();
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  // `wx`: two processes starting at once on one data dir must not each write their own key.
  try {
    await writeFile(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return [signingKey((await readFile(file, 'utf8')).trim(), file)];
  }
  return [signingKey(key, file)];
}

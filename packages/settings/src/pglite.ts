import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/**
 * Opens the embedded PostgreSQL in `location` (a folder), or in memory without one (an API or
 * sign-on site on `memory://`: the tests). A new database needs PostgreSQL's initdb, about 2 s of
 * CPU, and the tests make hundreds: the first one made by this install keeps a copy of the empty
 * cluster, and every new database after it starts from that copy (about 0.4 s).
 */
export async function openEmbeddedPglite(location?: string): Promise<PGlite> {
  const isNew = !location || !existsSync(path.join(location, 'PG_VERSION'));
  const client = isNew
    ? new PGlite(location, { loadDataDir: await emptyCluster() })
    : new PGlite(location);
  await client.waitReady;
  return client;
}

// In this package's own node_modules (made by the install, not a shared temporary folder that
// another user could write to), keyed by the PGlite install, so an upgrade makes a new copy.
const CACHE_FOLDER = fileURLToPath(new URL('../node_modules/.cache/pglite/', import.meta.url));

async function emptyCluster(): Promise<Blob> {
  const install = createHash('sha256')
    .update(import.meta.resolve('@electric-sql/pglite'))
    .digest('hex')
    .slice(0, 16);
  const file = path.join(CACHE_FOLDER, `empty-cluster-${install}.tar`);
  const saved = await readFile(file).catch(() => undefined);
  // A copy cut short would fail to start every database: a tar is whole in 512-byte blocks.
  if (saved && saved.length > 0 && saved.length % 512 === 0) return new Blob([saved]);
  const fresh = new PGlite();
  try {
    await fresh.waitReady;
    const dump = await fresh.dumpDataDir('none');
    await saveCopy(file, Buffer.from(await dump.arrayBuffer()));
    return dump;
  } finally {
    await fresh.close();
  }
}

async function saveCopy(file: string, bytes: Buffer): Promise<void> {
  const partial = `${file}.${process.pid}.${Date.now()}`;
  try {
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    // Written aside and renamed: a process reading at the same time sees all of it or none.
    await writeFile(partial, bytes, { mode: 0o600 });
    await rename(partial, file);
  } catch {
    // Only a speed-up: a read-only install makes each new database slower, not wrong.
    await rm(partial, { force: true });
  }
}

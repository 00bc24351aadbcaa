import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/** What every new database of one kind starts with (the API's: its migrations applied). */
export interface ClusterTemplate {
  /** Names what `prepare` makes: a new key makes a new copy (a hash of the migration files). */
  key: string;
  /** Run once on an empty database; what it leaves is where later new databases start. */
  prepare(client: PGlite): Promise<void>;
}

/**
 * Opens the embedded PostgreSQL in `location` (a folder), or in memory without one (an API or
 * sign-on site on `memory://`: the tests). A new database needs PostgreSQL's initdb, about 2 s of
 * CPU, and the tests make hundreds: the first one made by this install keeps a copy of the empty
 * cluster, and every new database after it starts from that copy (about 0.4 s). With a
 * `template`, the copy is the cluster after `template.prepare` (the API's migrations, 0.6 s).
 */
export async function openEmbeddedPglite(
  location?: string,
  template?: ClusterTemplate,
): Promise<PGlite> {
  const isNew = !location || !existsSync(path.join(location, 'PG_VERSION'));
  if (!isNew) {
    const client = new PGlite(location);
    await client.waitReady;
    return client;
  }
  const loadDataDir = template ? await preparedCluster(template) : await emptyCluster();
  // Not `new PGlite(undefined, options)`: without a folder PGlite reads only its first argument.
  const client = location ? new PGlite(location, { loadDataDir }) : new PGlite({ loadDataDir });
  await client.waitReady;
  return client;
}

// In this package's own node_modules (made by the install, not a shared temporary folder that
// another user could write to), keyed by the PGlite install, so an upgrade makes a new copy.
const CACHE_FOLDER = fileURLToPath(new URL('../node_modules/.cache/pglite/', import.meta.url));

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

const INSTALL = hash(import.meta.resolve('@electric-sql/pglite'));

function emptyCluster(): Promise<Blob> {
  return savedCluster(path.join(CACHE_FOLDER, `empty-cluster-${INSTALL}.tar`), () => new PGlite());
}

/** Where the copy `template` makes is kept (each is about 40 MB: a test removes its own). */
export function templateCopyFile(template: Pick<ClusterTemplate, 'key'>): string {
  return path.join(CACHE_FOLDER, `cluster-${INSTALL}-${hash(template.key)}.tar`);
}

function preparedCluster(template: ClusterTemplate): Promise<Blob> {
  return savedCluster(templateCopyFile(template), async () => {
    const client = new PGlite({ loadDataDir: await emptyCluster() });
    await client.waitReady;
    await template.prepare(client);
    return client;
  });
}

/** The copy saved in `file`, or else the cluster `make` builds, saved there for the next time. */
async function savedCluster(file: string, make: () => Promise<PGlite> | PGlite): Promise<Blob> {
  const saved = await readFile(file).catch(() => undefined);
  // A copy cut short would fail to start every database: a tar is whole in 512-byte blocks.
  if (saved && saved.length > 0 && saved.length % 512 === 0) return new Blob([saved]);
  const fresh = await make();
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

import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { MEMORY_DATA_DIR } from '@figura/settings';
import type { ApiConfig } from '../config.ts';
import * as mailSchema from './mail-schema.ts';
import * as partnerSchema from './partner-schema.ts';
import * as samlSchema from './saml-schema.ts';
import * as mainSchema from './schema.ts';

/** Every table, for drizzle's relational queries and types (drizzle.config.ts lists the same files). */
const schema = { ...mainSchema, ...samlSchema, ...mailSchema, ...partnerSchema };

/**
 * The one module that knows which driver is in use. Everything else sees a dialect-agnostic
 * drizzle PostgreSQL database (a transaction is one too), so PGlite and PostgreSQL run the same
 * queries.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** How the export queue (pg-boss) reaches the same database: PGlite in this process, or a URL. */
export type QueueConnection =
  { driver: 'pglite'; client: PGlite } | { driver: 'postgres'; connectionString: string };

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  queueConnection: QueueConnection;
  /** Applies the SQL migrations in apps/api/drizzle that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

// Any fixed number: replicas starting together take turns to migrate.
const MIGRATION_LOCK_KEY = 7_311_402;

export async function openDatabase(
  config: Pick<ApiConfig, 'dataDir' | 'databaseUrl'>,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPglite(config.dataDir);
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const [{ openEmbeddedPglite }, { drizzle }, { migrate }] = await Promise.all([
    import('@figura/settings/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  let location: string | undefined;
  if (dataDir !== MEMORY_DATA_DIR) {
    location = path.join(dataDir, 'api-db');
    await mkdir(location, { recursive: true, mode: 0o700 });
  }
  const migrateWith = (client: PGlite) =>
    migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  // A new database starts migrated (a saved copy, made once per set of migrations): the tests
  // make one per API and each browser test's stack one more.
  const client = await openEmbeddedPglite(location, {
    key: await migrationsKey(),
    prepare: async (fresh) => void (await migrateWith(fresh)),
  });
  const db = drizzle({ client, schema });
  return {
    db,
    driver: 'pglite',
    queueConnection: { driver: 'pglite', client },
    // PGlite has a single connection in a single process: nobody else can migrate at the same time.
    migrate: () => migrateWith(client),
    close: () => client.close(),
  };
}

let migrationFiles: Promise<string> | undefined;

/** Names the migrations as they are on disk (every file, its name and content). */
function migrationsKey(): Promise<string> {
  migrationFiles ??= (async () => {
    const hash = createHash('sha256');
    const entries = await readdir(MIGRATIONS_FOLDER, { recursive: true, withFileTypes: true });
    const files = entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(MIGRATIONS_FOLDER, path.join(entry.parentPath, entry.name)))
      .sort();
    for (const name of files)
      hash
        .update(`${name}\0`)
        .update(await readFile(path.join(MIGRATIONS_FOLDER, name)))
        .update('\0');
    return hash.digest('hex');
  })();
  return migrationFiles;
}

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString, max: 10 });
  const db = drizzle({ client: pool, schema });
  return {
    db,
    driver: 'postgres',
    queueConnection: { driver: 'postgres', connectionString },
    async migrate() {
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migrate(drizzle({ client: connection }), { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}

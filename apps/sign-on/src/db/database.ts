import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { MEMORY_DATA_DIR } from '@figura/settings';
import type { SignOnConfig } from '../config.ts';

/** The one small interface the stores use, over PGlite and a `pg` pool alike. */
export interface Database {
  query<Row extends object>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs several statements without parameters (schema setup). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

export async function openDatabase(
  config: Pick<SignOnConfig, 'dataDir' | 'databaseUrl'>,
): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPglite(config.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  const { openEmbeddedPglite } = await import('@figura/settings/pglite');
  let location: string | undefined;
  if (dataDir !== MEMORY_DATA_DIR) {
    location = path.join(dataDir, 'sign-on', 'pgdata');
    await mkdir(location, { recursive: true, mode: 0o700 });
  }
  const db = await openEmbeddedPglite(location);
  return {
    async query<Row extends object>(sql: string, params: unknown[] = []) {
      const result = await db.query<Row>(sql, params);
      return result.rows;
    },
    async exec(sql) {
      await db.exec(sql);
    },
    async close() {
      await db.close();
    },
  };
}

async function openPostgres(connectionString: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString, max: 5 });
  return {
    async query<Row extends object>(sql: string, params: unknown[] = []) {
      const result = await pool.query(sql, params);
      return result.rows as Row[];
    },
    async exec(sql) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await pool.query(sql);
    },
    async close() {
      await pool.end();
    },
  };
}

// The API tests' files run two at a time. On PGlite each has its own in-memory database; on
// PostgreSQL (DATABASE_URL) each test worker gets a database of its own, made here before the
// run, so two files never see each other's rows or migrate the same schema at once.
import pg from 'pg';

/** DATABASE_URL's database with the worker's number appended (`figura_test` -> `figura_test_2`). */
export function workerDatabaseUrl(base: string, workerId: string): string {
  const url = new URL(base);
  url.pathname = `${url.pathname}_${workerId}`;
  return url.toString();
}

/** Vitest's global set-up for the api project: one empty database per worker. */
export async function setup({ config }: { config: { maxWorkers?: number } }): Promise<void> {
  const base = process.env.DATABASE_URL;
  if (!base) return;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    for (let worker = 1; worker <= (config.maxWorkers ?? 1); worker++) {
      const name = new URL(workerDatabaseUrl(base, String(worker))).pathname.slice(1);
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.query(`CREATE DATABASE "${name}"`);
    }
  } finally {
    await client.end();
  }
}

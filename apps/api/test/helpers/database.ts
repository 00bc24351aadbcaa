import { afterAll, beforeAll } from 'vitest';
import { MEMORY_DATA_DIR } from '@figura/settings';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.ts';
import { databaseUrl, sharedTestDatabase } from './api-harness.ts';

/**
 * A migrated database for the enclosing file or describe block (the worker's in-memory PGlite,
 * or the PostgreSQL of DATABASE_URL), opened before its tests and closed after them. The object reads
 * through to the open database, so tests use it like a DatabaseHandle.
 */
export function useTestDatabase(): DatabaseHandle {
  let open: DatabaseHandle | undefined;
  beforeAll(async () => {
    if (databaseUrl) {
      open = await openDatabase({ dataDir: MEMORY_DATA_DIR, databaseUrl });
      await open.migrate();
    } else open = await sharedTestDatabase();
  });
  afterAll(async () => {
    await open?.close();
  });
  return new Proxy({} as DatabaseHandle, {
    get(_target, key) {
      if (!open) throw new Error('The test database opens in beforeAll: use it inside tests.');
      return Reflect.get(open, key);
    },
  });
}

import type { Database } from '../db/database.ts';

/**
 * Returns the stored secret `name`, creating it with `create()` on first use. Insert-then-read
 * makes concurrent first starts (several instances on one PostgreSQL) agree on one value.
 */
export async function getOrCreateSecret(
  db: Database,
  name: string,
  create: () => Promise<string>,
): Promise<string> {
  const existing = await db.query<{ value: string }>(
    'SELECT value FROM server_secrets WHERE name = $1',
    [name],
  );
  if (existing[0]) return existing[0].value;
  await db.query(
    'INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
    [name, await create()],
  );
  const stored = await db.query<{ value: string }>(
    'SELECT value FROM server_secrets WHERE name = $1',
    [name],
  );
  if (!stored[0]) throw new Error(`Could not store the server secret "${name}"`);
  return stored[0].value;
}

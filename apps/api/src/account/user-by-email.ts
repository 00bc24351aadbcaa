import { and, asc, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { users, type UserRow } from '../db/schema.ts';

/**
 * The person's own account with this address (never a journal submission's user), the oldest
 * first where several share it: whom a share, a team or a journal membership goes to.
 */
export async function userByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, isNull(users.embedPartnerId)),
    )
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return row;
}

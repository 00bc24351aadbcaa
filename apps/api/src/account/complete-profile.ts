import { eq, sql } from 'drizzle-orm';
import type { CompleteProfileInput } from '@figura/sdk-core/schema';
import type { Database } from '../db/database.ts';
import { users, type UserRow } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';

/**
 * Stores what complete-profile asks for (country and partner option; the name is the sign-on
 * site's). A `journal` sent with it grants nothing and is not kept: membership is granted by an
 * administrator or the journal (journal-members.ts). A profile with a country no longer needs
 * completing (shouldCompleteProfile in sdk-core).
 */
export async function completeProfile(
  db: Database,
  userId: string,
  input: CompleteProfileInput,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({
      countryCode: input.country_code.trim().toUpperCase(),
      // The plan in force keeps the first country known for it; a later change is the profile's.
      planCountryCode: sql`coalesce(${users.planCountryCode}, ${input.country_code.trim().toUpperCase()})`,
      partner: input.partner,
    })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw notFound('No such user.');
  return row;
}

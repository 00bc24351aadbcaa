import type { PlanCode } from '@figura/sdk-core/schema';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { users } from '../../src/db/schema.ts';
import type { TestUser } from './api-harness.ts';

/**
 * Puts a test user on a plan (and journal, country, start date), as billing or an operator
 * would: the sign-on site knows nothing of plans. Call it before the user's first request (the
 * API reuses a user row it read for a few seconds).
 */
export async function setPlan(
  database: DatabaseHandle,
  user: TestUser,
  plan: PlanCode,
  extra: { journal?: string | null; countryCode?: string | null; dtBegin?: Date | null } = {},
): Promise<void> {
  const values = { tpUser: plan, ...extra };
  await database.db
    .insert(users)
    .values({ cactusId: user.sub, email: user.email, name: user.name, ...values })
    .onConflictDoUpdate({ target: users.cactusId, set: values });
}

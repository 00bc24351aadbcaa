import type { User } from '@figura/sdk-core/schema';
import type { UserRow } from '../db/schema.ts';

/** An account as the API answers it (`GET /account/me` and the sign-in replies). */
export function toUserReply(row: UserRow): User {
  return {
    id: row.id,
    cactusId: row.cactusId,
    email: row.email,
    name: row.name,
    partner: row.partner,
    tp_user: row.tpUser as User['tp_user'],
    dt_begin: row.dtBegin ? row.dtBegin.toISOString() : null,
    country_code: row.countryCode,
    journal: row.journal,
  };
}

import { sql } from 'drizzle-orm';
import { users } from '../db/schema.ts';

/**
 * What a plan coming into force writes on its user: when it began (users.dt_begin, which the
 * trial rule reads) and the country it began in, so a country changed later does not change the
 * rules of a plan already in force.
 */
export const planStartsAt = (now: Date) => ({
  dtBegin: now,
  planCountryCode: sql`${users.countryCode}`,
});

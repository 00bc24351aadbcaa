import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';

// Journal partners' own records. Kept free of imports from the rest of the app: drizzle-kit loads
// it as it is.

/**
 * The profile a partner registered as its own (PUT /embed/profile): its journal's rules, checked
 * when written (sdk-core's journalRulesInputSchema). It replaces the profile the partner's
 * settings name until the partner forgets it (DELETE). Partners are configured, not stored: the id
 * is the configured partner's.
 */
export const partnerProfiles = pgTable('partner_profiles', {
  partnerId: integer('partner_id').primaryKey(),
  rules: jsonb('rules').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PartnerProfileRow = typeof partnerProfiles.$inferSelect;

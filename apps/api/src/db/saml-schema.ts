import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

// SAML sign-in (docs/saml-sign-in.md). Kept free of imports from the rest of the app:
// drizzle-kit loads it through schema.ts.

/** An institution's identity provider, configured by admins (plan A). */
export const samlIdentityProviders = pgTable('saml_identity_providers', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  entityId: text('entity_id').notNull(),
  ssoUrl: text('sso_url').notNull(),
  /** PEM certificates whose keys may sign the IdP's responses (several during a rotation). */
  certificates: jsonb('certificates').$type<string[]>().notNull(),
  emailAttribute: text('email_attribute').notNull(),
  nameAttribute: text('name_attribute').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /** The email domains whose users this IdP signs in (the login page's "your institution"). */
  emailDomains: jsonb('email_domains').$type<string[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The AuthnRequests sent and not yet answered: a response must name one of them in InResponseTo
 * (and of its own IdP); answering removes it, so a request is answered once.
 */
export const samlRequests = pgTable(
  'saml_requests',
  {
    id: text('id').primaryKey(),
    idpId: uuid('idp_id')
      .notNull()
      .references(() => samlIdentityProviders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('saml_requests_created_at_idx').on(table.createdAt)],
);

/** Assertion ids already consumed (one-time use), kept until the assertion would expire anyway. */
export const samlUsedAssertions = pgTable(
  'saml_used_assertions',
  {
    /** `<idp id>:<assertion ID>`: ids are unique per issuer only. */
    key: text('key').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('saml_used_assertions_expires_at_idx').on(table.expiresAt)],
);

/** The one-time tokens the ACS hands the portal, exchanged once for an access token. */
export const samlHandoffs = pgTable('saml_handoffs', {
  /** SHA-256 of the token: the token itself is never stored. */
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  idpId: uuid('idp_id')
    .notNull()
    .references(() => samlIdentityProviders.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export type SamlIdentityProviderRow = typeof samlIdentityProviders.$inferSelect;

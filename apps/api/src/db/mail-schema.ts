import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

// Outgoing mail's own records (docs/security.md: mail that cannot be abused). Kept free of
// imports from the rest of the app: drizzle-kit loads it as it is.

/**
 * Every mail sent: who asked for it (null for the account's own mail, like an unlock link), to
 * whom and of which kind. The limits count these rows, so every API node counts the same.
 */
export const mailSent = pgTable(
  'mail_sent',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The address in lower case. */
    recipient: text('recipient').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mail_sent_sender_idx').on(table.senderId, table.sentAt),
    index('mail_sent_recipient_idx').on(table.recipient, table.sentAt),
  ],
);

/** Addresses that asked for no more invitations (the link in each one): no mail goes there. */
export const mailSuppressions = pgTable('mail_suppressions', {
  /** The address in lower case. */
  email: text('email').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

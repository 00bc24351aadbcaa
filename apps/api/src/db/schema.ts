import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  real,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

// Kept free of imports from the rest of the app: drizzle-kit loads this file on its own.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A Figura user; `cactus_id` is the sign-on user id (the access token's `sub`). A journal
 * submission's work belongs to a user of its own (embed tokens): `embed_partner_id` and
 * `embed_submission_id` set, `cactus_id` `partner:<id>:<submission>`.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cactusId: text('cactus_id').notNull(),
    email: text('email').notNull().default(''),
    name: text('name').notNull().default(''),
    partner: text('partner'),
    tpUser: text('tp_user').notNull().default('T'),
    dtBegin: timestamp('dt_begin', { withTimezone: true }),
    countryCode: text('country_code'),
    /**
     * The country when the plan in force began (or was first known after): the trial rule reads
     * it, so a country changed later does not change the rules of a plan already in force.
     */
    planCountryCode: text('plan_country_code'),
    /**
     * The journal the user is a member of (a special journal, or `partner-<id>`), as granted:
     * by an administrator or by the journal (`journal_granted_by` 'admin' or 'partner'), never
     * typed by the user. The plan rules read it.
     */
    journal: text('journal'),
    journalGrantedBy: text('journal_granted_by'),
    journalGrantedAt: timestamp('journal_granted_at', { withTimezone: true }),
    embedPartnerId: integer('embed_partner_id'),
    embedSubmissionId: text('embed_submission_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_cactus_id_key').on(table.cactusId),
    check('users_tp_user_check', sql`${table.tpUser} in ('T', 'S', 'R', 'L', 'J', 'A')`),
    check(
      'users_embed_check',
      sql`(${table.embedPartnerId} is null) = (${table.embedSubmissionId} is null)`,
    ),
  ],
);

/** A user's folders in /my-creations (one level; a creation is in one folder or at the top). */
export const folders = pgTable(
  'folders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('folders_user_idx').on(table.userId)],
);

export const creations = pgTable(
  'creations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull().default('available'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Readable and unique (`<name>-<suffix>`), set once when the creation is made: links keep working after a rename. */
    slug: text('slug').notNull(),
    /** Deleting the folder moves its creations to the top level. */
    folderId: uuid('folder_id').references(() => folders.id, { onDelete: 'set null' }),
    /** The team whose workspace holds it (its members reach it: auth/access.ts); null: personal. */
    teamId: uuid('team_id').references((): AnyPgColumn => teams.id),
    /**
     * When content was first saved in it: from then on it counts against its owner's creations
     * cap (a blank canvas opened to look around does not). Null: never edited.
     */
    firstEditedAt: timestamp('first_edited_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('creations_slug_key').on(table.slug),
    index('creations_deleted_at_idx').on(table.deletedAt),
    index('creations_user_status_updated_idx').on(table.userId, table.status, table.updatedAt),
    index('creations_team_status_updated_idx').on(table.teamId, table.status, table.updatedAt),
    check('creations_status_check', sql`${table.status} in ('available', 'deleted')`),
    check(
      'creations_type_check',
      sql`${table.type} in ('abstract', 'slide', 'infographic', 'poster', 'custom')`,
    ),
  ],
);

export const slides = pgTable(
  'slides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creationId: uuid('creation_id')
      .notNull()
      .references(() => creations.id),
    position: integer('position').notNull(),
    /**
     * `json`, not `jsonb`: the document is validated before it is stored, only ever read whole,
     * and stored again on every save (twice, with its backup); `json` keeps the text as sent, so
     * a save skips jsonb's parse and re-encoding (about a third of a save's database time).
     */
    content: json('content').notNull(),
    /** Bumped by every content save; a write based on an older one is refused (409). */
    revision: integer('revision').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the slide is deleted: the row and its backups stay, so the work can be restored. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('slides_creation_position_idx').on(table.creationId, table.position)],
);

/** One row per successful content save, so any saved state can be restored later. */
export const slideBackups = pgTable(
  'slide_backups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slideId: uuid('slide_id')
      .notNull()
      .references(() => slides.id),
    revision: integer('revision').notNull(),
    content: json('content').notNull(),
    createdAt: createdAt(),
    /** Who saved it (null for rows saved before this was kept). */
    savedBy: uuid('saved_by').references(() => users.id),
  },
  (table) => [index('slide_backups_slide_revision_idx').on(table.slideId, table.revision)],
);

/**
 * Stored files (uploads and imported images, docs/files.md): one row per distinct content, its
 * id the SHA-256 of the bytes, which live in the file store (a folder or an S3 bucket).
 */
export const files = pgTable(
  'files',
  {
    id: text('id').primaryKey(),
    mediaType: text('media_type').notNull(),
    size: integer('size').notNull(),
    /** Who stored it first; everyone who uploaded it is in file_uploads. */
    uploadedBy: uuid('uploaded_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [check('files_id_check', sql`${table.id} ~ '^[0-9a-f]{64}$'`)],
);

/** Who uploaded which file: an uploader may read it without a creation using it. */
export const fileUploads = pgTable(
  'file_uploads',
  {
    fileId: text('file_id')
      .notNull()
      .references(() => files.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.fileId, table.userId] })],
);

/**
 * Which creations' slides (or their backups) name which files, recorded on every save: access to
 * a file follows access to a creation that uses it (auth/access.ts). Kept when a slide stops
 * naming the file, since its backups still do.
 */
export const creationFiles = pgTable(
  'creation_files',
  {
    // Gone with its creation (the trash's purge).
    creationId: uuid('creation_id')
      .notNull()
      .references(() => creations.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.creationId, table.fileId] }),
    index('creation_files_file_idx').on(table.fileId),
  ],
);

/**
 * A creation shared with someone (spec §7): an editor may change it, a commentor may read it and
 * comment. `email` is where it was sent (lower case); `user_id` is set once that person is a user
 * (at once when they have an account, else when they first sign in with that email: a pending
 * share until then).
 */
export const creationShares = pgTable(
  'creation_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creationId: uuid('creation_id')
      .notNull()
      .references(() => creations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id),
    email: text('email').notNull(),
    permission: text('permission').notNull(),
    sharedBy: uuid('shared_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('creation_shares_creation_user_key').on(table.creationId, table.userId),
    uniqueIndex('creation_shares_creation_email_key').on(table.creationId, table.email),
    index('creation_shares_user_idx').on(table.userId),
    index('creation_shares_pending_email_idx')
      .on(table.email)
      .where(sql`${table.userId} is null`),
    check('creation_shares_permission_check', sql`${table.permission} in ('editor', 'commentor')`),
  ],
);

/**
 * A comment on a slide (spec §3, §4): on one element (`element_id`) or on the slide, a reply when
 * `parent_id` is set (replies go with their thread), `checked` once resolved.
 */
export const slideComments = pgTable(
  'slide_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creationId: uuid('creation_id')
      .notNull()
      .references(() => creations.id, { onDelete: 'cascade' }),
    slideId: uuid('slide_id')
      .notNull()
      .references(() => slides.id, { onDelete: 'cascade' }),
    elementId: text('element_id'),
    parentId: uuid('parent_id').references((): AnyPgColumn => slideComments.id, {
      onDelete: 'cascade',
    }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    text: text('text').notNull(),
    checked: boolean('checked').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('slide_comments_slide_created_idx').on(table.slideId, table.createdAt)],
);

/**
 * Sign-on sessions that ended (back-channel logout): their access tokens are refused until
 * `expires_at`, after which every token of theirs has expired anyway. In the database so that
 * every API node agrees.
 */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    sid: text('sid').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('revoked_sessions_expires_at_idx').on(table.expiresAt)],
);

/** Bytes (a PNG, an export's file): PGlite reads bytea as a Uint8Array, node-postgres as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/** What an admin says about a library item (the drawing's size and colours come from the drawing). */
export interface LibraryItemDescription {
  title: string;
  category: string;
  tags: string[];
  /** The admin's own search terms (the curated groups are added when the item is served). */
  synonyms: string[];
  licence: { spdx: string; url: string };
  author: { name: string; url?: string | undefined };
  source: { name: string; url?: string | undefined };
}

/**
 * Admin (plan A) changes over the built content library, one row per item changed: an item added
 * through the API (`added`, with its description and drawing), a built item's new description
 * and/or drawing (null: the built one's), an item retired (kept, so it can be restored and the
 * change audited). `revision` goes up with every change: the catalogue of every API node compares
 * the rows' count and revisions to see that something changed (library/overrides.ts).
 */
export const libraryItems = pgTable(
  'library_items',
  {
    /** `<source>/<slug>`, the item's id. */
    id: text('id').primaryKey(),
    added: boolean('added').notNull().default(false),
    description: jsonb('description').$type<LibraryItemDescription>(),
    /** The cleaned drawing, its thumbnail (PNG), its viewBox size and colour parts: all or none. */
    svg: text('svg'),
    thumbnail: bytea('thumbnail'),
    width: doublePrecision('width'),
    height: doublePrecision('height'),
    parts: jsonb('parts').$type<string[]>(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    revision: integer('revision').notNull().default(1),
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id),
  },
  (table) => [
    check(
      'library_items_drawing_check',
      sql`(${table.svg} is null) = (${table.thumbnail} is null) and (${table.svg} is null) = (${table.width} is null) and (${table.svg} is null) = (${table.height} is null) and (${table.svg} is null) = (${table.parts} is null)`,
    ),
    check(
      'library_items_added_check',
      sql`not ${table.added} or (${table.description} is not null and ${table.svg} is not null)`,
    ),
  ],
);

/**
 * Export jobs (docs/exports.md): what was asked, by whom, how far it got, and for a short while
 * the finished file, so any API node can hand it out. The queue itself (who draws what, retries,
 * expiry of a job whose worker died) is pg-boss's, in its own `pgboss` schema; its job data is
 * this row's id.
 */
export const exportJobs = pgTable(
  'export_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    creationId: uuid('creation_id')
      .notNull()
      .references(() => creations.id),
    /** The slides to draw, in order. */
    slideIds: jsonb('slide_ids').$type<string[]>().notNull(),
    /** The request's options (format, dpi, size...), as validated by the route. */
    options: jsonb('options').notNull(),
    /** The download's name without its extension (the creation's name when asked). */
    fileName: text('file_name').notNull(),
    status: text('status').notNull().default('queued'),
    /**
     * The pg-boss job that draws it (a retry sends a new one): reading its state tells a runner
     * that died from one at work (exports/reconcile.ts). Null only for rows queued
     * before this column existed.
     */
    queueJobId: uuid('queue_job_id'),
    progress: real('progress').notNull().default(0),
    message: text('message'),
    /** The HTTP status a failure answers with (400, 422...). */
    errorStatus: integer('error_status'),
    file: bytea('file'),
    contentType: text('content_type'),
    extension: text('extension'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** After this the row (and its file) is deleted. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('export_jobs_status_idx').on(table.status),
    index('export_jobs_expires_at_idx').on(table.expiresAt),
    check(
      'export_jobs_status_check',
      sql`${table.status} in ('queued', 'running', 'done', 'failed')`,
    ),
  ],
);

/**
 * A creation's thumbnail for /my-creations: its first slide drawn small (PNG), for the slide and
 * revision it was drawn from; a later save makes it stale and the next request draws it again.
 */
export const creationThumbnails = pgTable('creation_thumbnails', {
  creationId: uuid('creation_id')
    .primaryKey()
    .references(() => creations.id, { onDelete: 'cascade' }),
  slideId: uuid('slide_id').notNull(),
  revision: integer('revision').notNull(),
  png: bytea('png').notNull(),
  createdAt: createdAt(),
});

export type UserRow = typeof users.$inferSelect;
export type CreationRow = typeof creations.$inferSelect;
export type SlideRow = typeof slides.$inferSelect;
export type LibraryItemRow = typeof libraryItems.$inferSelect;
export type ExportJobRow = typeof exportJobs.$inferSelect;
export type FolderRow = typeof folders.$inferSelect;

export type FileRow = typeof files.$inferSelect;
export type CreationShareRow = typeof creationShares.$inferSelect;
export type SlideCommentRow = typeof slideComments.$inferSelect;

/**
 * A slide's co-editing room (Yjs): its update state, so a room reopens with its merge history
 * (offline edits made against it still merge), and the slide revision that state holds. A REST
 * save while no room was open leaves `revision` behind the slide's; the room then takes the stored
 * document on top of its state when it next opens.
 */
export const slideCollabStates = pgTable('slide_collab_states', {
  slideId: uuid('slide_id')
    .primaryKey()
    .references(() => slides.id, { onDelete: 'cascade' }),
  state: bytea('state').notNull(),
  revision: integer('revision').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SlideCollabStateRow = typeof slideCollabStates.$inferSelect;

/**
 * What people tell us of their plan (spec §3, §9): plan feedback (kind 'feedback'), why they
 * cancelled ('cancel'), why a checkout failed ('checkout_problem'), each with the §9 reasons of
 * its kind and the plan held when written. Goes with the user's account (DELETE /profiles).
 */
export const planFeedback = pgTable(
  'plan_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    comment: text('comment'),
    /** The plan the user had when they wrote it. */
    plan: text('plan').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('plan_feedback_user_idx').on(table.userId, table.createdAt),
    check(
      'plan_feedback_kind_check',
      sql`${table.kind} in ('feedback', 'cancel', 'checkout_problem')`,
    ),
    // The §9 lists (sdk-core CANCEL_REASONS, CHECKOUT_PROBLEM_REASONS) per kind.
    check(
      'plan_feedback_reason_check',
      sql`(${table.kind} <> 'checkout_problem' and ${table.reason} in ('payment_issue', 'not_ready', 'wrong_plan', 'too_expensive', 'other'))
        or (${table.kind} = 'checkout_problem' and ${table.reason} in ('missing_payment_method', 'card_declined', 'slow_processing', 'paypal_validation', 'alipay_validation', 'comparing_prices', 'knowing_platform', 'not_meet_needs', 'mistake_access', 'other'))`,
    ),
  ],
);

/**
 * Code/credit items (spec §3, §4): a code an administrator makes, which grants a plan once.
 * available, then redeemed (by one user, once) or invalidated.
 */
export const planCodes = pgTable(
  'plan_codes',
  {
    code: text('code').primaryKey(),
    status: text('status').notNull().default('available'),
    grantsPlan: text('grants_plan').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    redeemedBy: uuid('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'plan_codes_status_check',
      sql`${table.status} in ('available', 'redeemed', 'invalidated')`,
    ),
    check('plan_codes_grants_plan_check', sql`${table.grantsPlan} in ('S', 'R', 'L')`),
  ],
);

/**
 * Counted usage of a capped limit per user and calendar month (UTC, `YYYY-MM`): high-resolution
 * downloads (export jobs expire, so they cannot be counted afterwards).
 */
/** Pictures asked of the image-generation service (generation/jobs.ts). */
export const generationJobs = pgTable(
  'generation_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prompt: text('prompt').notNull(),
    /** The picture's shape (GENERATION_SHAPES): square, landscape or portrait. */
    shape: text('shape').notNull(),
    /** The provenance: the service's host and the model that drew it. */
    provider: text('provider').notNull(),
    model: text('model'),
    status: text('status').notNull().default('queued'),
    progress: real('progress').notNull().default(0),
    /** The stored picture (files.id), once done. */
    fileId: text('file_id'),
    width: integer('width'),
    height: integer('height'),
    /** Why it failed, in words for the person. */
    message: text('message'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('generation_jobs_user_idx').on(table.userId),
    check(
      'generation_jobs_status_check',
      sql`${table.status} in ('queued', 'running', 'done', 'failed')`,
    ),
  ],
);

export const planUsage = pgTable(
  'plan_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    limitName: text('limit_name').notNull(),
    month: text('month').notNull(),
    used: integer('used').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.limitName, table.month] })],
);

export type PlanCodeRow = typeof planCodes.$inferSelect;

/**
 * Invoices the billing site reported in signed webhooks (docs/billing.md): one per payment,
 * paid or failed. `period_end` is when the paid plan ends once `cancelled_at` is set.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    plan: text('plan').notNull(),
    period: text('period').notNull(),
    /** In cents of `currency`. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    method: text('method').notNull(),
    status: text('status').notNull(),
    /** checkout (one period) or subscribe (renewed until cancelled). */
    mode: text('mode').notNull(),
    /** The billing site's id of the payment or subscription (a cancel names it). */
    reference: text('reference').notNull(),
    /** The webhook event that recorded it. */
    eventId: text('event_id').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('invoices_user_created_idx').on(table.userId, table.createdAt),
    uniqueIndex('invoices_event_key').on(table.eventId),
    check('invoices_status_check', sql`${table.status} in ('paid', 'failed')`),
  ],
);

/** Every billing webhook event handled, by its id: a replay finds its id here and changes nothing. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A team (a lab): its members share the creations of its workspace
 * (docs/teams-and-workspaces.md).
 */
export const teams = pgTable('teams', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** Seats: members and pending invites together may not exceed it. */
  seatLimit: integer('seat_limit').notNull(),
  /** Seats an admin of the team asked for (administrators raise the limit); null when none. */
  requestedSeats: integer('requested_seats'),
  seatsRequestedAt: timestamp('seats_requested_at', { withTimezone: true }),
  createdBy: uuid('created_by')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A user's place in a team; a user belongs to one team at most. */
export const teamMembers = pgTable(
  'team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('team_members_user_key').on(table.userId),
    index('team_members_team_idx').on(table.teamId),
    check('team_members_role_check', sql`${table.role} in ('admin', 'member')`),
  ],
);

/** An invitation by email; only the SHA-256 of its token is kept (the token travels in the mail). */
export const teamInvites = pgTable(
  'team_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    status: text('status').notNull().default('pending'),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('team_invites_token_hash_key').on(table.tokenHash),
    index('team_invites_team_idx').on(table.teamId, table.status),
    check('team_invites_status_check', sql`${table.status} in ('pending', 'accepted', 'revoked')`),
  ],
);

export type TeamRow = typeof teams.$inferSelect;
export type TeamMemberRow = typeof teamMembers.$inferSelect;
export type TeamInviteRow = typeof teamInvites.$inferSelect;

/**
 * An order for custom work (spec §1, §3 "Order draft"): what the person asked for; the name and
 * email are the account's when ordered; `total` is set by the server.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull(),
    type: text('type').notNull(),
    quantity: integer('quantity').notNull(),
    express: boolean('express').notNull(),
    total: integer('total').notNull(),
    specs: jsonb('specs').$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('orders_user_idx').on(table.userId, table.createdAt),
    check('orders_quantity_check', sql`${table.quantity} > 0`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;

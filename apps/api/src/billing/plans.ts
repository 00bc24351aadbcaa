import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  activePromotion,
  fallsUnderTrialRule,
  isHighResolution,
  isRestricted,
  isSpecialJournal,
  isWatermarked,
  upsellFor,
  limitFor,
  PLAN_LIMIT_WORDS,
  mayDownloadFormat,
  planLimitMessage,
  textToImageNotInPlanMessage,
  planType,
  type DeliveredDownload,
  type Invoice,
  type PlanCode,
  type PlanHolder,
  type AccountLimit,
  type CreationCaps,
  type CreationLimit,
  type MonthlyLimit,
  type PlanLimit,
  type PlanReply,
  type TrialRuleFacts,
} from '@figura/sdk-core/schema';
import { englishPlanLabel, englishWatermarkText } from '@figura/sdk-core/render';
import type { Database } from '../db/database.ts';
import { creations, planUsage, slides, users, type UserRow } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { isEmbedUser, requireCreationAccess } from '../auth/access.ts';
import { invoicesOf as billingInvoicesOf, runningInvoiceOf } from './invoices.ts';
import { storageQuotaOf, storedBytesOf } from './storage.ts';
import { planInUse, planOf, type PlanInUse } from './plan-in-use.ts';

/** Plans as the API applies them (rules: @figura/sdk-core/schema plans.ts; docs/plans-and-limits.md). */
export interface PlanOptions {
  /** The trial rule (FIGURA_TRIAL_RULE=1); off by default. */
  trialRuleEnabled: boolean;
}

/** The user's invoices, newest first, as billing recorded them (the trial rule reads this). */
export async function invoicesOf(db: Database, user: UserRow): Promise<Invoice[]> {
  return billingInvoicesOf(db, user.id);
}

/** The month a usage count belongs to (UTC). */
export function usageMonth(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/**
 * Creations the user keeps (not in the trash) and has put something in: what the creations cap
 * counts. A blank canvas opened to look around is not counted until its first save.
 */
export async function keptCreations(db: Database, user: UserRow): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(creations)
    .where(
      and(
        eq(creations.userId, user.id),
        eq(creations.status, 'available'),
        isNotNull(creations.firstEditedAt),
      ),
    );
  return row?.total ?? 0;
}

/**
 * The first save of content into a creation makes it count against its owner's creations cap:
 * refused (403, the `creations` prompt) when the owner's other edited creations fill it, marked
 * otherwise. Holds the owner's row, so parallel first saves of two blank creations cannot both
 * take the last place. Later saves cost one look-up.
 */
export async function countFirstEdit(
  db: Database,
  writer: UserRow,
  creationId: string,
): Promise<void> {
  const [creation] = await db
    .select({ firstEditedAt: creations.firstEditedAt })
    .from(creations)
    .where(eq(creations.id, creationId));
  if (!creation || creation.firstEditedAt) return;
  // Only someone who may write in it makes it count (the save checks again as it writes).
  await requireCreationAccess(db, writer, creationId, 'write');
  await db.transaction(async (tx) => {
    // The creation first, then its owner (markFirstEdit), as every call that changes a creation
    // locks them.
    await tx
      .select({ id: creations.id })
      .from(creations)
      .where(eq(creations.id, creationId))
      .for('update');
    await markFirstEdit(tx, creationId);
  });
}

/**
 * Makes a never-edited creation count against its owner's cap from now on (refused, 403, when
 * their other edited creations fill it). The caller holds the creation's row lock; the owner's row
 * is held only against other changes of it (not against rows that merely refer to it, such as a
 * share being made), so parallel first edits of two blank creations still take turns.
 */
export async function markFirstEdit(tx: Database, creationId: string): Promise<void> {
  const [current] = await tx
    .select({
      userId: creations.userId,
      firstEditedAt: creations.firstEditedAt,
      status: creations.status,
    })
    .from(creations)
    .where(eq(creations.id, creationId));
  if (!current || current.firstEditedAt) return;
  const [owner] = await tx
    .select()
    .from(users)
    .where(eq(users.id, current.userId))
    .for('no key update');
  if (!owner) return;
  // One in the trash is not kept: its first save (a restore brings it back) does not count yet.
  if (current.status === 'available') await requireWithinLimit(tx, owner, 'creations');
  await tx
    .update(creations)
    .set({ firstEditedAt: sql`now()` })
    .where(eq(creations.id, creationId));
}

async function countedUsage(
  db: Database,
  user: UserRow,
  limit: PlanLimit,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ used: planUsage.used })
    .from(planUsage)
    .where(
      and(
        eq(planUsage.userId, user.id),
        eq(planUsage.limitName, limit),
        eq(planUsage.month, usageMonth(now)),
      ),
    );
  return row?.used ?? 0;
}

async function usageOf(
  db: Database,
  user: UserRow,
  limit: AccountLimit,
  now: Date,
): Promise<number> {
  return limit === 'creations' ? keptCreations(db, user) : countedUsage(db, user, limit, now);
}

/** 403 naming the limit, the cap, the usage and the upsell prompt the portal shows. */
function limitReached(plan: PlanCode, limit: PlanLimit, cap: number, used: number): HttpError {
  const upsell = upsellFor(limit, cap);
  return new HttpError(
    403,
    upsell === 'textToImage'
      ? textToImageNotInPlanMessage(englishPlanLabel(plan))
      : planLimitMessage(PLAN_LIMIT_WORDS[limit], cap, englishPlanLabel(plan)),
    { limit, cap, used, plan, upsell },
  );
}

/**
 * Refuses (403) one more of `limit` when the user's cap is reached. Embed users (plan J) have no
 * caps. Call it inside the transaction that adds, with the row `lockUser` returned, so two
 * parallel requests cannot both take the last one.
 */
export async function requireWithinLimit(
  db: Database,
  user: UserRow,
  limit: AccountLimit,
  now = new Date(),
): Promise<void> {
  if (isEmbedUser(user)) return;
  const holder = await planInUse(db, user);
  const cap = limitFor(holder, limit);
  if (cap === null) return;
  const used = await usageOf(db, user, limit, now);
  if (used >= cap) throw limitReached(holder.plan, limit, cap, used);
}

/** Library illustrations in a stored slide, groups included (`illustrationCount` in SQL). */
const storedIllustrations = sql<number>`coalesce(jsonb_array_length(jsonb_path_query_array(
  ${slides.content}::jsonb, 'strict $.** ? (@.type == "illustration")', '{}', true)), 0)`;

/** Live slides of a creation: what `slidesPerCreation` counts. */
async function liveSlideCount(db: Database, creationId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(slides)
    .where(and(eq(slides.creationId, creationId), isNull(slides.deletedAt)));
  return row?.total ?? 0;
}

/** The plan in use of a creation's owner, whose caps bind it; null for an embed user (none). */
const ownerPlan = (db: Database, owner: UserRow): Promise<PlanInUse> | null =>
  isEmbedUser(owner) ? null : planInUse(db, owner);

/** The plan of a creation's owner, as stored now, when a cap of it applies to the creation. */
async function cappedOwner(
  db: Database,
  creationId: string,
  limit: CreationLimit,
): Promise<{ plan: PlanCode; cap: number } | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(creations)
    .innerJoin(users, eq(users.id, creations.userId))
    .where(eq(creations.id, creationId));
  const holder = row ? await ownerPlan(db, row.user) : null;
  const cap = holder ? limitFor(holder, limit) : null;
  return holder && cap !== null ? { plan: holder.plan, cap } : undefined;
}

/**
 * The caps of a creation's owner's plan inside it (`ownerId`: the creation's user), which bind
 * whoever edits it: sent with the creation so an editor says them before the work.
 */
export async function creationCaps(db: Database, ownerId: string): Promise<CreationCaps> {
  const [owner] = await db.select().from(users).where(eq(users.id, ownerId));
  const holder = owner ? await ownerPlan(db, owner) : null;
  return {
    slidesPerCreation: holder ? limitFor(holder, 'slidesPerCreation') : null,
    illustrationsPerCreation: holder ? limitFor(holder, 'illustrationsPerCreation') : null,
  };
}

/**
 * Refuses (403) one more of a limit inside a creation when its owner's plan caps it (whoever adds:
 * a collaborator works within the owner's plan). Call it holding the creation's row lock, so two
 * parallel adds to one creation cannot both take the last place.
 */
export async function requireRoomInCreation(
  db: Database,
  creationId: string,
  limit: 'slidesPerCreation',
): Promise<void> {
  const capped = await cappedOwner(db, creationId, limit);
  if (!capped) return;
  const used = await liveSlideCount(db, creationId);
  if (used >= capped.cap) throw limitReached(capped.plan, limit, capped.cap, used);
}

/**
 * Refuses (403) a write that brings a creation's library illustrations past its owner's cap:
 * `adding` illustrations go into slide `slideId` (replacing what it holds) or into a new slide
 * (no id). A write that adds none is never refused, so a creation over a cap its owner's plan
 * gained later stays editable. Call it holding the creation's row lock (to the write), so saves
 * of two slides at once take turns at the edge.
 */
export async function requireRoomForIllustrations(
  db: Database,
  creationId: string,
  slideId: string | undefined,
  adding: number,
): Promise<void> {
  if (adding === 0) return;
  const capped = await cappedOwner(db, creationId, 'illustrationsPerCreation');
  if (!capped) return;
  const [row] = await db
    .select({
      here: sql<number>`coalesce(sum(${storedIllustrations}) filter (where ${slides.id} = ${slideId ?? null}), 0)::integer`,
      elsewhere: sql<number>`coalesce(sum(${storedIllustrations}) filter (where ${slides.id} is distinct from ${slideId ?? null}), 0)::integer`,
    })
    .from(slides)
    .where(and(eq(slides.creationId, creationId), isNull(slides.deletedAt)));
  const here = Number(row?.here ?? 0);
  const elsewhere = Number(row?.elsewhere ?? 0);
  if (adding <= here || elsewhere + adding <= capped.cap) return;
  throw limitReached(capped.plan, 'illustrationsPerCreation', capped.cap, elsewhere + here);
}

/**
 * Holds the user's row until the transaction ends, so limit checks of one user take turns, and
 * returns it as stored now (the request's row may be a few seconds old: a plan just changed).
 */
export async function lockUser(db: Database, user: UserRow): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, user.id)).for('update');
  return row ?? user;
}

/** The user as stored now (plan and journal decide limits; the request's row may be stale). */
export async function currentRow(db: Database, user: UserRow): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, user.id)).limit(1);
  return row ?? user;
}

/** Counts one more of a counted limit (high-resolution downloads) in the current month. */
export async function countUsage(
  db: Database,
  user: UserRow,
  limit: MonthlyLimit,
  now = new Date(),
): Promise<void> {
  await db
    .insert(planUsage)
    .values({ userId: user.id, limitName: limit, month: usageMonth(now), used: 1 })
    .onConflictDoUpdate({
      target: [planUsage.userId, planUsage.limitName, planUsage.month],
      set: { used: sql`${planUsage.used} + 1` },
    });
}

/**
 * Takes one more of a monthly limit: refuses (403) at the cap, else counts it, with the user's
 * row held until `tx` ends so parallel requests cannot both take the last one.
 */
export async function takeUsage(
  tx: Database,
  user: UserRow,
  limit: MonthlyLimit,
  now = new Date(),
): Promise<void> {
  const locked = await lockUser(tx, user);
  await requireWithinLimit(tx, locked, limit, now);
  await countUsage(tx, locked, limit, now);
}

/** Gives back one of a monthly limit taken at `takenAt` (the work it paid for failed). */
export async function giveBackUsage(
  db: Database,
  userId: string,
  limit: MonthlyLimit,
  takenAt: Date,
): Promise<void> {
  await db
    .update(planUsage)
    .set({ used: sql`greatest(${planUsage.used} - 1, 0)` })
    .where(
      and(
        eq(planUsage.userId, userId),
        eq(planUsage.limitName, limit),
        eq(planUsage.month, usageMonth(takenAt)),
      ),
    );
}

/** What the trial rule and the watermark read of `user`, on `holder`'s plan (planInUse). */
async function trialFacts(
  db: Database,
  user: UserRow,
  holder: PlanHolder,
): Promise<TrialRuleFacts> {
  return {
    plan: holder.plan,
    journal: holder.journal,
    began: user.dtBegin,
    // The country the plan began in: a country changed since does not lift the rule.
    countryCode: user.planCountryCode ?? user.countryCode,
    hasInvoice: (await invoicesOf(db, user)).length > 0,
  };
}

/** When the user cancelled their running paid plan (it ends with its period), if they did. */
async function cancelledAt(db: Database, user: UserRow): Promise<Date | null> {
  return (await runningInvoiceOf(db, user.id))?.cancelledAt ?? null;
}

/** GET /profiles/plan. */
export async function planReply(
  db: Database,
  caller: UserRow,
  options: PlanOptions,
  now = new Date(),
): Promise<PlanReply> {
  const user = await currentRow(db, caller);
  const holder = await planInUse(db, user);
  const facts = await trialFacts(db, user, holder);
  const embed = isEmbedUser(user);
  const limitUsage = async (limit: AccountLimit) => ({
    cap: embed ? null : limitFor(holder, limit),
    used: await usageOf(db, user, limit, now),
  });
  const cancelled = await cancelledAt(db, user);
  return {
    plan: holder.plan,
    team: holder.team,
    type: planType(holder.plan),
    restricted: !embed && isRestricted(holder),
    watermarked: isWatermarked({ ...facts, embed }, options.trialRuleEnabled),
    trialRule: fallsUnderTrialRule(facts, options.trialRuleEnabled),
    specialJournal: isSpecialJournal(user.journal),
    began: user.dtBegin?.toISOString() ?? null,
    limits: {
      creations: await limitUsage('creations'),
      highResDownloads: await limitUsage('highResDownloads'),
      imageGenerations: await limitUsage('imageGenerations'),
      backgroundRemovals: await limitUsage('backgroundRemovals'),
    },
    perCreation: {
      slidesPerCreation: embed ? null : limitFor(holder, 'slidesPerCreation'),
      illustrationsPerCreation: embed ? null : limitFor(holder, 'illustrationsPerCreation'),
    },
    storage: { used: await storedBytesOf(db, user.id), quota: storageQuotaOf(holder.plan) },
    promotion: activePromotion(now),
    cancelledAt: cancelled?.toISOString() ?? null,
  };
}

/**
 * A high-resolution download (`isHighResolution`: by the pixels and format delivered) takes one
 * of the month's allowance: refused (403) past the cap, counted otherwise (for every plan, so
 * usage shows). Counted when asked for.
 */
export async function takeHighResDownload(
  db: Database,
  user: UserRow,
  download: DeliveredDownload,
  now = new Date(),
): Promise<void> {
  if (isEmbedUser(user) || !isHighResolution(download)) return;
  await db.transaction(async (tx) => {
    const held = await lockUser(tx, user);
    await requireWithinLimit(tx, held, 'highResDownloads', now);
    await countUsage(tx, held, 'highResDownloads', now);
  });
}

/**
 * A watermarked plan's download in a format its mark cannot hold in (SVG, editable): refused
 * (403) with the watermark upsell, before anything is drawn or counted.
 */
export function requireMarkableFormat(
  format: string,
  watermark: string | undefined,
  user: UserRow,
): void {
  if (mayDownloadFormat(format, watermark !== undefined)) return;
  const plan = planOf(user);
  throw new HttpError(
    403,
    `${format.toUpperCase()} files are editable, so the ${englishPlanLabel(plan)} plan’s watermark cannot hold in them: download a PNG, JPG, TIFF or PDF, or upgrade.`,
    { limit: 'formats', cap: 0, used: 0, plan, upsell: 'watermark' },
  );
}

/**
 * The mark this user's exports carry ("Made with Figura — Starter"), or undefined for none: the
 * plan in use's, unless the trial rule lifts it.
 */
export async function exportWatermark(
  db: Database,
  caller: UserRow,
  options: PlanOptions,
): Promise<string | undefined> {
  const user = await currentRow(db, caller);
  const holder = await planInUse(db, user);
  const facts = await trialFacts(db, user, holder);
  if (!isWatermarked({ ...facts, embed: isEmbedUser(user) }, options.trialRuleEnabled))
    return undefined;
  return englishWatermarkText(holder.plan);
}

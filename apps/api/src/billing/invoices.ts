// Invoices and plan changes from the billing site's signed webhooks (docs/billing.md), and the
// reads other areas need: a user's last invoice and billing history.
import {
  ADMIN_PLAN_CODE,
  PERIOD_MONTHS,
  type BillingEvent,
  type BillingHistory,
  type BillingPeriod,
  type Invoice,
} from '@figura/sdk-core/schema';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { billingEvents, invoices, users } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { planStartsAt } from './plan-start.ts';

export type InvoiceRow = typeof invoices.$inferSelect;

/** The end of a period that starts at `start` (calendar months, as the billing site charges). */
export function periodEnd(start: Date, period: BillingPeriod): Date {
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + PERIOD_MONTHS[period]);
  return end;
}

export function toInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    plan: row.plan as Invoice['plan'],
    period: row.period as Invoice['period'],
    amount: row.amount,
    currency: row.currency,
    provider: row.provider as Invoice['provider'],
    method: row.method as Invoice['method'],
    status: row.status as Invoice['status'],
    createdAt: row.createdAt.toISOString(),
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    renews: row.status === 'paid' && row.mode === 'subscribe' && !row.cancelledAt,
  };
}

/** The user's most recent invoice (paid or failed), or null when they never paid. */
export async function lastInvoiceOf(db: Database, userId: string): Promise<Invoice | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(1);
  return row ? toInvoice(row) : null;
}

/** The user's billing history, newest first. */
export async function invoicesOf(db: Database, userId: string): Promise<Invoice[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.createdAt), desc(invoices.id));
  return rows.map(toInvoice);
}

/** The plan as stored now (not a request's cached row: fresh right after a webhook) and the history. */
export async function billingHistoryOf(db: Database, userId: string): Promise<BillingHistory> {
  const [user] = await db
    .select({ tpUser: users.tpUser, dtBegin: users.dtBegin })
    .from(users)
    .where(eq(users.id, userId));
  return {
    plan: (user?.tpUser ?? 'T') as BillingHistory['plan'],
    planSince: user?.dtBegin?.toISOString() ?? null,
    invoices: await invoicesOf(db, userId),
  };
}

export const UNKNOWN_BILLING_USER_MESSAGE = 'The event names no Figura user.';

/**
 * Applies one verified webhook event exactly once: its id is stored in the same transaction as
 * its effects, so a replay (or a retry after success) finds it and changes nothing. A paid
 * checkout records the invoice and moves the user to the plan from now; a failed one records
 * the failed invoice only. Returns whether the event had been handled before.
 */
export async function applyBillingEvent(
  db: Database,
  event: BillingEvent,
  now = new Date(),
): Promise<{ duplicate: boolean }> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(billingEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (!fresh) return { duplicate: true };
    const payment = event.data;
    const paid = event.type === 'checkout.completed';
    const billable = and(eq(users.id, payment.userId), sql`${users.embedPartnerId} is null`);
    // An administrator's plan is never replaced by a purchase (the invoice is still kept).
    const [user] = await tx
      .select({ id: users.id, tpUser: users.tpUser })
      .from(users)
      .where(billable)
      .for('update');
    if (paid && user && user.tpUser !== ADMIN_PLAN_CODE)
      await tx
        .update(users)
        .set({ tpUser: payment.plan, ...planStartsAt(now) })
        .where(eq(users.id, user.id));
    // Thrown inside the transaction: the event id is not kept, so a corrected retry still works.
    if (!user) throw new HttpError(400, UNKNOWN_BILLING_USER_MESSAGE);
    await tx.insert(invoices).values({
      userId: payment.userId,
      plan: payment.plan,
      period: payment.period,
      amount: payment.amount,
      currency: payment.currency,
      provider: payment.provider,
      method: payment.method,
      status: paid ? 'paid' : 'failed',
      mode: payment.mode,
      reference: payment.reference,
      eventId: event.id,
      periodStart: now,
      periodEnd: paid ? periodEnd(now, payment.period) : now,
    });
    return { duplicate: false };
  });
}

/** The user's paid invoice whose period is running, if any (what a cancel ends). */
export async function runningInvoiceOf(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.userId, userId),
        eq(invoices.status, 'paid'),
        sql`${invoices.periodEnd} > ${now.toISOString()}`,
      ),
    )
    .orderBy(desc(invoices.createdAt))
    .limit(1);
  return row;
}

/** Cancelled at `at`, or (null) not cancelled after all: resumed. */
export async function markCancelled(db: Database, invoiceId: string, at: Date | null = new Date()) {
  await db.update(invoices).set({ cancelledAt: at }).where(eq(invoices.id, invoiceId));
}

/**
 * Moves users back to Trial when the paid period of their plan has ended and nothing renews it
 * (a one-off checkout, or a cancelled subscription). Only users still on the plan they paid
 * for: an admin or a journal user keeps theirs. Returns how many changed.
 */
export async function endExpiredPlans(db: Database, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const ended = await db
    .update(users)
    .set({ tpUser: 'T', ...planStartsAt(now) })
    .where(
      // Spelled out (not drizzle columns): inside the subqueries users.id must stay qualified.
      sql`exists (
        select 1 from ${invoices} latest
        where latest.user_id = users.id and latest.status = 'paid'
          and latest.plan = users.tp_user and latest.period_end <= ${at}
          and (latest.mode = 'checkout' or latest.cancelled_at is not null)
          and not exists (
            select 1 from ${invoices} newer
            where newer.user_id = users.id and newer.status = 'paid'
              and newer.created_at > latest.created_at
          )
      )`,
    )
    .returning({ id: users.id });
  return ended.length;
}

// Checkout links and cancels (docs/billing.md). Payments themselves happen on
// the billing site (the provider's stand-in, apps/billing); Figura never sees card data.
import {
  ADMIN_KEEPS_PLAN_MESSAGE,
  ADMIN_PLAN_CODE,
  activePromotion,
  CHINA_COUNTRY_CODE,
  type CancelledPlan,
  type ResumedPlan,
  type InvoicePdfLink,
  type CancelPlanInput,
  type CheckoutInput,
  type CheckoutStart,
  checkoutInputSchema,
} from '@figura/sdk-core/schema';
import { invoiceLinkPayload, signBillingPayload } from '@figura/settings';
import type { Database } from '../db/database.ts';
import { and, eq } from 'drizzle-orm';
import { invoices, users, type UserRow } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { BillingSiteConfig } from '../config.ts';
import { recordFeedback } from './feedback.ts';
import { markCancelled, runningInvoiceOf } from './invoices.ts';

/** The payment provider's calls the API makes; the billing site answers them (billing-site.ts). */
export interface BillingProvider {
  /** Stops renewing the payment or subscription `reference` (a signed call). */
  cancel(reference: string): Promise<void>;
  /** Takes a cancel back before the paid period ends: renewing as before (a signed call). */
  resume(reference: string): Promise<void>;
}

export const NOTHING_TO_CANCEL_MESSAGE = 'There is no paid plan to cancel.';
export const NOTHING_TO_RESUME_MESSAGE = 'There is no cancelled plan to resume: it has ended.';

/** The billing host for the user: the China one when their stored country is CN. */
export function billingHostFor(config: BillingSiteConfig, user: UserRow): string {
  return user.countryCode?.toUpperCase() === CHINA_COUNTRY_CODE
    ? config.chinaPublicUrl
    : config.publicUrl;
}

/**
 * The billing site's checkout page for the plan and period, with the user and the return
 * addresses signed, so the site takes them as the API's and a changed link is refused there.
 */
export async function checkoutUrl(
  db: Database,
  config: BillingSiteConfig,
  signedIn: UserRow,
  input: CheckoutInput,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<CheckoutStart> {
  const { plan, period, mode, coupon, source } = checkoutInputSchema.parse(input);
  // The stored country, fresh: the request's row may be a few seconds old (auth/recent-users.ts).
  const [user = signedIn] = await db.select().from(users).where(eq(users.id, signedIn.id));
  // An administrator's plan is not for sale (a payment would not replace it: invoices.ts).
  if (user.tpUser === ADMIN_PLAN_CODE) throw new HttpError(409, ADMIN_KEEPS_PLAN_MESSAGE);
  const params = new URLSearchParams({
    plan,
    period,
    user: user.id,
    email: user.email,
    return: config.returnUrl,
    problem: config.problemUrl,
    // The promotion running now (signed: the billing site charges its price), or none.
    promotion: activePromotion(new Date(nowSeconds * 1000)) ?? '',
  });
  params.set('sig', signBillingPayload(config.secret, params.toString(), nowSeconds));
  // Outside the signature: the payment provider checks a coupon code itself, and a link that
  // lost or changed it still pays the full price.
  if (coupon) params.set('coupon', coupon);
  // Likewise the page that brought the user (attribution only: it changes no price).
  if (source) params.set('source', source);
  const page = mode === 'subscribe' ? 'checkout-subscribe' : 'checkout';
  return { url: `${billingHostFor(config, user)}/${page}?${params.toString()}` };
}

/**
 * Cancels the running paid plan: the billing site is told first (so nothing renews), then the
 * invoice is marked and the reason kept. The plan lasts until the period already paid ends.
 */
export async function cancelPlan(
  db: Database,
  provider: BillingProvider,
  user: UserRow,
  input: CancelPlanInput,
  now = new Date(),
): Promise<CancelledPlan> {
  const running = await runningInvoiceOf(db, user.id, now);
  if (!running) throw new HttpError(404, NOTHING_TO_CANCEL_MESSAGE);
  if (!running.cancelledAt) {
    await provider.cancel(running.reference);
    await markCancelled(db, running.id, now);
  }
  await recordFeedback(db, user, 'cancel', input);
  return { endsAt: running.periodEnd.toISOString() };
}

/**
 * Takes a cancel back while the paid period runs (spec §9: cancelling can be undone until the
 * plan ends): the provider renews again and the plan stays. Resuming a plan not cancelled
 * changes nothing.
 */
export async function resumePlan(
  db: Database,
  provider: BillingProvider,
  user: UserRow,
  now = new Date(),
): Promise<ResumedPlan> {
  const running = await runningInvoiceOf(db, user.id, now);
  if (!running) throw new HttpError(404, NOTHING_TO_RESUME_MESSAGE);
  if (running.cancelledAt) {
    await provider.resume(running.reference);
    await markCancelled(db, running.id, null);
  }
  return { periodEnd: running.periodEnd.toISOString(), renews: running.mode === 'subscribe' };
}

export const NO_SUCH_INVOICE_MESSAGE = 'No such invoice.';

/** A link to a paid invoice's PDF on the billing site, signed now (the site takes it 5 minutes). */
export async function invoicePdfLink(
  db: Database,
  config: BillingSiteConfig,
  user: UserRow,
  invoiceId: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<InvoicePdfLink> {
  const [row] = await db
    .select({ reference: invoices.reference, status: invoices.status })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, user.id)))
    .limit(1);
  if (!row || row.status !== 'paid') throw new HttpError(404, NO_SUCH_INVOICE_MESSAGE);
  const signature = signBillingPayload(
    config.secret,
    invoiceLinkPayload(row.reference),
    nowSeconds,
  );
  const file = `${encodeURIComponent(row.reference)}.pdf`;
  return {
    url: `${billingHostFor(config, user)}/invoices/${file}?signature=${encodeURIComponent(signature)}`,
  };
}

import { SIGN_UP_SOURCES } from '../rules/sign-up-sources';
import { z } from '../document/zod';
import { text } from '../document/strings';
import {
  CANCEL_REASONS,
  PAID_PLANS,
  promotionPercentOff,
  type PaidPlan,
  type PromotionName,
} from '../rules/plans';
import { userSchema } from './creation';

/**
 * Billing (spec §2, §9): the one source for billing periods, payment methods, providers, cancel
 * and checkout-problem reasons, and the price of every paid plan per period. The portal, the API
 * and the reference billing site (apps/billing) all read these lists.
 */

export const BILLING_PERIODS = ['year', 'month', 'semester', 'quarter'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** Months each period pays for (the plan ends at the period's end after a cancel). */
export const PERIOD_MONTHS: Record<BillingPeriod, number> = {
  month: 1,
  quarter: 3,
  semester: 6,
  year: 12,
};

export const PAYMENT_METHODS = ['card', 'paypal', 'alipay', 'sepa_debit', 'wechat_pay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_PROVIDERS = ['stripe', 'paypal'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** Which provider takes which methods (PayPal takes only its own). */
export const PROVIDER_METHODS: Record<PaymentProvider, readonly PaymentMethod[]> = {
  stripe: ['card', 'alipay', 'sepa_debit', 'wechat_pay'],
  paypal: ['paypal'],
};

export const CHECKOUT_PROBLEM_REASONS = [
  'missing_payment_method',
  'card_declined',
  'slow_processing',
  'paypal_validation',
  'alipay_validation',
  'comparing_prices',
  'knowing_platform',
  'not_meet_needs',
  'mistake_access',
  'other',
] as const;
export type CheckoutProblemReason = (typeof CHECKOUT_PROBLEM_REASONS)[number];

/** One-off checkout, or a subscription renewed every period (the two billing-site pages). */
export const CHECKOUT_MODES = ['checkout', 'subscribe'] as const;
export type CheckoutMode = (typeof CHECKOUT_MODES)[number];

export { PAID_PLANS, type PaidPlan } from '../rules/plans';

export const BILLING_CURRENCY = 'EUR';

/**
 * The price list, in cents of BILLING_CURRENCY: longer periods cost less a month. The one table
 * every price shown or charged comes from.
 */
export const PLAN_PRICES: Record<PaidPlan, Record<BillingPeriod, number>> = {
  S: { month: 700, quarter: 1800, semester: 3300, year: 6000 },
  R: { month: 1500, quarter: 3900, semester: 7200, year: 13200 },
  L: { month: 3900, quarter: 10500, semester: 19800, year: 36000 },
};

export function planPrice(
  plan: PaidPlan,
  period: BillingPeriod,
  promotion: PromotionName | null = null,
): number {
  const full = PLAN_PRICES[plan][period];
  // In cents: a promotion's price is rounded to the cent.
  return promotion ? Math.round((full * (100 - promotionPercentOff(promotion))) / 100) : full;
}

// How a price reads (one rule with the strings' `{{amount, price}}`).
export { formatPrice } from '../../i18n/formats';

/** The kinds of signed event the billing site sends to POST /billing/webhook. */
export const BILLING_EVENT_TYPES = ['checkout.completed', 'checkout.failed'] as const;
export type BillingEventType = (typeof BILLING_EVENT_TYPES)[number];

/** Header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const BILLING_SIGNATURE_HEADER = 'figura-billing-signature';

/** A signature older (or further in the future) than this is refused: a replay window. */
export const BILLING_SIGNATURE_TOLERANCE_SECONDS = 300;

export const INVOICE_STATUSES = ['paid', 'failed'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const billingPeriodSchema = z.enum(BILLING_PERIODS, {
  error: 'Period must be year, month, semester or quarter',
});
export const paidPlanSchema = z.enum(PAID_PLANS, { error: 'Plan must be S, R or L' });

export { SIGN_UP_SOURCES, isSignUpSource, type SignUpSource } from '../rules/sign-up-sources';

/** POST /billing/checkout: where the portal sends the user to pay. */
export const checkoutInputSchema = z.object({
  plan: paidPlanSchema,
  period: billingPeriodSchema,
  mode: z.enum(CHECKOUT_MODES).default('checkout'),
  /** The coupon the user arrived with (spec §5), as the portal stored it; the provider checks it. */
  coupon: text().max(200).optional(),
  /** Which of our pages brought the user (spec §9 sources), for the provider's records. */
  source: z.enum(SIGN_UP_SOURCES).optional(),
});
export type CheckoutInput = z.input<typeof checkoutInputSchema>;

export const checkoutStartSchema = z.object({
  /** The billing site's page (China host for users in CN), with signed parameters. */
  url: text(),
});
export type CheckoutStart = z.infer<typeof checkoutStartSchema>;

/** The payment the billing site reports in a webhook event. */
export const billingPaymentSchema = z.object({
  userId: z.uuid(),
  plan: paidPlanSchema,
  period: billingPeriodSchema,
  mode: z.enum(CHECKOUT_MODES),
  amount: z.number().int().nonnegative(),
  currency: text().max(3),
  provider: z.enum(PAYMENT_PROVIDERS),
  method: z.enum(PAYMENT_METHODS),
  /** The provider's own id of the payment or subscription (cancel names it). */
  reference: text().max(200),
});
export type BillingPayment = z.infer<typeof billingPaymentSchema>;

/** POST /billing/webhook body (signed, see BILLING_SIGNATURE_HEADER). */
export const billingEventSchema = z.object({
  /** Unique per event: a replayed event changes nothing. */
  id: text().min(1).max(200),
  type: z.enum(BILLING_EVENT_TYPES),
  created: z.number().int(),
  data: billingPaymentSchema,
});
export type BillingEvent = z.infer<typeof billingEventSchema>;

export const billingWebhookReplySchema = z.object({
  received: z.literal(true),
  /** true when this event id was handled before (nothing changed this time). */
  duplicate: z.boolean(),
});

export const invoiceSchema = z.object({
  id: text(),
  plan: paidPlanSchema,
  period: billingPeriodSchema,
  amount: z.number().int(),
  currency: text(),
  provider: z.enum(PAYMENT_PROVIDERS),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(INVOICE_STATUSES),
  createdAt: text(),
  periodStart: text(),
  periodEnd: text(),
  /** Set once cancelled: the plan ends at periodEnd. */
  cancelledAt: text().nullable(),
  /** A subscription not cancelled: it renews at periodEnd. */
  renews: z.boolean(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** GET /billing/history: the plan as stored now, and every invoice, newest first. */
export const billingHistorySchema = z.object({
  plan: userSchema.shape.tp_user,
  /** When the current plan began (users.dt_begin). */
  planSince: text().nullable(),
  invoices: z.array(invoiceSchema),
});
export type BillingHistory = z.infer<typeof billingHistorySchema>;

/** PUT /profiles/plan/cancel. */
export const cancelPlanInputSchema = z.object({
  reason: z.enum(CANCEL_REASONS, { error: 'Choose a reason' }),
  comment: text().max(2000).optional(),
});
export type CancelPlanInput = z.input<typeof cancelPlanInputSchema>;

export const cancelledPlanSchema = z.object({
  /** When the paid plan ends (the end of the period already paid). */
  endsAt: text(),
});
export type CancelledPlan = z.infer<typeof cancelledPlanSchema>;

/** GET /billing/invoices/{id}/pdf: the invoice's PDF on the billing site, for a few minutes. */
export const invoiceParamsSchema = z.object({ id: z.uuid({ error: 'No such invoice.' }) });
export const invoicePdfLinkSchema = z.object({ url: text() });
export type InvoicePdfLink = z.infer<typeof invoicePdfLinkSchema>;

/** POST /profiles/plan/resume: the plan runs on; `renews` at `periodEnd` (a subscription). */
export const resumedPlanSchema = z.object({ periodEnd: text(), renews: z.boolean() });
export type ResumedPlan = z.infer<typeof resumedPlanSchema>;

/** POST /billing/checkout-problem: why paying did not work. */
export const checkoutProblemInputSchema = z.object({
  reason: z.enum(CHECKOUT_PROBLEM_REASONS, { error: 'Choose a reason' }),
  comment: text().max(2000).optional(),
});
export type CheckoutProblemInput = z.input<typeof checkoutProblemInputSchema>;

export const feedbackReceivedSchema = z.object({ id: text() });
export type FeedbackReceived = z.infer<typeof feedbackReceivedSchema>;

import { randomUUID } from 'node:crypto';
import type { BillingPeriod, CheckoutMode, PaidPlan } from '@figura/sdk-core/schema';

/** What the site remembers of a payment: enough to take a cancel for it. In memory: a stand-in. */
export interface Payment {
  reference: string;
  userId: string;
  plan: PaidPlan;
  period: BillingPeriod;
  mode: CheckoutMode;
  cancelled: boolean;
}

export function createPaymentStore() {
  const payments = new Map<string, Payment>();
  /** The signatures of the checkout links that paid: each link pays once. */
  const paidLinks = new Set<string>();
  return {
    /** False when the link (its signature) paid already; else it is taken now. */
    claimLink(signature: string): boolean {
      if (paidLinks.has(signature)) return false;
      paidLinks.add(signature);
      return true;
    },
    /** Gives a claimed link back (its payment never reached Figura). */
    releaseLink(signature: string): void {
      paidLinks.delete(signature);
    },
    add(payment: Omit<Payment, 'reference' | 'cancelled'>): Payment {
      const prefix = payment.mode === 'subscribe' ? 'sub' : 'pay';
      const stored = { ...payment, reference: `${prefix}_${randomUUID()}`, cancelled: false };
      payments.set(stored.reference, stored);
      return stored;
    },
    get: (reference: string) => payments.get(reference),
    /** False when the site never made this payment. */
    cancel(reference: string): boolean {
      const payment = payments.get(reference);
      if (!payment) return false;
      payment.cancelled = true;
      return true;
    },
  };
}
export type PaymentStore = ReturnType<typeof createPaymentStore>;

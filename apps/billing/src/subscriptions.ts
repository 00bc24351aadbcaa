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
  return {
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

import { randomUUID } from 'node:crypto';
import type {
  BillingPeriod,
  CheckoutMode,
  PaidPlan,
  PaymentMethod,
  PaymentProvider,
} from '@figura/sdk-core/schema';

/**
 * What the site remembers of a payment: enough to take a cancel for it and to make its invoice.
 * In memory: a stand-in.
 */
export interface Payment {
  reference: string;
  userId: string;
  plan: PaidPlan;
  period: BillingPeriod;
  mode: CheckoutMode;
  /** In cents of `currency`. */
  amount: number;
  currency: string;
  provider: PaymentProvider;
  method: PaymentMethod;
  paidAt: Date;
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
    add(payment: Omit<Payment, 'reference' | 'cancelled' | 'paidAt'>): Payment {
      const prefix = payment.mode === 'subscribe' ? 'sub' : 'pay';
      const reference = `${prefix}_${randomUUID()}`;
      const stored = { ...payment, reference, paidAt: new Date(), cancelled: false };
      payments.set(stored.reference, stored);
      return stored;
    },
    get: (reference: string) => payments.get(reference),
    /** Stops (`true`) or resumes (`false`) renewing; false when the site never made this payment. */
    setCancelled(reference: string, cancelled: boolean): boolean {
      const payment = payments.get(reference);
      if (!payment) return false;
      payment.cancelled = cancelled;
      return true;
    },
  };
}
export type PaymentStore = ReturnType<typeof createPaymentStore>;

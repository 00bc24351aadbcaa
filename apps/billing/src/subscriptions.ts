import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type {
  BillingPeriod,
  CheckoutMode,
  PaidPlan,
  PaymentMethod,
  PaymentProvider,
} from '@figura/sdk-core/contract';

/**
 * What the site remembers of a payment: enough to take a cancel for it and to make its invoice.
 * Kept in a JSON file under the data directory (a stand-in needs no database), so a restart
 * keeps every invoice's PDF; in memory only when no file is given (tests).
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

/** What the file holds: the payments and the checkout links that paid. */
interface StoredPayments {
  payments: (Omit<Payment, 'paidAt'> & { paidAt: string })[];
  paidLinks: string[];
}

function readStored(file: string): StoredPayments {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as StoredPayments;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { payments: [], paidLinks: [] };
    throw new Error(`The billing site's payments file ${file} cannot be read: ${String(error)}`);
  }
}

/** The payments; written to `file` after every change when one is given. */
export function createPaymentStore({ file }: { file?: string } = {}) {
  const stored = file ? readStored(file) : { payments: [], paidLinks: [] };
  const payments = new Map<string, Payment>(
    stored.payments.map((payment) => [
      payment.reference,
      { ...payment, paidAt: new Date(payment.paidAt) },
    ]),
  );
  /** The signatures of the checkout links that paid: each link pays once. */
  const paidLinks = new Set<string>(stored.paidLinks);
  /** The whole store, written next to the file and renamed over it: never half a file. */
  const save = () => {
    if (!file) return;
    mkdirSync(dirname(file), { recursive: true });
    const data: StoredPayments = {
      payments: [...payments.values()].map((payment) => ({
        ...payment,
        paidAt: payment.paidAt.toISOString(),
      })),
      paidLinks: [...paidLinks],
    };
    writeFileSync(`${file}.tmp`, JSON.stringify(data));
    renameSync(`${file}.tmp`, file);
  };
  return {
    /** False when the link (its signature) paid already; else it is taken now. */
    claimLink(signature: string): boolean {
      if (paidLinks.has(signature)) return false;
      paidLinks.add(signature);
      save();
      return true;
    },
    /** Gives a claimed link back (its payment never reached Figura). */
    releaseLink(signature: string): void {
      paidLinks.delete(signature);
      save();
    },
    add(payment: Omit<Payment, 'reference' | 'cancelled' | 'paidAt'>): Payment {
      const prefix = payment.mode === 'subscribe' ? 'sub' : 'pay';
      const reference = `${prefix}_${randomUUID()}`;
      const stored = { ...payment, reference, paidAt: new Date(), cancelled: false };
      payments.set(stored.reference, stored);
      save();
      return stored;
    },
    get: (reference: string) => payments.get(reference),
    /** Stops (`true`) or resumes (`false`) renewing; false when the site never made this payment. */
    setCancelled(reference: string, cancelled: boolean): boolean {
      const payment = payments.get(reference);
      if (!payment) return false;
      payment.cancelled = cancelled;
      save();
      return true;
    },
  };
}
export type PaymentStore = ReturnType<typeof createPaymentStore>;

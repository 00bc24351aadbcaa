// The billing site's payments outlive a restart: a store made again over the same file has every
// payment (its invoice's PDF still works), its cancel state, and the links that paid (a link
// still pays once); a broken file is said plainly, not taken for an empty one.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPaymentStore } from './subscriptions.ts';

const payment = {
  userId: 'u1',
  plan: 'R',
  period: 'year',
  mode: 'subscribe',
  amount: 9240,
  currency: 'EUR',
  provider: 'stripe',
  method: 'card',
} as const;

describe('the payment store', () => {
  it('keeps payments, cancels and paid links across a restart', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'billing-')), 'billing', 'payments.json');
    const first = createPaymentStore({ file });
    expect(first.claimLink('sig-1')).toBe(true);
    const paid = first.add(payment);
    expect(first.setCancelled(paid.reference, true)).toBe(true);

    const again = createPaymentStore({ file });
    expect(again.get(paid.reference)).toEqual({ ...paid, cancelled: true });
    expect(again.get(paid.reference)?.paidAt).toBeInstanceOf(Date);
    expect(again.claimLink('sig-1')).toBe(false);
    again.releaseLink('sig-1');
    expect(createPaymentStore({ file }).claimLink('sig-1')).toBe(true);
  });

  it('keeps nothing on disk without a file, and says when its file is broken', () => {
    const memory = createPaymentStore();
    const paid = memory.add(payment);
    expect(createPaymentStore().get(paid.reference)).toBeUndefined();

    const broken = join(mkdtempSync(join(tmpdir(), 'billing-')), 'payments.json');
    writeFileSync(broken, '{ not json');
    expect(() => createPaymentStore({ file: broken })).toThrow(/payments file .* cannot be read/);
  });
});

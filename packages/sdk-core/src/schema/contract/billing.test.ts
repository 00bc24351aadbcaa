import { describe, expect, it } from 'vitest';
import {
  BILLING_PERIODS,
  PAID_PLANS,
  PAYMENT_METHODS,
  PERIOD_MONTHS,
  PLAN_PRICES,
  PROVIDER_METHODS,
  formatPrice,
  planPrice,
} from './billing';

describe('the price list', () => {
  it('has a price for every paid plan and period', () => {
    for (const plan of PAID_PLANS)
      for (const period of BILLING_PERIODS) expect(planPrice(plan, period)).toBeGreaterThan(0);
  });

  it('makes longer periods cheaper per month, and dearer plans dearer in every period', () => {
    const byLength = [...BILLING_PERIODS].sort((a, b) => PERIOD_MONTHS[a] - PERIOD_MONTHS[b]);
    for (const plan of PAID_PLANS) {
      const monthly = byLength.map((period) => PLAN_PRICES[plan][period] / PERIOD_MONTHS[period]);
      for (let i = 1; i < monthly.length; i += 1) expect(monthly[i]).toBeLessThan(monthly[i - 1]!);
    }
    for (const period of BILLING_PERIODS) {
      expect(planPrice('S', period)).toBeLessThan(planPrice('R', period));
      expect(planPrice('R', period)).toBeLessThan(planPrice('L', period));
    }
  });

  it('shows cents as a price', () => {
    expect(formatPrice(13200)).toBe('132.00');
    expect(formatPrice(705)).toBe('7.05');
  });

  it('offers every payment method through some provider', () => {
    const offered = new Set(Object.values(PROVIDER_METHODS).flat());
    expect([...offered].sort()).toEqual([...PAYMENT_METHODS].sort());
  });
});

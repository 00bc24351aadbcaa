import { describe, expect, it } from 'vitest';
import { ORDER_DRAFT_DEFAULTS, ORDER_LIMITS, createOrderInputSchema, orderTotal } from './orders';

describe('a custom-work order', () => {
  it('costs the draft total (200) per piece, express or not', () => {
    expect(orderTotal(1)).toBe(200);
    expect(orderTotal(3)).toBe(600);
    expect(orderTotal(ORDER_DRAFT_DEFAULTS.quantity)).toBe(ORDER_DRAFT_DEFAULTS.total);
  });

  it('takes the order draft defaults for what is left out', () => {
    expect(createOrderInputSchema.parse({})).toEqual({
      type: 'graphical_abstract',
      quantity: 1,
      express: false,
      specs: [],
    });
  });

  it('refuses more pieces or spec lines than the limits, and blank lines', () => {
    const tooMany = createOrderInputSchema.safeParse({ quantity: ORDER_LIMITS.maxQuantity + 1 });
    expect(tooMany.success).toBe(false);
    const lines = Array.from({ length: ORDER_LIMITS.maxSpecs + 1 }, (_, i) => `line ${i}`);
    expect(createOrderInputSchema.safeParse({ specs: lines }).success).toBe(false);
    expect(createOrderInputSchema.safeParse({ specs: ['  '] }).success).toBe(false);
    expect(createOrderInputSchema.parse({ quantity: ORDER_LIMITS.maxQuantity }).quantity).toBe(50);
  });
});

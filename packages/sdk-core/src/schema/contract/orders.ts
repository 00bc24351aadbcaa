import { z } from '../document/zod';
import { text } from '../document/strings';

/** Orders for custom work (spec §3 "Order draft"): POST and GET /orders. */

/** Custom-work order types; graphical_abstract is the draft's default. */
export const ORDER_TYPES = [
  'graphical_abstract',
  'illustration',
  'slide',
  'infographic',
  'poster',
] as const;

/** The order draft of spec §3, with its defaults. */
export const ORDER_DRAFT_DEFAULTS = {
  type: 'graphical_abstract',
  quantity: 1,
  express: false,
  total: 200,
} as const;

/** What one order may hold (the API refuses more; the portal's form stops there). */
export const ORDER_LIMITS = { maxQuantity: 50, maxSpecs: 20, maxSpecLength: 2000 } as const;

/**
 * An order's total as the server sets it, in whole units of the billing currency (200 EUR a
 * piece, the draft's default total; express is not charged extra). The portal shows the same
 * amount before the order is sent.
 */
export function orderTotal(quantity: number): number {
  return ORDER_DRAFT_DEFAULTS.total * quantity;
}

/** POST /orders: an order for custom work; the name and email come from the caller's account. */
export const createOrderInputSchema = z.object({
  type: z.enum(ORDER_TYPES).default(ORDER_DRAFT_DEFAULTS.type),
  quantity: z
    .number()
    .int()
    .min(1)
    .max(ORDER_LIMITS.maxQuantity)
    .default(ORDER_DRAFT_DEFAULTS.quantity),
  express: z.boolean().default(ORDER_DRAFT_DEFAULTS.express),
  specs: z
    .array(text().trim().min(1).max(ORDER_LIMITS.maxSpecLength))
    .max(ORDER_LIMITS.maxSpecs)
    .default([]),
});
export type CreateOrderInput = z.input<typeof createOrderInputSchema>;

export const orderSchema = z.object({
  id: text(),
  userName: text(),
  userEmail: text(),
  type: z.enum(ORDER_TYPES),
  quantity: z.number().int(),
  express: z.boolean(),
  /** Set by the server: `orderTotal(quantity)`. */
  total: z.number(),
  specs: z.array(text()),
  createdAt: text(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderListSchema = z.object({ orders: z.array(orderSchema) });
export type OrderList = z.infer<typeof orderListSchema>;

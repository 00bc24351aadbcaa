import { z } from './zod';
import { text } from './strings';
import { userSchema } from './creation';
import { PAYMENT_METHODS, PAYMENT_PROVIDERS } from './billing';

/** The "Other" calls of spec §7 and custom-work orders (docs/sign-in.md "Other calls"). */

/** The plan codes (tp_user) of spec §6, from the user schema's one list. */
export const ROLE_CODES = userSchema.shape.tp_user.options;

/** GET /roles: every role and the caller's. */
export const rolesReplySchema = z.object({
  roles: z.array(userSchema.shape.tp_user),
  current: userSchema.shape.tp_user,
});
export type RolesReply = z.infer<typeof rolesReplySchema>;

/** GET /customInformation: what the portal shows beside the profile. */
export const customInformationReplySchema = z.object({
  shouldCompleteProfile: z.boolean(),
  /** The country the request's address suggests (geo-IP), for complete-profile; null when unknown. */
  suggestedCountry: text().nullable(),
  /** The sign-on site for this user (the Chinese one for country CN). */
  signOnUrl: text(),
  /** The partner site of the user's numeric partner id, when they came through one. */
  partnerSite: text().nullable(),
});
export type CustomInformationReply = z.infer<typeof customInformationReplySchema>;

/** GET /payments/data. */
export const paymentsDataReplySchema = z.object({
  methods: z.array(z.enum(PAYMENT_METHODS)),
  providers: z.array(z.enum(PAYMENT_PROVIDERS)),
});
export type PaymentsDataReply = z.infer<typeof paymentsDataReplySchema>;

/**
 * GET /journals/settings: the caller's journal settings (fetched at login, spec §3): the journal
 * they were made a member of (granted, never typed), and its name.
 */
export const journalSettingsReplySchema = z.object({
  journal: text().nullable(),
  name: text().nullable().optional(),
});
export type JournalSettingsReply = z.infer<typeof journalSettingsReplySchema>;

/** GET /journals/memberships: the journals the caller belongs to. */
export const journalMembershipsReplySchema = z.object({
  memberships: z.array(z.object({ journal: text(), name: text().nullable().optional() })),
});
export type JournalMembershipsReply = z.infer<typeof journalMembershipsReplySchema>;

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
 * An order's total as the server sets it: the draft's default total per piece (express is not
 * charged extra). The portal shows the same number before the order is sent.
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

/** The legacy platform's unlock-email form post (email, key). */
export const legacyUnlockEmailInputSchema = z.object({
  email: text().trim().min(1).max(254),
  key: text().trim().min(1).max(200),
});
export const legacyReplySchema = z.object({ accepted: z.literal(true) });

import { z } from '../document/zod';
import { text } from '../document/strings';
import { CANCEL_REASONS, CODE_STATUSES, PLAN_CODES, PLAN_TYPES, PROMOTIONS } from '../rules/plans';
import { UPSELL_PROMPTS } from '../rules/upsells';
import { creationCapsSchema, userSchema } from './creation';
import { invoiceSchema } from './billing';

/**
 * The Profiles calls (spec §7) and code/credit items: a user's profile, their plan with its
 * limits and usage, cancelling and plan feedback, deleting the account, redeeming codes.
 */

/** Path parameters: /profiles/{id} (a user id). */
export const profileParamsSchema = z.object({ id: z.uuid('Profile id must be a UUID') });

export const planCodeSchema = z.enum(PLAN_CODES, { error: 'Unknown plan' });

/** GET /profiles/{id}: the user with their plan's type and whether they are restricted. */
export const profileSchema = userSchema.omit({ isNewUser: true }).extend({
  planType: z.enum(PLAN_TYPES),
  restricted: z.boolean(),
  createdAt: text(),
});
export type Profile = z.infer<typeof profileSchema>;

/** PATCH /profiles/{id}: what Figura keeps itself (email and name belong to the sign-on site). */
export const profileUpdateSchema = z
  .object({
    country_code: text()
      .regex(/^[A-Za-z]{2}$/, 'A country code is two letters')
      .transform((code) => code.toUpperCase())
      .nullable()
      .optional(),
  })
  .strict();
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** PATCH /profiles/{id}/password: checked and stored by the sign-on site. */
export const passwordChangeSchema = z.object({
  currentPassword: text('Give your current password').min(1, 'Give your current password'),
  newPassword: text('Give a new password')
    .min(8, 'A password has at least 8 characters')
    .max(200, 'The password is too long'),
});
export type PasswordChange = z.input<typeof passwordChangeSchema>;
export const passwordChangedSchema = z.object({ changed: z.literal(true) });

const limitUsageSchema = z.object({
  /** null: unlimited. */
  cap: z.number().int().nullable(),
  used: z.number().int(),
});

/** GET /profiles/plan: the caller's plan, what it limits and how much is used. */
export const planReplySchema = z.object({
  /** The plan the user works on: their own, or their team's Teams plan (see `team`). */
  plan: planCodeSchema,
  /** The team whose plan `plan` is, while the user belongs to a team that pays for it. */
  team: z.object({ id: text(), name: text() }).nullable(),
  type: z.enum(PLAN_TYPES),
  restricted: z.boolean(),
  watermarked: z.boolean(),
  trialRule: z.boolean(),
  specialJournal: z.boolean(),
  began: text().nullable(),
  limits: z.object({
    creations: limitUsageSchema,
    highResDownloads: limitUsageSchema,
    imageGenerations: limitUsageSchema,
    backgroundRemovals: limitUsageSchema,
  }),
  /** Caps inside a creation this user owns (null: unlimited); another's: its `caps`. */
  perCreation: creationCapsSchema,
  /** Bytes of uploaded images the account keeps, and what its plan keeps at most. */
  storage: z.object({ used: z.number().int(), quota: z.number().int() }),
  promotion: z.enum(PROMOTIONS.map((promotion) => promotion.name)).nullable(),
  /** When the user asked to cancel, if they did. */
  cancelledAt: text().nullable(),
});
export type PlanReply = z.infer<typeof planReplySchema>;

/** 403 when a plan's cap is reached: the message, the limit, and the upsell prompt to show. */
export const planLimitReplySchema = z.object({
  message: text(),
  limit: text(),
  cap: z.number().int(),
  used: z.number().int(),
  plan: planCodeSchema,
  upsell: z.enum(UPSELL_PROMPTS),
});
export type PlanLimitReply = z.infer<typeof planLimitReplySchema>;

export const cancelReasonSchema = z.enum(CANCEL_REASONS, { error: 'Choose a reason' });

/** POST /profiles/plan/feedback and PUT /profiles/plan/cancel. */
export const planFeedbackInputSchema = z.object({
  reason: cancelReasonSchema,
  comment: text().max(2000, 'Keep the comment under 2000 characters').optional(),
});
export type PlanFeedbackInput = z.input<typeof planFeedbackInputSchema>;
export const planFeedbackReplySchema = z.object({ recorded: z.literal(true) });

export const lastInvoiceReplySchema = z.object({ invoice: invoiceSchema.nullable() });
export const invoiceListSchema = z.object({ items: z.array(invoiceSchema) });

/** GET /profiles/{id}/creations: the creations the user keeps (what the creations cap counts). */
export const profileCreationsSchema = z.object({
  total: z.number().int(),
  items: z.array(
    z.object({ id: text(), name: text(), type: text(), updatedAt: text(), slug: text() }),
  ),
});
export type ProfileCreations = z.infer<typeof profileCreationsSchema>;

export const deletedProfileSchema = z.object({ deleted: z.literal(true) });

/** Code/credit items: what a code grants is a plan. */
export const codeStatusSchema = z.enum(CODE_STATUSES);
export const codeSchema = z.object({
  code: text(),
  status: codeStatusSchema,
  grantsPlan: planCodeSchema,
  redeemedBy: text().nullable(),
  redeemedAt: text().nullable(),
});
export type Code = z.infer<typeof codeSchema>;
const codeText = text('Give a code')
  .trim()
  .regex(/^[A-Za-z0-9-]{4,64}$/, 'A code is 4 to 64 letters, digits or dashes');
export const redeemCodeInputSchema = z.object({ code: codeText });
export const createCodeInputSchema = z.object({
  code: codeText,
  grantsPlan: z.enum(['S', 'R', 'L'], { error: 'A code grants plan S, R or L' }),
});
export type CreateCodeInput = z.input<typeof createCodeInputSchema>;
export const codeParamsSchema = z.object({ code: codeText });

import { z } from '../document/zod';
import { text } from '../document/strings';
import { userSchema } from './creation';
import { PAYMENT_METHODS, PAYMENT_PROVIDERS } from './billing';

/** What an account reads besides its profile: the "Other" calls of spec §7 (docs/sign-in.md "Other calls"). */

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

import { z } from '../document/zod';
import { text } from '../document/strings';
import { anyProfileIdSchema } from './journal-profiles';

/**
 * Journals that embed the builder (docs/journals.md): the journal's
 * server asks for a short-lived embed token with its partner key, and the page's builder sends
 * that token on every call.
 */

/** Where a journal's server asks for an embed token. */
export const EMBED_TOKEN_PATH = '/embed/tokens';

/** `Authorization: Partner <id>:<key>`: how a journal's server proves it is that partner. */
export const PARTNER_AUTH_SCHEME = 'Partner';

/** The authorization header of a journal's server. */
export const partnerAuthorization = (partnerId: number, key: string) =>
  `${PARTNER_AUTH_SCHEME} ${partnerId}:${key}`;

/** How long an embed token lives; the journal's server asks again for a new one. */
export const EMBED_TOKEN_LIFETIME_SECONDS = 15 * 60;

/** A journal's manuscript id: the longest accepted. */
export const SUBMISSION_ID_MAX_LENGTH = 128;

/** A partner's numeric id (spec §9). */
export const partnerIdSchema = z.number().int().min(1).max(2_147_483_647);

/**
 * The journal's manuscript id: letters and digits, and `.`, `_`, `-`, `/`, `:` after the first
 * character (MS-2026-0042, JCB_2026_1234.R1). Work is kept per (partner, submission).
 */
export const submissionIdSchema = text()
  .trim()
  .min(1, 'Give the submission id.')
  .max(
    SUBMISSION_ID_MAX_LENGTH,
    `A submission id has at most ${SUBMISSION_ID_MAX_LENGTH} characters.`,
  )
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9._:/-]*$/,
    'A submission id starts with a letter or digit and holds only letters, digits and . _ - / :',
  );

/** POST /embed/tokens: the submission the author works on, and who the author is. */
export const embedTokenInputSchema = z.object({
  submissionId: submissionIdSchema,
  author: z
    .object({
      name: text().trim().min(1, 'Give the author’s name.').max(200),
      email: z.email('Give a valid email address.').max(254).optional(),
    })
    .optional(),
});
export type EmbedTokenInput = z.input<typeof embedTokenInputSchema>;

/** The embed token: a bearer token for the builder's calls, until `expiresAt`. */
export const embedTokenReplySchema = z.object({
  token: text(),
  expiresAt: z.iso.datetime(),
  partnerId: partnerIdSchema,
  /** The journal's profile: the builder exports to it, and a download may ask the API to check it. */
  profile: anyProfileIdSchema,
});
export type EmbedTokenReply = z.infer<typeof embedTokenReplySchema>;

/** Where the builder in a frame asks which journal its embed token belongs to. */
export const EMBED_PARTNER_PATH = '/embed/partner';

/**
 * GET /embed/partner (with an embed token): the token's journal as the builder needs it. The
 * builder's frame page (`/embed/abstract-builder.html`) talks only to a parent page whose origin
 * is among `allowedOrigins`.
 */
export const embedPartnerReplySchema = z.object({
  id: partnerIdSchema,
  name: text(),
  profile: anyProfileIdSchema,
  /** The origins whose pages may embed the builder (scheme, host and port). */
  allowedOrigins: z.array(text()),
});
export type EmbedPartnerReply = z.infer<typeof embedPartnerReplySchema>;

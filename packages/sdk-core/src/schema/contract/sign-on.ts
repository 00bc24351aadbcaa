import { z } from '../document/zod';
import { text } from '../document/strings';
import { signOnTokenReplySchema } from './replies';

/**
 * The reference sign-on site's calls (apps/sign-on, spec §1, §4, §7): what its forms post and
 * what it answers. Messages are whole sentences: the page shows them as they are.
 */

const email = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z
    .email({ error: 'Enter a valid email address.' })
    .max(254, { error: 'The email address is too long.' }),
);

/**
 * `?continue=` of the pages, the form posts and logout: where to go afterwards, followed only
 * when it is a path on the site or a URL on an allowed origin (given twice, it is ignored).
 */
export const continueQuerySchema = z.object({
  continue: z.union([text(), z.array(text())]).optional(),
});

/**
 * The sign-in and register pages' `login_hint` (as OpenID names it): the address the Email field
 * starts with, such as the one an invitation was sent to.
 */
const loginHint = { login_hint: text().optional() };

/** The sign-in page's query: `continue`, and `notice` (such as `password-changed`) to show. */
export const loginPageQuerySchema = continueQuerySchema.extend({
  notice: text().optional(),
  ...loginHint,
});

/** Partner options on the sign-on site's register page and in complete-profile (spec §2). */
export const PARTNER_OPTIONS = ['student', 'researcher', 'prime'] as const;
export type PartnerOption = (typeof PARTNER_OPTIONS)[number];

/** Social sign-in providers (OpenID providers the sign-on site sends a person to). */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** The register page's query: `continue`, and `partner` to preselect an option (unknown: none). */
export const registerPageQuerySchema = continueQuerySchema.extend({
  partner: text().optional(),
  ...loginHint,
});

/** GET /social/:provider/redirect and /callback. */
export const socialProviderParamsSchema = z.object({ provider: text() });

/**
 * What the provider sends back to /social/:provider/callback (authorisation response); every
 * field is checked by the OpenID client, so unknown ones pass through to it.
 */
export const socialCallbackQuerySchema = z.looseObject({
  state: text().optional(),
  code: text().optional(),
  error: text().optional(),
  error_description: text().optional(),
});

/** A password someone chooses (registering or choosing a new one). */
const newPassword = text({ error: 'Enter a password.' })
  .min(8, { error: 'The password must be at least 8 characters.' })
  .max(200, { error: 'The password must be at most 200 characters.' });

export const registerInputSchema = z.object({
  email,
  name: text({ error: 'Enter your name.' })
    .trim()
    .min(1, { error: 'Enter your name.' })
    .max(120, { error: 'The name must be at most 120 characters.' }),
  password: newPassword,
  /** The partner option chosen on the register page (optional). */
  partner: z.enum(PARTNER_OPTIONS, { error: 'Choose student, researcher or prime.' }).optional(),
  continue: text().optional(),
});
export type RegisterInput = z.input<typeof registerInputSchema>;

/** POST /api/register carries the captcha's answer and token in headers (other headers pass). */
export const captchaHeadersSchema = z.looseObject({
  'x-captcha-answer': text().optional(),
  'x-captcha-token': text().optional(),
});

export const loginInputSchema = z.object({
  email,
  password: text({ error: 'Enter your password.' })
    .min(1, { error: 'Enter your password.' })
    .max(200),
  continue: text().optional(),
});
export type LoginInput = z.input<typeof loginInputSchema>;

/** POST /api/password/forgot: mail a link to choose a new password. */
export const forgotPasswordInputSchema = z.object({ email, continue: text().optional() });

/** The same reply whether or not the address has an account (it tells nothing about accounts). */
export const forgotPasswordReplySchema = z.object({ sent: z.literal(true), message: text() });

/** GET /reset-password: the link's token, and where to go after signing in again. */
export const resetPasswordPageQuerySchema = continueQuerySchema.extend({
  token: text().optional(),
});

/** POST /api/password/reset: the link's token and the new password. */
export const resetPasswordInputSchema = z.object({
  token: text({ error: 'This link is not complete. Ask for a new one.' }).min(1, {
    error: 'This link is not complete. Ask for a new one.',
  }),
  password: newPassword,
  continue: text().optional(),
});

/** After a new password: the sign-in page, which says the password was changed. */
export const passwordResetReplySchema = z.object({ redirect: text() });

export const productAssociationInputSchema = z.object({
  product: text({ error: 'Name the product.' }).regex(/^[a-z0-9_-]{1,40}$/, {
    error: 'The product must be a short lower-case code such as "mtg".',
  }),
  onboarding_status: text({ error: 'Give an onboarding_status.' }).regex(/^[a-z_]{1,40}$/, {
    error: 'The onboarding_status must be a short lower-case code such as "pending".',
  }),
});

export const productAssociationSchema = productAssociationInputSchema.extend({
  user_id: text(),
});
export type ProductAssociation = z.infer<typeof productAssociationSchema>;

/** A person with a sign-on account (the API knows them by `id` as `cactusId`). */
export const signOnUserSchema = z.object({ id: text(), email: text(), name: text() });
export type SignOnUser = z.infer<typeof signOnUserSchema>;

/** The JSON reply to a sign-in or registration: where the page goes next, and who signed in. */
export const signedInReplySchema = z.object({ redirect: text(), user: signOnUserSchema });

/** GET /api/captcha: a signed arithmetic question, answered in the registration's headers. */
export const captchaChallengeSchema = z.object({ token: text(), question: text() });

/** GET /oauth/token of the reference sign-on site: an ES256 JWT for the API. */
export const signOnTokenIssuedSchema = signOnTokenReplySchema.extend({
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().positive(),
});

/** GET /.well-known/jwks.json: the public keys the API verifies access tokens with. */
export const jwksSchema = z.object({
  keys: z.array(z.looseObject({ kty: text(), kid: text(), alg: text(), use: text() })),
});
export type Jwks = z.infer<typeof jwksSchema>;

/** A sign-on error: the message, and for the page script a stable reason such as `captcha_wrong`. */
export const signOnErrorReplySchema = z.object({
  message: text(),
  code: text().optional(),
});

/** GET /health of the sign-on site. */
export const signOnHealthReplySchema = z.object({ ok: z.literal(true) });

import { z } from '../document/zod';
import { text } from '../document/strings';
import { userSchema } from './creation';
import { isCountryCode } from '../rules/countries';
import { loginInputSchema, PARTNER_OPTIONS, registerInputSchema } from './sign-on';

/**
 * The Auth calls of spec §7 that sign a person in through the API (docs/sign-in.md): the
 * sign-on site owns passwords; the API passes credentials on to it server to server and
 * answers with the sign-on site's access token and the API's user.
 */

/** POST /auth/login: email and password, checked by the sign-on site. */
export const apiLoginInputSchema = loginInputSchema.omit({ continue: true });
export type ApiLoginInput = z.input<typeof apiLoginInputSchema>;

/** POST /auth/register: the sign-on site's registration; the captcha answer travels in headers. */
export const apiRegisterInputSchema = registerInputSchema.omit({ continue: true });
export type ApiRegisterInput = z.input<typeof apiRegisterInputSchema>;

/** POST /auth/short-signup: email and password only; the name starts as the email's local part. */
export const shortSignupInputSchema = registerInputSchema.pick({ email: true, password: true });
export type ShortSignupInput = z.input<typeof shortSignupInputSchema>;

/** POST /auth/token-login: a sign-on access token exchanged for the API's session. */
export const tokenLoginInputSchema = z.object({
  token: text('A token is required').min(1, 'A token is required'),
});
export type TokenLoginInput = z.input<typeof tokenLoginInputSchema>;

/** Every sign-in reply: the bearer token for the API, the user, and what the portal does next. */
export const apiSignedInReplySchema = z.object({
  access_token: text(),
  user: userSchema,
  isNewUser: z.boolean(),
  shouldCompleteProfile: z.boolean(),
});
export type ApiSignedInReply = z.infer<typeof apiSignedInReplySchema>;

const countryCode = text({ error: 'Choose a country.' })
  .trim()
  .toUpperCase()
  .refine(isCountryCode, { error: 'Choose a country from the list (ISO 3166).' });

/**
 * PATCH /auth/complete-profile: what a profile needs before the portal stops asking. The name is
 * not here: the sign-on site owns it (and every token carries it).
 */
export const completeProfileInputSchema = z.object({
  country_code: countryCode,
  /** Accepted as the spec names it; grants nothing (journal membership is granted, not typed). */
  journal: text().trim().max(200).nullable().optional(),
  partner: z.enum(PARTNER_OPTIONS, { error: 'Choose student, researcher or prime.' }).nullable(),
});
export type CompleteProfileInput = z.input<typeof completeProfileInputSchema>;

export const completeProfileReplySchema = z.object({
  user: userSchema,
  shouldCompleteProfile: z.literal(false),
});

/** POST /auth/usaco-email: email a sign-up link to someone (through the email interface). */
export const usacoEmailInputSchema = z.object({
  email: loginInputSchema.shape.email,
});
export const usacoEmailReplySchema = z.object({ sent: z.literal(true) });

/** POST /auth/logout: the session's tokens are refused; the browser ends the sign-on cookie at `redirect`. */
export const apiLogoutReplySchema = z.object({ loggedOut: z.literal(true), redirect: text() });

/** POST /auth/login-with-google and -facebook: where the browser goes (the sign-on site's social route). */
export const socialLoginInputSchema = z.object({ continue: text().max(2000).optional() });
export const socialLoginReplySchema = z.object({ redirect: text() });

export { shouldCompleteProfile } from '../rules/profile-completion';

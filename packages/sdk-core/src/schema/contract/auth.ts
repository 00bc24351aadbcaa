import { z } from '../document/zod';
import { text } from '../document/strings';

/** Inputs of the auth calls that carry a token outside the Authorization header (spec §7). */

/** POST /auth/onelogin/callback: the access token the portal got from the sign-on site. */
export const oneLoginCallbackInputSchema = z.object({
  token: text('A token is required').min(1, 'A token is required'),
});
export type OneLoginCallbackInput = z.input<typeof oneLoginCallbackInputSchema>;

/** GET /auth/profile/?token=: the same token in the query. */
export const profileQuerySchema = z.object({
  token: text('A token is required').min(1, 'A token is required'),
});

/**
 * POST /auth/backchannel-logout: the sign-on site says a session ended, with a logout token (a
 * JWT it signed, OpenID back-channel logout style). Server to server; no bearer token.
 */
export const backchannelLogoutInputSchema = z.object({
  logout_token: text('A logout token is required').min(1, 'A logout token is required'),
});
export type BackchannelLogoutInput = z.input<typeof backchannelLogoutInputSchema>;

/** The session's access tokens are refused from now on. */
export const backchannelLogoutReplySchema = z.object({ revoked: z.literal(true) });

/** POST /auth/backchannel-notice: the sign-on site's signed notice (repeated sign-in failures). */
export const securityNoticeInputSchema = z.object({
  notice_token: text('A notice token is required').min(1, 'A notice token is required'),
});
export const securityNoticeReplySchema = z.object({ received: z.literal(true) });

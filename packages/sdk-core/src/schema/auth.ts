import { z } from './zod';
import { text } from './strings';

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

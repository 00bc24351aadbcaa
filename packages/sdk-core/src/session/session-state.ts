import {
  DEFAULT_COOKIE_NAMES,
  parseTokenCookie,
  type CookieNames,
  type CookieStore,
} from './cookies';
import { isJwtExpired } from '../api/jwt';

export const SESSION_STATES = [
  'FULLY_AUTHENTICATED',
  'FULLY_AUTHENTICATED_SAML',
  'SSO_AUTHENTICATED',
  'SSO_UNAUTHENTICATED',
  'FULLY_UNAUTHENTICATED',
] as const;
export type SessionState = (typeof SESSION_STATES)[number];

/**
 * The session state from the stored cookie pair (spec §4):
 *
 * | token cookie                  | id cookie          | state                    |
 * |-------------------------------|--------------------|--------------------------|
 * | `token|id`                    | the same id        | FULLY_AUTHENTICATED      |
 * | `token` (no `|id`)            | anything           | FULLY_AUTHENTICATED_SAML |
 * | none, unusable, or `token|x`  | present, id != x   | SSO_AUTHENTICATED        |
 * | `token|id` or unusable        | none               | SSO_UNAUTHENTICATED      |
 * | none                          | none               | FULLY_UNAUTHENTICATED    |
 *
 * "Unusable" is an empty token part or, when `now` is given, a JWT whose `exp` has passed: with
 * the id cookie still there the sign-on site can issue a fresh token (SSO_AUTHENTICATED), which
 * is better than validating a token the API will refuse. SSO_UNAUTHENTICATED means "a token was
 * left behind but the sign-on session is gone"; FULLY_UNAUTHENTICATED means "nothing at all".
 */
export function determineSessionState(
  cookies: Pick<CookieStore, 'get'>,
  names: CookieNames = DEFAULT_COOKIE_NAMES,
  options: { now?: number } = {},
): SessionState {
  const stored = parseTokenCookie(cookies.get(names.token));
  const ssoId = cookies.get(names.id) || null;
  const usable =
    stored !== null &&
    stored.token !== '' &&
    (options.now === undefined || !isJwtExpired(stored.token, options.now));

  if (usable && stored.userId === null) return 'FULLY_AUTHENTICATED_SAML';
  if (ssoId !== null)
    return usable && stored.userId === ssoId ? 'FULLY_AUTHENTICATED' : 'SSO_AUTHENTICATED';
  return stored === null ? 'FULLY_UNAUTHENTICATED' : 'SSO_UNAUTHENTICATED';
}

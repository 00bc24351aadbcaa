import { fileURLToPath } from 'node:url';

/** The one set of defaults: everything works on one machine with no variable set. */

/** The address the servers bind (`HOST`). */
export const DEFAULT_HOST = '127.0.0.1';

/** The host name in the default public URLs (`http://localhost:<port>`). */
export const DEFAULT_PUBLIC_HOST = 'localhost';

/** `PORTAL_PORT`, `API_PORT`, `SIGNON_PORT`. */
export const DEFAULT_PORTS = { portal: 5173, api: 3001, signOn: 3002 } as const;

/** The session cookie pair of spec §4 (`FIGURA_TOKEN_COOKIE`, `FIGURA_ID_COOKIE`). */
export const DEFAULT_COOKIE_NAMES = { token: 'figura_auid', id: 'figura_id' } as const;

/**
 * The `aud` of every access token: the sign-on site signs it in, the API refuses a token without
 * it (`FIGURA_TOKEN_AUDIENCE`). A name rather than a URL, so the API's address can change freely.
 */
export const DEFAULT_TOKEN_AUDIENCE = 'figura-api';

/**
 * How long an access token lives. Short, because a token cannot be called back from a browser
 * that holds it: the app refreshes it through the sign-on cookie, and the API refuses a token
 * issued longer ago than this (and so keeps the sessions ended at logout only this long).
 */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;

/** The API's back-channel logout route: the sign-on site posts a signed logout token there. */
export const BACKCHANNEL_LOGOUT_PATH = '/auth/backchannel-logout';

/** The `events` member that marks a JWT as a logout token (OpenID back-channel logout). */
export const BACKCHANNEL_LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';

/**
 * The API's back-channel route for security notices: the sign-on site posts a signed notice
 * there (`typ: notice+jwt`), and the API mails the account's owner.
 */
export const SECURITY_NOTICE_PATH = '/auth/backchannel-notice';

/** The `events` member of a notice that someone keeps failing to sign in to an account. */
export const SIGN_IN_FAILURES_EVENT = 'https://figura.invalid/events/repeated-sign-in-failures';

/**
 * The `events` member of a notice that someone asked to choose a new password: the API mails
 * the account's owner the single-use link the sign-on site made.
 */
export const PASSWORD_RESET_EVENT = 'https://figura.invalid/events/password-reset-requested';

/** How long a password-reset link works (once): the sign-on site's rule, the API's mail says it. */
export const PASSWORD_RESET_LINK_MINUTES = 60;

/** pino's level for the API and the sign-on site (`LOG_LEVEL`). */
export const DEFAULT_LOG_LEVEL = 'info';

/** `FIGURA_DATA_DIR=memory://` keeps every database in memory (tests, document generation). */
export const MEMORY_DATA_DIR = 'memory://';

/** `FIGURA_DATA_DIR` when unset: `data/` at the root of the repository. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../data', import.meta.url));

export function defaultPublicUrl(port: number): string {
  return `http://${DEFAULT_PUBLIC_HOST}:${port}`;
}

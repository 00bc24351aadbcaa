/**
 * The cookie pair behind a session (spec §3 "session token", §4): the token cookie holds
 * `<access_token>|<sign-on user id>`, the id cookie (written by the sign-on site) the sign-on
 * user id. A token without the `|id` part is a SAML token.
 */

export interface CookieNames {
  /** The token cookie, `<access_token>|<id>` (FIGURA_TOKEN_COOKIE). */
  token: string;
  /** The sign-on id cookie (FIGURA_ID_COOKIE). */
  id: string;
}

export const DEFAULT_COOKIE_NAMES: CookieNames = { token: 'figura_auid', id: 'figura_id' };

/** How long the stored login lasts (spec §9). */
export const TOKEN_COOKIE_MAX_AGE_DAYS = 30;

/** Where cookies are read and written: the page's document in a browser, memory in tests. */
export interface CookieStore {
  get(name: string): string | undefined;
  set(
    name: string,
    value: string,
    options: { maxAgeDays: number; domain?: string | undefined },
  ): void;
  remove(name: string, options?: { domain?: string | undefined }): void;
}

export interface ParsedTokenCookie {
  token: string;
  /** The sign-on id the token was stored with; null for a SAML token (no `|id` part). */
  userId: string | null;
}

export function parseTokenCookie(value: string | null | undefined): ParsedTokenCookie | null {
  if (!value) return null;
  const separator = value.indexOf('|');
  if (separator === -1) return { token: value, userId: null };
  return { token: value.slice(0, separator), userId: value.slice(separator + 1) };
}

export function formatTokenCookie(token: string, userId: string): string {
  return `${token}|${userId}`;
}

/** Cookies kept in memory (tests, server-side rendering); expiry is not simulated. */
export function createMemoryCookieStore(initial: Record<string, string> = {}) {
  const jar = new Map(Object.entries(initial));
  const store = {
    get: (name: string) => jar.get(name),
    set: (
      name: string,
      value: string,
      options: { maxAgeDays: number; domain?: string | undefined },
    ) => {
      if (options.maxAgeDays <= 0) jar.delete(name);
      else jar.set(name, value);
    },
    remove: (name: string) => {
      jar.delete(name);
    },
    /** Everything currently stored, for assertions. */
    toJSON: () => Object.fromEntries(jar),
  } satisfies CookieStore & { toJSON(): Record<string, string> };
  return store;
}

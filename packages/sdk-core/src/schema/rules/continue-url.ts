// Where a `continue` (the address to return to after signing in or out) may send the browser:
// one rule for the API, the portal, the sign-on site and the SAML and social sign-ins, so none of
// them is an open redirect. Zod-free: the portal's pages and the sign-on site's forms use it too.

/** The longest `continue` accepted. */
export const MAX_CONTINUE_LENGTH = 2048;

/**
 * Browsers drop tabs and newlines from a URL and read "\" as "/", which turns "/\t/evil" and
 * "/\evil" into "//evil" (another host): such characters are refused before anything else.
 */
function hasControlOrBackslash(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x5c) return true;
  }
  return false;
}

/**
 * The address a `continue` may send the browser to, or undefined when it is refused: a path on
 * `ownOrigin` (starting with "/"), or an absolute http(s) URL on `ownOrigin` or one of
 * `allowedOrigins`. The value is parsed
 * as a URL against `ownOrigin`, the way a browser following it would, and what that parse lands
 * on is what is checked; user info (`https://app@evil.example`) is refused.
 */
export function safeContinueUrl(
  value: unknown,
  ownOrigin: string,
  allowedOrigins: readonly string[] = [],
): string | undefined {
  if (typeof value !== 'string' || value === '' || value.length > MAX_CONTINUE_LENGTH)
    return undefined;
  if (hasControlOrBackslash(value)) return undefined;
  // A path, or an absolute http(s) URL: nothing a browser would resolve against the page it is on.
  if (!value.startsWith('/') && !/^https?:\/\//i.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, ownOrigin);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username !== '' || url.password !== '') return undefined;
  if (url.origin !== new URL(ownOrigin).origin && !allowedOrigins.includes(url.origin))
    return undefined;
  // A path stays a path (the caller's site answers it); an absolute URL comes back normalised.
  return value.startsWith('/') ? url.pathname + url.search + url.hash : url.href;
}

/** Any origin: a path is checked against it alone (it never leaves the site it is followed on). */
const PATH_ORIGIN = 'https://site.invalid';

/**
 * A path on the site that follows it (`/my-creations?tab=shared`), or undefined: for places
 * where only the site's own pages may follow, like the portal after a SAML sign-in.
 */
export function safeContinuePath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined;
  return safeContinueUrl(value, PATH_ORIGIN);
}

/**
 * `path` with the (already validated) `continue` added to its query, or `path` as it is without
 * one: the links and redirects of the sign-on site's pages keep where the person is going.
 */
export function withContinue(path: string, continueUrl: string | undefined): string {
  if (!continueUrl) return path;
  return `${path}${path.includes('?') ? '&' : '?'}continue=${encodeURIComponent(continueUrl)}`;
}

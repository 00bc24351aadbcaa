/**
 * Reads a JWT's payload WITHOUT checking its signature: only for choosing where to send the
 * browser (the issuer's logout route) and for noticing an expired token early. Never for access.
 */
export function readJwtPayload(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const binary = globalThis.atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** True only for a JWT whose `exp` has passed; an unreadable token is not known to be expired. */
export function isJwtExpired(token: string, nowMs: number): boolean {
  const exp = readJwtPayload(token)?.exp;
  return typeof exp === 'number' && exp * 1000 <= nowMs;
}

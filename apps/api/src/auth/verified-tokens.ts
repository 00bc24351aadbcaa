import { ExpiringMap } from './expiring-map.ts';
import type { TokenIdentity, TokenVerifier } from './token-verifier.ts';

/**
 * How long a verification is reused for the same token (never past the token's own expiry).
 * Short, so a new signing key or a changed verifier takes effect within a minute.
 */
export const VERIFIED_TOKEN_TTL_MS = 60_000;
/** Enough for every token in use on one node within a minute; the oldest go first. */
export const VERIFIED_TOKEN_LIMIT = 20_000;

/**
 * Remembers which exact tokens verified, and as whom, so the next request with the same token
 * skips the signature check (an ES256 verification through WebCrypto cost ~0.45 ms of the
 * ~2 ms a slide read took). Only a byte-identical token that verified before counts, and only
 * until it expires; failures are not remembered. Whether its session has ended is checked on
 * every request all the same (session-checks.ts).
 */
export function rememberVerifiedTokens(
  verify: TokenVerifier,
  now: () => number = Date.now,
): TokenVerifier {
  const verified = new ExpiringMap<string, TokenIdentity>(VERIFIED_TOKEN_LIMIT, now);
  return async (token) => {
    const known = verified.get(token);
    if (known) return known;
    const identity = await verify(token);
    verified.set(token, identity, Math.min(identity.expiresAt, now() + VERIFIED_TOKEN_TTL_MS));
    return identity;
  };
}

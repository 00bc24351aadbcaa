import { ACCESS_TOKEN_LIFETIME_SECONDS } from '@figura/settings';
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { ApiConfig } from '../config.ts';
import { HttpError, unauthorized } from '../http/errors.ts';

/** What the API takes from a verified access token (docs/architecture.md "Access tokens"). */
export interface TokenIdentity {
  /** The sign-on user id: the API user's `cactusId`. */
  sub: string;
  email: string;
  name: string;
}

export type TokenVerifier = (token: string) => Promise<TokenIdentity>;

// Problems with the token itself: the caller must sign in again (401). Anything else (the sign-on
// site unreachable or answering garbage) is our problem, and must not log everybody out.
const TOKEN_PROBLEMS = new Set([
  errors.JWTClaimValidationFailed.code,
  errors.JWTInvalid.code,
  errors.JWSInvalid.code,
  errors.JWSSignatureVerificationFailed.code,
  errors.JWKSNoMatchingKey.code,
  errors.JWKSMultipleMatchingKeys.code,
  errors.JOSEAlgNotAllowed.code,
  errors.JOSENotSupported.code,
]);

/** How far the sign-on site's clock may run ahead of or behind the API's. */
export const CLOCK_SKEW_SECONDS = 30;

/**
 * Verifies bearer tokens against the sign-on site's JWKS (fetched and cached by jose, refetched
 * when an unknown `kid` shows up), the configured issuer and audience. `exp` and `iat` are
 * required: a token issued in the future (beyond the clock skew) or longer ago than a token lives
 * is refused, whatever its `exp` says. Never trusts an unverified claim.
 */
export function createTokenVerifier(
  config: Pick<ApiConfig, 'signOnUrl' | 'tokenIssuer' | 'tokenAudience'>,
): TokenVerifier {
  const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', config.signOnUrl));
  return async (token) => {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, jwks, {
        issuer: config.tokenIssuer,
        audience: config.tokenAudience,
        algorithms: ['ES256'],
        requiredClaims: ['sub', 'exp', 'iat'],
        maxTokenAge: ACCESS_TOKEN_LIFETIME_SECONDS,
        clockTolerance: CLOCK_SKEW_SECONDS,
      }));
    } catch (error) {
      if (error instanceof errors.JWTExpired)
        throw unauthorized('Your session has expired. Please sign in again.');
      if (error instanceof errors.JOSEError && TOKEN_PROBLEMS.has(error.code)) {
        throw unauthorized('Invalid token.');
      }
      const unavailable = new HttpError(
        503,
        'The sign-on service cannot be reached. Please try again shortly.',
      );
      unavailable.cause = error;
      throw unavailable;
    }
    if (typeof payload.sub !== 'string' || payload.sub === '') throw unauthorized('Invalid token.');
    return {
      sub: payload.sub,
      email: typeof payload.email === 'string' ? payload.email : '',
      name: typeof payload.name === 'string' ? payload.name : '',
    };
  };
}

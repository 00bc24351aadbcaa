import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { ApiConfig } from '../config.ts';
import { HttpError, unauthorized } from '../http/errors.ts';

/** Who a user is, as the sign-on site says (docs/architecture.md "Access tokens"). */
export interface UserIdentity {
  /** The sign-on user id: the API user's `cactusId`. */
  sub: string;
  email: string;
  name: string;
}

/** What the API takes from a verified access token. */
export interface TokenIdentity extends UserIdentity {
  /** When the token expires (its `exp`, a required claim), epoch ms. */
  expiresAt: number;
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

/**
 * Verifies bearer tokens against the sign-on site's JWKS (fetched and cached by jose, refetched
 * when an unknown `kid` shows up) and the configured issuer. Never trusts an unverified claim.
 */
export function createTokenVerifier(
  config: Pick<ApiConfig, 'signOnUrl' | 'tokenIssuer'>,
): TokenVerifier {
  const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', config.signOnUrl));
  return async (token) => {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, jwks, {
        issuer: config.tokenIssuer,
        algorithms: ['ES256'],
        requiredClaims: ['sub', 'exp'],
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
      expiresAt: (payload.exp ?? 0) * 1000,
    };
  };
}

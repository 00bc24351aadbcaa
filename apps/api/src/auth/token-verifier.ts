import { PARTNER_OPTIONS, type PartnerOption } from '@figura/sdk-core/schema';
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  BACKCHANNEL_LOGOUT_EVENT,
  SIGN_IN_FAILURES_EVENT,
  PASSWORD_RESET_EVENT,
} from '@figura/settings';
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { ApiConfig } from '../config.ts';
import { HttpError, unauthorized } from '../http/errors.ts';

/** Who a user is, as the sign-on site says (docs/architecture.md "Access tokens"). */
export interface UserIdentity {
  /** The sign-on user id: the API user's `cactusId`. */
  sub: string;
  email: string;
  name: string;
  /** The partner option chosen on the sign-on site's register page (its `partner` claim), if any. */
  partner?: PartnerOption | undefined;
}

/** What the API takes from a verified access token. */
export interface TokenIdentity extends UserIdentity {
  /** The sign-on session the token was issued in: refused once that session ended. */
  sid: string;
  /** When the token expires (its `exp`, a required claim), epoch ms. */
  expiresAt: number;
}

export type TokenVerifier = (token: string) => Promise<TokenIdentity>;

/** What a verified logout token says: this sign-on session ended. */
export type LogoutTokenVerifier = (token: string) => Promise<{ sid: string }>;
/**
 * A notice from the sign-on site: an account had `attempts` sign-in attempts in a row, or its
 * owner asked for a link to choose a new password (`link`, on the sign-on site).
 */
export type SecurityNotice =
  | { kind: 'sign-in-failures'; email: string; attempts: number }
  | { kind: 'password-reset'; email: string; link: string };
export type SecurityNoticeVerifier = (token: string) => Promise<SecurityNotice>;

export interface TokenVerifiers {
  verifyAccessToken: TokenVerifier;
  verifyLogoutToken: LogoutTokenVerifier;
  verifySecurityNotice: SecurityNoticeVerifier;
}

type VerifierConfig = Pick<ApiConfig, 'signOnUrl' | 'tokenIssuer' | 'tokenAudience'>;

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
 * User ids that begin so belong to the users that hold a journal submission's work (embed
 * tokens, embed-tokens.ts): a sign-on token naming one is refused.
 */
export const EMBED_SUBJECT_PREFIX = 'partner:';

/** User ids that begin so belong to users an identity provider signed in (SAML): never sign-on's. */
export const SAML_SUBJECT_PREFIX = 'saml:';

/** How far the sign-on site's clock may run ahead of or behind the API's. */
export const CLOCK_SKEW_SECONDS = 30;

/** A logout token is delivered right after the logout; an older one is refused. */
const LOGOUT_TOKEN_MAX_AGE_SECONDS = 5 * 60;

function classify(error: unknown): Error {
  if (error instanceof errors.JWTExpired)
    return unauthorized('Your session has expired. Please sign in again.');
  if (error instanceof errors.JOSEError && TOKEN_PROBLEMS.has(error.code))
    return unauthorized('Invalid token.');
  const unavailable = new HttpError(
    503,
    'The sign-on service cannot be reached. Please try again shortly.',
  );
  unavailable.cause = error;
  return unavailable;
}

/**
 * Verifies bearer tokens against the sign-on site's JWKS (fetched and cached by jose, refetched
 * when an unknown `kid` shows up), the configured issuer and audience. `exp`, `iat` and `sid` are
 * required: a token issued in the future (beyond the clock skew) or longer ago than a token lives
 * is refused, whatever its `exp` says. Never trusts an unverified claim.
 */
export function createTokenVerifiers(config: VerifierConfig): TokenVerifiers {
  const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', config.signOnUrl));
  /** What access and logout tokens share: our issuer, our audience, ES256, the clock skew. */
  const signedByUs = {
    issuer: config.tokenIssuer,
    audience: config.tokenAudience,
    algorithms: ['ES256'],
    clockTolerance: CLOCK_SKEW_SECONDS,
  };
  /**
   * A token the sign-on site sent server to server (a logout, a security notice): a bad one is a
   * bad request (400 with `invalid`), not a signed-in user's problem.
   */
  const verifyServerToken = async (
    token: string,
    typ: string,
    claims: string[],
    invalid: string,
  ) => {
    try {
      const { payload } = await jwtVerify(token, jwks, {
        ...signedByUs,
        typ,
        requiredClaims: ['iat', 'exp', 'jti', 'events', ...claims],
        maxTokenAge: LOGOUT_TOKEN_MAX_AGE_SECONDS,
      });
      return payload;
    } catch (error) {
      const classified = classify(error);
      if (classified instanceof HttpError && classified.statusCode === 401)
        throw new HttpError(400, invalid);
      throw classified;
    }
  };
  return {
    async verifyAccessToken(token) {
      let payload;
      try {
        ({ payload } = await jwtVerify(token, jwks, {
          ...signedByUs,
          requiredClaims: ['sub', 'exp', 'iat', 'sid'],
          maxTokenAge: ACCESS_TOKEN_LIFETIME_SECONDS,
        }));
      } catch (error) {
        throw classify(error);
      }
      // A logout token is signed by the same key: it must never pass as an access token. Nor
      // may anything that speaks of an embed token (its `kind`, or an embed user's id).
      if (typeof payload.sub !== 'string' || payload.sub === '' || payload.events !== undefined)
        throw unauthorized('Invalid token.');
      if (
        payload.kind !== undefined ||
        payload.sub.startsWith(EMBED_SUBJECT_PREFIX) ||
        payload.sub.startsWith(SAML_SUBJECT_PREFIX)
      )
        throw unauthorized('Invalid token.');
      if (typeof payload.sid !== 'string' || payload.sid === '')
        throw unauthorized('Invalid token.');
      return {
        sub: payload.sub,
        email: typeof payload.email === 'string' ? payload.email : '',
        name: typeof payload.name === 'string' ? payload.name : '',
        partner: PARTNER_OPTIONS.find((option) => option === payload.partner),
        sid: payload.sid,
        expiresAt: (payload.exp ?? 0) * 1000,
      };
    },

    async verifyLogoutToken(token) {
      const payload = await verifyServerToken(
        token,
        'logout+jwt',
        ['sid'],
        'Invalid logout token.',
      );
      const events = payload.events as Record<string, unknown> | undefined;
      if (typeof payload.sid !== 'string' || !events || !(BACKCHANNEL_LOGOUT_EVENT in events))
        throw new HttpError(400, 'Invalid logout token.');
      return { sid: payload.sid };
    },
    async verifySecurityNotice(token) {
      const payload = await verifyServerToken(token, 'notice+jwt', [], 'Invalid notice token.');
      const events = payload.events as Record<string, unknown> | undefined;
      const failures = events?.[SIGN_IN_FAILURES_EVENT] as
        { email?: unknown; attempts?: unknown } | undefined;
      if (typeof failures?.email === 'string' && typeof failures.attempts === 'number')
        return { kind: 'sign-in-failures', email: failures.email, attempts: failures.attempts };
      const reset = events?.[PASSWORD_RESET_EVENT] as
        { email?: unknown; link?: unknown } | undefined;
      // The link must lead to the sign-on site that signed the notice.
      if (
        typeof reset?.email === 'string' &&
        typeof reset.link === 'string' &&
        URL.canParse(reset.link) &&
        new URL(reset.link).origin === new URL(String(payload.iss)).origin
      )
        return { kind: 'password-reset', email: reset.email, link: reset.link };
      throw new HttpError(400, 'Invalid notice token.');
    },
  };
}

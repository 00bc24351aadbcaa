import { randomUUID } from 'node:crypto';
import { decodeProtectedHeader, errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { unauthorized } from '../http/errors.ts';
import type { EmbedSigningKey } from './embed-signing-keys.ts';
import { CLOCK_SKEW_SECONDS } from './token-verifier.ts';

/**
 * SAML session tokens (README "SAML sign-in"): HS256 JWTs the API signs with its own keys after
 * an identity provider signed a user in, and verifies on every call. Told from sign-on and embed
 * tokens by their header's `typ`, and checked on their own terms (own audience, `kind` claim).
 * Each names a session (`sid`, `saml:<uuid>`) that logout revokes.
 */
export const SAML_TOKEN_TYPE = 'saml+jwt';
export const SAML_TOKEN_AUDIENCE = 'figura-saml';
const SAML_TOKEN_KIND = 'saml';
export const SAML_SESSION_PREFIX = 'saml:';

/** A working day: there is no sign-on session to renew it; signing in again is one click. */
export const SAML_TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

export interface SamlSessionIdentity {
  /** The API user's id (users.id). */
  userId: string;
  sid: string;
  expiresAt: number;
}

export function isSamlToken(token: string): boolean {
  try {
    return decodeProtectedHeader(token).typ === SAML_TOKEN_TYPE;
  } catch {
    return false;
  }
}

export interface SamlTokens {
  sign(userId: string): Promise<{ token: string; sid: string }>;
  /** The token's user and session; 401 for anything wrong with it. */
  verify(token: string): Promise<SamlSessionIdentity>;
}

const invalid = () => unauthorized('Invalid token.');

function identityOf(payload: JWTPayload): SamlSessionIdentity {
  if (payload.kind !== SAML_TOKEN_KIND || typeof payload.sid !== 'string') throw invalid();
  if (!payload.sid.startsWith(SAML_SESSION_PREFIX) || !payload.sub) throw invalid();
  return { userId: payload.sub, sid: payload.sid, expiresAt: (payload.exp ?? 0) * 1000 };
}

/** Signs with the first key, verifies with any of them (as the embed tokens do). */
export function createSamlTokens(keys: readonly EmbedSigningKey[], issuer: string): SamlTokens {
  const signing = keys[0];
  if (!signing) throw new Error('SAML tokens need a signing key');
  const byKid = new Map(keys.map((key) => [key.kid, key.secret]));
  return {
    async sign(userId) {
      const sid = `${SAML_SESSION_PREFIX}${randomUUID()}`;
      const issuedAt = Math.floor(Date.now() / 1000);
      const token = await new SignJWT({ kind: SAML_TOKEN_KIND, sid })
        .setProtectedHeader({ alg: 'HS256', kid: signing.kid, typ: SAML_TOKEN_TYPE })
        .setIssuer(issuer)
        .setAudience(SAML_TOKEN_AUDIENCE)
        .setSubject(userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + SAML_TOKEN_LIFETIME_SECONDS)
        .setJti(randomUUID())
        .sign(signing.secret);
      return { token, sid };
    },
    async verify(token) {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(
          token,
          (header) => {
            const secret = byKid.get(header.kid ?? '');
            if (!secret) throw new errors.JWKSNoMatchingKey();
            return secret;
          },
          {
            issuer,
            audience: SAML_TOKEN_AUDIENCE,
            algorithms: ['HS256'],
            typ: SAML_TOKEN_TYPE,
            requiredClaims: ['sub', 'sid', 'iat', 'exp', 'jti'],
            maxTokenAge: SAML_TOKEN_LIFETIME_SECONDS,
            clockTolerance: CLOCK_SKEW_SECONDS,
          },
        ));
      } catch (error) {
        if (error instanceof errors.JWTExpired)
          throw unauthorized('Your session has ended. Please sign in again.');
        throw invalid();
      }
      return identityOf(payload);
    },
  };
}

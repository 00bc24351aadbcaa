import { randomUUID } from 'node:crypto';
import { decodeProtectedHeader, errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { unauthorized } from '../http/errors.ts';
import type { EmbedSigningKey } from './embed-signing-keys.ts';
import { CLOCK_SKEW_SECONDS } from './token-verifier.ts';

/**
 * The API's own tokens (embed tokens, SAML sessions): HS256 JWTs signed with the first key of a
 * ring and verified with any key of it by `kid`, so a rotation keeps the old key a while. Each
 * kind has its own header `typ`, audience and lifetime: no kind passes as another, nor as a
 * sign-on token.
 */
export interface Hs256TokenKind {
  typ: string;
  audience: string;
  lifetimeSeconds: number;
  /** Claims a token of this kind must carry besides sub, iat, exp and jti. */
  requiredClaims?: readonly string[];
  /** The 401's message when the token has expired. */
  expiredMessage: string;
}

export interface Hs256Tokens {
  /** Signs the claims for the subject; `expiresAt` in epoch seconds. */
  sign(subject: string, claims: JWTPayload): Promise<{ token: string; expiresAt: number }>;
  /** The verified payload; 401 for anything wrong with the token. */
  verify(token: string): Promise<JWTPayload>;
}

/** Whether the token's header says it is of this `typ` (only then is it verified as one). */
export function hasTokenType(token: string, typ: string): boolean {
  try {
    return decodeProtectedHeader(token).typ === typ;
  } catch {
    return false;
  }
}

export const invalidToken = () => unauthorized('Invalid token.');

export function createHs256Tokens(
  keys: readonly EmbedSigningKey[],
  issuer: string,
  kind: Hs256TokenKind,
): Hs256Tokens {
  const signing = keys[0];
  if (!signing) throw new Error(`${kind.typ} tokens need a signing key`);
  const byKid = new Map(keys.map((key) => [key.kid, key.secret]));
  return {
    async sign(subject, claims) {
      const issuedAt = Math.floor(Date.now() / 1000);
      const expiresAt = issuedAt + kind.lifetimeSeconds;
      const token = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', kid: signing.kid, typ: kind.typ })
        .setIssuer(issuer)
        .setAudience(kind.audience)
        .setSubject(subject)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .setJti(randomUUID())
        .sign(signing.secret);
      return { token, expiresAt };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(
          token,
          (header) => {
            const secret = byKid.get(header.kid ?? '');
            if (!secret) throw new errors.JWKSNoMatchingKey();
            return secret;
          },
          {
            issuer,
            audience: kind.audience,
            algorithms: ['HS256'],
            typ: kind.typ,
            requiredClaims: ['sub', 'iat', 'exp', 'jti', ...(kind.requiredClaims ?? [])],
            maxTokenAge: kind.lifetimeSeconds,
            clockTolerance: CLOCK_SKEW_SECONDS,
          },
        );
        return payload;
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw unauthorized(kind.expiredMessage);
        throw invalidToken();
      }
    },
  };
}

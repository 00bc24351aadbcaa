import { randomUUID } from 'node:crypto';
import type { JWTPayload } from 'jose';
import type { EmbedSigningKey } from './embed-signing-keys.ts';
import { createHs256Tokens, hasTokenType, invalidToken } from './hs256-tokens.ts';

/**
 * SAML session tokens (docs/saml-sign-in.md): HS256 JWTs the API signs with its own keys after
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
  return hasTokenType(token, SAML_TOKEN_TYPE);
}

export interface SamlTokens {
  sign(userId: string): Promise<{ token: string; sid: string }>;
  /** The token's user and session; 401 for anything wrong with it. */
  verify(token: string): Promise<SamlSessionIdentity>;
}

function identityOf(payload: JWTPayload): SamlSessionIdentity {
  if (payload.kind !== SAML_TOKEN_KIND || typeof payload.sid !== 'string') throw invalidToken();
  if (!payload.sid.startsWith(SAML_SESSION_PREFIX) || !payload.sub) throw invalidToken();
  return { userId: payload.sub, sid: payload.sid, expiresAt: (payload.exp ?? 0) * 1000 };
}

export function createSamlTokens(keys: readonly EmbedSigningKey[], issuer: string): SamlTokens {
  const tokens = createHs256Tokens(keys, issuer, {
    typ: SAML_TOKEN_TYPE,
    audience: SAML_TOKEN_AUDIENCE,
    lifetimeSeconds: SAML_TOKEN_LIFETIME_SECONDS,
    requiredClaims: ['sid'],
    expiredMessage: 'Your session has ended. Please sign in again.',
  });
  return {
    async sign(userId) {
      const sid = `${SAML_SESSION_PREFIX}${randomUUID()}`;
      const { token } = await tokens.sign(userId, { kind: SAML_TOKEN_KIND, sid });
      return { token, sid };
    },
    async verify(token) {
      return identityOf(await tokens.verify(token));
    },
  };
}

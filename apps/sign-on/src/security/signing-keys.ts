import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose';
import { randomUUID } from 'node:crypto';
import type { Jwks } from '@figura/sdk-core/contract';
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  BACKCHANNEL_LOGOUT_EVENT,
  SIGN_IN_FAILURES_EVENT,
  PASSWORD_RESET_EVENT,
} from '@figura/settings';

const ALGORITHM = 'ES256';
/** A logout token is only good for delivering the logout, right away. */
const LOGOUT_TOKEN_LIFETIME_SECONDS = 2 * 60;

interface StoredKeyPair {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

/** Who an access token is for (store/users.ts's User is one). */
export interface TokenUser {
  id: string;
  email: string;
  name: string;
  partner: string | null;
}

export interface SigningKeys {
  kid: string;
  /** The public JWKS document served at /.well-known/jwks.json. */
  jwks: Jwks;
  /** An access token for the API, tied to the sign-on session `sid` (store/sessions.ts). */
  signAccessToken(user: TokenUser, sid: string): Promise<string>;
  /**
   * A logout token for the API's back-channel logout (OpenID back-channel logout style): `sid`,
   * the logout event, no `sub`, `typ: logout+jwt`, so it can never pass as an access token.
   */
  signLogoutToken(sid: string): Promise<string>;
  /** A notice for the API that `email`'s account had `attempts` sign-in attempts in a row. */
  signFailuresNotice(email: string, attempts: number): Promise<string>;
  /** A notice for the API to mail `email` the link that lets them choose a new password. */
  signPasswordResetNotice(email: string, link: string): Promise<string>;
  /** The user id (`sub`) of an access token this site signed and that is still valid; else undefined. */
  verifyAccessToken(token: string): Promise<string | undefined>;
}

/** A new ES256 key pair, as the text `loadSigningKeys` reads. */
export async function createSigningKeyPair(): Promise<string> {
  const { privateKey, publicKey } = await generateKeyPair(ALGORITHM, { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  const stored: StoredKeyPair = { kid, privateJwk: await exportJWK(privateKey), publicJwk };
  return JSON.stringify(stored);
}

/** The signing keys from a stored key pair (`createSigningKeyPair`'s text). */
export async function loadSigningKeys(
  keyPair: string,
  claims: { issuer: string; audience: string },
): Promise<SigningKeys> {
  const stored = JSON.parse(keyPair) as StoredKeyPair;
  const privateKey = (await importJWK(stored.privateJwk, ALGORITHM)) as CryptoKey;
  const publicJwk = { ...stored.publicJwk, kty: 'EC', kid: stored.kid, alg: ALGORITHM, use: 'sig' };
  const publicKey = (await importJWK(stored.publicJwk, ALGORITHM)) as CryptoKey;
  /** A short-lived token for the API, server to server (a logout, a security notice). */
  const signServerToken = (payload: JWTPayload, typ: string) =>
    new SignJWT(payload)
      .setProtectedHeader({ alg: ALGORITHM, kid: stored.kid, typ })
      .setIssuer(claims.issuer)
      .setAudience(claims.audience)
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime(`${LOGOUT_TOKEN_LIFETIME_SECONDS}s`)
      .sign(privateKey);
  return {
    kid: stored.kid,
    jwks: { keys: [publicJwk] },
    async signAccessToken(user, sid) {
      // `partner`: the register page's option, for the API's copy of the user (only when chosen).
      const partner = user.partner ? { partner: user.partner } : {};
      return new SignJWT({ email: user.email, name: user.name, ...partner, sid })
        .setProtectedHeader({ alg: ALGORITHM, kid: stored.kid, typ: 'JWT' })
        .setIssuer(claims.issuer)
        .setAudience(claims.audience)
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_LIFETIME_SECONDS}s`)
        .sign(privateKey);
    },
    async verifyAccessToken(token) {
      try {
        const { payload } = await jwtVerify(token, publicKey, {
          issuer: claims.issuer,
          audience: claims.audience,
          typ: 'JWT',
          algorithms: [ALGORITHM],
        });
        return payload.sub;
      } catch {
        return undefined;
      }
    },
    signLogoutToken: (sid) =>
      signServerToken({ sid, events: { [BACKCHANNEL_LOGOUT_EVENT]: {} } }, 'logout+jwt'),
    signFailuresNotice: (email, attempts) =>
      signServerToken({ events: { [SIGN_IN_FAILURES_EVENT]: { email, attempts } } }, 'notice+jwt'),
    signPasswordResetNotice: (email, link) =>
      signServerToken({ events: { [PASSWORD_RESET_EVENT]: { email, link } } }, 'notice+jwt'),
  };
}

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { BACKCHANNEL_LOGOUT_EVENT, DEFAULT_TOKEN_AUDIENCE } from '@figura/settings';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';

/**
 * A tiny real sign-on site for tests: serves its JWKS over HTTP on 127.0.0.1 and signs ES256
 * access tokens like apps/sign-on does (kid, iss, aud, sub, email, name, iat, exp).
 */
export interface SignOnStub {
  url: string;
  issuer: string;
  audience: string;
  /** How many times the API fetched the JWKS. */
  jwksRequests(): number;
  issueToken(claims: TokenClaims, options?: TokenOptions): Promise<string>;
  /** A back-channel logout token for the session `sid`, as the sign-on site signs it at logout. */
  issueLogoutToken(sid: string, options?: LogoutTokenOptions): Promise<string>;
  close(): Promise<void>;
}

export interface TokenClaims {
  sub: string;
  /** The sign-on session; a fresh one per token when not given. */
  sid?: string;
  email?: string;
  name?: string;
}

export interface TokenOptions {
  issuer?: string;
  /** The `aud` claim; null leaves it out. */
  audience?: string | null;
  /** jose time span ("10m") or seconds since the epoch; in the past for an expired token; null leaves `exp` out. */
  expiresAt?: string | number | null;
  /** Seconds since the epoch (default: now, or an hour before a numeric `expiresAt`); null leaves `iat` out. */
  issuedAt?: number | null;
  /** Sign with a key the JWKS does not publish. */
  foreignKey?: boolean;
  /** The header's `typ` (none by default). */
  typ?: string;
}

export interface LogoutTokenOptions {
  foreignKey?: boolean;
  /** Leave out the back-channel logout event. */
  withoutEvent?: boolean;
  /** The header's `typ` (default `logout+jwt`). */
  typ?: string;
}

interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
}

async function createSigningKey(
  kid: string,
): Promise<SigningKey & { publicJwk: Record<string, unknown> }> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  return { kid, privateKey, publicJwk };
}

export async function startSignOnStub(): Promise<SignOnStub> {
  const published = await createSigningKey('test-key-1');
  const foreign = await createSigningKey('test-key-1');
  let jwksRequests = 0;

  const server: Server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/.well-known/jwks.json') {
      jwksRequests += 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ keys: [published.publicJwk] }));
      return;
    }
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ message: 'Not found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    issuer: url,
    audience: DEFAULT_TOKEN_AUDIENCE,
    jwksRequests: () => jwksRequests,
    async issueToken(claims, options = {}) {
      const key = options.foreignKey ? foreign : published;
      const jwt = new SignJWT({
        email: claims.email,
        name: claims.name,
        sid: claims.sid ?? `session-${randomUUID()}`,
      })
        .setProtectedHeader({
          alg: 'ES256',
          kid: key.kid,
          ...(options.typ && { typ: options.typ }),
        })
        .setSubject(claims.sub)
        .setIssuer(options.issuer ?? url);
      const audience = options.audience === undefined ? DEFAULT_TOKEN_AUDIENCE : options.audience;
      if (audience !== null) jwt.setAudience(audience);
      const expiresAt = options.expiresAt === undefined ? '10m' : options.expiresAt;
      if (options.issuedAt !== null)
        jwt.setIssuedAt(
          options.issuedAt ?? (typeof expiresAt === 'number' ? expiresAt - 600 : undefined),
        );
      if (expiresAt !== null) jwt.setExpirationTime(expiresAt);
      return jwt.sign(key.privateKey);
    },
    async issueLogoutToken(sid, options = {}) {
      const key = options.foreignKey ? foreign : published;
      return new SignJWT({
        sid,
        ...(options.withoutEvent ? {} : { events: { [BACKCHANNEL_LOGOUT_EVENT]: {} } }),
      })
        .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: options.typ ?? 'logout+jwt' })
        .setIssuer(url)
        .setAudience(DEFAULT_TOKEN_AUDIENCE)
        .setIssuedAt()
        .setJti(randomUUID())
        .setExpirationTime('2m')
        .sign(key.privateKey);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

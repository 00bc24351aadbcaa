import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';

/**
 * A tiny real sign-on site for tests: serves its JWKS over HTTP on 127.0.0.1 and signs ES256
 * access tokens like apps/sign-on does (kid, iss, sub, email, name, exp).
 */
export interface SignOnStub {
  url: string;
  issuer: string;
  /** How many times the API fetched the JWKS. */
  jwksRequests(): number;
  issueToken(claims: TokenClaims, options?: TokenOptions): Promise<string>;
  close(): Promise<void>;
}

export interface TokenClaims {
  sub: string;
  email?: string;
  name?: string;
}

export interface TokenOptions {
  issuer?: string;
  /** jose time span ("12h") or seconds since the epoch; in the past for an expired token. */
  expiresAt?: string | number;
  /** Sign with a key the JWKS does not publish. */
  foreignKey?: boolean;
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
    jwksRequests: () => jwksRequests,
    async issueToken(claims, options = {}) {
      const key = options.foreignKey ? foreign : published;
      return new SignJWT({ email: claims.email, name: claims.name })
        .setProtectedHeader({ alg: 'ES256', kid: key.kid })
        .setSubject(claims.sub)
        .setIssuer(options.issuer ?? url)
        .setIssuedAt(typeof options.expiresAt === 'number' ? options.expiresAt - 3600 : undefined)
        .setExpirationTime(options.expiresAt ?? '12h')
        .sign(key.privateKey);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

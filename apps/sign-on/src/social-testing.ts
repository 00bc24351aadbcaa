// Helpers for the social sign-in tests: the real local OpenID provider (apps/oidc-idp) on a
// loopback port, and a browser's walk through it (its cookies, its redirects).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createOidcProvider, oidcRequestHandler, type ProviderAccount } from '@figura/oidc-idp';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { cookiesFrom, PUBLIC_URL } from './testing.ts';

export const GOOGLE_CLIENT = { clientId: 'figura-google', clientSecret: 'google-test-secret' };
export const TEST_PERSON: ProviderAccount = {
  email: 'grace@social.test',
  name: 'Grace Hopper',
  emailVerified: true,
};

export interface LocalProvider {
  issuer: string;
  /** The sign-on site's environment that configures Google as this provider. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startLocalProvider(): Promise<LocalProvider> {
  // Listening first: the issuer URL names the port.
  const handler: { handle?: (request: IncomingMessage, response: ServerResponse) => void } = {};
  const server: Server = createServer((request, response) => handler.handle?.(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  handler.handle = oidcRequestHandler({
    oidc: createOidcProvider({
      issuer,
      clients: [{ ...GOOGLE_CLIENT, redirectUris: [`${PUBLIC_URL}/social/google/callback`] }],
    }),
    testAccounts: [TEST_PERSON],
  });
  return {
    issuer,
    env: {
      SIGNON_GOOGLE_ISSUER: issuer,
      SIGNON_GOOGLE_CLIENT_ID: GOOGLE_CLIENT.clientId,
      SIGNON_GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.clientSecret,
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A browser's cookies at the provider (one jar per person in the tests). */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (pair && index > 0) this.cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
  }
}

/** Starts a social sign-in on the site: the provider URL it sends the browser to, and its state cookie. */
export async function startSignIn(app: FastifyInstance, continueUrl?: string) {
  const query = continueUrl ? `?continue=${encodeURIComponent(continueUrl)}` : '';
  const response = await app.inject({ method: 'GET', url: `/social/google/redirect${query}` });
  if (response.statusCode !== 302)
    throw new Error(`redirect answered ${response.statusCode}: ${response.body}`);
  return {
    authorizationUrl: new URL(String(response.headers.location)),
    cookie: cookiesFrom(response),
  };
}

/**
 * At the provider: follows its redirects to the login page, signs in as `person` (or cancels),
 * and returns the URL it sends the browser back to (the site's callback).
 */
export async function atProvider(
  authorizationUrl: URL,
  person: { email: string; name?: string; emailVerified?: boolean } | 'cancel',
  jar = new CookieJar(),
): Promise<URL> {
  let url = authorizationUrl;
  let init: RequestInit = {};
  for (let hop = 0; hop < 10; hop += 1) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.keep(response);
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== authorizationUrl.origin) return next;
      url = next;
      init = {};
      continue;
    }
    if (response.status !== 200 || !url.pathname.startsWith('/interaction/'))
      throw new Error(
        `provider answered ${response.status} at ${url.href}: ${await response.text()}`,
      );
    const form = new URLSearchParams();
    if (person !== 'cancel') {
      form.set('email', person.email);
      if (person.name) form.set('name', person.name);
      if (person.emailVerified !== false) form.set('email_verified', 'true');
    }
    url = new URL(`${url.pathname}/${person === 'cancel' ? 'abort' : 'login'}`, url);
    init = {
      method: 'POST',
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  }
  throw new Error('too many redirects at the provider');
}

/** Back at the site: the callback as the browser (with the state cookie) requests it. */
export function callback(
  app: FastifyInstance,
  callbackUrl: URL,
  cookie: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: `${callbackUrl.pathname}${callbackUrl.search}`,
    headers: { cookie },
  });
}

export { CookieJar };

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateRawSync } from 'node:zlib';
import { DOMParser } from '@xmldom/xmldom';
import { cardPageCss } from '@figura/sdk-core/design';
import { escapeHtml, plainPage } from '@figura/settings';
import { answerFontRequest, interFontHead } from '@figura/settings/fonts';
import type { IdentityProvider, IdpUser } from './identity-provider.ts';

/**
 * The identity provider's pages (HTTP): GET /sso takes an AuthnRequest (HTTP-Redirect binding)
 * and shows a login form; POST /sso/login checks the test user's password and posts a signed
 * response to the service provider's ACS (HTTP-POST binding) from an auto-submitting form.
 * GET /certificate gives the PEM certificate an admin configures.
 */
export interface IdpServerOptions {
  idp: IdentityProvider;
  users: readonly IdpUser[];
  /** ACS URLs must begin with one of these (a real IdP knows its service providers). */
  allowedAcsPrefixes: readonly string[];
}

interface AuthnRequest {
  id: string;
  acsUrl: string;
  /** The service provider's entity id (the audience). */
  issuer: string;
}

function readAuthnRequest(encoded: string): AuthnRequest | null {
  try {
    const xml = inflateRawSync(Buffer.from(encoded, 'base64')).toString('utf8');
    const root = new DOMParser().parseFromString(xml, 'text/xml').documentElement;
    if (root?.localName !== 'AuthnRequest') return null;
    const issuer = root.getElementsByTagNameNS('*', 'Issuer')[0]?.textContent?.trim() ?? '';
    const id = root.getAttribute('ID') ?? '';
    const acsUrl = root.getAttribute('AssertionConsumerServiceURL') ?? '';
    return id && acsUrl && issuer ? { id, acsUrl, issuer } : null;
  } catch {
    return null;
  }
}

/** Inter and the design system's one-card page, as on the sign-on site. */
const LOOK = `${interFontHead('')}<style>${cardPageCss('24rem')}</style>`;

function page(response: ServerResponse, status: number, title: string, body: string): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy':
      "default-src 'none'; style-src 'unsafe-inline'; font-src 'self'; script-src 'unsafe-inline'; form-action *",
  });
  response.end(plainPage(title, body, LOOK));
}

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of request) {
    text += String(chunk);
    if (text.length > 200_000) break;
  }
  return new URLSearchParams(text);
}

function loginForm(samlRequest: string, relayState: string, error = ''): string {
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return (
    `<h1>Test identity provider</h1>` +
    (error ? `<p role="alert" class="alert error">${escapeHtml(error)}</p>` : '') +
    `<form method="post" action="/sso/login">` +
    hidden('SAMLRequest', samlRequest) +
    hidden('RelayState', relayState) +
    `<div class="field"><label for="username">Username</label><input id="username" name="username" autocomplete="username" required></div>` +
    `<div class="field"><label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required></div>` +
    `<button type="submit" class="button primary">Sign in</button></form>`
  );
}

export function createIdpServer(options: IdpServerOptions): Server {
  const acsAllowed = (url: string) =>
    options.allowedAcsPrefixes.some((prefix) => url.startsWith(prefix));
  return createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://idp.local');
      if (await answerFontRequest(request, response)) return;
      if (request.method === 'GET' && url.pathname === '/certificate') {
        response.writeHead(200, { 'content-type': 'application/x-pem-file' });
        response.end(options.idp.keys.certificate);
        return;
      }
      if (request.method === 'GET' && url.pathname === '/sso') {
        const samlRequest = url.searchParams.get('SAMLRequest') ?? '';
        const authn = readAuthnRequest(samlRequest);
        if (!authn || !acsAllowed(authn.acsUrl))
          return page(
            response,
            400,
            'Bad request',
            '<p>This is not a sign-in request of a known service.</p>',
          );
        return page(
          response,
          200,
          'Sign in',
          loginForm(samlRequest, url.searchParams.get('RelayState') ?? ''),
        );
      }
      if (request.method === 'POST' && url.pathname === '/sso/login') {
        const form = await formOf(request);
        const samlRequest = form.get('SAMLRequest') ?? '';
        const relayState = form.get('RelayState') ?? '';
        const authn = readAuthnRequest(samlRequest);
        if (!authn || !acsAllowed(authn.acsUrl))
          return page(
            response,
            400,
            'Bad request',
            '<p>This is not a sign-in request of a known service.</p>',
          );
        const user = options.users.find(
          (candidate) =>
            candidate.username === form.get('username') &&
            candidate.password === form.get('password'),
        );
        if (!user)
          return page(
            response,
            401,
            'Sign in',
            loginForm(samlRequest, relayState, 'Wrong username or password.'),
          );
        const samlResponse = options.idp.buildResponse({
          acsUrl: authn.acsUrl,
          audience: authn.issuer,
          inResponseTo: authn.id,
          user,
        });
        return page(
          response,
          200,
          'Signing in',
          `<form id="post" method="post" action="${escapeHtml(authn.acsUrl)}">` +
            `<input type="hidden" name="SAMLResponse" value="${samlResponse}">` +
            `<input type="hidden" name="RelayState" value="${escapeHtml(relayState)}">` +
            `<noscript><button type="submit">Continue</button></noscript></form>` +
            `<script>document.getElementById('post').submit()</script>`,
        );
      }
      page(response, 404, 'Not found', '<p>Not found.</p>');
    })().catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) page(response, 500, 'Error', '<p>Something went wrong.</p>');
    });
  });
}

/** Listens and resolves with the server's base URL. */
export async function listen(server: Server, port: number, host: string): Promise<string> {
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address() as AddressInfo;
  return `http://${host}:${address.port}`;
}

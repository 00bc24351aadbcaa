import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OidcProvider, ProviderAccount } from './provider.ts';
import { cardPageCss } from '@figura/sdk-core/design';
import { escapeHtml, plainPage } from '@figura/settings';
import { answerFontRequest, interFontHead } from '@figura/settings/fonts';

/**
 * The provider's pages: /interaction/:uid shows the login page (test accounts, or type an email
 * and a name), POST …/login signs that person in and grants the scopes asked for, POST …/abort
 * declines (the relying party gets `access_denied`). Everything else is oidc-provider's
 * (discovery, authorisation, token, JWKS).
 */
export interface OidcServerOptions {
  oidc: OidcProvider;
  testAccounts: readonly ProviderAccount[];
}

function page(response: ServerResponse, status: number, title: string, body: string): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': [
      "default-src 'none'",
      "style-src 'unsafe-inline'",
      "font-src 'self'",
      // No form-action: browsers apply it to every redirect after a post, and signing in ends
      // in redirects through the relying party to wherever it continues.
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
  });
  response.end(plainPage(title, body, LOOK));
}

/** Inter and the design system's one-card page, as on the sign-on site. */
const LOOK =
  `${interFontHead('')}<style>${cardPageCss('28rem')}` +
  `.accounts { display: grid; gap: 0.5rem; padding: 0; list-style: none; }` +
  `.accounts button, .cancel button { width: 100%; }</style>`;

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of request) {
    text += String(chunk);
    if (text.length > 20_000) break;
  }
  return new URLSearchParams(text);
}

function loginPage(
  uid: string,
  clientId: string,
  accounts: readonly ProviderAccount[],
  error = '',
) {
  const action = `/interaction/${encodeURIComponent(uid)}`;
  const choices = accounts
    .map(
      (account) =>
        `<li><form method="post" action="${action}/login">` +
        `<input type="hidden" name="email" value="${escapeHtml(account.email)}">` +
        `<button type="submit" class="button">Continue as ${escapeHtml(account.name)} (${escapeHtml(account.email)})</button></form></li>`,
    )
    .join('');
  return (
    `<h1>Test OpenID provider</h1>` +
    `<p>Signing in to <strong>${escapeHtml(clientId)}</strong>. This local provider stands in for Google and Facebook.</p>` +
    (error ? `<p role="alert" class="alert error">${escapeHtml(error)}</p>` : '') +
    `<h2>Test accounts</h2><ul class="accounts">${choices}</ul>` +
    `<h2>Someone else</h2><form method="post" action="${action}/login">` +
    `<div class="field"><label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required></div>` +
    `<div class="field"><label for="name">Name</label><input id="name" name="name" autocomplete="name"></div>` +
    `<p><label><input type="checkbox" name="email_verified" value="true" checked> The provider has verified this email</label></p>` +
    `<button type="submit" class="button primary">Sign in</button></form>` +
    `<form method="post" action="${action}/abort" class="cancel"><p><button type="submit" class="button quiet">Cancel (do not share my details)</button></p></form>`
  );
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function createOidcServer(options: OidcServerOptions): Server {
  return createServer(oidcRequestHandler(options));
}

/** The provider's request handler (for a server made elsewhere, e.g. one already listening). */
export function oidcRequestHandler(
  options: OidcServerOptions,
): (request: IncomingMessage, response: ServerResponse) => void {
  const { provider } = options.oidc;
  const handleOidc = provider.callback();
  const show = page;

  async function interaction(
    request: IncomingMessage,
    response: ServerResponse,
    action: string | undefined,
  ) {
    const details = await provider.interactionDetails(request, response);
    const clientId = String(details.params.client_id ?? '');
    if (request.method === 'GET' && !action)
      return show(response, 200, 'Sign in', loginPage(details.uid, clientId, options.testAccounts));
    if (request.method !== 'POST') return show(response, 405, 'Not allowed', '<p>Not allowed.</p>');
    if (action === 'abort')
      return provider.interactionFinished(
        request,
        response,
        { error: 'access_denied', error_description: 'The person did not sign in.' },
        { mergeWithLastSubmission: false },
      );
    const form = await formOf(request);
    const email = (form.get('email') ?? '').trim().toLowerCase();
    if (!EMAIL.test(email))
      return show(
        response,
        400,
        'Sign in',
        loginPage(details.uid, clientId, options.testAccounts, 'Enter an email address.'),
      );
    const known = options.testAccounts.find((account) => account.email === email);
    const account: ProviderAccount = known ?? {
      email,
      name: (form.get('name') ?? '').trim() || email.split('@')[0] || email,
      emailVerified: form.get('email_verified') === 'true',
    };
    const accountId = options.oidc.remember(account);
    const grant = new provider.Grant({ accountId, clientId });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    return provider.interactionFinished(
      request,
      response,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  return (request, response) => {
    const url = new URL(request.url ?? '/', 'http://idp.local');
    const match = /^\/interaction\/([\w-]+)(?:\/(login|abort))?$/.exec(url.pathname);
    if (!match) {
      // Inter's files first; the rest is oidc-provider's.
      void answerFontRequest(request, response).then(async (answered) => {
        if (!answered) await handleOidc(request, response);
      });
      return;
    }
    interaction(request, response, match[2]).catch((error: unknown) => {
      const expired = error instanceof Error && error.name === 'SessionNotFound';
      if (!expired) console.error(error);
      if (!response.headersSent)
        show(
          response,
          expired ? 400 : 500,
          'Sign-in ended',
          expired
            ? '<p>This sign-in has expired. Go back to the site and start again.</p>'
            : '<p>Something went wrong.</p>',
        );
    });
  };
}

/** Listens and resolves with the server's base URL. */
export async function listen(server: Server, port: number, host: string): Promise<string> {
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address() as AddressInfo;
  return `http://${host}:${address.port}`;
}

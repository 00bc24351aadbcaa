// docs/api/openapi.json is the contract of every call the API and the sign-on site register.
import { readFileSync } from 'node:fs';
import type { OpenAPIV3_1 } from 'openapi-types';
import { beforeAll, describe, expect, it } from 'vitest';
import { APPS, buildOpenApiDocument, documentText, DOCUMENT_PATH } from './document.ts';
import {
  isContractRoute,
  openApiPath,
  registeredRoutes,
  type AppName,
  type RegisteredRoute,
} from './routes.ts';

const committed = JSON.parse(readFileSync(DOCUMENT_PATH, 'utf8')) as OpenAPIV3_1.Document;
const routes: Record<AppName, RegisteredRoute[]> = { api: [], signOn: [] };

beforeAll(async () => {
  routes.api = await registeredRoutes('api');
  routes.signOn = await registeredRoutes('signOn');
}, 60_000);

function operation(method: string, url: string): OpenAPIV3_1.OperationObject | undefined {
  const item = committed.paths?.[openApiPath(url)] as Record<string, OpenAPIV3_1.OperationObject>;
  return item?.[method.toLowerCase()];
}

describe('docs/api/openapi.json', () => {
  it('is what the routes declare today (else run "pnpm openapi")', async () => {
    const generated = documentText(await buildOpenApiDocument(routes));
    expect(readFileSync(DOCUMENT_PATH, 'utf8')).toBe(generated);
  }, 60_000);

  it.each(Object.keys(APPS) as AppName[])(
    'lists every route the %s registers, under its tag and server',
    (app) => {
      const contract = routes[app].filter(isContractRoute);
      expect(contract.length).toBeGreaterThan(5);
      for (const route of contract) {
        const documented = operation(route.method, route.url);
        expect(documented, `${route.method} ${route.url}`).toBeDefined();
        expect(documented?.tags).toContain(APPS[app].tag.name);
        expect(documented?.servers).toContainEqual(APPS[app].server);
      }
    },
  );

  it('leaves out only HEAD twins of GET routes, CORS preflights and the reference’s own pages', () => {
    for (const route of [...routes.api, ...routes.signOn].filter((r) => !isContractRoute(r))) {
      const why = `${route.method} ${route.url}`;
      if (route.method === 'HEAD') {
        const all = [...routes.api, ...routes.signOn];
        expect(
          all.some((r) => r.method === 'GET' && r.url === route.url),
          why,
        ).toBe(true);
      } else if (route.method === 'OPTIONS') {
        expect(route.url, why).toMatch(/\*$/);
      } else {
        expect(route.url, why).toMatch(/^\/docs(\/|$)/);
      }
    }
  });

  it('documents a reply for every call, with its schema', () => {
    for (const [path, item] of Object.entries(committed.paths ?? {})) {
      for (const [method, op] of Object.entries(
        item as Record<string, OpenAPIV3_1.OperationObject>,
      )) {
        const success = Object.entries(op.responses ?? {}).filter(([status]) =>
          /^[23]/.test(status),
        );
        expect(success.length, `${method} ${path}`).toBeGreaterThan(0);
        for (const [status, reply] of success) {
          const response = reply as OpenAPIV3_1.ResponseObject;
          // A redirect has no body, only a Location header.
          const described = status.startsWith('3') ? response.headers?.location : response.content;
          expect(described, `${method} ${path} ${status}`).toBeDefined();
        }
      }
    }
  });

  it('asks for a bearer token on every API call but sign-in, logout, health, the reference, the open library, the billing webhook, legacy form posts and the partners’ embed tokens', () => {
    const publicCalls = [
      // The content library is openly licensed and public (the gallery, <figura-gallery>).
      'GET /library/items',
      'GET /library/items/:source/:slug',
      'GET /library/items/:source/:slug/thumbnail',
      'GET /library/categories',
      'GET /library/collections',
      'GET /library/search-index',
      'GET /library/templates',
      'GET /library/templates/:id',
      'GET /library/templates/:id/preview',
      // Journal profiles: public like a journal's author guidelines.
      'GET /journal-profiles',
      'GET /journal-profiles/:id',
      'GET /health',
      'GET /openapi.json',
      'POST /auth/onelogin/callback', // the token is the body
      'GET /auth/profile/', // the token is in the query
      'POST /auth/backchannel-logout', // the sign-on site's signed logout token is the body
      'POST /auth/backchannel-notice', // the sign-on site's signed notice is the body
      'POST /billing/webhook', // the billing site's signature (a header over the raw body)
      // SAML sign-in: before there is a session (the IdP's signed response, a one-time token).
      'GET /auth/saml/providers',
      'GET /auth/saml/initiate/:id',
      'POST /auth/saml/acs/:id',
      'GET /auth/saml/complete-authentication',
      // A team invitation is read before signing in (its link names the team and the inviter).
      'GET /teams/invites/:token',
      // Signing in through the API: the credentials (or the sign-on token) are the body.
      'POST /auth/login',
      'POST /auth/register',
      'POST /auth/short-signup',
      'POST /auth/token-login',
      'POST /auth/login-with-google',
      'POST /auth/login-with-facebook',
      // The legacy platform's plain form posts (docs/sign-in.md).
      'POST /legacy/unlock-email',
      'POST /legacy/logout',
      // An invitation's unsubscribe link: its signed token names the address (no sign-in).
      'POST /mail/unsubscribe',
    ];
    // A journal's server, with its partner key instead of a user's token.
    const partnerCalls = [
      'POST /embed/tokens',
      'GET /embed/profile',
      'PUT /embed/profile',
      'DELETE /embed/profile',
      'PUT /embed/members',
      'DELETE /embed/members/:email',
    ];
    for (const route of routes.api.filter(isContractRoute)) {
      const call = `${route.method} ${route.url}`;
      const security = operation(route.method, route.url)?.security ?? [];
      expect(
        security.some((requirement) => 'bearer' in requirement),
        call,
      ).toBe(!publicCalls.includes(call) && !partnerCalls.includes(call));
      expect(
        security.some((requirement) => 'partner' in requirement),
        call,
      ).toBe(partnerCalls.includes(call));
    }
  });
});

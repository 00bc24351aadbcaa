// Who may call the account routes (sign-in, profiles, plans and codes, billing, SAML, spec §7
// "Other", orders, legacy posts): the six callers of helpers/team-world.ts, so that being in a
// team, or its admin, never opens another person's account, and administrators (plan A) get
// only what is theirs to manage. Every such route registered needs a row here.
import { randomUUID } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from './helpers/database.ts';
import { startApi, type ApiHarness } from './helpers/api-harness.ts';
import {
  adminsOnly,
  beforeSignIn,
  everyone,
  expected,
  teamWorlds,
  type SixStatuses,
  type TeamMatrixRow as Row,
  type TeamWorld as World,
} from './helpers/team-world.ts';

/** The account routes: what this matrix must cover. */
const ACCOUNT_ROUTE =
  /^(GET|POST|PUT|PATCH|DELETE) \/(auth|profiles|codes|billing|roles|customInformation|payments|journals|orders|legacy|admin\/journal-members)(\/|$)/;

const database = useTestDatabase();
let api: ApiHarness;
const worlds = teamWorlds(() => api, database);
const registered: string[] = [];

beforeAll(async () => {
  const collect = (route: RouteOptions) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD' && method !== 'OPTIONS' && !route.schema?.hide)
        registered.push(`${method} ${route.url}`);
  };
  api = await startApi({ emailOutboxRoute: true }, { database, onRoute: collect });
});

afterAll(async () => {
  await api?.close();
});

/** The owner's profile: theirs and administrators'; a team (member or admin) gives no access. */
const ownProfile = (status: number): SixStatuses => [status, 403, 403, status, 403, 401];
const profile = (suffix = '') => ({ path: (w: World) => `/profiles/${w.ownerUserId}${suffix}` });
const at = (path: string) => ({ path: () => path });
const someConfig = () => `/auth/saml/idp-config/${randomUUID()}`;

const MATRIX: Record<string, Row> = {
  // Signing in through the API: the body's credentials, not a token, say who it is.
  'POST /auth/login': { expect: beforeSignIn(400), ...at('/auth/login'), body: () => ({}) },
  'POST /auth/register': { expect: beforeSignIn(400), ...at('/auth/register'), body: () => ({}) },
  'POST /auth/short-signup': {
    expect: beforeSignIn(400),
    ...at('/auth/short-signup'),
    body: () => ({}),
  },
  'POST /auth/token-login': {
    expect: beforeSignIn(400),
    ...at('/auth/token-login'),
    body: () => ({}),
  },
  'POST /auth/login-with-google': {
    expect: beforeSignIn(200),
    ...at('/auth/login-with-google'),
    body: () => ({}),
  },
  'POST /auth/login-with-facebook': {
    expect: beforeSignIn(200),
    ...at('/auth/login-with-facebook'),
    body: () => ({}),
  },
  'POST /auth/onelogin/callback': {
    expect: beforeSignIn(400),
    ...at('/auth/onelogin/callback'),
    body: () => ({}),
  },
  'GET /auth/profile/': { expect: beforeSignIn(400), ...at('/auth/profile/') },
  'POST /auth/backchannel-logout': {
    expect: beforeSignIn(400),
    ...at('/auth/backchannel-logout'),
    body: () => ({}),
  },
  'POST /auth/backchannel-notice': {
    expect: beforeSignIn(400),
    ...at('/auth/backchannel-notice'),
    body: () => ({}),
  },
  // Each signed-in caller about their own session and profile.
  'GET /auth/verify-token-validity': {
    expect: everyone(200),
    ...at('/auth/verify-token-validity'),
  },
  'GET /auth/onelogin/validate': { expect: everyone(200), ...at('/auth/onelogin/validate') },
  'PATCH /auth/complete-profile': {
    expect: everyone(200),
    ...at('/auth/complete-profile'),
    body: () => ({ country_code: 'GB', partner: null }),
  },
  'POST /auth/usaco-email': {
    expect: everyone(202),
    ...at('/auth/usaco-email'),
    body: () => ({ email: `invitee-${randomUUID()}@figura.test` }),
  },
  'POST /auth/logout': { expect: everyone(200), ...at('/auth/logout'), body: () => ({}) },
  // SAML: the identity providers are administrators' to configure; signing in is public; a
  // SAML session's calls take a SAML token only, never a sign-on one.
  'GET /auth/saml/idp-config': { expect: adminsOnly(200), ...at('/auth/saml/idp-config') },
  'POST /auth/saml/idp-config': {
    expect: adminsOnly(400),
    ...at('/auth/saml/idp-config'),
    body: () => ({}),
  },
  'GET /auth/saml/idp-config/:id': { expect: adminsOnly(404), path: someConfig },
  'PUT /auth/saml/idp-config/:id': { expect: adminsOnly(400), path: someConfig, body: () => ({}) },
  'GET /auth/saml/providers': { expect: beforeSignIn(200), ...at('/auth/saml/providers') },
  'GET /auth/saml/initiate/:id': {
    expect: beforeSignIn(404),
    path: () => `/auth/saml/initiate/${randomUUID()}`,
  },
  'POST /auth/saml/acs/:id': {
    expect: beforeSignIn(400),
    path: () => `/auth/saml/acs/${randomUUID()}`,
    body: () => ({}),
  },
  'GET /auth/saml/complete-authentication': {
    expect: beforeSignIn(400),
    ...at('/auth/saml/complete-authentication'),
  },
  'GET /auth/saml/validate': { expect: beforeSignIn(401), ...at('/auth/saml/validate') },
  'POST /auth/saml/logout': {
    expect: beforeSignIn(401),
    ...at('/auth/saml/logout'),
    body: () => ({}),
  },
  // The caller's own plan and account.
  'GET /profiles/plan': { expect: everyone(200), ...at('/profiles/plan') },
  'GET /profiles/plan/last-invoice': {
    expect: everyone(200),
    ...at('/profiles/plan/last-invoice'),
  },
  'GET /profiles/plan/gateway-last-invoice': {
    expect: everyone(200),
    ...at('/profiles/plan/gateway-last-invoice'),
  },
  'POST /profiles/plan/feedback': {
    expect: everyone(201),
    ...at('/profiles/plan/feedback'),
    body: () => ({ reason: 'other' }),
  },
  // Nobody here has a paid plan to cancel.
  'PUT /profiles/plan/cancel': {
    expect: everyone(404),
    ...at('/profiles/plan/cancel'),
    body: () => ({ reason: 'other' }),
  },
  'POST /profiles/plan/resume': { expect: everyone(404), ...at('/profiles/plan/resume') },
  'GET /billing/invoices/:id/pdf': {
    expect: everyone(404),
    ...at('/billing/invoices/00000000-0000-4000-8000-000000000000/pdf'),
  },
  'DELETE /profiles': { expect: everyone(200), ...at('/profiles') },
  // A profile by id.
  'GET /profiles/:id': { expect: ownProfile(200), ...profile() },
  'PATCH /profiles/:id': {
    expect: ownProfile(200),
    ...profile(),
    body: () => ({ country_code: 'FR' }),
  },
  // Only the person changes their password, administrators included (the sign-on site, a stub
  // here without the account API, refuses the owner's change: 422).
  'PATCH /profiles/:id/password': {
    expect: [422, 403, 403, 403, 403, 401],
    ...profile('/password'),
    body: () => ({ currentPassword: 'not-it', newPassword: 'long-enough-1' }),
  },
  'GET /profiles/:id/user': { expect: ownProfile(200), ...profile('/user') },
  'GET /profiles/:id/invoice': { expect: ownProfile(200), ...profile('/invoice') },
  'GET /profiles/:id/creations': { expect: ownProfile(200), ...profile('/creations') },
  // Codes: anyone signed in redeems (no such code: 404); administrators make and invalidate.
  'POST /codes/redeem': {
    expect: everyone(404),
    ...at('/codes/redeem'),
    body: () => ({ code: 'NO-SUCH-CODE' }),
  },
  'POST /codes': {
    expect: adminsOnly(201),
    ...at('/codes'),
    body: () => ({ code: `M-${randomUUID().slice(0, 8)}`, grantsPlan: 'R' }),
  },
  'PUT /codes/:code/invalidate': {
    expect: adminsOnly(404),
    path: () => `/codes/NO-SUCH-${randomUUID().slice(0, 8)}/invalidate`,
  },
  // Billing: each person about their own plan; the webhook takes the billing site's signature.
  // An administrator's plan is not for sale.
  'POST /billing/checkout': {
    expect: [200, 200, 200, 409, 200, 401],
    ...at('/billing/checkout'),
    body: () => ({ plan: 'R', period: 'year' }),
  },
  'GET /billing/history': { expect: everyone(200), ...at('/billing/history') },
  'POST /billing/checkout-problem': {
    expect: everyone(201),
    ...at('/billing/checkout-problem'),
    body: () => ({ reason: 'other' }),
  },
  'POST /billing/webhook': {
    expect: beforeSignIn(400),
    ...at('/billing/webhook'),
    body: () => ({}),
  },
  // Spec §7 "Other" and orders: each caller's own.
  'GET /roles': { expect: everyone(200), ...at('/roles') },
  'GET /customInformation': { expect: everyone(200), ...at('/customInformation') },
  'GET /payments/data': { expect: everyone(200), ...at('/payments/data') },
  'GET /journals/settings': { expect: everyone(200), ...at('/journals/settings') },
  'GET /journals/memberships': { expect: everyone(200), ...at('/journals/memberships') },
  // Journal membership is granted by administrators (no such account here: 404), never typed.
  'PUT /admin/journal-members': {
    expect: adminsOnly(404),
    ...at('/admin/journal-members'),
    body: () => ({ email: `nobody-${randomUUID().slice(0, 8)}@example.org`, journal: 'urology' }),
  },
  'GET /orders': { expect: everyone(200), ...at('/orders') },
  'POST /orders': { expect: everyone(201), ...at('/orders'), body: () => ({}) },
  // The legacy platform's plain form posts carry no token.
  'POST /legacy/unlock-email': {
    expect: beforeSignIn(202),
    ...at('/legacy/unlock-email'),
    body: () => ({ email: 'someone@figura.test', key: 'k' }),
  },
  'POST /legacy/logout': { expect: beforeSignIn(303), ...at('/legacy/logout') },
};

describe('the account authorisation matrix', () => {
  it('has a row for every account route, and no row for a route that does not exist', () => {
    const accountRoutes = registered.filter((route) => ACCOUNT_ROUTE.test(route));
    expect(accountRoutes.length).toBeGreaterThan(40);
    expect(accountRoutes.filter((route) => !(route in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((route) => !registered.includes(route))).toEqual([]);
  });

  // Each call touches only its caller's own account: the six callers share one world per row.
  it.each(Object.entries(MATRIX))('%s', async (route, row) => {
    expect(await worlds.answers(route, row, { oneWorld: true })).toEqual(expected(row));
  });
});

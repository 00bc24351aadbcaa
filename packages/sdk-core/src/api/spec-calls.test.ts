// Spec §7's account calls (Auth, SAML, One-login, Profiles, Teams, Other), each checked three
// ways: the API documents it (docs/api/openapi.json, generated from the routes), and the client
// has a function that sends exactly that method and path. A call renamed or dropped on either
// side fails here.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type FiguraClient } from './client';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** [group, method, path as the OpenAPI document writes it, the client call that sends it]. */
type SpecCall = [string, Method, string, (api: FiguraClient) => unknown];

// Path parameters are sent as `p-<name>` so the path sent can be compared with the template.
const captcha = { token: 'captcha-token', answer: 'captcha-answer' };
const SPEC_CALLS: SpecCall[] = [
  ['Auth', 'POST', '/auth/login', (api) => api.login({ email: 'a@b.test', password: 'pw' })],
  ['Auth', 'POST', '/auth/token-login', (api) => api.tokenLogin('token')],
  ['Auth', 'POST', '/auth/login-with-facebook', (api) => api.socialLogin('facebook')],
  ['Auth', 'POST', '/auth/login-with-google', (api) => api.socialLogin('google')],
  ['Auth', 'GET', '/auth/verify-token-validity', (api) => api.verifyTokenValidity()],
  [
    'Auth',
    'POST',
    '/auth/register',
    (api) => api.register({ email: 'a@b.test', name: 'A', password: 'pw' }, captcha),
  ],
  [
    'Auth',
    'PATCH',
    '/auth/complete-profile',
    (api) => api.completeProfile({ country_code: 'GB', partner: null }),
  ],
  ['Auth', 'POST', '/auth/usaco-email', (api) => api.sendUsacoEmail('a@b.test')],
  [
    'Auth',
    'POST',
    '/auth/short-signup',
    (api) => api.shortSignup({ email: 'a@b.test', password: 'pw' }, captcha),
  ],
  ['Auth', 'POST', '/auth/logout', (api) => api.logout()],
  ['Auth', 'GET', '/auth/profile/', (api) => api.getProfileByToken('token')],
  ['SAML', 'GET', '/auth/saml/idp-config', (api) => api.listSamlIdpConfigs()],
  ['SAML', 'GET', '/auth/saml/idp-config/{id}', (api) => api.getSamlIdpConfig('p-id')],
  [
    'SAML',
    'PUT',
    '/auth/saml/idp-config/{id}',
    (api) => api.updateSamlIdpConfig('p-id', {} as never),
  ],
  ['SAML', 'POST', '/auth/saml/idp-config', (api) => api.createSamlIdpConfig({} as never)],
  ['SAML', 'GET', '/auth/saml/initiate/{id}', (api) => api.samlInitiateUrl('p-id')],
  [
    'SAML',
    'GET',
    '/auth/saml/complete-authentication',
    (api) => api.completeSamlAuthentication('token'),
  ],
  ['SAML', 'GET', '/auth/saml/validate', (api) => api.validateSaml()],
  ['One-login', 'GET', '/auth/onelogin/validate', (api) => api.validateOneLogin()],
  ['One-login', 'POST', '/auth/onelogin/callback', (api) => api.oneLoginCallback('token')],
  ['Other', 'GET', '/roles', (api) => api.getRoles()],
  ['Other', 'GET', '/customInformation', (api) => api.getCustomInformation()],
  ['Other', 'GET', '/payments/data', (api) => api.getPaymentsData()],
  // The spec writes these two without the leading slash; they are under the API base like all.
  ['Other', 'GET', '/journals/settings', (api) => api.getJournalSettings()],
  ['Other', 'GET', '/journals/memberships', (api) => api.getJournalMemberships()],
  ['Profiles', 'GET', '/profiles/{id}', (api) => api.getProfile('p-id')],
  ['Profiles', 'PATCH', '/profiles/{id}', (api) => api.updateProfile('p-id', {})],
  [
    'Profiles',
    'PATCH',
    '/profiles/{id}/password',
    (api) => api.changePassword('p-id', { currentPassword: 'a', newPassword: 'b' }),
  ],
  ['Profiles', 'GET', '/profiles/plan', (api) => api.getPlan()],
  ['Profiles', 'GET', '/profiles/plan/gateway-last-invoice', (api) => api.getGatewayLastInvoice()],
  ['Profiles', 'GET', '/profiles/plan/last-invoice', (api) => api.getLastInvoice()],
  ['Profiles', 'GET', '/profiles/{id}/user', (api) => api.getProfileUser('p-id')],
  ['Profiles', 'GET', '/profiles/{id}/invoice', (api) => api.listProfileInvoices('p-id')],
  ['Profiles', 'GET', '/profiles/{id}/creations', (api) => api.listProfileCreations('p-id')],
  [
    'Profiles',
    'POST',
    '/profiles/plan/feedback',
    (api) => api.sendPlanFeedback({ reason: 'other' }),
  ],
  ['Profiles', 'PUT', '/profiles/plan/cancel', (api) => api.cancelPlan({ reason: 'other' })],
  // The spec's "DELETE profiles": the caller's own account.
  ['Profiles', 'DELETE', '/profiles', (api) => api.deleteAccount()],
  ['Teams', 'GET', '/teams', (api) => api.listTeams()],
  ['Teams', 'GET', '/teams/my-team', (api) => api.getMyTeam()],
  ['Teams', 'GET', '/teams/my-team-admin/{id}', (api) => api.getTeamForAdmin('p-id')],
  ['Teams', 'GET', '/teams/invites/{token}', (api) => api.getTeamInvite('p-token')],
  // The spec's "POST /teams/".
  ['Teams', 'POST', '/teams', (api) => api.createTeam({ name: 'Lab' })],
  ['Teams', 'PUT', '/teams/{id}', (api) => api.updateTeam('p-id', { name: 'Lab' })],
  ['Teams', 'POST', '/teams/{id}/invites', (api) => api.inviteToTeam('p-id', 'a@b.test')],
  [
    'Teams',
    'DELETE',
    '/teams/{id}/invites/{inviteId}',
    (api) => api.removeTeamInvite('p-id', 'p-inviteId'),
  ],
  [
    'Teams',
    'DELETE',
    '/teams/{id}/member/{memberId}',
    (api) => api.removeTeamMember('p-id', 'p-memberId'),
  ],
  ['Teams', 'PUT', '/teams/invites/{token}/accept', (api) => api.acceptTeamInvite('p-token')],
  [
    'Teams',
    'POST',
    '/teams/create-team-by-admin',
    (api) => api.createTeamByAdmin({ name: 'Lab', adminEmail: 'a@b.test' } as never),
  ],
  ['Teams', 'GET', '/teams/get-team-limit/{id}', (api) => api.getTeamLimit('p-id')],
  ['Teams', 'PUT', '/teams/update-team-limit/{id}', (api) => api.updateTeamLimit('p-id', 9)],
];

const BASE = 'http://api.test';
const openapi = JSON.parse(
  readFileSync(new URL('../../../../docs/api/openapi.json', import.meta.url), 'utf8'),
) as { paths: Record<string, Record<string, unknown>> };

const concrete = (template: string) => template.replace(/\{(\w+)\}/g, 'p-$1');

describe('spec §7 account calls', () => {
  let sent: { method: string; path: string }[];
  beforeEach(() => {
    sent = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : ((input as Request).url ?? input));
      sent.push({ method: init?.method ?? 'GET', path: url.pathname });
      return new Response(JSON.stringify({ message: 'Not here.' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists each call once', () => {
    const keys = SPEC_CALLS.map(([, method, path]) => `${method} ${path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(SPEC_CALLS.map((row) => [`${row[0]}: ${row[1]} ${row[2]}`, row] as const))(
    '%s is in the OpenAPI document and sent by the client',
    async (_name, [, method, path, call]) => {
      expect(Object.keys(openapi.paths[path] ?? {})).toContain(method.toLowerCase());

      const api = createApiClient({ baseURL: BASE, logger: { error() {}, warn() {} } as never });
      const result = await Promise.resolve()
        .then(() => call(api))
        .catch(() => undefined);
      // A call that only builds an address (SAML initiate: the browser goes there) returns it.
      const address =
        typeof result === 'string'
          ? { method: 'GET', path: new URL(result).pathname }
          : sent.at(-1);
      expect(address).toEqual({ method, path: concrete(path) });
    },
  );
});

// SAML sign-in against a real identity provider's signed responses (apps/saml-idp): admins
// configure the IdP, a user starts at initiate, the IdP's response is verified at the ACS, and the
// portal exchanges its one-time token for an API-signed access token. Bad responses change nothing.
import { randomUUID } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import {
  createIdentityProvider,
  makeSigningKeys,
  type IdentityProvider,
  type SigningKeys,
} from '@figura/saml-idp';
import { SAML_ADMIN_ONLY_MESSAGE } from '@figura/sdk-core/schema';
import { HOSTILE_CONTINUE_VALUES } from '@figura/sdk-core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import { useTestDatabase } from './helpers/database.ts';

const database = useTestDatabase();
let api: ApiHarness;
let admin: TestUser;
let member: TestUser;
let idp: IdentityProvider;
let otherKeys: SigningKeys;
let idpId: string;

const SSO_URL = 'http://127.0.0.1:9/sso';
const DOMAIN = 'university.test';

function configInput(overrides: Record<string, unknown> = {}) {
  return {
    name: 'University of Tests',
    entityId: idp.entityId,
    ssoUrl: SSO_URL,
    certificates: [idp.keys.certificate],
    emailDomains: [DOMAIN],
    ...overrides,
  };
}

/** A new person of the university (unique per test, so tests never share a user). */
function person() {
  const id = randomUUID().slice(0, 8);
  return { username: `u-${id}`, email: `person-${id}@${DOMAIN}`, name: `Person ${id}` };
}

/** GET initiate without following the redirect: the AuthnRequest's id and the RelayState. */
async function initiate(query = '') {
  const reply = await fetch(`${api.baseUrl}/auth/saml/initiate/${idpId}${query}`, {
    redirect: 'manual',
  });
  expect(reply.status).toBe(302);
  const location = new URL(reply.headers.get('location') ?? '');
  const request = inflateRawSync(
    Buffer.from(location.searchParams.get('SAMLRequest') ?? '', 'base64'),
  ).toString('utf8');
  const requestId = /\bID="([^"]+)"/.exec(request)?.[1] ?? '';
  return { location, request, requestId, relayState: location.searchParams.get('RelayState') };
}

const acsUrl = () => `${api.config.publicUrl}/auth/saml/acs/${idpId}`;
const audience = () => `${api.config.publicUrl}/auth/saml`;

async function postResponse(samlResponse: string, relayState = '') {
  const reply = await fetch(`${api.baseUrl}/auth/saml/acs/${idpId}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: relayState }).toString(),
  });
  const body = reply.headers.get('content-type')?.includes('json')
    ? ((await reply.json()) as { message: string })
    : undefined;
  return { status: reply.status, location: reply.headers.get('location'), body };
}

async function userByEmail(email: string) {
  const [row] = await database.db.select().from(users).where(eq(users.email, email));
  return row;
}

beforeAll(async () => {
  api = await startApi({}, { database });
  admin = await api.newUser();
  member = await api.newUser();
  await database.db
    .insert(users)
    .values({ cactusId: admin.sub, email: admin.email, name: admin.name, tpUser: 'A' });
  idp = createIdentityProvider('https://idp.university.test/saml', await makeSigningKeys());
  otherKeys = await makeSigningKeys('Someone else');
  const created = await admin.request('POST', '/auth/saml/idp-config', configInput());
  expect(created.status).toBe(201);
  idpId = created.body.id;
});

afterAll(async () => {
  await api?.close();
});

describe('identity-provider configuration (admins)', () => {
  it('lists, reads and changes configurations, keeping the certificate as PEM', async () => {
    const list = await admin.request('GET', '/auth/saml/idp-config');
    expect(list.status).toBe(200);
    expect(list.body.items.map((item: { id: string }) => item.id)).toContain(idpId);

    const one = await admin.request('GET', `/auth/saml/idp-config/${idpId}`);
    expect(one.body).toMatchObject({ name: 'University of Tests', enabled: true });
    expect(one.body.certificates[0]).toMatch(/^-----BEGIN CERTIFICATE-----\n/);

    // Pasted without the BEGIN/END lines (as metadata carries it), with upper-case domains.
    const bare = idp.keys.certificate.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
    const changed = await admin.request(
      'PUT',
      `/auth/saml/idp-config/${idpId}`,
      configInput({ certificates: [bare], emailDomains: ['University.TEST'] }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.emailDomains).toEqual([DOMAIN]);
    expect(changed.body.certificates[0]).toMatch(/^-----BEGIN CERTIFICATE-----\n/);
  });

  it('refuses a certificate that does not parse, naming which one, and stores nothing', async () => {
    const before = (await admin.request('GET', '/auth/saml/idp-config')).body.items.length;
    const reply = await admin.request(
      'POST',
      '/auth/saml/idp-config',
      configInput({ certificates: [idp.keys.certificate, 'bm90IGEgY2VydGlmaWNhdGU='] }),
    );
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('Signing certificate 2 is not a valid X.509 certificate');
    const after = (await admin.request('GET', '/auth/saml/idp-config')).body.items.length;
    expect(after).toBe(before);
  });

  it('refuses incomplete input with clear messages', async () => {
    const reply = await admin.request('POST', '/auth/saml/idp-config', {
      ...configInput({ certificates: [], ssoUrl: 'ftp://idp.test/sso' }),
      name: '',
    });
    expect(reply.status).toBe(400);
    const messages = JSON.stringify(reply.body.message);
    expect(messages).toContain('Give the identity provider a name');
    expect(messages).toContain('Give at least one signing certificate');
    expect(messages).toContain('The SSO URL must use https');
  });

  it('is for admins only: 403 for other users, 401 without a token', async () => {
    for (const [method, path, body] of [
      ['GET', '/auth/saml/idp-config', undefined],
      ['POST', '/auth/saml/idp-config', configInput()],
      ['GET', `/auth/saml/idp-config/${idpId}`, undefined],
      ['PUT', `/auth/saml/idp-config/${idpId}`, configInput({ name: 'Taken over' })],
    ] as const) {
      const refused = await member.request(method, path, body);
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body.message).toBe(SAML_ADMIN_ONLY_MESSAGE);
      expect((await api.request(method, path, { body })).status).toBe(401);
    }
    const one = await admin.request('GET', `/auth/saml/idp-config/${idpId}`);
    expect(one.body.name).toBe('University of Tests');
  });

  it('offers enabled identity providers on the login page without secrets', async () => {
    const reply = await api.request('GET', '/auth/saml/providers');
    expect(reply.status).toBe(200);
    const offered = reply.body.items.find((item: { id: string }) => item.id === idpId);
    expect(offered).toEqual({ id: idpId, name: 'University of Tests', emailDomains: [DOMAIN] });
  });
});

describe('signing in through the identity provider', () => {
  it('accepts a signed assertion: the user lands on the portal, gets a token, and logs out', async () => {
    const { location, request, requestId, relayState } = await initiate(
      '?continue=%2Fmy-creations',
    );
    expect(`${location.origin}${location.pathname}`).toBe(SSO_URL);
    expect(request).toContain(`AssertionConsumerServiceURL="${acsUrl()}"`);
    const user = person();
    const signed = idp.buildResponse({
      acsUrl: acsUrl(),
      audience: audience(),
      inResponseTo: requestId,
      user,
    });
    const landed = await postResponse(signed, relayState ?? '');
    expect(landed.status).toBe(303);
    const portal = new URL(landed.location ?? '');
    expect(`${portal.origin}${portal.pathname}`).toBe(
      'http://portal.figura.test/auth/saml/complete',
    );
    expect(portal.searchParams.get('continue')).toBe('/my-creations');
    const oneTime = portal.searchParams.get('token') ?? '';

    const completed = await api.request(
      'GET',
      `/auth/saml/complete-authentication?token=${encodeURIComponent(oneTime)}`,
    );
    expect(completed.status).toBe(200);
    expect(completed.body.user).toMatchObject({ email: user.email, name: user.name });
    const token: string = completed.body.access_token;
    // The one-time token works once.
    const again = await api.request(
      'GET',
      `/auth/saml/complete-authentication?token=${encodeURIComponent(oneTime)}`,
    );
    expect(again.status).toBe(401);

    const validated = await api.request('GET', '/auth/saml/validate', { token });
    expect(validated.status).toBe(200);
    expect(validated.body).toMatchObject({ active: true, user: { email: user.email } });
    // The token opens the API like any session's.
    expect((await api.request('GET', '/user-creations', { token })).status).toBe(200);

    expect((await api.request('POST', '/auth/saml/logout', { token })).status).toBe(200);
    expect((await api.request('GET', '/auth/saml/validate', { token })).status).toBe(401);
    expect((await api.request('GET', '/user-creations', { token })).status).toBe(401);
  });

  it('never sends the browser off the portal: a hostile continue or RelayState is refused', async () => {
    for (const value of HOSTILE_CONTINUE_VALUES) {
      const reply = await fetch(
        `${api.baseUrl}/auth/saml/initiate/${idpId}?continue=${encodeURIComponent(value)}`,
        { redirect: 'manual' },
      );
      expect([value, reply.status]).toEqual([value, 400]);
    }
    // The IdP posts the RelayState back as it likes: the portal is told no continue at all.
    for (const value of ['/\t/evil.example', '//evil.example', '/\\evil.example']) {
      const { requestId } = await initiate();
      const landed = await postResponse(
        idp.buildResponse({
          acsUrl: acsUrl(),
          audience: audience(),
          inResponseTo: requestId,
          user: person(),
        }),
        value,
      );
      expect(landed.status).toBe(303);
      const portal = new URL(landed.location ?? '');
      expect(portal.origin).toBe('http://portal.figura.test');
      expect(portal.searchParams.has('continue')).toBe(false);
    }
  });

  it('signs the same person in again as the same user, with their new name', async () => {
    const user = person();
    for (const name of [user.name, `${user.name} Renamed`]) {
      const { requestId } = await initiate();
      const reply = await postResponse(
        idp.buildResponse({
          acsUrl: acsUrl(),
          audience: audience(),
          inResponseTo: requestId,
          user: { ...user, name },
        }),
      );
      expect(reply.status).toBe(303);
    }
    const rows = await database.db.select().from(users).where(eq(users.email, user.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toBe(`${user.name} Renamed`);
  });

  type Build = (requestId: string) => Parameters<IdentityProvider['buildResponse']>[0];
  const hourAgo = () => new Date(Date.now() - 60 * 60 * 1000);
  const refusals: [string, string, Build][] = [
    ['unsigned', 'Invalid signature', (id) => ({ ...base(id), sign: false })],
    ['signed with another key', 'Invalid signature', (id) => ({ ...base(id), keys: otherKeys })],
    [
      'expired',
      'No valid subject confirmation',
      (id) => ({ ...base(id), issuedAt: hourAgo(), validForSeconds: 300 }),
    ],
    [
      'for another audience',
      'audience mismatch',
      (id) => ({ ...base(id), audience: 'https://other.example/sp' }),
    ],
    [
      'addressed to another service',
      'Destination',
      (id) => ({ ...base(id), destination: 'https://other.example/acs' }),
    ],
    ['answering no request of ours', 'InResponseTo is not valid', () => base(`_${randomUUID()}`)],
  ];
  function base(inResponseTo: string) {
    return { acsUrl: acsUrl(), audience: audience(), inResponseTo, user: person() };
  }

  it.each(refusals)(
    'refuses an assertion %s, and changes nothing',
    async (_what, reason, build) => {
      const { requestId } = await initiate();
      const options = build(requestId);
      const reply = await postResponse(idp.buildResponse(options));
      expect(reply.status).toBe(401);
      expect(reply.body?.message).toMatch(/^The identity provider’s response was refused/);
      expect(reply.body?.message).toContain(reason);
      expect(reply.location).toBeNull();
      expect(await userByEmail(options.user.email)).toBeUndefined();
    },
  );

  it('refuses a replayed response: the first post signs in, the second changes nothing', async () => {
    const { requestId } = await initiate();
    const user = person();
    const signed = idp.buildResponse({
      acsUrl: acsUrl(),
      audience: audience(),
      inResponseTo: requestId,
      user,
    });
    expect((await postResponse(signed)).status).toBe(303);
    const created = await userByEmail(user.email);
    const replayed = await postResponse(signed);
    expect(replayed.status).toBe(401);
    expect(replayed.location).toBeNull();
    expect(await userByEmail(user.email)).toEqual(created);
  });

  it('refuses users of a domain the identity provider does not serve', async () => {
    const { requestId } = await initiate();
    const outsider = { ...person(), email: `someone-${randomUUID().slice(0, 8)}@elsewhere.test` };
    const reply = await postResponse(
      idp.buildResponse({
        acsUrl: acsUrl(),
        audience: audience(),
        inResponseTo: requestId,
        user: outsider,
      }),
    );
    expect(reply.status).toBe(403);
    expect(await userByEmail(outsider.email)).toBeUndefined();
  });

  it('does not take a sign-on token for a SAML session', async () => {
    expect((await member.request('GET', '/auth/saml/validate')).status).toBe(401);
    expect((await member.request('POST', '/auth/saml/logout')).status).toBe(401);
    expect((await api.request('GET', '/auth/saml/validate')).status).toBe(401);
  });

  it('refuses to start a sign-in through a switched-off identity provider', async () => {
    const created = await admin.request(
      'POST',
      '/auth/saml/idp-config',
      configInput({ name: 'Switched off', enabled: false }),
    );
    const reply = await fetch(`${api.baseUrl}/auth/saml/initiate/${created.body.id}`, {
      redirect: 'manual',
    });
    expect(reply.status).toBe(401);
    const offered = (await api.request('GET', '/auth/saml/providers')).body.items;
    expect(offered.map((item: { id: string }) => item.id)).not.toContain(created.body.id);
  });
});

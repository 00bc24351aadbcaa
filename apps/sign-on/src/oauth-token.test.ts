import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import { ACCESS_TOKEN_LIFETIME_SECONDS, DEFAULT_TOKEN_AUDIENCE } from '@figura/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, cookiesFrom, PORTAL, PUBLIC_URL, register, uniqueEmail } from './testing.ts';

describe('GET /oauth/token and the product association', () => {
  let app: FastifyInstance;
  let cookie: string;
  let userId: string;
  const email = uniqueEmail('token');

  beforeAll(async () => {
    app = await buildTestApp();
    const response = await register(app, { email, name: 'Dorothy Hodgkin' });
    cookie = cookiesFrom(response);
    userId = response.json().user.id;
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 401 without a session, or with an unknown one', async () => {
    for (const headers of [{}, { cookie: 'figura_sso_session=made-up' }]) {
      const response = await app.inject({ method: 'GET', url: '/oauth/token', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Not signed in' });
    }
  });

  it('issues an ES256 token that verifies against the served JWKS', async () => {
    const response = await app.inject({ method: 'GET', url: '/oauth/token', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ access_token: string; token_type: string; expires_in: number }>();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: ACCESS_TOKEN_LIFETIME_SECONDS });

    const jwks = (
      await app.inject({ method: 'GET', url: '/.well-known/jwks.json' })
    ).json<JSONWebKeySet>();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).not.toHaveProperty('d');
    const alias = (await app.inject({ method: 'GET', url: '/jwks' })).json<JSONWebKeySet>();
    expect(alias).toEqual(jwks);

    const { payload, protectedHeader } = await jwtVerify(
      body.access_token,
      createLocalJWKSet(jwks),
      {
        issuer: PUBLIC_URL,
        audience: DEFAULT_TOKEN_AUDIENCE,
        algorithms: ['ES256'],
      },
    );
    expect(protectedHeader.kid).toBe(jwks.keys[0]?.kid);
    expect(payload).toMatchObject({
      iss: PUBLIC_URL,
      aud: DEFAULT_TOKEN_AUDIENCE,
      sub: userId,
      email,
      name: 'Dorothy Hodgkin',
    });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(ACCESS_TOKEN_LIFETIME_SECONDS);
    expect(decodeProtectedHeader(body.access_token).alg).toBe('ES256');
  });

  it('allows credentialed CORS from the portal only', async () => {
    const fromPortal = await app.inject({
      method: 'GET',
      url: '/oauth/token',
      headers: { cookie, origin: PORTAL },
    });
    expect(fromPortal.headers['access-control-allow-origin']).toBe(PORTAL);
    expect(fromPortal.headers['access-control-allow-credentials']).toBe('true');

    const fromElsewhere = await app.inject({
      method: 'GET',
      url: '/oauth/token',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(fromElsewhere.headers['access-control-allow-origin']).toBeUndefined();

    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/user-product-association',
      headers: {
        origin: PORTAL,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(PORTAL);
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    expect(preflight.headers['access-control-allow-headers']).toContain('content-type');
  });

  it('records the product association once and keeps it', async () => {
    const payload = { product: 'mtg', onboarding_status: 'pending' };
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/user-product-association',
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
    const anonymousAndInvalid = await app.inject({
      method: 'POST',
      url: '/api/user-product-association',
      payload: { product: 'MTG!' },
    });
    expect(anonymousAndInvalid.statusCode).toBe(401);
    expect(anonymousAndInvalid.json()).toEqual({ message: 'Not signed in' });

    const first = await app.inject({
      method: 'POST',
      url: '/api/user-product-association',
      headers: { cookie, origin: PORTAL },
      payload,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ user_id: userId, product: 'mtg', onboarding_status: 'pending' });

    const again = await app.inject({
      method: 'POST',
      url: '/api/user-product-association',
      headers: { cookie, origin: PORTAL },
      payload: { product: 'mtg', onboarding_status: 'other' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().onboarding_status).toBe('pending');

    const invalid = await app.inject({
      method: 'POST',
      url: '/api/user-product-association',
      headers: { cookie },
      payload: { product: 'MTG!' },
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('refuses state-changing calls that come from a foreign origin', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user-product-association',
      headers: { cookie, origin: 'https://evil.example' },
      payload: { product: 'mtg', onboarding_status: 'pending' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('This request came from a site that is not allowed.');
  });
});

import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, cookiesFrom, PUBLIC_URL, register, uniqueEmail } from './testing.ts';

describe('a sign-on site on a data directory', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'figura-sign-on-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps its signing key, accounts and sessions across restarts', async () => {
    const email = uniqueEmail('persist');
    const first = await buildTestApp({ FIGURA_DATA_DIR: dataDir });
    let jwks: JSONWebKeySet;
    let token: string;
    let cookie: string;
    try {
      cookie = cookiesFrom(await register(first, { email, password: 'survives restarts' }));
      jwks = (
        await first.inject({ method: 'GET', url: '/.well-known/jwks.json' })
      ).json<JSONWebKeySet>();
      token = (
        await first.inject({ method: 'GET', url: '/oauth/token', headers: { cookie } })
      ).json().access_token;
    } finally {
      await first.close();
    }
    expect(await readdir(path.join(dataDir, 'sign-on'))).toContain('pgdata');

    const second = await buildTestApp({ FIGURA_DATA_DIR: dataDir });
    try {
      const jwksAgain = (
        await second.inject({ method: 'GET', url: '/jwks' })
      ).json<JSONWebKeySet>();
      expect(jwksAgain).toEqual(jwks);
      // A token issued before the restart still verifies against the keys served after it.
      const { payload } = await jwtVerify(token, createLocalJWKSet(jwksAgain), {
        issuer: PUBLIC_URL,
      });
      expect(payload.email).toBe(email);

      const stillSignedIn = await second.inject({
        method: 'GET',
        url: '/oauth/token',
        headers: { cookie },
      });
      expect(stillSignedIn.statusCode).toBe(200);
      const login = await second.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: 'survives restarts' },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('gives separate in-memory sites separate keys', async () => {
    const a = await buildTestApp();
    const b = await buildTestApp();
    try {
      const kidA = (await a.inject({ method: 'GET', url: '/jwks' })).json<JSONWebKeySet>().keys[0]
        ?.kid;
      const kidB = (await b.inject({ method: 'GET', url: '/jwks' })).json<JSONWebKeySet>().keys[0]
        ?.kid;
      expect(kidA).toBeTruthy();
      expect(kidA).not.toBe(kidB);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('seeds the demo account when asked to', async () => {
    const app = await buildTestApp({ SIGNON_SEED_DEMO: '1' });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'demo@figura.test', password: 'figura-demo' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.name).toBe('Demo Scientist');
    } finally {
      await app.close();
    }
  });
});

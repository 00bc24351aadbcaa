// Guessing brakes: per client address on login, register and token; per account and address on
// sign-in, where a right password inside the wait is refused too, and per account from every
// address a slow-down that spares the owner's own address (the probe: many wrong, then the owner).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT_ADDRESS_HEADER,
  FORWARD_SECRET_HEADER,
  forwardedAddressHeaders,
} from '@figura/settings';
import {
  DEFAULT_RATE_LIMITS,
  lockSecondsAfter,
  lockoutSchedule,
  slowDownSchedule,
} from './security/rate-limits.ts';
import { buildTestApp, cookiesFrom, register, uniqueEmail } from './testing.ts';

const PASSWORD = 'correct horse battery';

describe('the lockout and slow-down schedules', () => {
  it('give a few free attempts, then double the wait up to a cap', () => {
    const lockout = lockoutSchedule(DEFAULT_RATE_LIMITS);
    const waits = Array.from({ length: 20 }, (_, index) => lockSecondsAfter(index + 1, lockout));
    expect(waits.slice(0, 4)).toEqual([0, 0, 0, 0]);
    expect(waits.slice(4, 9)).toEqual([1, 2, 4, 8, 16]);
    expect(Math.max(...waits)).toBe(DEFAULT_RATE_LIMITS.maxLockSeconds);
    expect(lockSecondsAfter(10_000, lockout)).toBe(DEFAULT_RATE_LIMITS.maxLockSeconds);
    // The account's slow-down from every address: more free attempts, a short cap.
    const slowDown = slowDownSchedule(DEFAULT_RATE_LIMITS);
    expect(lockSecondsAfter(DEFAULT_RATE_LIMITS.freeAccountAttempts - 1, slowDown)).toBe(0);
    expect(lockSecondsAfter(10_000, slowDown)).toBe(DEFAULT_RATE_LIMITS.maxAccountWaitSeconds);
  });
});

describe('sign-in with the default limits', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const login = (email: string, password: string, address = '10.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: address,
      payload: { email, password },
    });

  it('lets the right password in once the wait has passed, and starts afresh after it', async () => {
    const email = uniqueEmail('patient');
    expect((await register(app, { email, password: PASSWORD })).statusCode).toBe(201);
    for (let attempt = 0; attempt < DEFAULT_RATE_LIMITS.freeLoginAttempts; attempt += 1)
      expect((await login(email, 'wrong', '10.4.0.1')).statusCode).toBe(401);
    const locked = await login(email, PASSWORD, '10.4.0.1');
    expect(locked.statusCode).toBe(429);
    const wait = Number(locked.headers['retry-after']);
    expect(wait).toBe(DEFAULT_RATE_LIMITS.firstLockSeconds);
    await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 200));
    expect((await login(email, PASSWORD, '10.4.0.1')).statusCode).toBe(200);
    // A success clears the count: the next mistakes are free again.
    expect((await login(email, 'wrong', '10.4.0.1')).statusCode).toBe(401);
    expect((await login(email, PASSWORD, '10.4.0.1')).statusCode).toBe(200);
  });

  it('limits sign-in attempts per client address, whatever the email', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= DEFAULT_RATE_LIMITS.login.max; attempt += 1)
      statuses.push((await login(uniqueEmail('spray'), 'guess', '10.6.0.1')).statusCode);
    expect(statuses.slice(0, -1)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
    const refused = await login(uniqueEmail('spray'), 'guess', '10.6.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      message: expect.stringMatching(/^Too many requests from your network\. Please wait/),
      code: 'rate_limited',
    });
    // Another address is not affected.
    expect((await login(uniqueEmail('spray'), 'guess', '10.6.0.2')).statusCode).toBe(401);
  });
});

describe('sign-in with waits longer than the test', () => {
  // Waits longer than the test, so no wait can run out between the guesses and the checks (with
  // the default one-second first wait, a slow machine let the check after 200 guesses through).
  const limits = { ...DEFAULT_RATE_LIMITS, firstLockSeconds: 300, maxAccountWaitSeconds: 300 };
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({}, { rateLimits: limits });
  });
  afterAll(async () => {
    await app.close();
  });

  const login = (email: string, password: string, address: string) =>
    app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: address,
      payload: { email, password },
    });

  it('locks an address after its free guesses, the right password too, with 429 and Retry-After', async () => {
    const email = uniqueEmail('victim');
    expect((await register(app, { email, password: PASSWORD })).statusCode).toBe(201);
    const statuses: number[] = [];
    // Within the address's window of requests (login.max a minute).
    for (let attempt = 0; attempt < 25; attempt += 1)
      statuses.push((await login(email, `wrong ${attempt}`, '10.1.0.1')).statusCode);
    const free = limits.freeLoginAttempts;
    expect(statuses.slice(0, free)).toEqual(Array(free).fill(401));
    // Past the free attempts every guess must wait.
    expect(statuses.slice(free)).toEqual(Array(25 - free).fill(429));

    const right = await login(email, PASSWORD, '10.1.0.1');
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(right.json()).toMatchObject({
      message: expect.stringMatching(/^Too many sign-in attempts for this account\. Please wait/),
      code: 'too_many_attempts',
    });
    expect(right.headers['set-cookie']).toBeUndefined();
  });

  it('locks an unknown email the same way, so a refusal tells nothing about accounts', async () => {
    const email = uniqueEmail('nobody');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1)
      statuses.push((await login(email, 'guess', '10.3.0.1')).statusCode);
    expect(statuses.slice(0, limits.freeLoginAttempts)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
  });

  it('counts a burst of parallel guesses one by one: the burst gets no more than the free ones', async () => {
    const email = uniqueEmail('burst');
    expect((await register(app, { email, password: PASSWORD })).statusCode).toBe(201);
    const fromOne = await Promise.all(
      Array.from({ length: 20 }, () => login(email, 'wrong', '10.5.0.1')),
    );
    expect(fromOne.filter((reply) => reply.statusCode === 401).length).toBeLessThanOrEqual(
      limits.freeLoginAttempts,
    );
    const fromMany = await Promise.all(
      Array.from({ length: 60 }, (_, attempt) => login(email, 'wrong', `10.5.${attempt + 1}.1`)),
    );
    expect(fromMany.filter((reply) => reply.statusCode === 401).length).toBeLessThanOrEqual(
      limits.freeAccountAttempts,
    );
  });

  it('from many addresses slow the stranger down, and never lock the owner out', async () => {
    const email = uniqueEmail('owner');
    expect((await register(app, { email, password: PASSWORD })).statusCode).toBe(201);
    // The owner signs in from home once.
    expect((await login(email, PASSWORD, '10.7.0.1')).statusCode).toBe(200);

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 60; attempt += 1)
      statuses.push((await login(email, `wrong ${attempt}`, `10.8.${attempt}.1`)).statusCode);
    const free = limits.freeAccountAttempts;
    expect(statuses.slice(0, free)).toEqual(Array(free).fill(401));
    expect(statuses.slice(free)).toEqual(Array(60 - free).fill(429));
    // A new address is slowed down too, even with the right password...
    expect((await login(email, PASSWORD, '10.9.0.1')).statusCode).toBe(429);
    // ...but the owner, from their own address, signs in at once.
    expect((await login(email, PASSWORD, '10.7.0.1')).statusCode).toBe(200);
  });
});

describe('register and token per client address', () => {
  it('refuses the registration past the window with 429 and Retry-After', async () => {
    const app = await buildTestApp();
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= DEFAULT_RATE_LIMITS.register.max; attempt += 1)
        statuses.push((await register(app, { email: uniqueEmail('farm') })).statusCode);
      expect(statuses.slice(0, -1)).toEqual(Array(DEFAULT_RATE_LIMITS.register.max).fill(201));
      const last = await register(app, { email: uniqueEmail('farm') });
      expect(last.statusCode).toBe(429);
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });

  it('refuses one account’s token requests past its window, from any address', async () => {
    const app = await buildTestApp();
    try {
      const cookie = cookiesFrom(await register(app, { email: uniqueEmail() }));
      const other = cookiesFrom(await register(app, { email: uniqueEmail() }));
      const token = (session: string, attempt: number) =>
        app.inject({
          method: 'GET',
          url: '/oauth/token',
          headers: { cookie: session },
          // A new address each time: the per-address window never fills.
          remoteAddress: `10.1.${Math.floor(attempt / 250)}.${attempt % 250}`,
        });
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= DEFAULT_RATE_LIMITS.tokenPerAccount.max; attempt += 1)
        statuses.push((await token(cookie, attempt)).statusCode);
      expect(statuses.slice(0, -1)).not.toContain(429);
      const refused = await token(cookie, 999);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another account is not held up by the first one's window.
      expect((await token(other, 1000)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('behind a trusted proxy (FIGURA_TRUST_PROXY), counts each client apart, not the proxy', async () => {
    const login = (app: FastifyInstance, client: string) =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': client },
        payload: { email: uniqueEmail(), password: 'wrong password here' },
      });
    const flood = async (app: FastifyInstance) => {
      for (let attempt = 0; attempt < DEFAULT_RATE_LIMITS.login.max; attempt += 1)
        await login(app, '203.0.113.7');
      return (await login(app, '198.51.100.9')).statusCode;
    };
    const direct = await buildTestApp();
    const proxied = await buildTestApp({}, { trustProxy: true });
    try {
      // Without trust, both clients are the proxy's one address: the second is refused too.
      expect(await flood(direct)).toBe(429);
      expect(await flood(proxied)).toBe(401);
    } finally {
      await Promise.all([direct.close(), proxied.close()]);
    }
  });

  it('through the API, counts the address the API names with the shared secret, and no other', async () => {
    const secret = 'shared-with-the-api';
    const login = (app: FastifyInstance, headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.0.0.2', // the API's own
        headers,
        payload: { email: uniqueEmail(), password: 'wrong password here' },
      });
    const app = await buildTestApp({}, { forwardSecret: secret });
    try {
      for (let attempt = 0; attempt < DEFAULT_RATE_LIMITS.login.max; attempt += 1)
        await login(app, forwardedAddressHeaders(secret, '203.0.113.7'));
      // That person's window is full; another person through the same API is not held up.
      expect((await login(app, forwardedAddressHeaders(secret, '203.0.113.7'))).statusCode).toBe(
        429,
      );
      expect((await login(app, forwardedAddressHeaders(secret, '198.51.100.9'))).statusCode).toBe(
        401,
      );
      // Without the secret the header names nobody: the caller's own address counts.
      const forged = {
        ...forwardedAddressHeaders(secret, '192.0.2.1'),
        [FORWARD_SECRET_HEADER]: 'guess',
      };
      for (let attempt = 0; attempt < DEFAULT_RATE_LIMITS.login.max; attempt += 1)
        await login(app, forged);
      expect((await login(app, forwardedAddressHeaders(secret, '192.0.2.55'))).statusCode).toBe(
        401,
      );
      expect(
        (await login(app, { ...forged, [CLIENT_ADDRESS_HEADER]: '192.0.2.99' })).statusCode,
      ).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('refuses token requests past the per-address window', async () => {
    const app = await buildTestApp();
    try {
      // Enough accounts that none reaches its own window before the address does.
      const { token, tokenPerAccount } = DEFAULT_RATE_LIMITS;
      const accounts = Math.ceil((token.max + 1) / tokenPerAccount.max) + 1;
      const cookies: string[] = [];
      for (let index = 0; index < accounts; index += 1)
        cookies.push(cookiesFrom(await register(app, { email: uniqueEmail() })));
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= token.max; attempt += 1) {
        const cookie = cookies[attempt % accounts];
        statuses.push(
          (await app.inject({ method: 'GET', url: '/oauth/token', headers: { cookie } }))
            .statusCode,
        );
      }
      expect(statuses.slice(0, -1)).not.toContain(429);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await app.close();
    }
  });
});

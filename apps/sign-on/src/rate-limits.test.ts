// Guessing brakes: per client address on login, register and token; per account on sign-in,
// where a right password inside the wait is refused too (the probe: 200 wrong, then the right one).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, lockSecondsAfter } from './security/rate-limits.ts';
import { buildTestApp, cookiesFrom, register, uniqueEmail } from './testing.ts';

const PASSWORD = 'correct horse battery';

describe('the per-account lockout schedule', () => {
  it('gives a few free attempts, then doubles the wait up to a cap', () => {
    const waits = Array.from({ length: 20 }, (_, index) =>
      lockSecondsAfter(index + 1, DEFAULT_RATE_LIMITS),
    );
    expect(waits.slice(0, 4)).toEqual([0, 0, 0, 0]);
    expect(waits.slice(4, 9)).toEqual([1, 2, 4, 8, 16]);
    expect(Math.max(...waits)).toBe(DEFAULT_RATE_LIMITS.maxLockSeconds);
    expect(lockSecondsAfter(10_000, DEFAULT_RATE_LIMITS)).toBe(DEFAULT_RATE_LIMITS.maxLockSeconds);
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

  it('200 wrong passwords, then the right one: refused with 429 and Retry-After', async () => {
    const email = uniqueEmail('victim');
    expect((await register(app, { email, password: PASSWORD })).statusCode).toBe(201);

    const statuses: number[] = [];
    // From many addresses, so that only the per-account brake is in play.
    for (let attempt = 0; attempt < 200; attempt += 1)
      statuses.push((await login(email, `wrong ${attempt}`, `10.1.${attempt}.1`)).statusCode);
    const free = DEFAULT_RATE_LIMITS.freeLoginAttempts;
    expect(statuses.slice(0, free)).toEqual(Array(free).fill(401));
    // Past the free attempts every guess must wait: these come in quicker than the wait.
    // (Even at 1/40 of this machine's speed, no more than 7 waits pass during the 200.)
    expect(statuses.slice(free).filter((status) => status === 401).length).toBeLessThan(8);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(185);

    const right = await login(email, PASSWORD, '10.2.0.1');
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
      statuses.push((await login(email, 'guess', `10.3.${attempt}.1`)).statusCode);
    expect(statuses.slice(0, DEFAULT_RATE_LIMITS.freeLoginAttempts)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
  });

  it('lets the right password in once the wait has passed, and starts afresh after it', async () => {
    const email = uniqueEmail('patient');
    expect((await register(app, { email, password: PASSWORD })).statusCode).toBe(201);
    for (let attempt = 0; attempt < DEFAULT_RATE_LIMITS.freeLoginAttempts; attempt += 1)
      expect((await login(email, 'wrong', `10.4.${attempt}.1`)).statusCode).toBe(401);
    const locked = await login(email, PASSWORD, '10.4.9.1');
    expect(locked.statusCode).toBe(429);
    const wait = Number(locked.headers['retry-after']);
    expect(wait).toBe(DEFAULT_RATE_LIMITS.firstLockSeconds);
    await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 200));
    expect((await login(email, PASSWORD, '10.4.9.1')).statusCode).toBe(200);
    // A success clears the count: the next mistakes are free again.
    expect((await login(email, 'wrong', '10.4.9.2')).statusCode).toBe(401);
    expect((await login(email, PASSWORD, '10.4.9.2')).statusCode).toBe(200);
  });

  it('counts a burst of parallel guesses one by one: the burst gets no more than the free ones', async () => {
    const email = uniqueEmail('burst');
    expect((await register(app, { email, password: PASSWORD })).statusCode).toBe(201);
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, attempt) => login(email, 'wrong', `10.5.${attempt}.1`)),
    );
    const checked = replies.filter((reply) => reply.statusCode === 401).length;
    expect(checked).toBeLessThanOrEqual(DEFAULT_RATE_LIMITS.freeLoginAttempts);
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

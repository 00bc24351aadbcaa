import { JSON_DEPTH_MESSAGE, UNSTORABLE_TEXT_MESSAGE } from '@figura/sdk-core/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, register, uniqueEmail } from './testing.ts';

describe('input the database cannot store, or nested too deep', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('refuses NUL or a lone surrogate in a name with a 400, and registers no one', async () => {
    for (const name of ['Ada\u0000', 'Ada \udc00']) {
      const email = uniqueEmail();
      const response = await register(app, { email, name });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: UNSTORABLE_TEXT_MESSAGE });
      // The same address registers fine with a storable name.
      expect((await register(app, { email, name: 'Ada' })).statusCode).toBe(201);
    }
  });

  it('refuses a JSON body nested past the limit before any schema reads it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":' + '['.repeat(20_000) + ']'.repeat(20_000) + '}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: JSON_DEPTH_MESSAGE });
  });
});

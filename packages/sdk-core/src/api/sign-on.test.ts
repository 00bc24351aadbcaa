import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { associateUserProduct, fetchSignOnToken, shouldAssociateProduct } from './sign-on';
import { sendJson, startTestApiServer } from './test-api-server';

const servers: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

describe('fetchSignOnToken', () => {
  it('returns the access token from /oauth/token', async () => {
    const server = await startTestApiServer({
      'GET /oauth/token': (_, res) => sendJson(res, 200, { access_token: 'jwt-1' }),
    });
    servers.push(server);
    await expect(fetchSignOnToken(`${server.baseURL}/`)).resolves.toBe('jwt-1');
    expect(server.requests.map((r) => r.url)).toEqual(['/oauth/token']);
  });

  it('rejects with the server message when the sign-on session is gone', async () => {
    const server = await startTestApiServer({
      'GET /oauth/token': (_, res) => sendJson(res, 401, { message: 'Not signed in' }),
    });
    servers.push(server);
    const error = await fetchSignOnToken(server.baseURL, {
      logger: { error: vi.fn(), warn: vi.fn() },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Not signed in' });
  });
});

describe('the user-product association', () => {
  it('posts product mtg with onboarding_status pending to the sign-on site', async () => {
    const server = await startTestApiServer({
      'POST /api/user-product-association': (_, res) =>
        sendJson(res, 201, { user_id: 'u1', product: 'mtg', onboarding_status: 'pending' }),
    });
    servers.push(server);
    await associateUserProduct(server.baseURL);
    expect(server.requests.map((r) => [r.method, r.url])).toEqual([
      ['POST', '/api/user-product-association'],
    ]);
    expect(server.requests[0]!.body).toEqual({
      product: 'mtg',
      onboarding_status: 'pending',
    });
  });

  it('is skipped when the address has a mode query', () => {
    expect(shouldAssociateProduct('?mode=embed')).toBe(false);
    expect(shouldAssociateProduct('?mode=')).toBe(false);
    expect(shouldAssociateProduct('?utm_source=x')).toBe(true);
    expect(shouldAssociateProduct('')).toBe(true);
  });
});

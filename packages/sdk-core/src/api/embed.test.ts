import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { getEmbedPartner, requestEmbedToken } from './embed';
import { sendJson, startTestApiServer } from './test-api-server';

const servers: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const quiet = { error: vi.fn(), warn: vi.fn() };
const issued = {
  token: 'embed-jwt',
  expiresAt: '2026-11-30T10:15:00.000Z',
  partnerId: 16,
  profile: 'cell',
};

describe('requestEmbedToken', () => {
  it('posts the submission with the partner key and returns the token', async () => {
    const server = await startTestApiServer({
      'POST /embed/tokens': (_, res) => sendJson(res, 200, issued),
    });
    servers.push(server);
    const reply = await requestEmbedToken(
      `${server.baseURL}/`,
      { id: 16, key: 'secret-key' },
      { submissionId: 'MS-2026-0042', author: { name: 'Ada', email: 'ada@example.org' } },
    );
    expect(reply).toEqual(issued);
    expect(server.requests).toEqual([
      {
        method: 'POST',
        url: '/embed/tokens',
        authorization: 'Partner 16:secret-key',
        body: { submissionId: 'MS-2026-0042', author: { name: 'Ada', email: 'ada@example.org' } },
      },
    ]);
  });

  it('rejects with the status and message of a refusal (a wrong key)', async () => {
    const server = await startTestApiServer({
      'POST /embed/tokens': (_, res) => sendJson(res, 401, { message: 'Wrong partner key.' }),
    });
    servers.push(server);
    const error = await requestEmbedToken(
      server.baseURL,
      { id: 16, key: 'wrong' },
      { submissionId: 'MS-1' },
      { logger: quiet },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Wrong partner key.' });
  });

  it('refuses a reply that is not a token (an API that breaks the contract)', async () => {
    const server = await startTestApiServer({
      'POST /embed/tokens': (_, res) =>
        sendJson(res, 200, { ...issued, profile: 'nature-of-things' }),
    });
    servers.push(server);
    const error = await requestEmbedToken(
      server.baseURL,
      { id: 16, key: 'k' },
      { submissionId: 'MS-1' },
      { logger: quiet },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
  });
});

describe('getEmbedPartner', () => {
  const partner = {
    id: 16,
    name: 'Demo Journal',
    profile: 'cell',
    allowedOrigins: ['https://submit.journal.example'],
  };

  it('asks with the embed token and returns the journal with its allowed origins', async () => {
    const server = await startTestApiServer({
      'GET /embed/partner': (_, res) => sendJson(res, 200, partner),
    });
    servers.push(server);
    expect(await getEmbedPartner(server.baseURL, 'embed-jwt')).toEqual(partner);
    expect(server.requests).toMatchObject([
      { method: 'GET', url: '/embed/partner', authorization: 'Bearer embed-jwt' },
    ]);
  });

  it('rejects a token that belongs to no journal with the API’s status', async () => {
    const server = await startTestApiServer({
      'GET /embed/partner': (_, res) =>
        sendJson(res, 404, { message: 'This token belongs to no journal.' }),
    });
    servers.push(server);
    const error = await getEmbedPartner(server.baseURL, 'sign-on-jwt', { logger: quiet }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 404, message: 'This token belongs to no journal.' });
  });
});

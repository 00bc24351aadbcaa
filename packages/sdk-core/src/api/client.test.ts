import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmptyDocument } from '../schema/document/empty-document';
import { createApiClient, createEditorApiClient } from './client';
import { ApiError, StaleWriteError } from './errors';
import {
  hangUp,
  sampleCreation,
  sampleUser,
  sendJson,
  startTestApiServer,
  type Route,
} from './test-api-server';

const servers: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function setUp(
  routes: Record<string, Route>,
  options: { token?: string | null; timeoutMs?: number } = {},
) {
  const server = await startTestApiServer(routes);
  servers.push(server);
  const logger = { error: vi.fn(), warn: vi.fn() };
  const onUnauthorized = vi.fn();
  const api = createApiClient({
    baseURL: server.baseURL,
    getToken: () => options.token,
    onUnauthorized,
    logger,
    timeoutMs: options.timeoutMs,
  });
  return { api, server, logger, onUnauthorized };
}

const content = createEmptyDocument(1200, 800);

describe('createApiClient', () => {
  it('sends the bearer token only when one is stored', async () => {
    const routes = {
      'GET /auth/verify-token-validity': (_: unknown, res: Parameters<Route>[1]) =>
        sendJson(res, 200, { valid: true, user: sampleUser }),
    };
    const withToken = await setUp(routes, { token: 'abc.def.ghi' });
    const reply = await withToken.api.verifyTokenValidity();
    expect(reply).toEqual({ valid: true, user: sampleUser });
    expect(withToken.server.requests[0]?.authorization).toBe('Bearer abc.def.ghi');

    for (const token of [null, undefined, '']) {
      const without = await setUp(routes, { token });
      await without.api.verifyTokenValidity();
      expect(without.server.requests[0]?.authorization).toBeUndefined();
    }
  });

  it('calls onUnauthorized on a 401 and still rejects with the server message', async () => {
    const { api, onUnauthorized } = await setUp({
      'GET /auth/onelogin/validate': (_, res) => sendJson(res, 401, { message: 'Invalid token' }),
    });
    const error = await api.validateOneLogin().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      message: 'Invalid token',
      messages: ['Invalid token'],
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not call onUnauthorized for other errors', async () => {
    const { api, onUnauthorized } = await setUp({
      'GET /user-creations/c1': (_, res) => sendJson(res, 404, { message: 'Creation not found' }),
    });
    await expect(api.getCreation('c1')).rejects.toMatchObject({
      status: 404,
      message: 'Creation not found',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('logs exactly "Request error, no response received" when the connection drops', async () => {
    const { api, logger } = await setUp({ 'GET /user-creations': hangUp });
    const error = await api.listCreations().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: null, message: 'Unexpected error.' });
    expect(logger.error).toHaveBeenCalledWith('Request error, no response received');
  });

  it('treats a timeout as no response', async () => {
    const { api, logger } = await setUp(
      {
        'GET /user-creations/slow': (_, res) =>
          void setTimeout(() => sendJson(res, 200, sampleCreation), 500),
      },
      { timeoutMs: 50 },
    );
    await expect(api.getCreation('slow')).rejects.toMatchObject({ status: null });
    expect(logger.error).toHaveBeenCalledWith('Request error, no response received');
  });

  it('shows the first message of a list, keeping all of them', async () => {
    const { api } = await setUp({
      'POST /user-creations': (_, res) =>
        sendJson(res, 400, {
          message: ['Name cannot be empty', 'Canvas size must be at least 100 px'],
        }),
    });
    const error = await api.createCreation({ name: '' }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 400,
      message: 'Name cannot be empty',
      messages: ['Name cannot be empty', 'Canvas size must be at least 100 px'],
    });
  });

  it("falls back to 'Unexpected error.' when a 500 has no body", async () => {
    const { api, onUnauthorized } = await setUp({
      'DELETE /user-creations/c1': (_, res) => sendJson(res, 500),
    });
    await expect(api.deleteCreation('c1')).rejects.toMatchObject({
      status: 500,
      message: 'Unexpected error.',
      messages: [],
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('rejects a stale slide write with the revision now stored', async () => {
    const { api, server } = await setUp({
      'PUT /user-creations/c1/slide/s1/content': (_, res) =>
        sendJson(res, 409, { message: 'Slide was changed elsewhere', revision: 7 }),
    });
    const error = await api
      .saveSlideContent('c1', 's1', { revision: 3, content })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StaleWriteError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      revision: 7,
      message: 'Slide was changed elsewhere',
    });
    expect(server.requests[0]?.body).toEqual({ revision: 3, content });
  });

  it('returns the saved revision of a fresh slide write', async () => {
    const saved = { id: 's1', revision: 4, updatedAt: '2026-01-02T00:00:00.000Z' };
    const { api } = await setUp({
      'PUT /user-creations/c1/slide/s1/content': (_, res) => sendJson(res, 200, saved),
    });
    await expect(api.saveSlideContent('c1', 's1', { revision: 3, content })).resolves.toEqual(
      saved,
    );
  });

  it("asks for the list of creations only once a closing editor's last save is stored", async () => {
    const { api, server } = await setUp({
      'GET /user-creations': (_, res) => sendJson(res, 200, { data: [sampleCreation], total: 1 }),
    });
    let stored!: () => void;
    api.holdListsUntil?.(new Promise<void>((resolve) => (stored = resolve)));
    const listed = api.listCreations();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests).toHaveLength(0);
    stored();
    await expect(listed).resolves.toEqual({ data: [sampleCreation], total: 1 });
    expect(server.requests).toHaveLength(1);
    // A save that fails holds the list no longer than it takes.
    api.holdListsUntil?.(Promise.reject(new Error('offline')));
    await expect(api.listCreations()).resolves.toEqual({ data: [sampleCreation], total: 1 });
  });

  it('asks for available creations unless told otherwise', async () => {
    const { api, server } = await setUp({
      'GET /user-creations': (_, res) => sendJson(res, 200, { data: [sampleCreation], total: 1 }),
    });
    await expect(api.listCreations()).resolves.toEqual({ data: [sampleCreation], total: 1 });
    await api.listCreations({ status: 'deleted', search: 'cell', limit: 10 });
    const [first, second] = server.requests.map(
      (request) => new URL(request.url, server.baseURL).searchParams,
    );
    expect(first?.get('status')).toBe('available');
    expect(second?.get('status')).toBe('deleted');
    expect(second?.get('search')).toBe('cell');
    expect(second?.get('limit')).toBe('10');
  });

  it('hands an empty list over unchecked when asked, and checks it later as it would have', async () => {
    const replies = [
      { data: [], total: 0 },
      { data: [], total: 'none' },
      { data: [sampleCreation], total: 1 },
      { data: [{ id: 'c1' }], total: 1 },
    ];
    const { api, logger } = await setUp({
      'GET /user-creations': (_, res) => sendJson(res, 200, replies.shift()),
    });
    const query = { type: 'abstract', limit: 5 } as const;
    const empty = await api.listCreations(query, { checkLater: true });
    expect(empty.data).toEqual([]);
    await expect(empty.check?.()).resolves.toEqual({ data: [], total: 0 });
    // Broken, but empty: nothing of it is used before check() says so.
    const broken = await api.listCreations(query, { checkLater: true });
    expect(broken.data).toEqual([]);
    expect(logger.warn).not.toHaveBeenCalled();
    const error = await broken.check?.().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    // A list with creations in it is validated before it is handed over.
    const listed = await api.listCreations(query, { checkLater: true });
    expect(listed).toEqual({ data: [sampleCreation], total: 1 });
    expect(listed.check).toBeUndefined();
    await expect(api.listCreations(query, { checkLater: true })).rejects.toBeInstanceOf(ApiError);
  });

  it('turns a reply that breaks the contract into an ApiError and warns', async () => {
    const { api, logger } = await setUp({
      'GET /user-creations/c1': (_, res) => sendJson(res, 200, { id: 'c1' }),
    });
    await expect(api.getCreation('c1')).rejects.toMatchObject({
      status: 200,
      message: 'Unexpected error.',
    });
    expect(logger.warn).toHaveBeenCalledOnce();
  });

  it('calls the one-login and profile routes with the token', async () => {
    const { api, server } = await setUp({
      'POST /auth/onelogin/callback': (_, res) =>
        sendJson(res, 200, { user: sampleUser, isNewUser: true }),
      'GET /auth/profile/': (_, res) => sendJson(res, 200, { user: sampleUser }),
      'GET /auth/onelogin/validate': (_, res) =>
        sendJson(res, 200, { data: { active: false, user: null } }),
    });
    await expect(api.oneLoginCallback('tok')).resolves.toEqual({
      user: sampleUser,
      isNewUser: true,
    });
    await expect(api.getProfileByToken('a b&c')).resolves.toEqual({ user: sampleUser });
    await expect(api.validateOneLogin()).resolves.toEqual({ data: { active: false, user: null } });
    expect(server.requests[0]?.body).toEqual({ token: 'tok' });
    expect(new URL(server.requests[1]?.url ?? '', server.baseURL).searchParams.get('token')).toBe(
      'a b&c',
    );
  });

  it('creates, renames and adds slides on the creation routes', async () => {
    const { api, server } = await setUp({
      'POST /user-creations': (_, res) => sendJson(res, 201, sampleCreation),
      'PUT /user-creations/c1': (_, res) =>
        sendJson(res, 200, { ...sampleCreation, name: 'Cells', resizedSlides: [] }),
      'POST /user-creations/c1/slide': (_, res) =>
        sendJson(res, 201, { id: 's2', position: 1, revision: 0 }),
      'DELETE /user-creations/c1': (_, res) => sendJson(res, 200, { id: 'c1', status: 'deleted' }),
    });
    await expect(api.createCreation({ type: 'poster' })).resolves.toEqual(sampleCreation);
    await expect(api.updateCreation('c1', { name: 'Cells' })).resolves.toMatchObject({
      name: 'Cells',
    });
    await expect(api.addSlide('c1')).resolves.toEqual({ id: 's2', position: 1, revision: 0 });
    await expect(api.deleteCreation('c1')).resolves.toEqual({ id: 'c1', status: 'deleted' });
    expect(server.requests.map((r) => [r.method, r.body])).toEqual([
      ['POST', { type: 'poster' }],
      ['PUT', { name: 'Cells' }],
      ['POST', undefined],
      ['DELETE', undefined],
    ]);
  });

  it('downloads the rendered slide as the bytes the server sent', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 255]);
    const { api, server } = await setUp({
      'POST /user-creations/c1/slide/s1/download': (_, res) =>
        res.writeHead(200, { 'content-type': 'image/png' }).end(png),
    });
    const blob = await api.downloadSlide('c1', 's1', { scale: 2 });
    expect(blob.type).toBe('image/png');
    expect(Buffer.from(await blob.arrayBuffer())).toEqual(png);
    expect(server.requests[0]?.body).toEqual({ scale: 2 });
  });

  it('reads the error message of a failed download', async () => {
    const { api } = await setUp({
      'POST /user-creations/c1/slide/s1/download': (_, res) =>
        sendJson(res, 404, { message: 'Slide not found' }),
    });
    await expect(api.downloadSlide('c1', 's1')).rejects.toMatchObject({
      status: 404,
      message: 'Slide not found',
    });
  });
});

describe('the content library calls', () => {
  const item = {
    id: 'bioicons/neuron',
    title: 'Neuron',
    category: 'Neuroscience',
    tags: ['neuroscience'],
    synonyms: ['nerve cell'],
    licence: { spdx: 'CC-BY-3.0', url: 'https://creativecommons.org/licenses/by/3.0/' },
    author: { name: 'Servier', url: 'https://smart.servier.com/' },
    source: { name: 'Bioicons', url: 'https://bioicons.com/' },
    width: 10,
    height: 10,
    parts: ['#ff0000'],
  };

  it('searches with the query as parameters and checks the reply', async () => {
    const { api, server } = await setUp({
      'GET /library/items': (_, res) => sendJson(res, 200, { total: 1, items: [item] }),
    });
    const list = await api.listLibraryItems({ q: 'nerve cell', limit: 5 });
    expect(list.items[0]?.author.name).toBe('Servier');
    expect(server.requests[0]?.url).toBe('/library/items?q=nerve+cell&limit=5');
  });

  it('asks for an item by its two-part id, and says where its thumbnail is', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h9v9z"/></svg>';
    const { api, server } = await setUp({
      'GET /library/items/bioicons/neuron': (_, res) => sendJson(res, 200, { ...item, svg }),
    });
    expect((await api.getLibraryItem('bioicons/neuron')).svg).toBe(svg);
    expect(server.requests[0]?.url).toBe('/library/items/bioicons/neuron');
    expect(api.libraryThumbnailUrl('bioicons/neuron')).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/library\/items\/bioicons\/neuron\/thumbnail$/,
    );
  });

  it('reads a thumbnail as a data: URL, which a page allowing images only from data: shows', async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 255]);
    const { api, server } = await setUp({
      'GET /library/items/bioicons/neuron/thumbnail': (_, res) => {
        res.writeHead(200, { 'content-type': 'image/png' });
        res.end(png);
      },
    });
    const url = await api.getLibraryThumbnail('bioicons/neuron');
    expect(url).toBe(`data:image/png;base64,${Buffer.from(png).toString('base64')}`);
    expect(server.requests[0]?.url).toBe('/library/items/bioicons/neuron/thumbnail');
  });

  it('refuses an item whose credit is malformed', async () => {
    const { api } = await setUp({
      'GET /library/items/bioicons/neuron': (_, res) =>
        sendJson(res, 200, {
          ...item,
          svg: '<svg/>',
          licence: { spdx: 'CC-BY-3.0', url: 'javascript:alert(1)' },
        }),
    });
    await expect(api.getLibraryItem('bioicons/neuron')).rejects.toThrow();
  });
});

describe('createEditorApiClient', () => {
  it("makes the editor's calls with the token, and has none of the portal's account calls", async () => {
    const server = await startTestApiServer({
      'GET /user-creations/c1': (_, res) => sendJson(res, 200, sampleCreation),
    });
    servers.push(server);
    const api = createEditorApiClient({ baseURL: server.baseURL, getToken: () => 'abc.def.ghi' });
    await expect(api.getCreation('c1')).resolves.toMatchObject({ id: sampleCreation.id });
    expect(server.requests[0]?.authorization).toBe('Bearer abc.def.ghi');
    // What the embedded editor shows: comments, sharing, the plan's caps, the library.
    for (const call of ['listComments', 'listShares', 'getPlan', 'listLibraryItems', 'uploadFile'])
      expect(api).toHaveProperty(call);
    // What a journal's page has no use for stays out of the embed's first frame.
    const full = createApiClient({ baseURL: server.baseURL });
    for (const call of ['createTeam', 'listFolders', 'getProfile', 'listSlideBackups'])
      expect([call, call in full, call in api]).toEqual([call, true, false]);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import {
  clientOnTestServer,
  closeTestServers,
  sampleCreation,
  sendJson,
  type Route,
} from './test-api-server';

afterEach(closeTestServers);

const setUp = (routes: Record<string, Route>) => clientOnTestServer(routes);

const reordered = {
  ...sampleCreation,
  slides: [
    { id: 's2', position: 0, revision: 0 },
    { id: 's1', position: 1, revision: 3 },
  ],
};

describe('slide calls', () => {
  it('adds a slide after another, duplicates, deletes and copies on the spec routes', async () => {
    const { api, server } = await setUp({
      'POST /user-creations/c1/slide': (_, res) =>
        sendJson(res, 201, { id: 's2', position: 1, revision: 0 }),
      'POST /user-creations/c1/slide/s1/duplicate': (_, res) =>
        sendJson(res, 201, { id: 's3', position: 1, revision: 0 }),
      'DELETE /user-creations/c1/slide/s3': (_, res) =>
        sendJson(res, 200, { id: 's3', status: 'deleted' }),
      'POST /user-creations/c1/slide/s1/copy': (_, res) =>
        sendJson(res, 201, { id: 's9', creationId: 'c2', position: 4, revision: 0 }),
    });
    await expect(api.addSlide('c1', { afterSlideId: 's1' })).resolves.toEqual({
      id: 's2',
      position: 1,
      revision: 0,
    });
    await expect(api.duplicateSlide('c1', 's1')).resolves.toEqual({
      id: 's3',
      position: 1,
      revision: 0,
    });
    await expect(api.deleteSlide('c1', 's3')).resolves.toEqual({ id: 's3', status: 'deleted' });
    await expect(api.copySlide('c1', 's1', 'c2')).resolves.toEqual({
      id: 's9',
      creationId: 'c2',
      position: 4,
      revision: 0,
    });
    expect(server.requests.map((r) => [r.method, r.url, r.body, r.authorization])).toEqual([
      ['POST', '/user-creations/c1/slide', { afterSlideId: 's1' }, 'Bearer tok'],
      ['POST', '/user-creations/c1/slide/s1/duplicate', undefined, 'Bearer tok'],
      ['DELETE', '/user-creations/c1/slide/s3', undefined, 'Bearer tok'],
      ['POST', '/user-creations/c1/slide/s1/copy', { targetCreationId: 'c2' }, 'Bearer tok'],
    ]);
  });

  it('reorders by ids or by positions and returns the creation in its new order', async () => {
    const { api, server } = await setUp({
      'PUT /user-creations/c1/slide/sequences': (_, res) => sendJson(res, 200, reordered),
      'PUT /user-creations/c1/slide': (_, res) => sendJson(res, 200, reordered),
    });
    const byIds = await api.reorderSlides('c1', ['s2', 's1']);
    expect(byIds.slides.map((slide) => slide.id)).toEqual(['s2', 's1']);
    const byPositions = await api.setSlidePositions('c1', [
      { id: 's1', position: 1 },
      { id: 's2', position: 0 },
    ]);
    expect(byPositions).toEqual(reordered);
    expect(server.requests.map((r) => r.body)).toEqual([
      { slideIds: ['s2', 's1'] },
      {
        slides: [
          { id: 's1', position: 1 },
          { id: 's2', position: 0 },
        ],
      },
    ]);
  });

  it("rejects with the server's message when the last slide cannot be deleted", async () => {
    const { api } = await setUp({
      'DELETE /user-creations/c1/slide/s1': (_, res) =>
        sendJson(res, 400, { message: 'A creation needs at least one slide.' }),
    });
    const error = await api.deleteSlide('c1', 's1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'A creation needs at least one slide.' });
  });

  it('escapes ids in the path', async () => {
    const { api, server } = await setUp({});
    await api.duplicateSlide('c 1', 's/1').catch(() => undefined);
    expect(server.requests[0]?.url).toBe('/user-creations/c%201/slide/s%2F1/duplicate');
  });
});

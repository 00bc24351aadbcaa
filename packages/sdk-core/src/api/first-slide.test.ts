import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmptyDocument } from '../schema/document/empty-document';
import { ApiError } from './errors';
import { firstSlideIdOfReply } from './first-slide';
import {
  clientOnTestServer,
  closeTestServers,
  sampleCreation,
  sendJson,
  type Route,
} from './test-api-server';

afterEach(closeTestServers);

async function setUp(routes: Record<string, Route>) {
  const logger = { error: vi.fn(), warn: vi.fn() };
  return { ...(await clientOnTestServer(routes, logger)), logger };
}

const document = createEmptyDocument(1200, 600);
const slides = [
  { id: 's2', position: 1, revision: 0 },
  { id: 's1', position: 0, revision: 4 },
];
const contentOf = (id: string) => ({
  id,
  creationId: 'c1',
  revision: 4,
  updatedAt: '2026-11-21T10:00:00.000Z',
  content: document,
});

describe('getFirstSlide', () => {
  it('returns the creation, its lowest-position slide and that slide’s content', async () => {
    const { api, server } = await setUp({
      'GET /user-creations/c1': (_, res) => sendJson(res, 200, { ...sampleCreation, slides }),
      'GET /user-creations/c1/slide/s1/content': (_, res) => sendJson(res, 200, contentOf('s1')),
    });
    const first = await api.getFirstSlide('c1');
    expect(first.slide).toEqual({ id: 's1', position: 0, revision: 4 });
    expect(first.creation.slides).toHaveLength(2);
    expect(first.content.content).toEqual(document);
    // The document comes migrated and validated.
    expect(first.document).toEqual(document);
    // Asked for at once: the creation, and its first slide by the `first` alias, which this
    // server does not know (404): then by the id the creation names.
    expect(server.requests.map((r) => [r.method, r.url, r.authorization]).sort()).toEqual([
      ['GET', '/user-creations/c1', 'Bearer tok'],
      ['GET', '/user-creations/c1/slide/first/content', 'Bearer tok'],
      ['GET', '/user-creations/c1/slide/s1/content', 'Bearer tok'],
    ]);
  });

  it('asks for the creation and its first slide at once, by the `first` alias', async () => {
    const { api, server } = await setUp({
      'GET /user-creations/c1': (_, res) => sendJson(res, 200, { ...sampleCreation, slides }),
      'GET /user-creations/c1/slide/first/content': (_, res) => sendJson(res, 200, contentOf('s1')),
    });
    const first = await api.getFirstSlide('c1', { checkLater: true });
    expect(first.slide.id).toBe('s1');
    expect(first.document).toEqual(document);
    expect(server.requests.map((r) => r.url).sort()).toEqual([
      '/user-creations/c1',
      '/user-creations/c1/slide/first/content',
    ]);
  });

  it('asks again by id when `first` answered with another slide (reordered in between)', async () => {
    const { api, server } = await setUp({
      'GET /user-creations/c1': (_, res) => sendJson(res, 200, { ...sampleCreation, slides }),
      'GET /user-creations/c1/slide/first/content': (_, res) => sendJson(res, 200, contentOf('s2')),
      'GET /user-creations/c1/slide/s1/content': (_, res) => sendJson(res, 200, contentOf('s1')),
    });
    const first = await api.getFirstSlide('c1');
    expect(first.content.id).toBe('s1');
    expect(server.requests.map((r) => r.url)).toContain('/user-creations/c1/slide/s1/content');
  });

  it('refuses a creation reply that is not a creation, even after asking for its slide', async () => {
    const { api, logger } = await setUp({
      'GET /user-creations/c1': (_, res) => sendJson(res, 200, { slides, name: 42 }),
      'GET /user-creations/c1/slide/s1/content': (_, res) => sendJson(res, 200, contentOf('s1')),
    });
    await expect(api.getFirstSlide('c1')).rejects.toBeInstanceOf(ApiError);
    expect(logger.warn).toHaveBeenCalled();
  });

  it('refuses a slide whose document is not a Figura document', async () => {
    const { api } = await setUp({
      'GET /user-creations/c1': (_, res) => sendJson(res, 200, { ...sampleCreation, slides }),
      'GET /user-creations/c1/slide/s1/content': (_, res) =>
        sendJson(res, 200, { ...contentOf('s1'), content: { ...document, width: 'wide' } }),
    });
    await expect(api.getFirstSlide('c1')).rejects.toThrow(
      /^This slide could not be opened: width: /,
    );
  });

  it("passes on the server's error for the slide", async () => {
    const { api } = await setUp({
      'GET /user-creations/c1': (_, res) => sendJson(res, 200, { ...sampleCreation, slides }),
      'GET /user-creations/c1/slide/s1/content': (_, res) =>
        sendJson(res, 404, { message: 'Slide not found' }),
    });
    await expect(api.getFirstSlide('c1')).rejects.toMatchObject({
      status: 404,
      message: 'Slide not found',
    });
  });

  it('says when the slide has been asked for, and when the creation could not be read', async () => {
    // The slide's reply waits for the call: were it made only after that reply, this would hang.
    let slideAskedFor = () => {};
    const asked = new Promise<void>((resolve) => (slideAskedFor = resolve));
    const { api } = await setUp({
      'GET /user-creations/c1': (_, res) => sendJson(res, 200, { ...sampleCreation, slides }),
      'GET /user-creations/c1/slide/s1/content': (_, res) =>
        void asked.then(() => sendJson(res, 200, contentOf('s1'))),
      'GET /user-creations/gone': (_, res) => sendJson(res, 404, { message: 'Not found' }),
    });
    const onSlideRequested = vi.fn(() => slideAskedFor());
    const first = await api.getFirstSlide('c1', { onSlideRequested });
    expect(first.slide.id).toBe('s1');
    expect(onSlideRequested).toHaveBeenCalledTimes(1);
    const missing = vi.fn();
    await expect(api.getFirstSlide('gone', { onSlideRequested: missing })).rejects.toMatchObject({
      status: 404,
    });
    expect(missing).toHaveBeenCalledTimes(1);
  });

  it('hands over the replies as received with checkLater, to be validated by check()', async () => {
    const { api } = await setUp({
      'GET /user-creations/c1': (_, res) => sendJson(res, 200, { ...sampleCreation, slides }),
      'GET /user-creations/c1/slide/s1/content': (_, res) => sendJson(res, 200, contentOf('s1')),
    });
    const first = await api.getFirstSlide('c1', { checkLater: true });
    expect(first.slide.id).toBe('s1');
    expect(first.document).toEqual(document);
    expect(first.check).toBeTypeOf('function');
    const checked = await first.check!();
    expect(checked.document).toEqual(document);
    expect(checked.check).toBeUndefined();
  });

  it('rejects in check() what getFirstSlide would have refused', async () => {
    const broken = { ...document, width: 'wide' };
    const { api } = await setUp({
      'GET /user-creations/c1': (_, res) => sendJson(res, 200, { ...sampleCreation, slides }),
      'GET /user-creations/c1/slide/s1/content': (_, res) =>
        sendJson(res, 200, { ...contentOf('s1'), content: broken }),
    });
    const first = await api.getFirstSlide('c1', { checkLater: true });
    expect(first.document).toEqual(broken);
    await expect(first.check!()).rejects.toThrow(/^This slide could not be opened: width: /);
  });

  it('validates before resolving what does not look like a current document', async () => {
    const { api } = await setUp({
      'GET /user-creations/c1': (_, res) => sendJson(res, 200, { ...sampleCreation, slides }),
      'GET /user-creations/c1/slide/s1/content': (_, res) =>
        sendJson(res, 200, { ...contentOf('s1'), content: { ...document, schemaVersion: 99 } }),
    });
    await expect(api.getFirstSlide('c1', { checkLater: true })).rejects.toBeInstanceOf(Error);
  });

  it('reads the first slide id from a reply only when it looks like a creation', () => {
    expect(firstSlideIdOfReply({ slides })).toBe('s1');
    expect(firstSlideIdOfReply({ slides: [] })).toBeUndefined();
    expect(firstSlideIdOfReply({ slides: [{ id: 3, position: 0 }] })).toBeUndefined();
    expect(firstSlideIdOfReply(null)).toBeUndefined();
    expect(firstSlideIdOfReply('<html>')).toBeUndefined();
  });
});

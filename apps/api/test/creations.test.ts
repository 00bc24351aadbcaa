import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import type { CreationReply } from './helpers/documents.ts';

let api: ApiHarness;
let user: TestUser;

beforeAll(async () => {
  api = await startApi();
  user = await api.newUser();
});

afterAll(async () => {
  await api.close();
});

async function create(body: Record<string, unknown>): Promise<CreationReply> {
  const reply = await user.request<CreationReply>('POST', '/user-creations', body);
  expect(reply.status).toBe(201);
  return reply.body;
}

describe('creating', () => {
  it('creates an abstract with the default size and one empty slide', async () => {
    const creation = await create({ name: 'My abstract' });
    expect(creation).toMatchObject({
      name: 'My abstract',
      type: 'abstract',
      status: 'available',
      width: 1200,
      height: 600,
    });
    expect(creation.slides).toEqual([{ id: expect.any(String), position: 0, revision: 0 }]);

    const content = await user.request(
      'GET',
      `/user-creations/${creation.id}/slide/${creation.slides[0]!.id}/content`,
    );
    expect(content.status).toBe(200);
    expect(content.body).toMatchObject({
      id: creation.slides[0]!.id,
      creationId: creation.id,
      revision: 0,
      content: { schemaVersion: 4, width: 1200, height: 600, background: '#ffffff', elements: [] },
    });
  });

  it('uses the size of the type, and an explicit size when given', async () => {
    const poster = await create({ type: 'poster' });
    expect([poster.name, poster.width, poster.height]).toEqual(['Untitled', 1768, 2500]);

    const custom = await create({ type: 'custom', width: 800, height: 100 });
    expect([custom.width, custom.height]).toEqual([800, 100]);
  });

  it('refuses a canvas size outside 100..2500 px with a clear message', async () => {
    const tooWide = await user.request('POST', '/user-creations', { width: 2501, height: 600 });
    expect(tooWide.status).toBe(400);
    expect(tooWide.body.message).toEqual(['width: Canvas size must be at most 2500 px']);

    const tooSmall = await user.request('POST', '/user-creations', { width: 500, height: 99 });
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.body.message).toEqual(['height: Canvas size must be at least 100 px']);

    const fractional = await user.request('POST', '/user-creations', { width: 500.5 });
    expect(fractional.status).toBe(400);
    expect(fractional.body.message[0]).toMatch(/^width: /);
  });

  it('refuses an unknown type and an empty name', async () => {
    const reply = await user.request('POST', '/user-creations', { type: 'movie', name: '   ' });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toEqual(
      expect.arrayContaining(['name: Name cannot be empty', expect.stringMatching(/^type: /)]),
    );
  });
});

describe('listing, reading, renaming and deleting', () => {
  it('lists the newest updated first with a total, and searches by name', async () => {
    const tag = randomUUID().slice(0, 8);
    const first = await create({ name: `List ${tag} one` });
    const second = await create({ name: `List ${tag} two` });
    await create({ name: `Other ${tag}` });

    const all = await user.request('GET', '/user-creations?limit=200');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(all.body.data.length);
    const ids = all.body.data.map((c: CreationReply) => c.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(all.body.data[0].slides).toHaveLength(1);

    const found = await user.request(
      'GET',
      `/user-creations?search=${encodeURIComponent(`list ${tag}`)}`,
    );
    expect(found.body.total).toBe(2);
    expect(found.body.data.map((c: CreationReply) => c.name)).toEqual([
      `List ${tag} two`,
      `List ${tag} one`,
    ]);

    // Renaming touches updated_at: the renamed one moves to the top.
    const renamed = await user.request('PUT', `/user-creations/${first.id}`, {
      name: `List ${tag} renamed`,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe(`List ${tag} renamed`);
    const after = await user.request('GET', `/user-creations?search=${tag}`);
    expect(after.body.data[0].id).toBe(first.id);
  });

  it('orders by name (whatever the case) or newest made first, on request', async () => {
    const tag = randomUUID().slice(0, 8);
    const names = [`${tag} beta`, `${tag} Alpha`, `${tag} gamma`];
    for (const name of names) await create({ name });
    // Edited last: the oldest made, so each order differs from the others.
    const [oldest] = (
      await user.request('GET', `/user-creations?search=${tag}&sort=created`)
    ).body.data.slice(-1) as CreationReply[];
    await user.request('PUT', `/user-creations/${oldest!.id}`, { name: `${tag} beta` });
    const order = async (sort: string) =>
      (await user.request('GET', `/user-creations?search=${tag}&sort=${sort}`)).body.data.map(
        (c: CreationReply) => c.name,
      );
    expect(await order('name')).toEqual([`${tag} Alpha`, `${tag} beta`, `${tag} gamma`]);
    expect(await order('created')).toEqual([`${tag} gamma`, `${tag} Alpha`, `${tag} beta`]);
    expect(await order('edited')).toEqual([`${tag} beta`, `${tag} gamma`, `${tag} Alpha`]);
    expect((await user.request('GET', '/user-creations?sort=size')).status).toBe(400);
  });

  it('treats % and _ in a search as plain characters', async () => {
    const tag = randomUUID().slice(0, 8);
    await create({ name: `${tag} 100% done` });
    await create({ name: `${tag} 100 done` });
    const reply = await user.request(
      'GET',
      `/user-creations?search=${encodeURIComponent(`${tag} 100%`)}`,
    );
    expect(reply.body.data.map((c: CreationReply) => c.name)).toEqual([`${tag} 100% done`]);
  });

  it('pages with limit and offset and filters by type', async () => {
    const page = await user.request('GET', '/user-creations?limit=1&offset=1');
    expect(page.body.data).toHaveLength(1);
    expect(page.body.total).toBeGreaterThan(1);

    const posters = await user.request('GET', '/user-creations?type=poster');
    expect(posters.body.data.length).toBeGreaterThan(0);
    expect(posters.body.data.every((c: CreationReply) => c.type === 'poster')).toBe(true);

    const bad = await user.request('GET', '/user-creations?limit=0&status=gone');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toHaveLength(2);
  });

  it('reads one creation with its slides', async () => {
    const creation = await create({ name: 'Readable' });
    const reply = await user.request('GET', `/user-creations/${creation.id}`);
    expect(reply.status).toBe(200);
    // With the caps of the owner's plan, which bind whoever edits it (this API's users: none).
    expect(reply.body).toEqual({
      ...creation,
      caps: { slidesPerCreation: null, illustrationsPerCreation: null },
    });
  });

  it('refuses to rename to nothing', async () => {
    const creation = await create({ name: 'Keep me' });
    const empty = await user.request('PUT', `/user-creations/${creation.id}`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toEqual(['Nothing to update']);
    const blank = await user.request('PUT', `/user-creations/${creation.id}`, { name: '' });
    expect(blank.status).toBe(400);
  });

  it('soft-deletes: gone from the available list and from reads, present with status=deleted', async () => {
    const tag = randomUUID().slice(0, 8);
    const creation = await create({ name: `Trash ${tag}` });
    const deleted = await user.request('DELETE', `/user-creations/${creation.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id: creation.id, status: 'deleted' });

    const available = await user.request('GET', `/user-creations?search=${tag}`);
    expect(available.body).toEqual({ data: [], total: 0 });
    const trash = await user.request('GET', `/user-creations?status=deleted&search=${tag}`);
    expect(trash.body.total).toBe(1);
    expect(trash.body.data[0]).toMatchObject({
      id: creation.id,
      status: 'deleted',
      name: `Trash ${tag}`,
    });

    const read = await user.request('GET', `/user-creations/${creation.id}`);
    expect(read.status).toBe(404);
    expect(read.body.message).toBe('Creation not found');
    const again = await user.request('DELETE', `/user-creations/${creation.id}`);
    expect(again.status).toBe(404);
    const rename = await user.request('PUT', `/user-creations/${creation.id}`, { name: 'Back' });
    expect(rename.status).toBe(404);
  });

  it('answers 404 for an unknown creation and 400 for an id that is not a UUID', async () => {
    const unknown = await user.request('GET', `/user-creations/${randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Creation not found' });

    const malformed = await user.request('GET', '/user-creations/42');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toEqual(['id: Creation id must be a UUID']);
  });
});

describe('resizing a creation', () => {
  it('gives every slide the new size in one call, each at a new revision', async () => {
    const creation = await create({ name: 'Resize me', width: 1200, height: 600 });
    const firstId = creation.slides[0]!.id;
    const added = await user.request('POST', `/user-creations/${creation.id}/slide`);
    const secondId = added.body.id as string;
    // The first slide already has the new size (the editor saved it first): left as it is.
    const first = await user.request(
      'GET',
      `/user-creations/${creation.id}/slide/${firstId}/content`,
    );
    const saved = await user.request(
      'PUT',
      `/user-creations/${creation.id}/slide/${firstId}/content`,
      { revision: 0, content: { ...first.body.content, width: 1600, height: 900 } },
    );
    expect(saved.status).toBe(200);

    const reply = await user.request('PUT', `/user-creations/${creation.id}`, {
      width: 1600,
      height: 900,
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ width: 1600, height: 900 });
    expect(reply.body.resizedSlides).toEqual([{ id: secondId, revision: 1 }]);
    expect(reply.body.slides.map((s: { revision: number }) => s.revision)).toEqual([1, 1]);
    const second = await user.request(
      'GET',
      `/user-creations/${creation.id}/slide/${secondId}/content`,
    );
    expect(second.body).toMatchObject({ revision: 1, content: { width: 1600, height: 900 } });

    // An editor still holding revision 0 of the second slide is refused, not overwritten.
    const stale = await user.request(
      'PUT',
      `/user-creations/${creation.id}/slide/${secondId}/content`,
      { revision: 0, content: { ...second.body.content, width: 1200, height: 600 } },
    );
    expect(stale.status).toBe(409);
  });

  it('refuses half a size and sizes out of range, changing nothing', async () => {
    const creation = await create({ name: 'Half', width: 1200, height: 600 });
    const half = await user.request('PUT', `/user-creations/${creation.id}`, { width: 900 });
    expect(half.status).toBe(400);
    expect(half.body.message).toEqual(['Give both width and height']);
    const big = await user.request('PUT', `/user-creations/${creation.id}`, {
      width: 3000,
      height: 600,
    });
    expect(big.status).toBe(400);
    const after = await user.request('GET', `/user-creations/${creation.id}`);
    expect(after.body).toMatchObject({ width: 1200, height: 600 });
    expect(after.body.slides[0].revision).toBe(0);
  });
});

describe('the HTTP surface', () => {
  it('answers unknown routes with a JSON 404', async () => {
    const reply = await user.request('GET', '/no-such-thing?token=secret');
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ message: 'Route GET /no-such-thing not found' });
  });

  it('answers malformed JSON with a JSON 400', async () => {
    const reply = await api.request('POST', '/user-creations', {
      token: user.token,
      rawBody: '{"name":',
    });
    expect(reply.status).toBe(400);
    expect(typeof reply.body.message).toBe('string');
  });

  it('accepts bodies up to 10 MB and refuses larger ones with 413', async () => {
    const big = JSON.stringify({ name: 'x', padding: 'a'.repeat(10 * 1024 * 1024) });
    const reply = await api.request('POST', '/user-creations', { token: user.token, rawBody: big });
    expect(reply.status).toBe(413);
    expect(typeof reply.body.message).toBe('string');

    const almost = JSON.stringify({ name: 'Big but fine', padding: 'a'.repeat(9 * 1024 * 1024) });
    const ok = await api.request('POST', '/user-creations', { token: user.token, rawBody: almost });
    expect(ok.status).toBe(201);
  });

  it('allows the portal origin with credentials and the Authorization header, and no other origin', async () => {
    const preflight = await api.request('OPTIONS', '/user-creations', {
      headers: {
        origin: 'http://portal.figura.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://portal.figura.test');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'authorization',
    );

    const stranger = await api.request('OPTIONS', '/user-creations', {
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    // A refused origin hears nothing of CORS: no credentials, methods or headers either.
    const told = [...stranger.headers.keys()].filter((name) => name.startsWith('access-control-'));
    expect(told).toEqual([]);
    const strangerGet = await api.request('GET', '/health', {
      headers: { origin: 'https://evil.example' },
    });
    expect(strangerGet.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import { sampleDocument, type CreationReply } from './helpers/documents.ts';

let api: ApiHarness;
let user: TestUser;

beforeAll(async () => {
  api = await startApi();
  user = await api.newUser();
});

afterAll(async () => {
  await api.close();
});

async function newCreation(
  body: Record<string, unknown> = {},
): Promise<{ creation: CreationReply; slidePath: string }> {
  const reply = await user.request<CreationReply>('POST', '/user-creations', {
    name: 'Slides',
    ...body,
  });
  expect(reply.status).toBe(201);
  const creation = reply.body;
  return { creation, slidePath: `/user-creations/${creation.id}/slide/${creation.slides[0]!.id}` };
}

describe('slide content', () => {
  it('saves and loads a document, filling in style defaults, and bumps the revision', async () => {
    const { creation, slidePath } = await newCreation();
    const doc = sampleDocument(400, 300);
    const saved = await user.request('PUT', `${slidePath}/content`, { revision: 0, content: doc });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      id: creation.slides[0]!.id,
      revision: 1,
      updatedAt: expect.any(String),
    });

    const loaded = await user.request('GET', `${slidePath}/content`);
    expect(loaded.status).toBe(200);
    expect(loaded.body.revision).toBe(1);
    expect(loaded.body.updatedAt).toBe(saved.body.updatedAt);
    expect(loaded.body.content).toMatchObject(doc);
    // Defaults of the schema are stored, so every reader sees the same document.
    expect(loaded.body.content.elements[0]).toMatchObject({
      locked: false,
      hidden: false,
      angle: 0,
      alt: '',
    });

    const second = await user.request('PUT', `${slidePath}/content`, {
      revision: 1,
      content: { ...doc, background: '#000000' },
    });
    expect(second.body.revision).toBe(2);
    const reloaded = await user.request('GET', `${slidePath}/content`);
    expect(reloaded.body.content.background).toBe('#000000');
  });

  it('refuses a stale revision with 409 and the current revision, leaving the content as it was', async () => {
    const { slidePath } = await newCreation();
    const mine = sampleDocument(400, 300);
    await user.request('PUT', `${slidePath}/content`, { revision: 0, content: mine });

    const theirs = { ...sampleDocument(400, 300), background: '#123456' };
    const stale = await user.request('PUT', `${slidePath}/content`, {
      revision: 0,
      content: theirs,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      message: 'This slide was changed elsewhere since you opened it.',
      revision: 1,
    });

    const ahead = await user.request('PUT', `${slidePath}/content`, {
      revision: 5,
      content: theirs,
    });
    expect(ahead.status).toBe(409);

    const stored = await user.request('GET', `${slidePath}/content`);
    expect(stored.body.revision).toBe(1);
    expect(stored.body.content.background).toBe('#ffffff');
  });

  it('lets exactly one of several concurrent writers on the same revision win', async () => {
    const { slidePath } = await newCreation();
    const writers = Array.from({ length: 6 }, (_, index) =>
      user.request('PUT', `${slidePath}/content`, {
        revision: 0,
        content: { ...sampleDocument(400, 300), background: `#${String(index).repeat(6)}` },
      }),
    );
    const replies = await Promise.all(writers);
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = replies.find((reply) => reply.status === 200)!;
    const winnerIndex = replies.indexOf(winner);
    const stored = await user.request('GET', `${slidePath}/content`);
    expect(stored.body.revision).toBe(1);
    expect(stored.body.content.background).toBe(`#${String(winnerIndex).repeat(6)}`);
  });

  it('refuses a document with an unknown element type', async () => {
    const { slidePath } = await newCreation();
    const doc = sampleDocument();
    doc.elements.push({ type: 'hologram', id: 'h-1' } as never);
    const reply = await user.request('PUT', `${slidePath}/content`, { revision: 0, content: doc });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toHaveLength(1);
    expect(reply.body.message[0]).toMatch(/^content\.elements\[2\]\.type: /);
  });

  it('refuses a document with duplicate element ids', async () => {
    const { slidePath } = await newCreation();
    const doc = sampleDocument();
    doc.elements.push({ ...doc.elements[0]! });
    const reply = await user.request('PUT', `${slidePath}/content`, { revision: 0, content: doc });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toEqual(['content.elements[2].id: Duplicate element id rect-1']);
    const stored = await user.request('GET', `${slidePath}/content`);
    expect(stored.body.revision).toBe(0);
  });

  it('refuses SVG that is not clean with 400 naming what it holds, and stores the clean form', async () => {
    const { slidePath } = await newCreation();
    const svgNs = 'http://www.w3.org/2000/svg';
    const icon = (svg: string) => ({
      type: 'icon',
      id: 'icon-1',
      left: 10,
      top: 10,
      width: 48,
      height: 48,
      iconSet: 'healthicons',
      iconName: 'virus',
      svg,
    });
    const upload = (svg: string, encoding: BufferEncoding = 'utf8') => ({
      type: 'upload',
      id: 'upload-1',
      left: 60,
      top: 10,
      width: 48,
      height: 48,
      naturalWidth: 48,
      naturalHeight: 48,
      src: `data:image/svg+xml;base64,${Buffer.from(svg, encoding).toString('base64')}`,
    });
    const put = (element: object) =>
      user.request('PUT', `${slidePath}/content`, {
        revision: 0,
        content: { ...sampleDocument(), elements: [element] },
      });

    // A prefixed script the old text check let through, and a UTF-16 upload.
    const prefixed = await put(
      icon(`<svg xmlns="${svgNs}" xmlns:svg="${svgNs}"><svg:script>alert(1)</svg:script></svg>`),
    );
    expect(prefixed.status).toBe(400);
    expect(prefixed.body.message).toEqual([
      'content.elements[0].svg: SVG contains something Figura cannot keep: <svg:script> (scripts are not allowed)',
    ]);
    const clean = `<svg xmlns="${svgNs}"><path d="M0 0h48v48z"/></svg>`;
    const utf16 = await put(upload(`\uFEFF${clean}`, 'utf16le'));
    expect(utf16.status).toBe(400);
    expect(utf16.body.message).toEqual([
      'content.elements[0].src: SVG contains something Figura cannot keep: the UTF-16LE encoding (stored SVG is UTF-8)',
    ]);
    expect((await user.request('GET', `${slidePath}/content`)).body.revision).toBe(0);

    // What the editor sends (the sanitiser's output) is stored as sent.
    expect((await put(icon(clean))).status).toBe(200);
    const stored = await user.request('GET', `${slidePath}/content`);
    expect(stored.body.content.elements[0].svg).toBe(clean);
  });

  it('refuses a document of an impossible size, or without a revision', async () => {
    const { slidePath } = await newCreation();
    const huge = await user.request('PUT', `${slidePath}/content`, {
      revision: 0,
      content: sampleDocument(3000, 300),
    });
    expect(huge.status).toBe(400);
    expect(huge.body.message).toEqual(['content.width: Canvas size must be at most 2500 px']);

    const noRevision = await user.request('PUT', `${slidePath}/content`, {
      content: sampleDocument(),
    });
    expect(noRevision.status).toBe(400);
    expect(noRevision.body.message[0]).toMatch(/^revision: /);
  });

  it('keeps the creation size in step with the first slide and touches updatedAt', async () => {
    const { creation, slidePath } = await newCreation();
    const saved = await user.request('PUT', `${slidePath}/content`, {
      revision: 0,
      content: sampleDocument(640, 480),
    });
    expect(saved.status).toBe(200);
    const after = await user.request<CreationReply>('GET', `/user-creations/${creation.id}`);
    expect([after.body.width, after.body.height]).toEqual([640, 480]);
    expect(after.body.slides[0]!.revision).toBe(1);
    expect(Date.parse(after.body.updatedAt)).toBeGreaterThan(Date.parse(creation.updatedAt));
  });

  it('answers for `first` with the creation’s first slide, in its current order', async () => {
    const { creation } = await newCreation();
    const base = `/user-creations/${creation.id}/slide`;
    const firstId = creation.slides[0]!.id;
    const added = await user.request('POST', base);
    const first = await user.request('GET', `${base}/first/content`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: firstId, creationId: creation.id, revision: 0 });
    await user.request('PUT', `${base}/sequences`, { slideIds: [added.body.id, firstId] });
    const after = await user.request('GET', `${base}/first/content`);
    expect(after.body.id).toBe(added.body.id);
    // Only reading takes the alias.
    const write = await user.request('PUT', `${base}/first/content`, {
      revision: 0,
      content: sampleDocument(),
    });
    expect(write.status).toBe(400);
    const bad = await user.request('GET', `${base}/second/content`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(['slideId: Slide id must be a UUID']);
  });

  it('answers 404 for a slide that is not in the creation', async () => {
    const { creation: one } = await newCreation();
    const { creation: two } = await newCreation();
    const crossed = await user.request(
      'GET',
      `/user-creations/${one.id}/slide/${two.slides[0]!.id}/content`,
    );
    expect(crossed.status).toBe(404);
    expect(crossed.body.message).toBe('Slide not found');
    const unknown = await user.request(
      'GET',
      `/user-creations/${one.id}/slide/${randomUUID()}/content`,
    );
    expect(unknown.status).toBe(404);
    const malformed = await user.request('GET', `/user-creations/${one.id}/slide/abc/content`);
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toEqual(['slideId: Slide id must be a UUID']);
  });
});

describe('saving where it cannot be saved', () => {
  it('answers 404, writes nothing, for a slide of another creation, a deleted slide or a deleted creation', async () => {
    const { creation: one } = await newCreation();
    const { creation: two, slidePath: twoSlide } = await newCreation();
    const save = (creationId: string, slideId: string, revision = 0) =>
      user.request('PUT', `/user-creations/${creationId}/slide/${slideId}/content`, {
        revision,
        content: sampleDocument(),
      });
    const crossed = await save(one.id, two.slides[0]!.id);
    expect([crossed.status, crossed.body.message]).toEqual([404, 'Slide not found']);
    const untouched = await user.request('GET', `${twoSlide}/content`);
    expect([untouched.body.revision, untouched.body.content.elements]).toEqual([0, []]);

    // A creation with two slides, one of them deleted.
    const added = await user.request('POST', `/user-creations/${one.id}/slide`, {});
    expect(added.status).toBe(201);
    const gone = await user.request('DELETE', `/user-creations/${one.id}/slide/${added.body.id}`);
    expect(gone.status).toBeLessThan(300);
    expect((await save(one.id, added.body.id, added.body.revision)).status).toBe(404);

    const trashed = await user.request('DELETE', `/user-creations/${two.id}`);
    expect(trashed.status).toBeLessThan(300);
    const intoTrash = await save(two.id, two.slides[0]!.id);
    expect([intoTrash.status, intoTrash.body.message]).toEqual([404, 'Creation not found']);
  });
});

describe('adding slides', () => {
  it('appends an empty slide of the creation size at the next position', async () => {
    const { creation } = await newCreation({ type: 'slide' });
    const added = await user.request('POST', `/user-creations/${creation.id}/slide`);
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ id: expect.any(String), position: 1, revision: 0 });

    const third = await user.request('POST', `/user-creations/${creation.id}/slide`);
    expect(third.body.position).toBe(2);

    const read = await user.request<CreationReply>('GET', `/user-creations/${creation.id}`);
    expect(read.body.slides.map((slide) => slide.id)).toEqual([
      creation.slides[0]!.id,
      added.body.id,
      third.body.id,
    ]);

    const content = await user.request(
      'GET',
      `/user-creations/${creation.id}/slide/${added.body.id}/content`,
    );
    expect(content.body.content).toMatchObject({ width: 1920, height: 1080, elements: [] });

    // Only the first slide decides the creation's size.
    await user.request('PUT', `/user-creations/${creation.id}/slide/${added.body.id}/content`, {
      revision: 0,
      content: sampleDocument(500, 500),
    });
    const after = await user.request<CreationReply>('GET', `/user-creations/${creation.id}`);
    expect([after.body.width, after.body.height]).toEqual([1920, 1080]);
  });

  it('gives concurrent additions distinct positions', async () => {
    const { creation } = await newCreation();
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => user.request('POST', `/user-creations/${creation.id}/slide`)),
    );
    const positions = replies.map((reply) => reply.body.position).sort();
    expect(positions).toEqual([1, 2, 3, 4, 5]);
  });
});

import { eq } from 'drizzle-orm';
import { slideContentWriteSchema } from '@figura/sdk-core/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slideBackups, slides } from '../src/db/schema.ts';
import { createCreation } from '../src/creations/creations.ts';
import { deleteSlide } from '../src/creations/slide-arrangement.ts';
import { addSlide, saveSlideContent } from '../src/creations/slides.ts';
import { findOrCreateUser } from '../src/identity/users.ts';
import { startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import { useTestDatabase } from './helpers/database.ts';
import { sampleDocument, type CreationReply } from './helpers/documents.ts';

let api: ApiHarness;
let user: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  api = await startApi();
  user = await api.newUser();
  stranger = await api.newUser();
});

afterAll(async () => {
  await api.close();
});

async function newCreation(name = 'Deck'): Promise<CreationReply> {
  const reply = await user.request<CreationReply>('POST', '/user-creations', {
    name,
    type: 'slide',
  });
  expect(reply.status).toBe(201);
  return reply.body;
}

/** A creation with `count` slides whose backgrounds are #000001, #000002, ... in order. */
async function deckOf(count: number): Promise<{ creation: CreationReply; ids: string[] }> {
  const creation = await newCreation();
  const ids = [creation.slides[0]!.id];
  for (let index = 1; index < count; index++) {
    const added = await user.request('POST', `/user-creations/${creation.id}/slide`);
    ids.push(added.body.id);
  }
  for (const [index, id] of ids.entries()) {
    const saved = await user.request('PUT', `/user-creations/${creation.id}/slide/${id}/content`, {
      revision: 0,
      content: { ...sampleDocument(400, 300), background: backgroundOf(index + 1) },
    });
    expect(saved.status).toBe(200);
  }
  return { creation, ids };
}

const backgroundOf = (n: number) => `#${String(n).padStart(6, '0')}`;

async function slideOrder(creationId: string, as: TestUser = user): Promise<string[]> {
  const read = await as.request<CreationReply>('GET', `/user-creations/${creationId}`);
  expect(read.status).toBe(200);
  return read.body.slides.map((slide) => slide.id);
}

async function backgroundsOf(creationId: string): Promise<string[]> {
  const backgrounds: string[] = [];
  for (const id of await slideOrder(creationId)) {
    const content = await user.request('GET', `/user-creations/${creationId}/slide/${id}/content`);
    backgrounds.push(content.body.content.background);
  }
  return backgrounds;
}

describe('adding a slide after another', () => {
  it('inserts right after the given slide, with the creation size', async () => {
    const { creation, ids } = await deckOf(3);
    const added = await user.request('POST', `/user-creations/${creation.id}/slide`, {
      afterSlideId: ids[0],
    });
    expect(added.status).toBe(201);
    expect(added.body.position).toBe(1);
    expect(await slideOrder(creation.id)).toEqual([ids[0], added.body.id, ids[1], ids[2]]);
    const content = await user.request(
      'GET',
      `/user-creations/${creation.id}/slide/${added.body.id}/content`,
    );
    expect(content.body.content).toMatchObject({ width: 400, height: 300, elements: [] });
  });

  it('refuses an afterSlideId that is not a slide of the creation', async () => {
    const { creation } = await deckOf(1);
    const other = await newCreation();
    const reply = await user.request('POST', `/user-creations/${creation.id}/slide`, {
      afterSlideId: other.slides[0]!.id,
    });
    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe('Slide not found');
  });
});

describe('duplicating a slide', () => {
  it('puts a copy with the same content right after it', async () => {
    const { creation, ids } = await deckOf(2);
    const reply = await user.request(
      'POST',
      `/user-creations/${creation.id}/slide/${ids[0]}/duplicate`,
    );
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ id: expect.any(String), position: 1, revision: 0 });
    expect(await slideOrder(creation.id)).toEqual([ids[0], reply.body.id, ids[1]]);
    expect(await backgroundsOf(creation.id)).toEqual([
      backgroundOf(1),
      backgroundOf(1),
      backgroundOf(2),
    ]);
    const copy = await user.request(
      'GET',
      `/user-creations/${creation.id}/slide/${reply.body.id}/content`,
    );
    expect(copy.body.content.elements.map((element: { id: string }) => element.id)).toEqual([
      'rect-1',
      'text-1',
    ]);
  });
});

describe('deleting a slide', () => {
  it('removes it from the creation and closes the gap in the order', async () => {
    const { creation, ids } = await deckOf(3);
    const reply = await user.request('DELETE', `/user-creations/${creation.id}/slide/${ids[1]}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ id: ids[1], status: 'deleted' });
    const read = await user.request<CreationReply>('GET', `/user-creations/${creation.id}`);
    expect(read.body.slides.map((slide) => [slide.id, slide.position])).toEqual([
      [ids[0], 0],
      [ids[2], 1],
    ]);
    const gone = await user.request(
      'GET',
      `/user-creations/${creation.id}/slide/${ids[1]}/content`,
    );
    expect(gone.status).toBe(404);
    const again = await user.request('DELETE', `/user-creations/${creation.id}/slide/${ids[1]}`);
    expect(again.status).toBe(404);
  });

  it('refuses to delete the last slide', async () => {
    const { creation, ids } = await deckOf(1);
    const reply = await user.request('DELETE', `/user-creations/${creation.id}/slide/${ids[0]}`);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message: 'A creation needs at least one slide.' });
    expect(await slideOrder(creation.id)).toEqual(ids);
  });

  it('makes the new first slide decide the creation size', async () => {
    const creation = await newCreation();
    const second = await user.request('POST', `/user-creations/${creation.id}/slide`);
    await user.request('PUT', `/user-creations/${creation.id}/slide/${second.body.id}/content`, {
      revision: 0,
      content: sampleDocument(640, 480),
    });
    await user.request('DELETE', `/user-creations/${creation.id}/slide/${creation.slides[0]!.id}`);
    const read = await user.request<CreationReply>('GET', `/user-creations/${creation.id}`);
    expect([read.body.width, read.body.height]).toEqual([640, 480]);
  });
});

describe('reordering slides', () => {
  it('stores the order given by PUT .../slide/sequences', async () => {
    const { creation, ids } = await deckOf(3);
    const order = [ids[2]!, ids[0]!, ids[1]!];
    const reply = await user.request<CreationReply>(
      'PUT',
      `/user-creations/${creation.id}/slide/sequences`,
      { slideIds: order },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.slides.map((slide) => [slide.id, slide.position])).toEqual([
      [ids[2], 0],
      [ids[0], 1],
      [ids[1], 2],
    ]);
    expect(await slideOrder(creation.id)).toEqual(order);
    expect(await backgroundsOf(creation.id)).toEqual([3, 1, 2].map(backgroundOf));
  });

  it('stores the positions given by PUT /user-creations/{id}/slide', async () => {
    const { creation, ids } = await deckOf(3);
    const reply = await user.request<CreationReply>('PUT', `/user-creations/${creation.id}/slide`, {
      slides: [
        { id: ids[0], position: 20 },
        { id: ids[1], position: 5 },
        { id: ids[2], position: 10 },
      ],
    });
    expect(reply.status).toBe(200);
    expect(reply.body.slides.map((slide) => [slide.id, slide.position])).toEqual([
      [ids[1], 0],
      [ids[2], 1],
      [ids[0], 2],
    ]);
    expect(await slideOrder(creation.id)).toEqual([ids[1], ids[2], ids[0]]);
  });

  it('refuses a list that is not exactly the creation slides, changing nothing', async () => {
    const { creation, ids } = await deckOf(3);
    const other = await newCreation();
    const path = `/user-creations/${creation.id}/slide/sequences`;
    for (const slideIds of [
      [ids[1], ids[0]],
      [ids[1], ids[0], ids[2], other.slides[0]!.id],
      [ids[1], ids[0], other.slides[0]!.id],
    ]) {
      const reply = await user.request('PUT', path, { slideIds });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe("List exactly the creation's slides, each once.");
    }
    const twice = await user.request('PUT', path, { slideIds: [ids[0], ids[0], ids[1]] });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toEqual(['slideIds: A slide is listed twice']);
    const samePosition = await user.request('PUT', `/user-creations/${creation.id}/slide`, {
      slides: ids.map((id) => ({ id, position: 1 })),
    });
    expect(samePosition.status).toBe(400);
    expect(samePosition.body.message).toEqual(['slides: Two slides have the same position']);
    expect(await slideOrder(creation.id)).toEqual(ids);
  });

  it('keeps one consistent order when two reorders race', async () => {
    const { creation, ids } = await deckOf(4);
    const orders = [
      [ids[3]!, ids[2]!, ids[1]!, ids[0]!],
      [ids[1]!, ids[3]!, ids[0]!, ids[2]!],
    ];
    const replies = await Promise.all(
      orders.map((slideIds) =>
        user.request('PUT', `/user-creations/${creation.id}/slide/sequences`, { slideIds }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    const read = await user.request<CreationReply>('GET', `/user-creations/${creation.id}`);
    expect(orders).toContainEqual(read.body.slides.map((slide) => slide.id));
    expect(read.body.slides.map((slide) => slide.position)).toEqual([0, 1, 2, 3]);
  });
});

describe('copying a slide to another creation', () => {
  it('appends a copy with the same content to the target', async () => {
    const { creation, ids } = await deckOf(2);
    const target = await newCreation('Target');
    const reply = await user.request(
      'POST',
      `/user-creations/${creation.id}/slide/${ids[1]}/copy`,
      { targetCreationId: target.id },
    );
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      id: expect.any(String),
      creationId: target.id,
      position: 1,
      revision: 0,
    });
    expect(await slideOrder(target.id)).toEqual([target.slides[0]!.id, reply.body.id]);
    const copy = await user.request(
      'GET',
      `/user-creations/${target.id}/slide/${reply.body.id}/content`,
    );
    expect(copy.body.content.background).toBe(backgroundOf(2));
    // The source is unchanged.
    expect(await slideOrder(creation.id)).toEqual(ids);
  });

  it('answers 404 for a target the user cannot change, copying nothing', async () => {
    const { creation, ids } = await deckOf(1);
    const theirs = await stranger.request<CreationReply>('POST', '/user-creations', {
      name: 'Not yours',
    });
    const reply = await user.request(
      'POST',
      `/user-creations/${creation.id}/slide/${ids[0]}/copy`,
      {
        targetCreationId: theirs.body.id,
      },
    );
    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe('Creation not found');
    expect(await slideOrder(theirs.body.id, stranger)).toEqual([theirs.body.slides[0]!.id]);
  });
});

describe('another user', () => {
  it('gets 404 for every slide call on a creation that is not theirs, changing nothing', async () => {
    const { creation, ids } = await deckOf(2);
    const theirs = await stranger.request<CreationReply>('POST', '/user-creations', {
      name: 'Theirs',
    });
    const base = `/user-creations/${creation.id}/slide`;
    const calls: [string, string, unknown?][] = [
      ['POST', base, {}],
      ['POST', base, { afterSlideId: ids[0] }],
      ['POST', `${base}/${ids[0]}/duplicate`],
      ['DELETE', `${base}/${ids[0]}`],
      ['PUT', `${base}/sequences`, { slideIds: [ids[1], ids[0]] }],
      [
        'PUT',
        base,
        {
          slides: [
            { id: ids[1], position: 0 },
            { id: ids[0], position: 1 },
          ],
        },
      ],
      ['POST', `${base}/${ids[0]}/copy`, { targetCreationId: theirs.body.id }],
    ];
    for (const [method, path, body] of calls) {
      const reply = await stranger.request(method, path, body);
      expect({ method, path, status: reply.status }).toEqual({ method, path, status: 404 });
      expect(reply.body.message).toBe('Creation not found');
    }
    expect(await slideOrder(creation.id)).toEqual(ids);
    expect(await slideOrder(theirs.body.id, stranger)).toHaveLength(1);
  });

  it('gets 401 without a token', async () => {
    const { creation, ids } = await deckOf(1);
    const reply = await api.request(
      'POST',
      `/user-creations/${creation.id}/slide/${ids[0]}/duplicate`,
    );
    expect(reply.status).toBe(401);
  });
});

describe('a deleted slide', () => {
  const database = useTestDatabase();

  it('keeps its content and backups so the work can be restored', async () => {
    const { db } = database;
    const { user: owner } = await findOrCreateUser(db, {
      sub: `deleted-slide-${crypto.randomUUID()}`,
      email: '',
      name: '',
    });
    const creation = await createCreation(db, owner, { name: 'Restorable', type: 'slide' });
    const added = await addSlide(db, owner, creation.id);
    const content = { ...sampleDocument(400, 300), background: '#abcdef' };
    await saveSlideContent(
      db,
      owner,
      creation.id,
      added.id,
      slideContentWriteSchema.parse({
        revision: 0,
        content,
      }),
    );
    await deleteSlide(db, owner, creation.id, added.id);

    const [row] = await db.select().from(slides).where(eq(slides.id, added.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect((row?.content as { background: string }).background).toBe('#abcdef');
    const backups = await db.select().from(slideBackups).where(eq(slideBackups.slideId, added.id));
    expect(backups.map((backup) => backup.revision)).toEqual([1]);
  });
});

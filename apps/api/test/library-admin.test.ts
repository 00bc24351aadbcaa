// Admins (plan A) add, change, retire and restore content library items through the API, with the
// importer's checks; every list, search, category, thumbnail and the search index follow at once,
// and a second API node on the same database follows within seconds. Runs on the built library.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { loadLibrarySearch } from '@figura/content/search';
import {
  LIBRARY_ADMIN_ONLY_MESSAGE,
  LIBRARY_ITEM_NOT_FOUND,
  libraryItemSchema,
  MAX_SVG_CHARACTERS,
} from '@figura/sdk-core/schema';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { libraryItems, users } from '../src/db/schema.ts';
import { LIBRARY_CHANGE_CHECK_MS } from '../src/library/library.ts';
import { startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import { useTestDatabase } from './helpers/database.ts';

const database = useTestDatabase();
let api: ApiHarness;
/** Another API node on the same database (its own sign-on stub: it is only read from here). */
let other: ApiHarness;
let admin: TestUser;
let member: TestUser;

/** A word no library item holds, so a search for it finds only what this run added. */
const word = () =>
  `zq${[...randomBytes(8)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">';
const circle = (fill: string) => `${SVG_OPEN}<circle cx="20" cy="20" r="15" fill="${fill}"/></svg>`;

function newItem(title: string, category: string, svg = circle('#3366cc')) {
  return {
    title,
    category,
    tags: ['test'],
    licence: { spdx: 'CC0-1.0', url: 'https://creativecommons.org/publicdomain/zero/1.0/' },
    author: { name: 'Figura Test Lab' },
    source: { name: 'Figura Test Lab', url: 'https://example.org/lab' },
    svg,
  };
}

const encoded = (text: string) => encodeURIComponent(text);
const ids = (body: { items: { id: string }[] }) => body.items.map((item) => item.id);

async function add(title: string, category: string, svg?: string) {
  const reply = await admin.request('POST', '/library/items', newItem(title, category, svg));
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body as { item: { id: string; title: string }; removed: unknown[] };
}

/** Everything a visitor sees of an item: the list found by a word, its category, the index. */
async function visibleTo(node: ApiHarness, id: string, searchWord: string, category: string) {
  const [found, inCategory, categories, index, item] = await Promise.all([
    node.request('GET', `/library/items?q=${searchWord}`),
    node.request('GET', `/library/items?category=${encoded(category)}`),
    node.request('GET', '/library/categories'),
    node.request('GET', '/library/search-index'),
    node.request('GET', `/library/items/${id}`),
  ]);
  return {
    bySearch: ids(found.body).includes(id),
    byCategory: ids(inCategory.body).includes(id),
    category: categories.body.some((c: { name: string }) => c.name === category),
    inIndex: loadLibrarySearch(index.bytes.toString('utf8'))
      .search(searchWord)
      .some((hit) => hit.id === id),
    itemStatus: item.status,
  };
}

const listEtag = async (node = api) =>
  (await node.request('GET', '/library/items?limit=1')).headers.get('etag');

beforeAll(async () => {
  api = await startApi({}, { database });
  other = await startApi({}, { database });
  admin = await api.newUser();
  member = await api.newUser();
  // An admin is a user of plan A (the sign-on site knows nothing of plans).
  await database.db
    .insert(users)
    .values({ cactusId: admin.sub, email: admin.email, name: admin.name, tpUser: 'A' });
});

afterAll(async () => {
  await other?.close();
  await api?.close();
});

describe('an admin adding to the library', () => {
  it('adds an SVG that is then found by search and category, with a thumbnail and a new list ETag', async () => {
    const before = await listEtag();
    const title = word();
    const category = `Test ${word()}`;
    const { item, removed } = await add(`${title} cell`, category);
    expect(item.id).toBe(`figura-test-lab/${title}-cell`);
    expect(libraryItemSchema.parse(item)).toMatchObject({
      width: 40,
      height: 40,
      parts: ['#3366cc'],
    });
    expect(removed).toEqual([]);

    expect(await visibleTo(api, item.id, title, category)).toEqual({
      bySearch: true,
      byCategory: true,
      category: true,
      inIndex: true,
      itemStatus: 200,
    });
    const categories = await api.request('GET', '/library/categories');
    expect(categories.body.find((c: { name: string }) => c.name === category).count).toBe(1);
    const thumbnail = await api.request('GET', `/library/items/${item.id}/thumbnail`);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(thumbnail.headers.get('cache-control')).toBe('public, max-age=86400');

    const after = await listEtag();
    expect(after).not.toBe(before);
    // Always revalidated, so no cache serves the list from before the change.
    const list = await api.request('GET', '/library/items?limit=1');
    expect(list.headers.get('cache-control')).toBe('public, no-cache');
    const revalidated = await api.request('GET', '/library/items?limit=1', {
      headers: { 'if-none-match': before! },
    });
    expect(revalidated.status).toBe(200);
    expect(
      (await api.request('GET', '/library/items?limit=1', { headers: { 'if-none-match': after! } }))
        .status,
    ).toBe(304);
  });

  it('accepts an SVG with a script and event handlers, reporting what the sanitiser removed', async () => {
    const svg = `${SVG_OPEN}<script>alert(1)</script><circle cx="20" cy="20" r="15" fill="red" onclick="steal()"/></svg>`;
    const { item, removed } = await add(word(), 'Test scripts', svg);
    expect(removed).toEqual([
      { what: '<script>', reason: 'scripts are not allowed', count: 1 },
      { what: 'attribute onclick', reason: 'event handlers are not allowed', count: 1 },
    ]);
    const stored = await api.request('GET', `/library/items/${item.id}`);
    expect(stored.body.svg).not.toMatch(/script|onclick/);
    expect(stored.body.svg).toContain('<circle');
  });

  it('refuses a blank and an over-size SVG with the reason, and stores nothing', async () => {
    const before = await listEtag();
    const blank = newItem(
      word(),
      'Test refusals',
      `${SVG_OPEN}<rect width="40" height="40" fill="none"/></svg>`,
    );
    // Over the one size limit once cleaned: a label longer than the limit (kept as text).
    const label = 'ACGT'.repeat(MAX_SVG_CHARACTERS / 4 + 1);
    const huge = newItem(
      word(),
      'Test refusals',
      `${SVG_OPEN}<circle r="9"/><text y="20">${label}</text></svg>`,
    );
    // Sent together: each is cleaned in a child process of its own.
    const [refusedBlank, refusedHuge] = await Promise.all([
      admin.request('POST', '/library/items', blank),
      admin.request('POST', '/library/items', huge),
    ]);
    expect(refusedBlank.status).toBe(422);
    expect(refusedBlank.body).toEqual({
      message: 'The drawing was refused: it draws blank (nothing visible once cleaned).',
      removed: [],
    });
    expect(refusedHuge.status).toBe(422);
    expect(refusedHuge.body.message).toMatch(
      /^The drawing was refused: the cleaned drawing is 5\.\d M characters; Figura keeps SVG up to 5\.0 M characters\.$/,
    );

    for (const title of [blank.title, huge.title]) {
      const id = `figura-test-lab/${title}`;
      expect((await api.request('GET', `/library/items/${id}`)).status).toBe(404);
      expect(await database.db.select().from(libraryItems).where(eq(libraryItems.id, id))).toEqual(
        [],
      );
    }
    expect(await listEtag()).toBe(before);
  });

  it('refuses a second item with the same id, and the id of a built item', async () => {
    const title = word();
    const { item } = await add(title, 'Test ids');
    const again = await admin.request('POST', '/library/items', {
      ...newItem(title, 'Test ids'),
      id: item.id,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain(item.id);
    const builtId = (await api.request('GET', '/library/items?q=erythrocyte&limit=1')).body.items[0]
      .id;
    const built = await admin.request('POST', '/library/items', {
      ...newItem(title, 'Test ids'),
      id: builtId,
    });
    expect(built.status).toBe(409);
  });
});

describe('who may change the library', () => {
  it('answers 403 to a signed-in user who is not an admin, 401 without a token, and changes nothing', async () => {
    const { item } = await add(word(), 'Test access');
    const before = await listEtag();
    const path = `/library/items/${item.id}`;
    const attempts = await Promise.all([
      member.request('POST', '/library/items', newItem(word(), 'Test access')),
      member.request('POST', '/library/items', { not: 'even valid' }),
      member.request('PUT', path, { title: 'Taken over' }),
      member.request('DELETE', path),
      member.request('POST', `${path}/restore`),
    ]);
    for (const attempt of attempts)
      expect([attempt.status, attempt.body]).toEqual([
        403,
        { message: LIBRARY_ADMIN_ONLY_MESSAGE },
      ]);
    const anonymous = await api.request('DELETE', path);
    expect(anonymous.status).toBe(401);
    expect(await listEtag()).toBe(before);
    expect((await api.request('GET', path)).body.title).toBe(item.title);
  });
});

describe('an admin changing an item', () => {
  it('renames an added item: the new title is found, the old one is not', async () => {
    const oldTitle = word();
    const newTitle = word();
    const { item } = await add(oldTitle, 'Test renames');
    const renamed = await admin.request('PUT', `/library/items/${item.id}`, {
      title: newTitle,
      tags: ['renamed'],
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.item).toMatchObject({
      id: item.id,
      title: newTitle,
      tags: ['renamed'],
      category: 'Test renames',
    });
    expect(ids((await api.request('GET', `/library/items?q=${newTitle}`)).body)).toEqual([item.id]);
    expect(ids((await api.request('GET', `/library/items?q=${oldTitle}`)).body)).toEqual([]);
    expect(ids((await api.request('GET', '/library/items?tag=renamed&limit=200')).body)).toContain(
      item.id,
    );
  });

  it('replaces a drawing: new colours, a new thumbnail and its ETag; a refused one changes nothing', async () => {
    const { item } = await add(word(), 'Test drawings');
    const path = `/library/items/${item.id}`;
    const thumbnail = await api.request('GET', `${path}/thumbnail`);
    const redrawn = await admin.request('PUT', path, { svg: circle('#22aa44') });
    expect(redrawn.status).toBe(200);
    expect(redrawn.body.item.parts).toEqual(['#22aa44']);
    const newThumbnail = await api.request('GET', `${path}/thumbnail`);
    expect(newThumbnail.headers.get('etag')).not.toBe(thumbnail.headers.get('etag'));
    expect(newThumbnail.bytes.equals(thumbnail.bytes)).toBe(false);

    const blank = await admin.request('PUT', path, {
      title: 'Never stored',
      svg: `${SVG_OPEN}</svg>`,
    });
    expect(blank.status).toBe(422);
    expect((await api.request('GET', path)).body).toMatchObject({
      title: item.title,
      parts: ['#22aa44'],
    });
  });

  it('renames a built item over the built library, and can set it back', async () => {
    const [built] = (await api.request('GET', '/library/items?q=centrifuge&limit=1')).body.items;
    const newTitle = word();
    const path = `/library/items/${built.id}`;
    const renamed = await admin.request('PUT', path, { title: newTitle });
    const { synonyms: _synonyms, ...unchanged } = built; // found from the title: they follow it
    expect(renamed.body.item).toMatchObject({ ...unchanged, title: newTitle });
    expect(ids((await api.request('GET', `/library/items?q=${newTitle}`)).body)).toEqual([
      built.id,
    ]);
    expect((await api.request('GET', path)).body.svg).toMatch(/^<svg/);
    const back = await admin.request('PUT', path, { title: built.title });
    expect(back.body.item).toEqual({ ...built, svg: back.body.item.svg });
  });

  it('answers 404 for an item the library does not hold, and 400 for nothing to change', async () => {
    const missing = await admin.request('PUT', '/library/items/figura-test-lab/no-such-item', {
      title: 'X',
    });
    expect([missing.status, missing.body]).toEqual([404, { message: LIBRARY_ITEM_NOT_FOUND }]);
    const empty = await admin.request('PUT', '/library/items/figura-test-lab/no-such-item', {});
    expect(empty.status).toBe(400);
  });
});

describe('retiring an item', () => {
  it('hides it from lists, search, categories and the index, answers 404, and restore brings it back', async () => {
    const title = word();
    const category = `Test ${word()}`;
    const { item } = await add(title, category);
    const retired = await admin.request('DELETE', `/library/items/${item.id}`);
    expect(retired.status).toBe(200);
    expect(retired.body).toEqual({ id: item.id, retiredAt: expect.any(String) });
    expect(await visibleTo(api, item.id, title, category)).toEqual({
      bySearch: false,
      byCategory: false,
      category: false,
      inIndex: false,
      itemStatus: 404,
    });
    expect((await api.request('GET', `/library/items/${item.id}/thumbnail`)).status).toBe(404);
    // Kept, with who retired it.
    const [row] = await database.db.select().from(libraryItems).where(eq(libraryItems.id, item.id));
    expect(row).toMatchObject({
      retiredAt: expect.any(Date),
      svg: expect.stringContaining('<circle'),
    });
    const [adminRow] = await database.db.select().from(users).where(eq(users.cactusId, admin.sub));
    expect(row!.updatedBy).toBe(adminRow!.id);
    // Retiring again changes nothing; adding its id again is refused.
    expect((await admin.request('DELETE', `/library/items/${item.id}`)).body).toEqual(retired.body);
    const reused = await admin.request('POST', '/library/items', {
      ...newItem(title, category),
      id: item.id,
    });
    expect(reused.status).toBe(409);

    const restored = await admin.request('POST', `/library/items/${item.id}/restore`);
    expect(restored.body).toEqual({ id: item.id, retiredAt: null });
    expect(await visibleTo(api, item.id, title, category)).toEqual({
      bySearch: true,
      byCategory: true,
      category: true,
      inIndex: true,
      itemStatus: 200,
    });
  });

  it('retires and restores a built item', async () => {
    const [built] = (await api.request('GET', '/library/items?q=microscope&limit=1')).body.items;
    const path = `/library/items/${built.id}`;
    expect((await admin.request('DELETE', path)).status).toBe(200);
    expect((await api.request('GET', path)).status).toBe(404);
    expect(
      ids((await api.request('GET', `/library/items?q=${encoded(built.title)}&limit=200`)).body),
    ).not.toContain(built.id);
    expect((await admin.request('POST', `${path}/restore`)).status).toBe(200);
    expect((await api.request('GET', path)).body).toMatchObject(built);
  });
});

describe('a second API node on the same database', () => {
  it('sees an added, renamed and retired item within a few seconds', async () => {
    // It asks the database at most every LIBRARY_CHANGE_CHECK_MS, on a request: a few seconds.
    expect(LIBRARY_CHANGE_CHECK_MS).toBeLessThanOrEqual(5000);
    // The interval passes at once instead of in real seconds: the catalogue times its checks by
    // performance.now(), moved on by the interval after each change (and put back at the end).
    const realNow = performance.now.bind(performance);
    let ahead = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => realNow() + ahead);
    const intervalPasses = () => void (ahead += LIBRARY_CHANGE_CHECK_MS);
    try {
      const title = word();
      const category = `Test ${word()}`;
      const before = await listEtag(other);
      const { item } = await add(title, category);
      intervalPasses();
      // Its first request after the interval reads the change.
      expect(await visibleTo(other, item.id, title, category)).toEqual({
        bySearch: true,
        byCategory: true,
        category: true,
        inIndex: true,
        itemStatus: 200,
      });
      expect(await listEtag(other)).not.toBe(before);

      const newTitle = word();
      await admin.request('PUT', `/library/items/${item.id}`, { title: newTitle });
      intervalPasses();
      expect((await other.request('GET', `/library/items/${item.id}`)).body.title).toBe(newTitle);

      await admin.request('DELETE', `/library/items/${item.id}`);
      intervalPasses();
      expect((await other.request('GET', `/library/items/${item.id}`)).status).toBe(404);
    } finally {
      clock.mockRestore();
    }
  });
});

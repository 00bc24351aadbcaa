// The content library over HTTP: public, searchable by meaning, each item with its licence and
// author, thumbnails a CDN can cache. Runs on the library the build made (scripts/setup.sh).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadLibrarySearch } from '@figura/content/search';
import {
  LIBRARY_COLLECTION_IDS,
  LIBRARY_NOT_BUILT_MESSAGE,
  libraryCollectionsSchema,
  libraryItemSchema,
  libraryListSchema,
} from '@figura/sdk-core/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness } from './helpers/api-harness.ts';

let api: ApiHarness;

beforeAll(async () => {
  api = await startApi();
});

afterAll(async () => {
  await api?.close();
});

const titles = (body: { items: { title: string }[] }) =>
  body.items.map((item) => item.title.toLowerCase());

describe('the content library API', () => {
  it('finds items by meaning, without a token', async () => {
    const nerveCell = await api.request('GET', '/library/items?q=nerve%20cell&limit=10');
    expect(nerveCell.status).toBe(200);
    expect(libraryListSchema.parse(nerveCell.body).items).toHaveLength(10);
    expect(titles(nerveCell.body).some((title) => title.includes('neuron'))).toBe(true);
    const mice = await api.request(
      'GET',
      `/library/items?q=${encodeURIComponent('Mus musculus')}&limit=10`,
    );
    expect(titles(mice.body).some((title) => /\bmouse|\bmice/.test(title))).toBe(true);
  });

  it('lists illustrations and icons apart, each kind with its own categories', async () => {
    const illustrations = libraryListSchema.parse(
      (await api.request('GET', '/library/items?kind=illustration&limit=200')).body,
    );
    const icons = libraryListSchema.parse(
      (await api.request('GET', '/library/items?kind=icon&limit=200')).body,
    );
    const all = libraryListSchema.parse((await api.request('GET', '/library/items?limit=1')).body);
    expect(illustrations.items.every((item) => item.kind === 'illustration')).toBe(true);
    expect(icons.items.every((item) => item.kind === 'icon')).toBe(true);
    expect(illustrations.total + icons.total).toBe(all.total);
    // The gallery's first screen is drawings, not the icon sets' digits and symbols.
    expect(illustrations.items.slice(0, 24).map((item) => item.title)).not.toContainEqual(
      expect.stringMatching(/^\d+( \(outline\)| negative)?$/),
    );
    const categories = async (kind: string) =>
      (await api.request('GET', `/library/categories?kind=${kind}`)).body as {
        name: string;
        count: number;
      }[];
    const ofIllustrations = await categories('illustration');
    const ofIcons = await categories('icon');
    expect(ofIllustrations.reduce((sum, c) => sum + c.count, 0)).toBe(illustrations.total);
    expect(ofIcons.reduce((sum, c) => sum + c.count, 0)).toBe(icons.total);
    expect((await api.request('GET', '/library/items?kind=poster')).status).toBe(400);
  });

  it('opens on featured collections, each with a cover of its drawings, and lists one best first', async () => {
    const reply = await api.request('GET', '/library/collections');
    expect(reply.status).toBe(200);
    const collections = libraryCollectionsSchema.parse(reply.body);
    expect(collections.map((collection) => collection.id)).toEqual([...LIBRARY_COLLECTION_IDS]);
    for (const collection of collections) {
      expect(collection.count, collection.id).toBeGreaterThanOrEqual(10);
      expect(collection.cover, collection.id).toHaveLength(4);
    }
    const immunology = libraryListSchema.parse(
      (await api.request('GET', '/library/items?collection=immunology&limit=100')).body,
    );
    expect(immunology.total).toBe(collections.find((c) => c.id === 'immunology')!.count);
    expect(immunology.items.every((item) => item.kind === 'illustration')).toBe(true);
    const scores = immunology.items.map((item) => item.quality?.score ?? 0);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect((await api.request('GET', '/library/items?collection=astrology')).status).toBe(400);
  });

  it('marks drawings that hold pictures and ranks them below vector drawings', async () => {
    const all = libraryListSchema.parse(
      (await api.request('GET', '/library/items?kind=illustration&limit=200&offset=0')).body,
    );
    // Every built item carries its measured quality.
    expect(all.items.every((item) => item.quality !== undefined)).toBe(true);
    const cancer = libraryListSchema.parse(
      (await api.request('GET', '/library/items?q=cancer%20cell&limit=50')).body,
    ).items;
    const firstPicture = cancer.findIndex((item) => item.quality?.bitmap);
    expect(firstPicture).toBeGreaterThan(0);
    expect(cancer[firstPicture]!.quality!.bitmap!.width).toBeGreaterThan(0);
    expect(cancer[0]!.quality?.bitmap).toBeUndefined();
  });

  it('offers the query put right when a misspelt one finds nothing', async () => {
    const reply = libraryListSchema.parse(
      (await api.request('GET', '/library/items?q=mitocondira&kind=illustration')).body,
    );
    expect(reply).toMatchObject({ total: 0, items: [], suggestion: 'mitochondria' });
    const found = libraryListSchema.parse(
      (await api.request('GET', '/library/items?q=mitochondria&kind=illustration')).body,
    );
    expect(found.total).toBeGreaterThan(0);
    expect(found.suggestion).toBeUndefined();
  });

  it('filters by category and pages through the results', async () => {
    const categories = await api.request('GET', '/library/categories');
    expect(categories.status).toBe(200);
    const { name, count } = categories.body.find((c: { count: number }) => c.count > 30);
    const first = await api.request(
      'GET',
      `/library/items?category=${encodeURIComponent(name)}&limit=20`,
    );
    const second = await api.request(
      'GET',
      `/library/items?category=${encodeURIComponent(name)}&limit=20&offset=20`,
    );
    expect(first.body.total).toBe(count);
    expect(first.body.items.every((item: { category: string }) => item.category === name)).toBe(
      true,
    );
    const ids = new Set([...first.body.items, ...second.body.items].map((item) => item.id));
    expect(ids.size).toBe(40);
  });

  it('gives an item whole: its drawing, licence, author and source', async () => {
    const list = await api.request('GET', '/library/items?q=erythrocyte&limit=1');
    const [source, slug] = list.body.items[0].id.split('/');
    const item = await api.request('GET', `/library/items/${source}/${slug}`);
    expect(item.status).toBe(200);
    const parsed = libraryItemSchema.parse(item.body);
    expect(parsed.svg).toMatch(/^<svg/);
    expect(parsed.licence.url).toMatch(/^https:\/\//);
    expect(parsed.author.name.length).toBeGreaterThan(0);
    expect(item.headers.get('cache-control')).toContain('public');
  });

  it('serves thumbnails with an ETag, and 304 when the client holds them', async () => {
    const list = await api.request('GET', '/library/items?q=virus&limit=1');
    const thumbnail = `/library/items/${list.body.items[0].id}/thumbnail`;
    const first = await api.request('GET', thumbnail);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.bytes.subarray(1, 4).toString()).toBe('PNG');
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    const again = await api.request('GET', thumbnail, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
  });

  it('answers 404 for an unknown item and 400 for a malformed id', async () => {
    const missing = await api.request('GET', '/library/items/bioicons/no-such-item-anywhere');
    expect(missing.status).toBe(404);
    const malformed = await api.request('GET', '/library/items/Bio%20Icons/x');
    expect(malformed.status).toBe(400);
  });

  it('sends the index the browser searches, finding what the server finds', async () => {
    const index = await api.request('GET', '/library/search-index');
    expect(index.status).toBe(200);
    const search = loadLibrarySearch(index.bytes.toString('utf8'));
    const server = await api.request('GET', '/library/items?q=T%20lymphocyte&limit=5');
    expect(search.search('T lymphocyte', 5).map((hit) => hit.id)).toEqual(
      server.body.items.map((item: { id: string }) => item.id),
    );
  });

  it('says the library is not built instead of failing, and serves the rest', async () => {
    const empty = await startApi({
      contentLibraryDir: mkdtempSync(path.join(tmpdir(), 'no-library-')),
    });
    try {
      const reply = await empty.request('GET', '/library/items?q=cell');
      expect(reply.status).toBe(503);
      expect(reply.body.message).toBe(LIBRARY_NOT_BUILT_MESSAGE);
      expect((await empty.request('GET', '/health')).status).toBe(200);
    } finally {
      await empty.close();
    }
  });
});

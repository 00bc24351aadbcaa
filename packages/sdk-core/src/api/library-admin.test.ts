import { afterEach, describe, expect, it } from 'vitest';
import type { LibraryItem } from '../schema/contract/library';
import { ApiError } from './errors';
import { clientOnTestServer, closeTestServers, sendJson } from './test-api-server';

afterEach(closeTestServers);

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>';
const item: LibraryItem = {
  id: 'lab/astrocyte',
  kind: 'illustration' as const,
  title: 'Astrocyte',
  category: 'Cells',
  tags: ['glia'],
  synonyms: [],
  licence: { spdx: 'CC0-1.0', url: 'https://creativecommons.org/publicdomain/zero/1.0/' },
  author: { name: 'Lab' },
  source: { name: 'Lab', url: 'https://example.org' },
  width: 10,
  height: 10,
  parts: ['#000000'],
  svg,
};
const { svg: _svg, width: _w, height: _h, parts: _p, ...input } = item;

describe('the library admin calls', () => {
  it('add, update, retire and restore through the item’s path, with the token', async () => {
    const saved = {
      item,
      removed: [{ what: '<script>', reason: 'scripts are not allowed', count: 1 }],
    };
    const { api, server } = await clientOnTestServer({
      'POST /library/items': (_, res) => sendJson(res, 201, saved),
      'PUT /library/items/lab/astrocyte': (_, res) => sendJson(res, 200, { ...saved, removed: [] }),
      'DELETE /library/items/lab/astrocyte': (_, res) =>
        sendJson(res, 200, { id: item.id, retiredAt: '2026-11-26T10:00:00.000Z' }),
      'POST /library/items/lab/astrocyte/restore': (_, res) =>
        sendJson(res, 200, { id: item.id, retiredAt: null }),
    });
    expect(await api.addLibraryItem({ ...input, svg })).toEqual(saved);
    expect((await api.updateLibraryItem(item.id, { title: 'Astrocyte' })).removed).toEqual([]);
    expect((await api.retireLibraryItem(item.id)).retiredAt).toBe('2026-11-26T10:00:00.000Z');
    expect((await api.restoreLibraryItem(item.id)).retiredAt).toBeNull();
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /library/items',
      'PUT /library/items/lab/astrocyte',
      'DELETE /library/items/lab/astrocyte',
      'POST /library/items/lab/astrocyte/restore',
    ]);
    expect(server.requests[0]?.body).toMatchObject({ title: 'Astrocyte', svg });
    expect(server.requests.every((r) => r.authorization === 'Bearer tok')).toBe(true);
  });

  it('rejects a refused drawing with the reason and what was removed', async () => {
    const refusal = {
      message: 'The drawing was refused: it draws blank (nothing visible once cleaned).',
      removed: [{ what: '<script>', reason: 'scripts are not allowed', count: 1 }],
    };
    const { api } = await clientOnTestServer({
      'POST /library/items': (_, res) => sendJson(res, 422, refusal),
    });
    const error = await api.addLibraryItem({ ...input, svg }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: refusal.message, body: refusal });
  });
});

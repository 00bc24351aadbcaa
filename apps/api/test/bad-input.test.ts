// Input PostgreSQL cannot store, or that would make the server recurse or answer at length, is a
// short 400: never a 500, never a reply larger than the request.
import {
  GROUP_DEPTH_MESSAGE,
  JSON_DEPTH_MESSAGE,
  MAX_LISTED_ISSUES,
  UNSTORABLE_TEXT_MESSAGE,
} from '@figura/sdk-core/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import { sampleDocument, type CreationReply } from './helpers/documents.ts';

let api: ApiHarness;
let user: TestUser;
let creation: CreationReply;
let contentUrl: string;

beforeAll(async () => {
  api = await startApi();
  user = await api.newUser();
  creation = (await user.request<CreationReply>('POST', '/user-creations', { name: 'Probe' })).body;
  contentUrl = `/user-creations/${creation.id}/slide/${creation.slides[0]!.id}/content`;
});

afterAll(async () => {
  await api.close();
});

const UNSTORABLE = { NUL: 'Cell\u0000 map', 'a lone surrogate': 'Cell \ud83d map' };

describe('text PostgreSQL cannot store', () => {
  for (const [what, value] of Object.entries(UNSTORABLE)) {
    it(`refuses ${what} in a creation name and in slide text, and stores nothing`, async () => {
      const created = await user.request('POST', '/user-creations', { name: value });
      expect(created.status).toBe(400);
      expect(created.body.message).toEqual([`name: ${UNSTORABLE_TEXT_MESSAGE}`]);

      const renamed = await user.request('PUT', `/user-creations/${creation.id}`, { name: value });
      expect(renamed.status).toBe(400);

      const document = sampleDocument();
      document.elements[1] = { ...document.elements[1]!, text: value } as never;
      const saved = await user.request('PUT', contentUrl, { revision: 0, content: document });
      expect(saved.status).toBe(400);
      expect(saved.body.message).toEqual([`content.elements[1].text: ${UNSTORABLE_TEXT_MESSAGE}`]);

      const list = await user.request('GET', '/user-creations');
      expect(list.body.data.map((c: CreationReply) => c.name)).toEqual(['Probe']);
    });
  }

  it('refuses NUL in the list search (a query string cannot carry a lone surrogate)', async () => {
    const search = await user.request('GET', '/user-creations?search=Cell%00');
    expect(search.status).toBe(400);
    expect(search.body.message).toEqual([`search: ${UNSTORABLE_TEXT_MESSAGE}`]);
    // Percent-encoded bytes that are not UTF-8 read as U+FFFD, which is searchable text.
    expect((await user.request('GET', '/user-creations?search=%ED%A0%80')).status).toBe(200);
  });
});

/** A slide write whose one element is a rect inside `depth` nested groups, as raw JSON. */
function nestedGroupsBody(depth: number): string {
  let element = '{"type":"rect","id":"r","left":0,"top":0,"width":10,"height":10}';
  for (let level = 0; level < depth; level++) {
    element = `{"type":"group","id":"g${level}","left":0,"top":0,"width":10,"height":10,"elements":[${element}]}`;
  }
  return `{"revision":0,"content":{"schemaVersion":4,"width":400,"height":300,"elements":[${element}]}}`;
}

describe('nesting, checked before the schema recurses', () => {
  for (const depth of [480, 5000]) {
    it(`answers groups nested ${depth} deep with one short 400, at once`, async () => {
      const started = performance.now();
      const reply = await api.request('PUT', contentUrl, {
        token: user.token,
        rawBody: nestedGroupsBody(depth),
      });
      const elapsed = performance.now() - started;
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ message: GROUP_DEPTH_MESSAGE });
      // Measured 9-14 ms on loopback (was a 500, or 1.4 s and 1.37 MB at depth 480).
      expect(elapsed).toBeLessThan(1000);
    });
  }

  it('still takes groups nested as deep as allowed', async () => {
    const reply = await api.request('PUT', contentUrl, {
      token: user.token,
      rawBody: nestedGroupsBody(8),
    });
    expect(reply.status).toBe(200);
  });

  it('refuses any JSON body nested past the limit, on every route', async () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    for (const [method, path] of [
      ['PUT', contentUrl],
      ['POST', '/user-creations'],
      ['POST', '/auth/onelogin/callback'],
    ] as const) {
      const reply = await api.request(method, path, { token: user.token, rawBody: deep });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ message: JSON_DEPTH_MESSAGE });
    }
  });
});

describe('error replies stay small', () => {
  it('lists the first problems of 10,000 invalid elements in under 8 KB', async () => {
    const elements = Array.from({ length: 10_000 }, (_, index) => ({
      type: 'rect',
      id: `r${index}`,
      left: 'left',
      top: 0,
      width: -1,
      height: 10,
    }));
    const document = { ...sampleDocument(), elements };
    const reply = await user.request('PUT', contentUrl, { revision: 0, content: document });
    expect(reply.status).toBe(400);
    expect(reply.bytes.length).toBeLessThan(8 * 1024);
    expect(reply.body.message).toHaveLength(MAX_LISTED_ISSUES + 1);
    expect(reply.body.message[0]).toBe(
      'content.elements[0].left: Invalid input: expected number, received string',
    );
    expect(reply.body.message.at(-1)).toBe('…and 19990 more problems');
  });

  it('answers a malformed CORS preflight as { message } too', async () => {
    const reply = await api.request('OPTIONS', '/user-creations', {
      headers: { origin: 'http://portal.figura.test' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message: 'Invalid Preflight Request' });
  });

  it('does not echo a long unknown path back in full', async () => {
    const reply = await api.request('GET', `/${'a'.repeat(10_000)}`);
    expect(reply.status).toBe(404);
    expect(reply.bytes.length).toBeLessThan(1024);
  });
});

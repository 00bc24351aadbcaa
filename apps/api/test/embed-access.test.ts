// What an embed token may do: the work of its own submission (create, read, write, download),
// found again by the submission's next token, and nothing else; and nobody else reaches that
// work. CORS lets the partners' pages call the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBED_LANE_MESSAGE, embedTokenMayCall } from '../src/auth/embed-lane.ts';
import { BEARER_SCHEME, declaresScheme } from '../src/identity/route-auth.ts';
import { PORTAL_ORIGIN, startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import { sampleDocument, type CreationReply } from './helpers/documents.ts';
import { embedUser, JOURNAL_ORIGIN, newSubmissionId, testPartner } from './helpers/embed.ts';

const journal = testPartner(16);
const otherJournal = testPartner(13, { allowedOrigins: ['https://other-journal.example'] });
const retired = testPartner(11, {
  allowedOrigins: ['https://retired-journal.example'],
  disabled: true,
});
const notFound = { message: 'Creation not found' };
let api: ApiHarness;
let author: TestUser & { submissionId: string };
let work: CreationReply;

/** Every route that needs a user (bearer security), as `METHOD /route` and its declared url. */
const bearerRoutes: { method: string; url: string }[] = [];

beforeAll(async () => {
  api = await startApi(
    { partners: [journal.partner, otherJournal.partner, retired.partner] },
    {
      onRoute: (route) => {
        if (!declaresScheme(route.schema, BEARER_SCHEME)) return;
        for (const method of [route.method].flat())
          if (method !== 'HEAD') bearerRoutes.push({ method, url: route.url });
      },
    },
  );
  author = await embedUser(api, journal);
  const created = await author.request<CreationReply>('POST', '/user-creations', {
    name: 'Graphical abstract',
    type: 'abstract',
  });
  expect(created.status).toBe(201);
  work = created.body;
});

afterAll(async () => {
  await api.close();
});

const slidePath = (creation: CreationReply) =>
  `/user-creations/${creation.id}/slide/${creation.slides[0]!.id}`;

describe('the submission’s own work', () => {
  it('is created, read, saved and listed with the embed token', async () => {
    const saved = await author.request('PUT', `${slidePath(work)}/content`, {
      revision: 0,
      content: sampleDocument(1200, 1200),
    });
    expect(saved.status).toBe(200);
    const read = await author.request('GET', `${slidePath(work)}/content`);
    expect(read.body.content).toMatchObject(sampleDocument(1200, 1200));
    const list = await author.request('GET', '/user-creations');
    expect(list.body.data.map((creation: CreationReply) => creation.id)).toEqual([work.id]);
  });

  it('opens as embedded, so the editor offers no comments or sharing (they answer it 403)', async () => {
    const opened = await author.request('GET', `/user-creations/${work.id}`);
    expect(opened.body).toMatchObject({ id: work.id, access: 'owner', embedded: true });
    for (const [method, url] of [
      ['GET', `${slidePath(work)}/comment`],
      ['GET', `/user-creations/${work.id}/share`],
    ] as const)
      expect((await author.request(method, url)).status, url).toBe(403);
    // A person's own creation opens without the mark.
    const person = await api.newUser();
    const own = await person.request<CreationReply>('POST', '/user-creations', {
      name: 'Mine',
      type: 'abstract',
    });
    const mine = await person.request('GET', `/user-creations/${own.body.id}`);
    expect(mine.body).toMatchObject({ access: 'owner' });
    expect(mine.body).not.toHaveProperty('embedded');
  });

  it('is found again by the next token for the same submission (resume)', async () => {
    const later = await embedUser(api, journal, author.submissionId);
    expect(later.token).not.toBe(author.token);
    const list = await later.request('GET', '/user-creations');
    expect(list.body.data.map((creation: CreationReply) => creation.id)).toEqual([work.id]);
    expect((await later.request('GET', `/user-creations/${work.id}`)).status).toBe(200);
  });

  it('cannot be deleted with an embed token', async () => {
    const reply = await author.request('DELETE', `/user-creations/${work.id}`);
    expect([reply.status, reply.body]).toEqual([403, { message: EMBED_LANE_MESSAGE }]);
  });
});

describe('nothing else', () => {
  it('every other route that needs a user answers 403 to an embed token, before reading input', async () => {
    // Path parameters as any value: the lane is checked before the input is.
    const path = (url: string) => url.replace(/:(\w+)/g, (_, name: string) => `x-${name}`);
    const refused: string[] = [];
    const allowed: string[] = [];
    for (const { method, url } of bearerRoutes) {
      const reply = await author.request(
        method as 'GET',
        path(url),
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      const inLane = !(reply.status === 403 && reply.body?.message === EMBED_LANE_MESSAGE);
      (inLane ? allowed : refused).push(`${method} ${url}`);
      expect([`${method} ${url}`, inLane]).toEqual([
        `${method} ${url}`,
        embedTokenMayCall(method, url),
      ]);
    }
    // The account, billing, orders, teams, sharing, comments, mail and administration among them.
    for (const route of [
      'POST /orders',
      'PATCH /auth/complete-profile',
      'POST /auth/usaco-email',
      'POST /billing/checkout',
      'POST /teams',
      'POST /user-creations/:id/share',
      'POST /user-creations/:id/slide/:slideId/comment',
      'DELETE /profiles',
    ])
      expect(refused).toContain(route);
    expect(allowed).toContain('PUT /user-creations/:id/slide/:slideId/content');
    expect(bearerRoutes.length).toBeGreaterThan(80);
  });

  it('another submission’s token cannot read or list the work, nor can another journal’s', async () => {
    const strangers = [
      await embedUser(api, journal),
      // The same manuscript id at another journal is another submission.
      await embedUser(api, otherJournal, author.submissionId),
    ];
    for (const stranger of strangers) {
      const read = await stranger.request('GET', `/user-creations/${work.id}`);
      expect([read.status, read.body]).toEqual([404, notFound]);
      const write = await stranger.request('PUT', `${slidePath(work)}/content`, {
        revision: 1,
        content: sampleDocument(),
      });
      expect(write.status).toBe(404);
      const download = await stranger.request('POST', `${slidePath(work)}/download`, {});
      expect(download.status).toBe(404);
      expect((await stranger.request('GET', '/user-creations')).body.data).toEqual([]);
    }
  });

  it('an embed token cannot reach a signed-in user’s creation', async () => {
    const member = await api.newUser();
    const own = await member.request<CreationReply>('POST', '/user-creations', { name: 'Mine' });
    const read = await author.request('GET', `/user-creations/${own.body.id}`);
    expect([read.status, read.body]).toEqual([404, notFound]);
    const copy = await author.request('POST', `${slidePath(work)}/copy`, {
      targetCreationId: own.body.id,
    });
    expect([copy.status, copy.body]).toEqual([403, { message: EMBED_LANE_MESSAGE }]);
    const list = await author.request('GET', '/user-creations?limit=200');
    expect(list.body.data.map((creation: CreationReply) => creation.id)).not.toContain(own.body.id);
  });

  it('a signed-in user cannot reach the submission’s work', async () => {
    const member = await api.newUser();
    const read = await member.request('GET', `/user-creations/${work.id}`);
    expect([read.status, read.body]).toEqual([404, notFound]);
    const list = await member.request('GET', '/user-creations?limit=200');
    expect(list.body.data).toEqual([]);
  });

  it('an embed token never administers the library', async () => {
    const reply = await author.request('DELETE', '/library/items/bioicons/anything');
    expect(reply.status).toBe(403);
  });
});

describe('CORS for the partners’ pages', () => {
  const preflight = (origin: string) =>
    api.request('OPTIONS', '/user-creations', {
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });

  it('allows the portal and every enabled partner’s origin', async () => {
    for (const origin of [PORTAL_ORIGIN, JOURNAL_ORIGIN, 'https://other-journal.example']) {
      const reply = await preflight(origin);
      expect(reply.status, origin).toBe(204);
      expect(reply.headers.get('access-control-allow-origin'), origin).toBe(origin);
      expect(reply.headers.get('access-control-allow-headers')).toMatch(/Authorization/i);
    }
  });

  it('refuses any other origin, and a disabled partner’s', async () => {
    for (const origin of ['https://elsewhere.example', 'https://retired-journal.example']) {
      const reply = await preflight(origin);
      expect(reply.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });
});

it('a submission id is the same work whatever the whitespace around it', async () => {
  const submissionId = newSubmissionId();
  const first = await embedUser(api, journal, submissionId);
  await first.request('POST', '/user-creations', { name: 'Padded' });
  const padded = await embedUser(api, journal, `  ${submissionId} `);
  expect((await padded.request('GET', '/user-creations')).body.total).toBe(1);
});

// GET /embed/partner: the builder in a frame asks which journal its embed token belongs to, and
// talks only to a parent page at one of that journal's origins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness } from './helpers/api-harness.ts';
import { embedUser, JOURNAL_ORIGIN, testPartner } from './helpers/embed.ts';

const journal = testPartner(16, {
  name: 'Demo Journal',
  allowedOrigins: [JOURNAL_ORIGIN, 'https://submit.journal.example.org'],
});
const other = testPartner(13, { name: 'Other Journal', profile: 'elsevier' });
let api: ApiHarness;

beforeAll(async () => {
  api = await startApi({ partners: [journal.partner, other.partner] });
});
afterAll(async () => {
  await api.close();
});

describe('GET /embed/partner', () => {
  it('names the token’s journal, its profile and the origins that may embed the builder', async () => {
    const author = await embedUser(api, journal);
    const reply = await author.request('GET', '/embed/partner');
    expect([reply.status, reply.body]).toEqual([
      200,
      {
        id: 16,
        name: 'Demo Journal',
        profile: 'cell',
        allowedOrigins: [JOURNAL_ORIGIN, 'https://submit.journal.example.org'],
      },
    ]);
    const elsewhere = await embedUser(api, other);
    expect((await elsewhere.request('GET', '/embed/partner')).body).toMatchObject({
      id: 13,
      profile: 'elsevier',
    });
  });

  it('answers 404 to a sign-on token (it belongs to no journal) and 401 without a token', async () => {
    const member = await api.newUser();
    const reply = await member.request('GET', '/embed/partner');
    expect([reply.status, reply.body]).toEqual([
      404,
      { message: 'This token belongs to no journal.' },
    ]);
    expect((await api.request('GET', '/embed/partner')).status).toBe(401);
  });
});

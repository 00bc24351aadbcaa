// Embed tokens: a journal's server gets one with its partner key (and nothing without the right
// key), and the API takes one only when it is exactly what it signed: never expired, never
// signed by anyone else, never a sign-on token in disguise or the other way round.
import { randomBytes } from 'node:crypto';
import { MEMORY_DATA_DIR } from '@figura/settings';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEmbedSigningKeys, type EmbedSigningKey } from '../src/auth/embed-signing-keys.ts';
import {
  EMBED_TOKEN_AUDIENCE,
  EMBED_TOKEN_KIND,
  EMBED_TOKEN_TYPE,
} from '../src/auth/embed-tokens.ts';
import { startApi, type ApiHarness } from './helpers/api-harness.ts';
import { useTestDatabase } from './helpers/database.ts';
import { askForToken, embedUser, newSubmissionId, testPartner } from './helpers/embed.ts';

// One database for this file's APIs: a node with other partners is started in a moment on it,
// where a database of its own would take seconds to start.
const database = useTestDatabase();
const signingKey = randomBytes(32).toString('base64url');
const journal = testPartner(16, { name: 'Demo Journal' });
const disabled = testPartner(2, { disabled: true });
const thrifty = testPartner(5, { tokensPerMinute: 2 });
let api: ApiHarness;
let key: EmbedSigningKey;

beforeAll(async () => {
  api = await startApi(
    {
      partners: [journal.partner, disabled.partner, thrifty.partner],
      embedSigningKeys: [signingKey],
    },
    { database },
  );
  const keys = await loadEmbedSigningKeys({
    embedSigningKeys: [signingKey],
    dataDir: MEMORY_DATA_DIR,
  });
  key = keys[0]!;
});

afterAll(async () => {
  await api.close();
});

/** A token signed with the API's own embed key: an embed token's claims, with `claims` over them. */
function forged(
  claims: Record<string, unknown>,
  header: Record<string, unknown> = {},
  secret = key.secret,
) {
  const now = Math.floor(Date.now() / 1000);
  const submission = 'MS-FORGED-1';
  return new SignJWT({
    iss: api.config.publicUrl,
    aud: EMBED_TOKEN_AUDIENCE,
    sub: `partner:16:${submission}`,
    iat: now,
    exp: now + 600,
    jti: 'jti-1',
    kind: EMBED_TOKEN_KIND,
    partner: 16,
    submission,
    ...claims,
  })
    .setProtectedHeader({ alg: 'HS256', kid: key.kid, typ: EMBED_TOKEN_TYPE, ...header })
    .sign(secret);
}

const listWith = (token: string) => api.request('GET', '/user-creations', { token });

describe('POST /embed/tokens', () => {
  it('gives the partner’s server a 15-minute token, its id and its profile', async () => {
    const before = Date.now();
    const reply = await askForToken(api, journal, { submissionId: 'MS-2026-0042' });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.body).toMatchObject({ partnerId: 16, profile: 'cell' });
    const lifetime = Date.parse(reply.body.expiresAt) - before;
    expect(lifetime).toBeGreaterThan(14 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(15 * 60_000 + 1000);
    expect((await listWith(reply.body.token)).status).toBe(200);
  });

  it('refuses a wrong key (401), an unknown or disabled partner (403), and no key at all', async () => {
    const body = { submissionId: 'MS-1' };
    const wrongKey = await askForToken(api, { ...journal, key: thrifty.key }, body);
    expect([wrongKey.status, wrongKey.body]).toEqual([401, { message: 'Wrong partner key.' }]);
    const unknown = await askForToken(
      api,
      { ...journal, partner: { ...journal.partner, id: 99 } },
      body,
    );
    expect([unknown.status, unknown.body]).toEqual([
      403,
      { message: 'This partner is unknown or disabled.' },
    ]);
    expect((await askForToken(api, disabled, body)).status).toBe(403);
    const none = await api.request('POST', '/embed/tokens', { body });
    expect(none.status).toBe(401);
    const bearer = await api.request('POST', '/embed/tokens', {
      body,
      token: (await api.newUser()).token,
    });
    expect(bearer.status).toBe(401);
  });

  it('refuses a bad body with the problems, after the key is checked', async () => {
    const cases = [
      {},
      { submissionId: '' },
      { submissionId: 'x'.repeat(129) },
      { submissionId: '../etc/passwd' },
      { submissionId: 'MS 1' },
      { submissionId: 'MS-1', author: { name: 'Ada', email: 'not an email' } },
      { submissionId: 'MS-1', author: { email: 'ada@example.org' } },
    ];
    for (const body of cases) {
      const reply = await askForToken(api, journal, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(Array.isArray(reply.body.message)).toBe(true);
    }
    expect((await askForToken(api, { ...journal, key: 'wrong' }, {})).status).toBe(401);
  });

  it('takes the second key of a rotation as well as the first', async () => {
    const rotating = testPartner(10);
    const next = testPartner(10);
    const both = await startApi(
      {
        partners: [
          {
            ...rotating.partner,
            keySha256: [...next.partner.keySha256, ...rotating.partner.keySha256],
          },
        ],
      },
      { database },
    );
    try {
      expect((await askForToken(both, rotating, { submissionId: 'MS-1' })).status).toBe(200);
      expect((await askForToken(both, next, { submissionId: 'MS-1' })).status).toBe(200);
    } finally {
      await both.close();
    }
  });

  it('gives a partner at most its tokens per minute, then 429 with Retry-After', async () => {
    const asked = [];
    for (let i = 0; i < 3; i++)
      asked.push(await askForToken(api, thrifty, { submissionId: 'MS-1' }));
    expect(asked.map((reply) => reply.status)).toEqual([200, 200, 429]);
    const wait = Number(asked[2]!.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    // Another partner's budget is its own.
    expect((await askForToken(api, journal, { submissionId: 'MS-1' })).status).toBe(200);
  });
});

describe('an embed token is verified, never trusted', () => {
  it('is taken as signed, and refused once expired', async () => {
    expect((await listWith(await forged({}))).status).toBe(200);
    const now = Math.floor(Date.now() / 1000);
    const expired = await forged({ iat: now - 1200, exp: now - 300 });
    const reply = await listWith(expired);
    expect(reply.status).toBe(401);
    expect(reply.body.message).toMatch(/expired/);
  });

  it('is refused when signed with another key, or with an unknown key id', async () => {
    const otherSecret = new Uint8Array(randomBytes(32));
    expect((await listWith(await forged({}, {}, otherSecret))).status).toBe(401);
    expect((await listWith(await forged({}, { kid: 'not-ours' }))).status).toBe(401);
    const tampered = (await forged({})).replace(/\.[^.]+$/, '.AAAA');
    expect((await listWith(tampered)).status).toBe(401);
  });

  it('is refused when any claim is not an embed token’s own', async () => {
    const wrong = [
      forged({ kind: 'access' }),
      forged({ partner: 5 }), // its subject names partner 16
      forged({ aud: 'figura-api' }),
      forged({ iss: api.signOn.issuer }),
      forged({}, { typ: 'JWT' }),
      forged({ partner: 2, submission: 'MS-2' }, {}), // subject mismatch as well
    ];
    for (const token of await Promise.all(wrong)) expect((await listWith(token)).status).toBe(401);
  });

  it('stops working when its partner is disabled', async () => {
    const token = (await embedUser(api, journal)).token;
    const later = await startApi(
      {
        partners: [{ ...journal.partner, disabled: true }],
        embedSigningKeys: [signingKey],
        publicUrl: api.config.publicUrl,
      },
      { database },
    );
    try {
      const reply = await later.request('GET', '/user-creations', { token });
      expect([reply.status, reply.body]).toEqual([
        401,
        { message: 'This journal no longer embeds Figura.' },
      ]);
    } finally {
      await later.close();
    }
  });
});

describe('sign-on tokens and embed tokens never pass as each other', () => {
  it('a sign-on token dressed as an embed token is refused', async () => {
    const user = await api.newUser();
    const dressed = await api.signOn.issueToken({ sub: user.sub }, { typ: EMBED_TOKEN_TYPE });
    expect((await listWith(dressed)).status).toBe(401);
  });

  it('a sign-on token naming an embed user is refused', async () => {
    const holder = await embedUser(api, journal);
    const impostor = await api.signOn.issueToken({ sub: holder.sub });
    expect((await listWith(impostor)).status).toBe(401);
  });

  it('an embed token is no sign-on token: not for signing in, not without its header', async () => {
    const { token } = await embedUser(api, journal);
    const signIn = await api.request('POST', '/auth/onelogin/callback', { body: { token } });
    expect(signIn.status).toBe(401);
    const profile = await api.request('GET', `/auth/profile/?token=${token}`);
    expect(profile.status).toBe(401);
    // Signed by the API's key without the embed header: checked as a sign-on token, refused.
    const plain = await forged({ sid: 'session-1' }, { typ: undefined });
    expect((await listWith(plain)).status).toBe(401);
  });
});

it('a new submission id makes a new user on first use, named after the author', async () => {
  const submissionId = newSubmissionId();
  const holder = await embedUser(api, journal, submissionId, {
    name: 'Ada Lovelace',
    email: 'ada@example.org',
  });
  const me = await holder.request('GET', '/auth/verify-token-validity');
  expect(me.status).toBe(200);
  expect(me.body.user).toMatchObject({
    cactusId: `partner:16:${submissionId}`,
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    partner: '16',
    tp_user: 'J',
  });
});

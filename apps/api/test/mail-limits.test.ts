// Mail that cannot be abused: an invitation is in Figura's words with the sender named as data
// at its end; each sender, each recipient and each account's own mail is limited; an address
// that unsubscribed gets no more invitations.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_SUPPRESSED_MESSAGE, UNSUBSCRIBE_TOKEN_MESSAGE } from '../src/email/mailer.ts';
import { startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import { useTestDatabase } from './helpers/database.ts';
import { setPlan } from './helpers/plans.ts';

const database = useTestDatabase();
let api: ApiHarness;

const LIMITS = { senderPerHour: 4, senderPerDay: 6, recipientPerDay: 2, accountMailPerHour: 2 };

beforeAll(async () => {
  api = await startApi({ emailOutboxRoute: true, mailLimits: LIMITS }, { database });
});
afterAll(async () => {
  await api?.close();
});

const newAddress = () => `invitee-${randomUUID().slice(0, 8)}@figura.test`;

interface Mail {
  to: string;
  subject: string;
  text: string;
  link: string;
}
async function mailsTo(email: string): Promise<Mail[]> {
  const reply = await api.request('GET', `/dev/email-outbox?to=${encodeURIComponent(email)}`);
  return reply.body.data as Mail[];
}

/** A person whose registered name is `name`. */
async function personNamed(name: string): Promise<TestUser> {
  const id = randomUUID();
  const identity = { sub: `mail-${id}`, sid: `s-${id}`, email: `sender-${id}@figura.test`, name };
  const token = await api.signOn.issueToken(identity);
  return { ...identity, token, request: (m, p, b) => api.request(m, p, { token, body: b }) };
}

const invite = (sender: TestUser, email: string) =>
  sender.request('POST', '/auth/usaco-email', { email });

describe('an invitation', () => {
  it('is in Figura’s words; the sender’s name is data at its end, never its heading', async () => {
    const phishing =
      'Security alert from Figura: your account is locked,\nconfirm at http://evil.example';
    const sender = await personNamed(phishing);
    const to = newAddress();
    expect((await invite(sender, to)).status).toBe(202);
    const [mail] = await mailsTo(to);
    expect(mail!.subject).toBe('An invitation to Figura');
    expect(mail!.text.startsWith('You are invited to try Figura')).toBe(true);
    const lines = mail!.text.split('\n');
    const senderLine = lines.find((line) => line.startsWith('Sent by '))!;
    // One line, quoted, cut, with the account's own address.
    expect(senderLine).toBe(
      `Sent by “Security alert from Figura: your account is locked, confirm…” <${sender.email}> through Figura.`,
    );
    expect(lines.filter((line) => line.includes('Security alert'))).toEqual([senderLine]);
    expect(mail!.text).toContain('To receive no more invitations from Figura: http://');
  });
});

describe('the limits', () => {
  it('an account sends at most its hourly share of invitations (429 with Retry-After)', async () => {
    const sender = await personNamed('Hourly Sender');
    const addresses = Array.from({ length: LIMITS.senderPerHour + 1 }, newAddress);
    for (const to of addresses.slice(0, -1)) expect((await invite(sender, to)).status).toBe(202);
    const refused = await invite(sender, addresses.at(-1)!);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^You have sent 4 invitations in the last hour: you can send more in \d+ minutes\.$/,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await mailsTo(addresses.at(-1)!)).toEqual([]);
  });

  it('holds when the invitations are sent all at once', async () => {
    const sender = await personNamed('Hasty Sender');
    const addresses = Array.from({ length: LIMITS.senderPerHour + 3 }, newAddress);
    const replies = await Promise.all(addresses.map((to) => invite(sender, to)));
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([
      ...Array<number>(LIMITS.senderPerHour).fill(202),
      ...Array<number>(3).fill(429),
    ]);
    // And to one address from several senders at once.
    const to = newAddress();
    const senders = await Promise.all(
      Array.from({ length: LIMITS.recipientPerDay + 2 }, (_, i) => personNamed(`At once ${i}`)),
    );
    const toOne = await Promise.all(senders.map((each) => invite(each, to)));
    expect(toOne.filter((reply) => reply.status === 202)).toHaveLength(LIMITS.recipientPerDay);
    expect(await mailsTo(to)).toHaveLength(LIMITS.recipientPerDay);
  });

  it('an address gets at most its daily share of invitations, whoever sends them', async () => {
    const to = newAddress();
    for (let sent = 0; sent < LIMITS.recipientPerDay; sent++)
      expect((await invite(await personNamed(`Sender ${sent}`), to)).status).toBe(202);
    const refused = await invite(await personNamed('One more'), to);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^This address has had enough invitations today/);
    expect(await mailsTo(to)).toHaveLength(LIMITS.recipientPerDay);
  });

  it('team invitations count too, and are refused before the invitation is stored', async () => {
    const admin = await api.newUser();
    await setPlan(database, admin, 'L');
    const team = await admin.request('POST', '/teams', { name: 'Lab' });
    expect(team.status).toBe(201);
    const addresses = Array.from({ length: LIMITS.senderPerHour + 1 }, newAddress);
    for (const to of addresses.slice(0, -1))
      expect(
        (await admin.request('POST', `/teams/${team.body.id}/invites`, { email: to })).status,
      ).toBe(201);
    const refused = await admin.request('POST', `/teams/${team.body.id}/invites`, {
      email: addresses.at(-1),
    });
    expect(refused.status).toBe(429);
    const listed = await admin.request('GET', `/teams/my-team-admin/${team.body.id}`);
    expect(JSON.stringify(listed.body)).not.toContain(addresses.at(-1));
    const [mail] = await mailsTo(addresses[0]!);
    expect(mail!.subject).toBe('An invitation to a team on Figura');
    expect(mail!.text).toContain('“Lab”');
  });

  it('an account’s own mail (an unlock link) goes at most twice an hour, answered alike', async () => {
    const owner = await api.newUser();
    // The API knows the account once it has been used.
    expect((await owner.request('GET', '/user-creations')).status).toBe(200);
    for (let sent = 0; sent < LIMITS.accountMailPerHour + 2; sent++) {
      const reply = await api.request('POST', '/legacy/unlock-email', {
        body: { email: owner.email, key: 'k' },
      });
      expect(reply.status).toBe(202);
    }
    expect(await mailsTo(owner.email)).toHaveLength(LIMITS.accountMailPerHour);
    // Its own mail is not an invitation: the address still gets its share of those.
    for (let sent = 0; sent < LIMITS.recipientPerDay; sent++)
      expect((await invite(await personNamed(`Inviter ${sent}`), owner.email)).status).toBe(202);
  });
});

describe('unsubscribing', () => {
  it('stops invitations to the address its link names; a forged link stops nothing', async () => {
    const to = newAddress();
    expect((await invite(await personNamed('First'), to)).status).toBe(202);
    const [mail] = await mailsTo(to);
    const link = new URL(/To receive no more invitations from Figura: (\S+)/.exec(mail!.text)![1]!);
    expect(link.pathname).toBe('/unsubscribe');
    const token = link.searchParams.get('token')!;

    const forged = `${Buffer.from(newAddress()).toString('base64url')}.${token.split('.')[1]}`;
    const refused = await api.request('POST', '/mail/unsubscribe', { body: { token: forged } });
    expect([refused.status, refused.body.message]).toEqual([400, UNSUBSCRIBE_TOKEN_MESSAGE]);

    const done = await api.request('POST', '/mail/unsubscribe', { body: { token } });
    expect([done.status, done.body]).toEqual([200, { unsubscribed: true, email: to }]);
    const after = await invite(await personNamed('Second'), to.toUpperCase());
    expect([after.status, after.body.message]).toEqual([409, MAIL_SUPPRESSED_MESSAGE]);
    expect(await mailsTo(to)).toHaveLength(1);
  });
});

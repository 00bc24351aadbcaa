// Journal membership is granted, never typed: a journal typed into the profile changes nothing;
// an administrator makes an account a member of a special journal (caps lifted) or a partner's,
// and a partner adds and removes its own authors with its key (not restricted: no watermark).
import { addPartnerMember, removePartnerMember } from '@figura/sdk-core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import { useTestDatabase } from './helpers/database.ts';
import { testPartner } from './helpers/embed.ts';
import { setPlan } from './helpers/plans.ts';
import { saveSomething } from './helpers/documents.ts';

const database = useTestDatabase();
const journal = testPartner(31);
const other = testPartner(32);
const keyOf = ({ partner, key }: typeof journal) => ({ id: partner.id, key });
const quiet = { logger: { error: () => {}, warn: () => {} } };
let api: ApiHarness;
let admin: TestUser;

beforeAll(async () => {
  api = await startApi(
    { newUserPlan: 'T', partners: [journal.partner, other.partner] },
    { database },
  );
  admin = await api.newUser();
  await setPlan(database, admin, 'A');
});

afterAll(async () => {
  await api?.close();
});

const plan = async (user: TestUser) => (await user.request('GET', '/profiles/plan')).body;
const grant = (email: string, to: string | null, by = admin) =>
  by.request('PUT', '/admin/journal-members', { email, journal: to });

/** Makes `count` creations, each with something in it (so each counts); their statuses. */
async function creations(user: TestUser, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const made = await user.request('POST', '/user-creations', { name: `F${index}` });
    statuses.push(made.status);
    if (made.status === 201) expect((await saveSomething(user, made.body.id)).status).toBe(200);
  }
  return statuses;
}

describe('journal membership', () => {
  it('is not granted by typing a journal into the profile', async () => {
    const author = await api.newUser();
    const typed = await author.request('PATCH', '/auth/complete-profile', {
      country_code: 'GB',
      journal: 'urology',
      partner: null,
    });
    expect(typed.status).toBe(200);
    expect(typed.body.user.journal).toBeNull();
    expect(await plan(author)).toMatchObject({
      restricted: true,
      watermarked: true,
      specialJournal: false,
      limits: { creations: { cap: 4 } },
    });
    expect((await author.request('GET', '/journals/settings')).body).toEqual({
      journal: null,
      name: null,
    });
    expect(await creations(author, 5)).toEqual([201, 201, 201, 201, 403]);
  });

  it('is granted by an administrator: a special journal lifts the caps, until it is taken back', async () => {
    const author = await api.newUser();
    expect((await plan(author)).restricted).toBe(true); // signed in once: the account exists
    const granted = await grant(author.email.toUpperCase(), 'urology');
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({
      email: author.email,
      journal: 'urology',
      name: 'Urology',
      grantedBy: 'admin',
    });
    expect(await plan(author)).toMatchObject({
      restricted: false,
      watermarked: false,
      specialJournal: true,
      limits: { creations: { cap: null } },
    });
    expect((await author.request('GET', '/journals/memberships')).body).toEqual({
      memberships: [{ journal: 'urology', name: 'Urology' }],
    });
    expect(await creations(author, 5)).toEqual([201, 201, 201, 201, 201]);
    // Typing another journal keeps the one granted.
    await author.request('PATCH', '/auth/complete-profile', {
      country_code: 'GB',
      journal: 'cardiology',
      partner: null,
    });
    expect((await author.request('GET', '/journals/settings')).body.journal).toBe('urology');
    expect((await grant(author.email, null)).body).toMatchObject({
      journal: null,
      grantedBy: null,
    });
    expect(await plan(author)).toMatchObject({ restricted: true, specialJournal: false });
    expect(await creations(author, 1)).toEqual([403]);
  });

  it('is refused to anyone but an administrator, for a journal that does not exist or an unknown address', async () => {
    const author = await api.newUser();
    expect((await grant(author.email, 'urology', author)).status).toBe(403);
    expect((await plan(author)).specialJournal).toBe(false);
    expect((await grant(author.email, 'cardiology')).status).toBe(400);
    expect((await grant('nobody-here@example.org', 'urology')).status).toBe(404);
  });

  it('is granted by a journal partner to its own authors, with its key', async () => {
    const author = await api.newUser();
    expect((await plan(author)).watermarked).toBe(true);
    const added = await addPartnerMember(api.baseUrl, keyOf(journal), author.email, quiet);
    expect(added).toMatchObject({
      journal: 'partner-31',
      name: 'Journal 31',
      grantedBy: 'partner',
    });
    // A member of a journal is not restricted: no watermark, no upsell (the Trial caps stay).
    expect(await plan(author)).toMatchObject({
      restricted: false,
      watermarked: false,
      specialJournal: false,
      limits: { creations: { cap: 4 } },
    });
    // Another journal cannot take the author, nor let them go.
    await expect(
      addPartnerMember(api.baseUrl, keyOf(other), author.email, quiet),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      removePartnerMember(api.baseUrl, keyOf(other), author.email, quiet),
    ).rejects.toMatchObject({ status: 404 });
    const wrongKey = { id: journal.partner.id, key: other.key };
    await expect(
      addPartnerMember(api.baseUrl, wrongKey, author.email, quiet),
    ).rejects.toMatchObject({ status: 401 });
    expect(
      await removePartnerMember(api.baseUrl, keyOf(journal), author.email, quiet),
    ).toMatchObject({ journal: null });
    expect(await plan(author)).toMatchObject({ restricted: true, watermarked: true });
  });
});

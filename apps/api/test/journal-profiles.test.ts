// Journal profiles over the API: the registry's, public; a partner's own, registered with its
// key (or named in its settings), then named by its embed tokens, served to the builder and held
// to by downloads that name it; forgotten, the partner's settings' profile again.
import {
  createApiClient,
  forgetPartnerProfile,
  getPartnerProfile,
  registerPartnerProfile,
} from '@figura/sdk-core/api';
import { JOURNAL_PROFILES } from '@figura/sdk-core/preflight';
import {
  journalProfileListSchema,
  journalProfileReplySchema,
  partnerAuthorization,
  type JournalRulesInput,
  JOURNAL_PROFILE_NOT_FOUND,
} from '@figura/sdk-core/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness } from './helpers/api-harness.ts';
import { sampleDocument, type CreationReply } from './helpers/documents.ts';
import { askForToken, embedUser, testPartner, type TestPartner } from './helpers/embed.ts';

/** A journal's own rules: a 1000 × 500 px graphical abstract, printed 4 in wide, text ≥ 9 pt. */
const OWN_RULES = {
  name: 'Journal of Example Studies',
  publisher: 'Example Press',
  kind: 'graphical-abstract',
  source: 'https://journal.example.org/authors/graphical-abstracts',
  read: '2026-11-20',
  minWidth: 1000,
  minHeight: 500,
  aspect: 2,
  dpi: 300,
  formats: ['tiff', 'png'],
  printWidthIn: 4,
  printHeightIn: 2,
  minFontPt: 9,
  minLineWeightPt: 0.5,
  files: [{ format: 'tiff', width: 1000, height: null, dpi: 300 }],
  canvas: { width: 1000, height: 500 },
  noAlpha: true,
  fileName: 'GA-{name}',
  // The journal spells TIFF files ".tif".
  extensions: { tiff: 'tif' },
};

const registering = testPartner(16, { profile: 'cell' });
const configured = testPartner(17, { profile: { ...OWN_RULES, name: 'Configured Journal' } });
const disabled = testPartner(18, { profile: OWN_RULES, disabled: true });
let api: ApiHarness;

beforeAll(async () => {
  api = await startApi({
    partners: [registering.partner, configured.partner, disabled.partner],
  });
});

afterAll(async () => {
  await api?.close();
});

const asPartner = ({ partner, key }: TestPartner, method: string, body?: unknown) =>
  api.request(method, '/embed/profile', {
    headers: { authorization: partnerAuthorization(partner.id, key) },
    body,
  });

describe('the journal profiles', () => {
  it('lists the registry with its sources, then the active partners’ own, without a token', async () => {
    const reply = await api.request('GET', '/journal-profiles');
    expect(reply.status).toBe(200);
    const { profiles } = journalProfileListSchema.parse(reply.body);
    expect(profiles.slice(0, JOURNAL_PROFILES.length).map((profile) => profile.id)).toEqual(
      JOURNAL_PROFILES.map((profile) => profile.id),
    );
    // Partner 16 names the registry's Cell; 18 is disabled.
    expect(profiles.slice(JOURNAL_PROFILES.length)).toEqual([
      expect.objectContaining({ id: 'partner-17', name: 'Configured Journal' }),
    ]);
    const cell = await api.request('GET', '/journal-profiles/cell');
    expect(cell.body).toMatchObject({ id: 'cell', canvas: { width: 1200, height: 1200 } });
    expect(journalProfileReplySchema.parse(cell.body).source).toMatch(/^https:\/\//);
    for (const missing of ['partner-16', 'partner-18', 'partner-99']) {
      const reply = await api.request('GET', `/journal-profiles/${missing}`);
      expect(reply.status, missing).toBe(404);
      expect(reply.body.message).toBe(JOURNAL_PROFILE_NOT_FOUND);
    }
    expect((await api.request('GET', '/journal-profiles/nature%20ish')).status).toBe(400);
    // The SDK's calls reach the same routes.
    const client = createApiClient({ baseURL: api.baseUrl, getToken: () => null });
    expect((await client.listJournalProfiles()).profiles).toEqual(profiles);
    expect(await client.getJournalProfile('cell')).toEqual(cell.body);
  });

  it('lets a partner register its own with its key; its tokens and the builder then name it', async () => {
    expect((await api.request('PUT', '/embed/profile', { body: OWN_RULES })).status).toBe(401);
    const wrongKey = { ...registering, key: configured.key };
    expect((await asPartner(wrongKey, 'PUT', OWN_RULES)).status).toBe(401);
    expect((await asPartner(disabled, 'PUT', OWN_RULES)).status).toBe(403);

    expect((await asPartner(registering, 'GET')).body).toMatchObject({ id: 'cell' });
    const registered = await asPartner(registering, 'PUT', OWN_RULES);
    expect(registered.status).toBe(200);
    expect(registered.body).toEqual({ ...OWN_RULES, id: 'partner-16' });

    expect((await askForToken(api, registering, { submissionId: 'MS-1' })).body).toMatchObject({
      profile: 'partner-16',
    });
    const author = await embedUser(api, registering);
    expect((await author.request('GET', '/embed/partner')).body).toMatchObject({
      profile: 'partner-16',
    });
    expect((await api.request('GET', '/journal-profiles/partner-16')).body).toEqual({
      ...OWN_RULES,
      id: 'partner-16',
    });
  });

  it('refuses rules that contradict themselves, saying where', async () => {
    const cases = [
      [{ ...OWN_RULES, files: [{ format: 'pdf', width: 1000, height: null, dpi: 300 }] }, 'files'],
      [{ ...OWN_RULES, read: null }, 'read'],
      [{ ...OWN_RULES, kind: 'custom' }, 'kind'],
      [{ ...OWN_RULES, minFontPt: -1 }, 'minFontPt'],
      [{ ...OWN_RULES, fileName: '../{name}' }, 'fileName'],
      [{ ...OWN_RULES, extensions: { tiff: 'tif/../x' } }, 'extensions'],
    ] as const;
    for (const [rules, field] of cases) {
      const reply = await asPartner(configured, 'PUT', rules);
      expect(reply.status, field).toBe(400);
      // Each problem as `where: what`.
      expect(String(reply.body.message), field).toMatch(new RegExp(`(^|,)${field}\\b`));
    }
    expect((await asPartner(configured, 'GET')).body).toMatchObject({
      id: 'partner-17',
      name: 'Configured Journal',
    });
  });

  it('holds a download that names a partner’s profile to its rules', async () => {
    const author = await embedUser(api, configured);
    const created = await author.request<CreationReply>('POST', '/user-creations', {
      type: 'custom',
      width: 1000,
      height: 500,
    });
    const slidePath = `/user-creations/${created.body.id}/slide/${created.body.slides[0]!.id}`;
    // 20 px text on a 1000 px slide printed 4 in wide: 5.8 pt, under the journal's 9.
    const document = sampleDocument(1000, 500);
    await author.request('PUT', `${slidePath}/content`, {
      revision: 0,
      content: {
        ...document,
        elements: document.elements.map((element) =>
          element.type === 'textbox' ? { ...element, fontSize: 20, height: 28 } : element,
        ),
      },
    });
    const asked = { format: 'tiff', dpi: 300, width: 1000, unit: 'px' };
    const refused = await author.request('POST', `${slidePath}/download`, {
      ...asked,
      profile: 'partner-17',
    });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body.problems)).toMatch(/9 pt/);
    const unknown = await author.request('POST', `${slidePath}/download`, {
      ...asked,
      profile: 'partner-99',
    });
    expect(unknown.status).toBe(404);
    // The same file without the profile is drawn ("export anyway").
    expect((await author.request('POST', `${slidePath}/download`, asked)).status).toBe(200);
  });

  it('forgets what a partner registered: its settings’ profile again (through the SDK’s calls)', async () => {
    const credentials = { id: registering.partner.id, key: registering.key };
    const quiet = { logger: { warn: () => undefined, error: () => undefined } };
    await registerPartnerProfile(api.baseUrl, credentials, OWN_RULES as JournalRulesInput, quiet);
    expect(await getPartnerProfile(api.baseUrl, credentials, quiet)).toMatchObject({
      id: 'partner-16',
    });
    expect(await forgetPartnerProfile(api.baseUrl, credentials, quiet)).toMatchObject({
      id: 'cell',
    });
    expect((await api.request('GET', '/journal-profiles/partner-16')).status).toBe(404);
    expect((await askForToken(api, registering, { submissionId: 'MS-2' })).body).toMatchObject({
      profile: 'cell',
    });
  });
});

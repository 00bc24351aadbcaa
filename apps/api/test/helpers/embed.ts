// Journal partners and embed tokens for API tests: partners configured as an operator would
// (through the real configuration parser), keys made the way operators make them.
import { randomUUID } from 'node:crypto';
import { partnerAuthorization } from '@figura/sdk-core/schema';
import { newPartnerKey, partnerKeySha256 } from '../../src/partners/partner-keys.ts';
import { parsePartners, type Partner } from '../../src/partners/partners.ts';
import type { ApiHarness, ApiReply, TestUser } from './api-harness.ts';

export const JOURNAL_ORIGIN = 'https://journal.example.org';

export interface TestPartner {
  partner: Partner;
  key: string;
}

/** A partner with a fresh key, configured from JSON as FIGURA_PARTNERS would hold it. */
export function testPartner(id: number, config: Record<string, unknown> = {}): TestPartner {
  const key = newPartnerKey();
  const [partner] = parsePartners(
    JSON.stringify([
      {
        id,
        name: `Journal ${id}`,
        siteUrl: 'https://journal.example.org',
        allowedOrigins: [JOURNAL_ORIGIN],
        profile: 'cell',
        keySha256: partnerKeySha256(key),
        ...config,
      },
    ]),
    'test partners',
  );
  return { partner: partner!, key };
}

/** A journal manuscript id unique to this run. */
export const newSubmissionId = () => `MS-${randomUUID().slice(0, 13)}`;

/** POST /embed/tokens as the partner's server. */
export function askForToken(
  api: ApiHarness,
  { partner, key }: TestPartner,
  body: unknown,
): Promise<ApiReply> {
  return api.request('POST', '/embed/tokens', {
    headers: { authorization: partnerAuthorization(partner.id, key) },
    body,
  });
}

/** The builder of one submission: an embed token and calls made with it. */
export async function embedUser(
  api: ApiHarness,
  partner: TestPartner,
  submissionId = newSubmissionId(),
  author?: { name: string; email?: string },
): Promise<TestUser & { submissionId: string }> {
  const issued = await askForToken(api, partner, { submissionId, author });
  if (issued.status !== 200) throw new Error(`No embed token: ${issued.status}`);
  const token = issued.body.token as string;
  return {
    sub: `partner:${partner.partner.id}:${submissionId}`,
    sid: '',
    email: author?.email ?? '',
    name: author?.name ?? '',
    token,
    submissionId,
    request: (method, path, body) => api.request(method, path, { token, body }),
  };
}

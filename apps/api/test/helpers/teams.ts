import { expect } from 'vitest';
import type { ApiHarness, TestUser } from './api-harness.ts';

/**
 * The invitation token from the last mail the email stand-in kept for `email` (its link opens
 * `portalUrl`'s invitation page, when given).
 */
export async function mailedToken(api: ApiHarness, email: string, portalUrl = ''): Promise<string> {
  const outbox = await api.request('GET', `/dev/email-outbox?to=${encodeURIComponent(email)}`);
  expect(outbox.status).toBe(200);
  const link: string = outbox.body.data[0].link;
  expect(link).toContain(`${portalUrl}/workspace/invite/`);
  return decodeURIComponent(link.split('/').pop()!);
}

/** `admin` invites `member` into team `teamId` by email, and `member` accepts the mailed link. */
export async function joinByInvitation(
  api: ApiHarness,
  admin: TestUser,
  teamId: string,
  member: TestUser,
): Promise<void> {
  const invited = await admin.request('POST', `/teams/${teamId}/invites`, { email: member.email });
  expect(invited.status).toBe(201);
  const token = await mailedToken(api, member.email);
  const accepted = await member.request('PUT', `/teams/invites/${token}/accept`);
  expect(accepted.status).toBe(200);
}

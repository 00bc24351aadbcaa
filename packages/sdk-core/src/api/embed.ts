import type { EmbedPartnerReply, EmbedTokenInput, EmbedTokenReply } from '../schema/contract/embed';
import {
  EMBED_PARTNER_PATH,
  EMBED_TOKEN_PATH,
  partnerAuthorization,
} from '../schema/contract/embed';
import type { JournalProfileReply, JournalRulesInput } from '../schema/contract/journal-profiles';
import { EMBED_PROFILE_PATH } from '../schema/rules/journal-profile-paths';
import type { JournalMemberReply } from '../schema/contract/journal-members';
import { EMBED_MEMBERS_PATH } from '../schema/rules/journal-member-paths';
import { createHttp, parseReply, type ApiLogger, type HttpReply } from './http';

/** A journal partner as its own server knows it: its numeric id and its key. */
export interface PartnerCredentials {
  /** The numeric partner id the API is configured with. */
  id: number;
  /** The partner key (the API keeps only its SHA-256). */
  key: string;
}

/**
 * For a journal's server, never a browser (the key must not reach the page): asks the API for an
 * embed token for one submission (`POST /embed/tokens`, `Authorization: Partner <id>:<key>`).
 * Hand the token to the page's builder; ask again for a new one before `expiresAt`. Rejects with
 * an ApiError: 401 for a wrong key, 403 for an unknown or disabled partner, 429 when the partner
 * asks too often.
 */
export async function requestEmbedToken(
  apiBase: string,
  partner: PartnerCredentials,
  input: EmbedTokenInput,
  options: { logger?: ApiLogger; timeoutMs?: number } = {},
): Promise<EmbedTokenReply> {
  const logger = options.logger ?? console;
  const http = createHttp({ baseURL: apiBase, logger, timeoutMs: options.timeoutMs });
  const reply = await http.post(EMBED_TOKEN_PATH, input, {
    headers: { authorization: partnerAuthorization(partner.id, partner.key) },
  });
  return parseReply((schemas) => schemas.embedTokenReplySchema, reply, logger);
}

/**
 * The journal an embed token belongs to (`GET /embed/partner`): its id, name, profile and the
 * origins whose pages may embed the builder. The builder's frame page asks before it talks to
 * its parent page. Rejects with an ApiError: 401 for a bad or expired token, 404 for a token that
 * is not an embed token.
 */
export async function getEmbedPartner(
  apiBase: string,
  token: string,
  options: { logger?: ApiLogger; timeoutMs?: number } = {},
): Promise<EmbedPartnerReply> {
  const logger = options.logger ?? console;
  const http = createHttp({
    baseURL: apiBase,
    logger,
    timeoutMs: options.timeoutMs,
    getToken: () => token,
  });
  const reply = await http.get(EMBED_PARTNER_PATH);
  return parseReply((schemas) => schemas.embedPartnerReplySchema, reply, logger);
}

type PartnerCallOptions = { logger?: ApiLogger; timeoutMs?: number };

/** A call a journal's server makes with its partner key. */
function asPartner(apiBase: string, partner: PartnerCredentials, options: PartnerCallOptions) {
  const logger = options.logger ?? console;
  const http = createHttp({ baseURL: apiBase, logger, timeoutMs: options.timeoutMs });
  const headers = { authorization: partnerAuthorization(partner.id, partner.key) };
  const profileReply = async (reply: Promise<HttpReply>) =>
    parseReply((schemas) => schemas.journalProfileReplySchema, await reply, logger);
  const memberReply = async (reply: Promise<HttpReply>) =>
    parseReply((schemas) => schemas.journalMemberReplySchema, await reply, logger);
  return { http, headers, profileReply, memberReply };
}

/**
 * For a journal's server: the partner's profile in force (`GET /embed/profile`): the one it
 * registered, else the one its settings name.
 */
export function getPartnerProfile(
  apiBase: string,
  partner: PartnerCredentials,
  options: PartnerCallOptions = {},
): Promise<JournalProfileReply> {
  const { http, headers, profileReply } = asPartner(apiBase, partner, options);
  return profileReply(http.get(EMBED_PROFILE_PATH, { headers }));
}

/**
 * For a journal's server: registers its journal's own rules (`PUT /embed/profile`) as the profile
 * `partner-<id>` that its embed tokens, the builder and downloads then use. Rejects with an
 * ApiError 400 saying which rule is wrong.
 */
export function registerPartnerProfile(
  apiBase: string,
  partner: PartnerCredentials,
  rules: JournalRulesInput,
  options: PartnerCallOptions = {},
): Promise<JournalProfileReply> {
  const { http, headers, profileReply } = asPartner(apiBase, partner, options);
  return profileReply(http.put(EMBED_PROFILE_PATH, rules, { headers }));
}

/** For a journal's server: forgets its registered rules (`DELETE /embed/profile`). */
export function forgetPartnerProfile(
  apiBase: string,
  partner: PartnerCredentials,
  options: PartnerCallOptions = {},
): Promise<JournalProfileReply> {
  const { http, headers, profileReply } = asPartner(apiBase, partner, options);
  return profileReply(http.delete(EMBED_PROFILE_PATH, { headers }));
}

/**
 * For a journal's server: makes the account with this address a member of the partner's journal
 * (`PUT /embed/members`): on a Trial or Student plan its exports then carry no watermark. Rejects
 * with an ApiError: 404 for an address no account uses, 409 for another journal's member.
 */
export function addPartnerMember(
  apiBase: string,
  partner: PartnerCredentials,
  email: string,
  options: PartnerCallOptions = {},
): Promise<JournalMemberReply> {
  const { http, headers, memberReply } = asPartner(apiBase, partner, options);
  return memberReply(http.put(EMBED_MEMBERS_PATH, { email }, { headers }));
}

/**
 * For a journal's server: lets one of its members go (`DELETE /embed/members/{email}`; 404 for
 * an address that is not its member).
 */
export function removePartnerMember(
  apiBase: string,
  partner: PartnerCredentials,
  email: string,
  options: PartnerCallOptions = {},
): Promise<JournalMemberReply> {
  const { http, headers, memberReply } = asPartner(apiBase, partner, options);
  return memberReply(
    http.delete(`${EMBED_MEMBERS_PATH}/${encodeURIComponent(email)}`, { headers }),
  );
}

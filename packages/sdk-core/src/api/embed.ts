import type { EmbedTokenInput, EmbedTokenReply } from '../schema/embed';
import { EMBED_TOKEN_PATH, partnerAuthorization } from '../schema/embed';
import { createHttp, parseReply, type ApiLogger } from './http';

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

import { createHttp, parseReply, type ApiLogger } from './http';

/**
 * Asks the sign-on site for an access token for the user signed in there
 * (`GET ${signOnUrl}/oauth/token` with its session cookie). Rejects with an ApiError.
 */
export async function fetchSignOnToken(
  signOnUrl: string,
  options: { logger?: ApiLogger; timeoutMs?: number } = {},
): Promise<string> {
  const logger = options.logger ?? console;
  const http = createHttp({
    baseURL: signOnUrl.replace(/\/+$/, ''),
    logger,
    timeoutMs: options.timeoutMs,
  });
  const reply = await http.get('/oauth/token', { withCredentials: true });
  return (await parseReply((schemas) => schemas.signOnTokenReplySchema, reply, logger))
    .access_token;
}

/** The user-product association the app records after sign-in (spec §7 "Sign-on site"). */
export const PRODUCT_ASSOCIATION = { product: 'mtg', onboarding_status: 'pending' } as const;

/** Spec §7: the association is skipped when the page's address has a `mode` query. */
export function shouldAssociateProduct(search: string): boolean {
  return !new URLSearchParams(search).has('mode');
}

/**
 * Records that the signed-in user uses this product (`POST ${signOnUrl}/api/user-product-association`
 * with the sign-on session cookie; kept as it is when already recorded). Rejects with an ApiError.
 */
export async function associateUserProduct(
  signOnUrl: string,
  options: { logger?: ApiLogger; timeoutMs?: number } = {},
): Promise<void> {
  const http = createHttp({
    baseURL: signOnUrl.replace(/\/+$/, ''),
    logger: options.logger ?? console,
    timeoutMs: options.timeoutMs,
  });
  await http.post('/api/user-product-association', PRODUCT_ASSOCIATION, { withCredentials: true });
}

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

import {
  signOnErrorReplySchema,
  signOnTokenReplySchema,
  type PartnerOption,
} from '@figura/sdk-core/schema';
import { forwardedAddressHeaders } from '@figura/settings';
import { HttpError } from '../http/errors.ts';

/**
 * The sign-on site's account API, called server to server (docs/sign-in.md): the sign-on site
 * owns passwords and captchas; the API passes what the person typed on and gets back an access
 * token for them (sign in at /api/login or /api/register, then /oauth/token with the session
 * cookie that set). The person's address travels with the secret the API shares with the
 * sign-on site (@figura/settings' client-address.ts), so the sign-on site's per-address windows
 * and lockout count people, not the API; and in X-Forwarded-For, for a sign-on site that trusts
 * the API as a proxy instead.
 */
export interface SignOnAccounts {
  login(input: { email: string; password: string }, clientIp: string): Promise<string>;
  register(
    input: { email: string; name: string; password: string; partner?: PartnerOption | undefined },
    captcha: { answer?: string | undefined; token?: string | undefined },
    clientIp: string,
  ): Promise<string>;
  /** Where the browser ends its sign-on session (the cookie lives on the sign-on site). */
  logoutUrl(continueUrl: string): string;
  /** Where a social sign-in starts on the sign-on site. */
  socialUrl(provider: string, continueUrl: string): string;
}

export const SIGN_ON_UNREACHABLE = 'The sign-on site cannot be reached. Please try again.';
const SIGN_ON_TIMEOUT_MS = 10_000;
/** The sign-on site's answers a person should see as they are; others become a 503. */
const PASSED_ON = new Set([400, 401, 409, 429]);

/** `forwardSecret`: FIGURA_SIGNON_FORWARD_SECRET (unset: the address goes in X-Forwarded-For only). */
export function createSignOnAccounts(
  signOnUrl: string,
  forwardSecret?: string | undefined,
): SignOnAccounts {
  const base = signOnUrl.replace(/\/+$/, '');
  const person = (clientIp: string) => ({
    'x-forwarded-for': clientIp,
    ...forwardedAddressHeaders(forwardSecret, clientIp),
  });

  async function call(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${base}${path}`, {
        ...init,
        redirect: 'manual',
        signal: AbortSignal.timeout(SIGN_ON_TIMEOUT_MS),
      });
    } catch {
      throw new HttpError(503, SIGN_ON_UNREACHABLE);
    }
  }

  async function refused(response: Response): Promise<HttpError> {
    const parsed = signOnErrorReplySchema.safeParse(await response.json().catch(() => null));
    if (!PASSED_ON.has(response.status) || !parsed.success) {
      return new HttpError(503, SIGN_ON_UNREACHABLE);
    }
    const retryAfter = response.headers.get('retry-after');
    return new HttpError(
      response.status,
      parsed.data.message,
      parsed.data.code ? { code: parsed.data.code } : {},
      retryAfter ? { 'retry-after': retryAfter } : {},
    );
  }

  async function signInAndTakeToken(
    path: string,
    body: unknown,
    headers: Record<string, string>,
  ): Promise<string> {
    const signedIn = await call(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    if (!signedIn.ok) throw await refused(signedIn);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    const tokenReply = await call('/oauth/token', { headers: { cookie, ...headers } });
    if (!tokenReply.ok) throw await refused(tokenReply);
    const parsed = signOnTokenReplySchema.safeParse(await tokenReply.json().catch(() => null));
    if (!parsed.success) throw new HttpError(503, SIGN_ON_UNREACHABLE);
    return parsed.data.access_token;
  }

  return {
    login: (input, clientIp) => signInAndTakeToken('/api/login', input, person(clientIp)),
    register: (input, captcha, clientIp) =>
      signInAndTakeToken('/api/register', input, {
        ...person(clientIp),
        ...(captcha.answer === undefined ? {} : { 'x-captcha-answer': captcha.answer }),
        ...(captcha.token === undefined ? {} : { 'x-captcha-token': captcha.token }),
      }),
    logoutUrl: (continueUrl) => `${base}/logout?continue=${encodeURIComponent(continueUrl)}`,
    socialUrl: (provider, continueUrl) =>
      `${base}/social/${encodeURIComponent(provider)}/redirect?continue=${encodeURIComponent(continueUrl)}`,
  };
}

import type {
  ApiLoginInput,
  ApiRegisterInput,
  ApiSignedInReply,
  CompleteProfileInput,
  ShortSignupInput,
} from '../schema/contract/account';
import type { SocialProvider } from '../schema/contract/sign-on';
import type { User } from '../schema/contract/creation';
import { parseReply, type ApiLogger, type Http } from './http';

/** The captcha of the sign-on site's GET /api/captcha, answered in the register call's headers. */
export interface CaptchaAnswer {
  token?: string;
  answer: string;
}

/** The Auth calls of spec §7 that sign people in and out through the API (docs/sign-in.md). */
export interface AccountApi {
  login(input: ApiLoginInput): Promise<ApiSignedInReply>;
  /** Exchanges a sign-on access token for the API session (the user is made on the first call). */
  tokenLogin(token: string): Promise<ApiSignedInReply>;
  register(input: ApiRegisterInput, captcha: CaptchaAnswer): Promise<ApiSignedInReply>;
  shortSignup(input: ShortSignupInput, captcha: CaptchaAnswer): Promise<ApiSignedInReply>;
  completeProfile(
    input: CompleteProfileInput,
  ): Promise<{ user: User; shouldCompleteProfile: false }>;
  sendUsacoEmail(email: string): Promise<{ sent: true }>;
  /** Ends the session's tokens; the browser then goes to `redirect` (the sign-on site's logout). */
  logout(continueUrl?: string): Promise<{ loggedOut: true; redirect: string }>;
  /** Where the browser starts signing in with Google or Facebook. */
  socialLogin(provider: SocialProvider, continueUrl?: string): Promise<{ redirect: string }>;
}

const captchaHeaders = (captcha: CaptchaAnswer): Record<string, string> => ({
  'x-captcha-answer': captcha.answer,
  ...(captcha.token === undefined ? {} : { 'x-captcha-token': captcha.token }),
});

export function accountCalls(http: Http, logger: ApiLogger): AccountApi {
  const signedIn = async (reply: Promise<Parameters<typeof parseReply>[1]>) =>
    parseReply((schemas) => schemas.apiSignedInReplySchema, await reply, logger);
  return {
    login: (input) => signedIn(http.post('/auth/login', input)),
    tokenLogin: (token) => signedIn(http.post('/auth/token-login', { token })),
    register: (input, captcha) =>
      signedIn(http.post('/auth/register', input, { headers: captchaHeaders(captcha) })),
    shortSignup: (input, captcha) =>
      signedIn(http.post('/auth/short-signup', input, { headers: captchaHeaders(captcha) })),
    async completeProfile(input) {
      return parseReply(
        (schemas) => schemas.completeProfileReplySchema,
        await http.patch('/auth/complete-profile', input),
        logger,
      );
    },
    async sendUsacoEmail(email) {
      return parseReply(
        (schemas) => schemas.usacoEmailReplySchema,
        await http.post('/auth/usaco-email', { email }),
        logger,
      );
    },
    async logout(continueUrl) {
      return parseReply(
        (schemas) => schemas.apiLogoutReplySchema,
        await http.post('/auth/logout', continueUrl === undefined ? {} : { continue: continueUrl }),
        logger,
      );
    },
    async socialLogin(provider, continueUrl) {
      return parseReply(
        (schemas) => schemas.socialLoginReplySchema,
        await http.post(
          `/auth/login-with-${provider}`,
          continueUrl === undefined ? {} : { continue: continueUrl },
        ),
        logger,
      );
    },
  };
}

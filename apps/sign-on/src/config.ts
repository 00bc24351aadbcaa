import { SOCIAL_PROVIDERS, type SocialProvider } from '@figura/sdk-core/contract';
import {
  BACKCHANNEL_LOGOUT_PATH,
  nonEmpty,
  readForwardSecret,
  readSettings,
  readSocialProviders,
  SECURITY_NOTICE_PATH,
  type SocialProviderSettings,
} from '@figura/settings';
import { readRateLimits, type RateLimits } from './security/rate-limits.ts';
import { PASSWORD_COST } from './security/passwords.ts';

/** Everything the sign-on site needs to run; built from the environment by `signOnConfigFromEnv`. */
export interface SignOnConfig {
  port: number;
  host: string;
  /** The site's own public URL; also the `iss` of every access token. */
  publicUrl: string;
  /** The `aud` of every access token: the API's (FIGURA_TOKEN_AUDIENCE). */
  tokenAudience: string;
  /** Where logout tells the API that a session ended (its back-channel logout route). */
  backchannelLogoutUrl: string | undefined;
  /** The API's security notice route (repeated sign-in failures); undefined: nobody to tell. */
  securityNoticeUrl: string | undefined;
  /** Root data directory; the site keeps its data in `<dataDir>/sign-on`. `memory://` keeps everything in memory. */
  dataDir: string;
  /** Use this PostgreSQL instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  /** Origins allowed for CORS with credentials and as `continue` targets. */
  allowedOrigins: string[];
  tokenCookie: string;
  idCookie: string;
  cookieDomain: string | undefined;
  /** A captcha answer that is always accepted (development and tests only). */
  captchaTestAnswer: string | undefined;
  seedDemo: boolean;
  /**
   * The OpenID providers people may sign in with (SIGNON_GOOGLE_ISSUER, …_CLIENT_ID,
   * …_CLIENT_SECRET; the same for FACEBOOK). A provider missing here answers a page that says so.
   */
  socialProviders: Partial<Record<SocialProvider, SocialProviderSettings>>;
  /** Per-address windows and the per-account sign-in lockout (security/rate-limits.ts). */
  rateLimits: RateLimits;
  /**
   * scrypt's cost (N, a power of two) for new password hashes: PASSWORD_COST. Not read from the
   * environment; the unit tests lower it, since they hash hundreds of passwords.
   */
  passwordCost: number;
  /** Which forwarded hops give the client's address (`FIGURA_TRUST_PROXY`). */
  trustProxy?: boolean | number | string[];
  /**
   * The secret the API names a person's address with (`FIGURA_SIGNON_FORWARD_SECRET`,
   * @figura/settings' client-address.ts); unset: no named address is believed.
   */
  forwardSecret?: string | undefined;
  /** Fastify's request logging; tests turn it off. */
  logger: boolean;
  /** pino level (LOG_LEVEL); `npm start` uses 'warn'. */
  logLevel?: string;
}

export function signOnConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SignOnConfig {
  const settings = readSettings(env);
  return {
    port: settings.ports.signOn,
    host: settings.host,
    publicUrl: settings.publicUrls.signOn,
    tokenAudience: settings.tokenAudience,
    backchannelLogoutUrl: `${settings.apiUrl}${BACKCHANNEL_LOGOUT_PATH}`,
    securityNoticeUrl: `${settings.apiUrl}${SECURITY_NOTICE_PATH}`,
    dataDir: settings.dataDir,
    databaseUrl: nonEmpty(env.SIGNON_DATABASE_URL),
    allowedOrigins: settings.allowedOrigins,
    tokenCookie: settings.cookies.token,
    idCookie: settings.cookies.id,
    cookieDomain: settings.cookies.domain,
    captchaTestAnswer: nonEmpty(env.SIGNON_CAPTCHA_TEST_ANSWER),
    seedDemo: env.SIGNON_SEED_DEMO === '1',
    socialProviders: readSocialProviders(env, SOCIAL_PROVIDERS),
    rateLimits: readRateLimits(env),
    passwordCost: PASSWORD_COST,
    trustProxy: settings.trustProxy,
    forwardSecret: readForwardSecret(env),
    logger: true,
    logLevel: settings.logLevel,
  };
}

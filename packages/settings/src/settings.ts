import {
  DEFAULT_COOKIE_NAMES,
  DEFAULT_DATA_DIR,
  DEFAULT_HOST,
  DEFAULT_LOG_LEVEL,
  DEFAULT_PORTS,
  DEFAULT_TOKEN_AUDIENCE,
  defaultPublicUrl,
} from './defaults.ts';
import { nonEmpty, parseOrigins, parsePort, withoutTrailingSlash, type Env } from './env.ts';

type Apps<T> = { portal: T; api: T; signOn: T };

/** What the apps share from the environment (docs/architecture.md "Environment"). */
export interface FiguraSettings {
  /** The address every server binds (`HOST`). */
  host: string;
  ports: Apps<number>;
  /** Public base URLs without a trailing slash (`*_PUBLIC_URL`, default `http://localhost:<port>`). */
  publicUrls: Apps<string>;
  /** Where the portal and the embed call the API (`API_URL`, default the API's public URL). */
  apiUrl: string;
  /** Where the sign-on site is for the portal and the API (`SIGNON_URL`, default its public URL). */
  signOnUrl: string;
  /**
   * The Chinese sign-on site, for users whose stored country code is CN (`SIGNON_CN_URL`, spec
   * §2); unset: the default sign-on site for everyone.
   */
  signOnCnUrl: string | undefined;
  /** Origins allowed for CORS with credentials and as sign-on `continue` targets (`FIGURA_ALLOWED_ORIGINS`, default the portal's public URL). */
  allowedOrigins: string[];
  /** Where databases and keys live (`FIGURA_DATA_DIR`); `memory://` keeps them in memory. */
  dataDir: string;
  cookies: {
    /** `FIGURA_TOKEN_COOKIE`: `<access_token>|<user id>`. */
    token: string;
    /** `FIGURA_ID_COOKIE`: the sign-on user id. */
    id: string;
    /** `FIGURA_COOKIE_DOMAIN`: a parent domain shared by both cookies; unset on localhost. */
    domain: string | undefined;
  };
  /** The `aud` the sign-on site puts in access tokens and the API requires (`FIGURA_TOKEN_AUDIENCE`). */
  tokenAudience: string;
  /** `LOG_LEVEL` of the API and the sign-on site. */
  logLevel: string;
  /**
   * `FIGURA_TRUST_PROXY`: which `X-Forwarded-For` hops the servers believe for the client's
   * address (Fastify's `trustProxy`): unset or `false` none (direct connections), `true` all, a
   * number of hops, or comma-separated proxy addresses/CIDRs. Behind a reverse proxy, set it, or
   * every client shares the proxy's address and its sign-in windows.
   */
  trustProxy: boolean | number | string[];
}

/**
 * `trustProxy` as a server option: a hop count becomes the function proxy-addr calls per hop
 * (Fastify's option types leave the number form out).
 */
export function trustProxyOption(
  value: boolean | number | string[],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

/** `FIGURA_TRUST_PROXY`: false, true, a hop count, or proxy addresses and CIDRs. */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const text = nonEmpty(value);
  if (text === undefined || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function optionalUrl(value: string | undefined): string | undefined {
  const url = nonEmpty(value);
  return url === undefined ? undefined : withoutTrailingSlash(url);
}

function publicUrl(env: Env, name: string, port: number): string {
  return withoutTrailingSlash(nonEmpty(env[name]) ?? defaultPublicUrl(port));
}

export function readSettings(env: Env = process.env): FiguraSettings {
  const ports = {
    portal: parsePort(env, 'PORTAL_PORT', DEFAULT_PORTS.portal),
    api: parsePort(env, 'API_PORT', DEFAULT_PORTS.api),
    signOn: parsePort(env, 'SIGNON_PORT', DEFAULT_PORTS.signOn),
  };
  const publicUrls = {
    portal: publicUrl(env, 'PORTAL_PUBLIC_URL', ports.portal),
    api: publicUrl(env, 'API_PUBLIC_URL', ports.api),
    signOn: publicUrl(env, 'SIGNON_PUBLIC_URL', ports.signOn),
  };
  return {
    host: nonEmpty(env.HOST) ?? DEFAULT_HOST,
    ports,
    publicUrls,
    apiUrl: withoutTrailingSlash(nonEmpty(env.API_URL) ?? publicUrls.api),
    signOnUrl: withoutTrailingSlash(nonEmpty(env.SIGNON_URL) ?? publicUrls.signOn),
    signOnCnUrl: optionalUrl(env.SIGNON_CN_URL),
    allowedOrigins: parseOrigins(nonEmpty(env.FIGURA_ALLOWED_ORIGINS) ?? publicUrls.portal),
    dataDir: nonEmpty(env.FIGURA_DATA_DIR) ?? DEFAULT_DATA_DIR,
    cookies: {
      token: nonEmpty(env.FIGURA_TOKEN_COOKIE) ?? DEFAULT_COOKIE_NAMES.token,
      id: nonEmpty(env.FIGURA_ID_COOKIE) ?? DEFAULT_COOKIE_NAMES.id,
      domain: nonEmpty(env.FIGURA_COOKIE_DOMAIN),
    },
    tokenAudience: nonEmpty(env.FIGURA_TOKEN_AUDIENCE) ?? DEFAULT_TOKEN_AUDIENCE,
    logLevel: nonEmpty(env.LOG_LEVEL) ?? DEFAULT_LOG_LEVEL,
    trustProxy: parseTrustProxy(env.FIGURA_TRUST_PROXY),
  };
}

/**
 * The portal's runtime configuration, served as /config.json so one build runs in any
 * environment (API base, sign-on site, cookie names of spec §4/§9).
 */
export interface RuntimeConfig {
  apiUrl: string;
  signOnUrl: string;
  tokenCookie: string;
  idCookie: string;
  cookieDomain: string | null;
}

export function runtimeConfigFromEnv(env: Record<string, string | undefined>): RuntimeConfig {
  return {
    apiUrl: env.API_URL ?? env.API_PUBLIC_URL ?? 'http://localhost:3001',
    signOnUrl: env.SIGNON_URL ?? env.SIGNON_PUBLIC_URL ?? 'http://localhost:3002',
    tokenCookie: env.FIGURA_TOKEN_COOKIE ?? 'figura_auid',
    idCookie: env.FIGURA_ID_COOKIE ?? 'figura_id',
    cookieDomain: env.FIGURA_COOKIE_DOMAIN || null,
  };
}

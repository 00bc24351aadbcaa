import { readSettings, type Env } from '@figura/settings';

/**
 * The portal's runtime configuration, served as /config.json so one build runs in any
 * environment (API base, sign-on site, cookie names of spec §4/§9).
 */
export interface RuntimeConfig {
  /** The portal's public URL (`PORTAL_PUBLIC_URL`): canonical links and social tags start with it. */
  portalUrl: string;
  apiUrl: string;
  signOnUrl: string;
  /** The Chinese sign-on site for users whose country is CN (`SIGNON_CN_URL`); null: none. */
  signOnCnUrl: string | null;
  tokenCookie: string;
  idCookie: string;
  cookieDomain: string | null;
  /**
   * Send users whose profile needs completing to /auth/complete-profile after sign-in
   * (`FIGURA_ASK_COMPLETE_PROFILE`, 1 by default; the browser tests of other features set 0).
   */
  askCompleteProfile: boolean;
  /** Every string pseudo-localised (`FIGURA_PSEUDO_LOCALE=1`): the clipped-text browser test. */
  pseudoLocale: boolean;
  /**
   * Load the support chat (`FIGURA_SUPPORT_CHAT`, 1 by default; the browser tests of other
   * features set 0, so its corner button never covers what they click).
   */
  supportChat: boolean;
}

export function runtimeConfigFromEnv(env: Env): RuntimeConfig {
  const settings = readSettings(env);
  return {
    portalUrl: settings.publicUrls.portal,
    apiUrl: settings.apiUrl,
    signOnUrl: settings.signOnUrl,
    signOnCnUrl: settings.signOnCnUrl ?? null,
    tokenCookie: settings.cookies.token,
    idCookie: settings.cookies.id,
    cookieDomain: settings.cookies.domain ?? null,
    askCompleteProfile: env.FIGURA_ASK_COMPLETE_PROFILE !== '0',
    pseudoLocale: env.FIGURA_PSEUDO_LOCALE === '1',
    supportChat: env.FIGURA_SUPPORT_CHAT !== '0',
  };
}

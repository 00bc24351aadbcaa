import { createApiClient, fetchSignOnToken, type FiguraClient } from '@figura/sdk-core/api';
import {
  captureTrackingParams,
  createDocumentCookieStore,
  createRecordingAnalytics,
  createSessionController,
  createStandInMonitoring,
  createStandInSupportChat,
  type Analytics,
  type CookieStore,
  type Monitoring,
  type SessionController,
  type StandInSupportChat,
  type TrackingParams,
} from '@figura/sdk-core/session';
import type { RuntimeConfig } from '../config';

/** Everything the portal talks to, created once per page load (never module state). */
export interface PortalServices {
  config: RuntimeConfig;
  api: FiguraClient;
  session: SessionController;
  cookies: CookieStore;
  /** The sign-on site of the signed-in (or last) user: the Chinese one for country CN (spec §2). */
  signOnUrl(): string;
  /** The sign-on site's pages, back to `continueUrl`; `email` starts their Email field. */
  loginUrl(continueUrl: string, email?: string): string;
  registerUrl(continueUrl: string, email?: string): string;
  /** Clears the local session and returns the sign-on logout address (spec §4). */
  logout(continueUrl: string): string;
  /** A SAML session ends at the API too (its token is refused from then on); a no-op otherwise. */
  endSamlSession(): Promise<void>;
  /** The sign-up event goes here; a stand-in that records events until a provider is chosen. */
  analytics: Analytics;
  /**
   * The utm_* and coupon parameters of this visit, or of an earlier one (spec §5): they go with
   * the sign-up event and the coupon with checkout.
   */
  tracking: TrackingParams;
  /** The support chat: a stand-in (a small Help panel) until a provider is chosen. */
  supportChat: StandInSupportChat;
  /** Real-user monitoring: a stand-in recording in memory (logged in development). */
  monitoring: Monitoring;
}

export function createPortalServices(config: RuntimeConfig): PortalServices {
  const cookies = createDocumentCookieStore(document);
  // The controller (below) knows the user, and so their sign-on site; the default until then.
  const signOnUrl = () => controller.signOnUrl();
  const signOnPage = (page: string, continueUrl: string, email?: string) =>
    `${signOnUrl()}/${page}?continue=${encodeURIComponent(continueUrl)}` +
    (email ? `&login_hint=${encodeURIComponent(email)}` : '');
  const loginUrl = (continueUrl: string, email?: string) => signOnPage('login', continueUrl, email);
  const api = createApiClient({
    baseURL: config.apiUrl,
    // The controller is created just below; the client only asks for the token on a request.
    getToken: () => controller.getToken(),
    // Tokens live minutes: a new one from the sign-on site before expiry, or after a 401.
    refreshToken: () => controller.refreshToken(),
    // Spec §7/§8: a 401 from the API (that a new token did not cure) sends the user to /auth/logout.
    onUnauthorized: () => window.location.assign('/auth/logout'),
    logger: console,
  });
  const controller = createSessionController({
    cookies,
    cookieNames: { token: config.tokenCookie, id: config.idCookie },
    cookieDomain: config.cookieDomain ?? undefined,
    signOnUrl: config.signOnUrl,
    signOnCnUrl: config.signOnCnUrl ?? undefined,
    api,
    fetchSignOnToken,
    // FULLY_AUTHENTICATED_SAML: the API-issued token is checked with the API (spec §4).
    validateSaml: () => api.validateSaml(),
    onLoginRequired: (continueUrl: string) => window.location.assign(loginUrl(continueUrl)),
    logger: console,
  });
  return {
    config,
    api,
    session: controller,
    cookies,
    signOnUrl,
    loginUrl,
    registerUrl: (continueUrl, email) => signOnPage('register', continueUrl, email),
    logout: (continueUrl) => controller.logout(continueUrl),
    async endSamlSession() {
      if (!controller.isSamlSession()) return;
      // Logging out goes on whatever the API says: the token is cleared here in any case.
      await api.samlLogout().catch((error: unknown) => console.warn('SAML logout failed', error));
    },
    analytics: createRecordingAnalytics(),
    tracking: captureTrackingParams(window.location.search, window.localStorage),
    supportChat: createStandInSupportChat(),
    monitoring: createStandInMonitoring(import.meta.env.DEV ? console : undefined),
  };
}

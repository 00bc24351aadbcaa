import { createApiClient, fetchSignOnToken, type FiguraClient } from '@figura/sdk-core/api';
import {
  createDocumentCookieStore,
  createRecordingAnalytics,
  createSessionController,
  type Analytics,
  type CookieStore,
  type SessionController,
} from '@figura/sdk-core/session';
import type { RuntimeConfig } from '../config';

/** Everything the portal talks to, created once per page load (never module state). */
export interface PortalServices {
  config: RuntimeConfig;
  api: FiguraClient;
  session: SessionController;
  cookies: CookieStore;
  loginUrl(continueUrl: string): string;
  registerUrl(continueUrl: string): string;
  /** Clears the local session and returns the sign-on logout address (spec §4). */
  logout(continueUrl: string): string;
  /** The sign-up event goes here; a stand-in that records events until a provider is chosen. */
  analytics: Analytics;
}

export function createPortalServices(config: RuntimeConfig): PortalServices {
  const cookies = createDocumentCookieStore(document);
  const loginUrl = (continueUrl: string) =>
    `${config.signOnUrl}/login?continue=${encodeURIComponent(continueUrl)}`;
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
    api,
    fetchSignOnToken,
    onLoginRequired: (continueUrl: string) => window.location.assign(loginUrl(continueUrl)),
    logger: console,
  });
  return {
    config,
    api,
    session: controller,
    cookies,
    loginUrl,
    registerUrl: (continueUrl) =>
      `${config.signOnUrl}/register?continue=${encodeURIComponent(continueUrl)}`,
    logout: (continueUrl) => controller.logout(continueUrl),
    analytics: createRecordingAnalytics(),
  };
}

import {
  DEFAULT_COOKIE_NAMES,
  TOKEN_COOKIE_MAX_AGE_DAYS,
  formatTokenCookie,
  parseTokenCookie,
  type CookieNames,
  type CookieStore,
} from './cookies';
import {
  clearTokenCookie,
  type EnsureSessionRequest,
  type SamlValidation,
  type SessionContext,
  type SessionOutcome,
} from './context';
import { logoutUrl } from './logout-url';
import { determineSessionState, type SessionState } from './session-state';
import { stateHandlers } from './states/handlers';
import { createSessionStore, type SessionStore } from './store';
import type { User } from '../schema/contract/creation';
import { signOnUrlFor } from '../schema/rules/sign-on-domain';

/** The session is revalidated at most this often (spec §4, §9). */
export const SESSION_RECHECK_MS = 10 * 60 * 1000;

export interface SessionControllerOptions {
  cookies: CookieStore;
  cookieNames?: Partial<CookieNames>;
  /** Shared parent domain of the cookie pair (FIGURA_COOKIE_DOMAIN); unset on localhost. */
  cookieDomain?: string;
  /** The default sign-on site (before the user is known, and for everyone outside China). */
  signOnUrl: string;
  /** The Chinese sign-on site, for users whose stored country code is CN (spec §2). */
  signOnCnUrl?: string | undefined;
  api: SessionContext['api'];
  fetchSignOnToken: (signOnUrl: string) => Promise<string>;
  /** SAML validation (GET /auth/saml/validate); without it a SAML token counts as no session. */
  validateSaml?: () => Promise<SamlValidation>;
  /** Sends the browser to login (the portal: `${signOnUrl}/login?continue=`). */
  onLoginRequired: (continueUrl: string) => void;
  logger?: Pick<Console, 'error' | 'warn'>;
  now?: () => number;
  /** Issuers whose logout route may be followed; default: any http(s) `iss`. */
  trustedIssuers?: readonly string[];
  store?: SessionStore;
}

export interface SessionResult extends SessionOutcome {
  /** The state read from the cookies before handling it. */
  from: SessionState;
}

export interface SessionController {
  /** Run on each route change: validates at most every SESSION_RECHECK_MS. */
  ensureSession(request: EnsureSessionRequest): Promise<SessionResult>;
  /** The access token for the API client's bearer header. */
  getToken(): string | null;
  /**
   * Access tokens live minutes (the sign-on site's lifetime): gets a new one from the sign-on
   * site with its session cookie and stores it, for the API client's `refreshToken`. True when
   * there is a new token; false when there is no sign-on session to ask (signed out there, or a
   * SAML token). Calls made at the same time share one request.
   */
  refreshToken(): Promise<boolean>;
  /**
   * Clears the local session and says where to send the browser (spec §4 "Logout"): a path
   * (`/` for SAML users) to open, or the absolute address of the issuer's logout route, which
   * ends the sign-on session only when the app POSTs a form to it (a GET there just asks).
   */
  logout(continueUrl: string): string;
  /**
   * A SAML sign-in completed (GET /auth/saml/complete-authentication): stores the API-issued
   * token without the `|id` part, so the session is FULLY_AUTHENTICATED_SAML from now on.
   */
  startSamlSession(token: string): void;
  /** Whether the stored token is a SAML session's (logout must end it at the API too). */
  isSamlSession(): boolean;
  /**
   * The sign-on site of the user this controller last knew (spec §2: the Chinese one for
   * country CN), the default one before anyone is known. Kept after logout, so the person who
   * just left signs in again on their own site.
   */
  signOnUrl(): string;
  /**
   * The signed-in user's profile changed (complete-profile): the session holds the new one, so
   * a later check within the recheck interval does not answer the old one.
   */
  userChanged(user: User): void;
  readonly store: SessionStore;
}

export function createSessionController(options: SessionControllerOptions): SessionController {
  const names: CookieNames = { ...DEFAULT_COOKIE_NAMES, ...options.cookieNames };
  const now = options.now ?? Date.now;
  const store = options.store ?? createSessionStore();
  const context: SessionContext = {
    cookies: options.cookies,
    names,
    cookieDomain: options.cookieDomain,
    signOnUrl: options.signOnUrl,
    api: options.api,
    fetchSignOnToken: options.fetchSignOnToken,
    validateSaml: options.validateSaml,
    onLoginRequired: options.onLoginRequired,
    logger: options.logger ?? console,
  };

  // The last successful validation, tied to the exact token cookie it validated.
  let validated: { at: number; tokenCookie: string; outcome: SessionOutcome } | null = null;
  let inFlight: { request: EnsureSessionRequest; result: Promise<SessionResult> } | null = null;
  let refreshing: Promise<boolean> | null = null;
  // The last user known, for their sign-on site (not cleared by logout).
  let lastUser: User | null = null;

  function signOnUrl(): string {
    return signOnUrlFor(lastUser?.country_code, {
      default: options.signOnUrl,
      cn: options.signOnCnUrl,
    });
  }

  async function refresh(): Promise<boolean> {
    const ssoId = options.cookies.get(names.id);
    const stored = parseTokenCookie(options.cookies.get(names.token));
    // Only a sign-on session (FULLY_AUTHENTICATED) has anyone to ask.
    if (!ssoId || !stored || stored.userId !== ssoId) return false;
    let token: string;
    try {
      token = await options.fetchSignOnToken(signOnUrl());
    } catch (error) {
      context.logger.warn('The access token could not be refreshed', error);
      return false;
    }
    const tokenCookie = formatTokenCookie(token, ssoId);
    options.cookies.set(names.token, tokenCookie, {
      maxAgeDays: TOKEN_COOKIE_MAX_AGE_DAYS,
      domain: options.cookieDomain,
    });
    // Same user, same session: the last validation still holds for the new token.
    if (validated) validated = { ...validated, tokenCookie };
    return true;
  }

  async function run(request: EnsureSessionRequest): Promise<SessionResult> {
    const startedAt = now();
    const from = determineSessionState(options.cookies, names, { now: startedAt });
    const tokenCookie = options.cookies.get(names.token) ?? '';
    if (
      validated &&
      validated.outcome.state === from &&
      validated.tokenCookie === tokenCookie &&
      startedAt - validated.at < SESSION_RECHECK_MS
    ) {
      return { ...validated.outcome, from };
    }

    store.setState({ loading: true });
    let outcome: SessionOutcome;
    try {
      outcome = await stateHandlers[from](context, request);
    } finally {
      store.setState({ loading: false });
    }
    // The cached copy says isNewUser: false so a sign-up is reported once.
    validated = outcome.user
      ? {
          at: now(),
          tokenCookie: options.cookies.get(names.token) ?? '',
          outcome: { ...outcome, isNewUser: false },
        }
      : null;
    if (outcome.user) lastUser = outcome.user;
    store.setState({ ...outcome });
    return { ...outcome, from };
  }

  return {
    store,
    async ensureSession(request) {
      // Overlapping route changes share one check (no double token fetch or callback).
      if (inFlight) {
        const shared = inFlight;
        const result = await shared.result;
        if (!result.user && request.loginIfNeeded && !shared.request.loginIfNeeded) {
          context.onLoginRequired(request.continueUrl);
        }
        return result;
      }
      const result = run(request);
      inFlight = { request, result };
      try {
        return await result;
      } finally {
        inFlight = null;
      }
    },
    getToken() {
      return parseTokenCookie(options.cookies.get(names.token))?.token || null;
    },
    refreshToken() {
      refreshing ??= refresh().finally(() => {
        refreshing = null;
      });
      return refreshing;
    },
    startSamlSession(token) {
      options.cookies.set(names.token, token, {
        maxAgeDays: TOKEN_COOKIE_MAX_AGE_DAYS,
        domain: options.cookieDomain,
      });
      validated = null;
    },
    isSamlSession() {
      const stored = parseTokenCookie(options.cookies.get(names.token));
      return stored !== null && stored.userId === null;
    },
    signOnUrl,
    userChanged(user) {
      if (lastUser?.id === user.id) lastUser = user;
      if (validated?.outcome.user?.id === user.id)
        validated = { ...validated, outcome: { ...validated.outcome, user } };
      if (store.getState().user?.id === user.id) store.setState({ user });
    },
    logout(continueUrl) {
      const stored = parseTokenCookie(options.cookies.get(names.token));
      clearTokenCookie(context);
      validated = null;
      store.setState({ state: null, user: null, isNewUser: false, loading: false });
      // SAML users have no sign-on session to end: back to the start page.
      if (stored && stored.userId === null) return '/';
      return logoutUrl({
        token: stored?.token,
        signOnUrl: signOnUrl(),
        continueUrl,
        trustedIssuers: options.trustedIssuers,
      });
    },
  };
}

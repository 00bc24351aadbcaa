import type { FiguraApi } from '../api/client';
import type { User } from '../schema/contract/creation';
import type { CookieNames, CookieStore } from './cookies';
import type { SessionState } from './session-state';

/** What a SAML validation answers (GET /auth/saml/validate). */
export interface SamlValidation {
  active: boolean;
  user: User | null;
}

/** Everything a state handler may use; built once per session controller. */
export interface SessionContext {
  cookies: CookieStore;
  names: CookieNames;
  cookieDomain: string | undefined;
  signOnUrl: string;
  api: Pick<FiguraApi, 'validateOneLogin' | 'oneLoginCallback'>;
  fetchSignOnToken: (signOnUrl: string) => Promise<string>;
  validateSaml: (() => Promise<SamlValidation>) | undefined;
  onLoginRequired: (continueUrl: string) => void;
  logger: Pick<Console, 'error' | 'warn'>;
}

export interface EnsureSessionRequest {
  /** Send the user to login when there is no session (protected routes). */
  loginIfNeeded: boolean;
  /** Where login returns to. */
  continueUrl: string;
}

/** What handling a state led to; `state` is the state the session is in afterwards. */
export interface SessionOutcome {
  state: SessionState;
  user: User | null;
  isNewUser: boolean;
}

export type StateHandler = (
  context: SessionContext,
  request: EnsureSessionRequest,
) => Promise<SessionOutcome>;

/** Removes the token cookie, host-only and (when configured) on the shared domain. */
export function clearTokenCookie(context: SessionContext): void {
  context.cookies.remove(context.names.token);
  if (context.cookieDomain)
    context.cookies.remove(context.names.token, { domain: context.cookieDomain });
}

/** "State is cleared; login is triggered if it was requested" (spec §4). */
export function endSession(
  context: SessionContext,
  request: EnsureSessionRequest,
  state: SessionState,
): SessionOutcome {
  clearTokenCookie(context);
  if (request.loginIfNeeded) context.onLoginRequired(request.continueUrl);
  return { state, user: null, isNewUser: false };
}

import type { StateHandler } from '../context';
import type { SessionState } from '../session-state';
import { handleFullyAuthenticated } from './fully-authenticated';
import { handleFullyAuthenticatedSaml } from './fully-authenticated-saml';
import { handleFullyUnauthenticated } from './fully-unauthenticated';
import { handleSsoAuthenticated } from './sso-authenticated';
import { handleSsoUnauthenticated } from './sso-unauthenticated';

/** One handler per session state (STYLE.md practice 4). */
export const stateHandlers: Record<SessionState, StateHandler> = {
  FULLY_AUTHENTICATED: handleFullyAuthenticated,
  FULLY_AUTHENTICATED_SAML: handleFullyAuthenticatedSaml,
  SSO_AUTHENTICATED: handleSsoAuthenticated,
  SSO_UNAUTHENTICATED: handleSsoUnauthenticated,
  FULLY_UNAUTHENTICATED: handleFullyUnauthenticated,
};

import { endSession, type StateHandler } from '../context';
import { SESSION_VALIDATION_FAILED } from './fully-authenticated';

/**
 * FULLY_AUTHENTICATED_SAML: a token without the `|id` part (an API-issued SAML session token),
 * checked with the injected `validateSaml`; without one such a token is no session at all.
 */
export const handleFullyAuthenticatedSaml: StateHandler = async (context, request) => {
  if (context.validateSaml) {
    try {
      const { active, user } = await context.validateSaml();
      if (active && user) return { state: 'FULLY_AUTHENTICATED_SAML', user, isNewUser: false };
    } catch (error) {
      context.logger.error(SESSION_VALIDATION_FAILED, error);
    }
  }
  return endSession(context, request, 'FULLY_UNAUTHENTICATED');
};

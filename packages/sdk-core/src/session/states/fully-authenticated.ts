import { endSession, type StateHandler } from '../context';

export const SESSION_VALIDATION_FAILED = 'Session validation failed';

/**
 * FULLY_AUTHENTICATED: both cookies, same id. Ask the API whether the session is still active;
 * an inactive reply or an error ends the session (the id cookie stays: it belongs to sign-on).
 */
export const handleFullyAuthenticated: StateHandler = async (context, request) => {
  try {
    const { data } = await context.api.validateOneLogin();
    if (data.active && data.user)
      return { state: 'FULLY_AUTHENTICATED', user: data.user, isNewUser: false };
  } catch (error) {
    context.logger.error(SESSION_VALIDATION_FAILED, error);
  }
  return endSession(context, request, 'SSO_UNAUTHENTICATED');
};

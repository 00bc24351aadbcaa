import { TOKEN_COOKIE_MAX_AGE_DAYS, formatTokenCookie } from '../cookies';
import { endSession, type StateHandler } from '../context';

export const SIGN_ON_AUTHENTICATION_FAILED = 'Sign-on authentication failed';
/** Spec §8: the API's callback answered a user the portal cannot keep a session for. */
export const USER_OR_CACTUS_ID_MISSING = 'User or cactusId is missing';

/**
 * SSO_AUTHENTICATED: signed in at the sign-on site (id cookie) without a matching token. Get a
 * token from the sign-on site, store `<token>|<id>` for 30 days and register it with the API.
 */
export const handleSsoAuthenticated: StateHandler = async (context, request) => {
  const ssoId = context.cookies.get(context.names.id);
  try {
    if (!ssoId) throw new Error('The sign-on id cookie disappeared');
    const token = await context.fetchSignOnToken(context.signOnUrl);
    context.cookies.set(context.names.token, formatTokenCookie(token, ssoId), {
      maxAgeDays: TOKEN_COOKIE_MAX_AGE_DAYS,
      domain: context.cookieDomain,
    });
    const { user, isNewUser } = await context.api.oneLoginCallback(token);
    // The token is stored as `<token>|<id>` and every later call names the user by id.
    if (!user?.id || !user.cactusId) {
      context.logger.error(USER_OR_CACTUS_ID_MISSING, user);
      return endSession(context, request, 'SSO_UNAUTHENTICATED');
    }
    return { state: 'FULLY_AUTHENTICATED', user, isNewUser };
  } catch (error) {
    context.logger.error(SIGN_ON_AUTHENTICATION_FAILED, error);
    return endSession(context, request, 'SSO_UNAUTHENTICATED');
  }
};

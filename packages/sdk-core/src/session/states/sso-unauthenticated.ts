import { endSession, type StateHandler } from '../context';

/** SSO_UNAUTHENTICATED: a token was left behind but the sign-on session is gone. Clear it. */
export const handleSsoUnauthenticated: StateHandler = async (context, request) =>
  endSession(context, request, 'SSO_UNAUTHENTICATED');

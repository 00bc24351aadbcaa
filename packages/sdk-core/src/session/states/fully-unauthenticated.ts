import { endSession, type StateHandler } from '../context';

/** FULLY_UNAUTHENTICATED: no cookies at all. Login only if the route asked for it. */
export const handleFullyUnauthenticated: StateHandler = async (context, request) =>
  endSession(context, request, 'FULLY_UNAUTHENTICATED');

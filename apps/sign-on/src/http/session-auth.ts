import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { currentUser, type SignOnContext } from '../context.ts';
import type { User } from '../store/users.ts';
import { SESSION_COOKIE } from './cookies.ts';
import { HttpError, messages } from './errors.ts';

/**
 * The OpenAPI security scheme of the calls that need this site's session cookie. A route is
 * protected by declaring it (`schema: { security: sessionSecurity }`), the same declaration the
 * reference shows.
 */
export const SESSION_SCHEME = 'signOnSession';
export const sessionSecurity = [{ [SESSION_SCHEME]: [] }];
export const sessionSecurityScheme = {
  type: 'apiKey',
  in: 'cookie',
  name: SESSION_COOKIE,
  description: 'The session cookie this site sets when someone signs in (httpOnly).',
} as const;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, on routes that declare session security. */
    signedInUser: User | undefined;
  }
}

function declaresSession(schema: unknown): boolean {
  const security = (schema as { security?: readonly Record<string, unknown>[] } | undefined)
    ?.security;
  return security?.some((requirement) => SESSION_SCHEME in requirement) ?? false;
}

/**
 * Finds the signed-in user before the request's input is checked, on every route that declares
 * session security: without a session the answer is 401 "Not signed in", whatever the body.
 * Install before the routes are registered.
 */
export function requireSessionWhereDeclared(app: FastifyInstance, context: SignOnContext): void {
  app.decorateRequest('signedInUser', undefined);
  const authenticate: preValidationAsyncHookHandler = async (request) => {
    const user = await currentUser(context, request);
    if (!user) throw new HttpError(401, messages.notSignedIn);
    request.signedInUser = user;
  };
  app.addHook('onRoute', (route) => {
    if (!declaresSession(route.schema)) return;
    const others = route.preValidation ?? [];
    route.preValidation = [authenticate, ...(Array.isArray(others) ? others : [others])];
  });
}

/** The signed-in user of a route that declares session security. */
export function signedInUser(request: FastifyRequest): User {
  if (!request.signedInUser) {
    throw new Error(
      `${request.routeOptions.url} reads the user without declaring session security`,
    );
  }
  return request.signedInUser;
}

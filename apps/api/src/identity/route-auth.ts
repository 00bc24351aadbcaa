import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { UserRow } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { bearerToken, type Authenticator } from './authenticate.ts';
import { EMBED_LANE_MESSAGE, embedTokenMayCall } from '../auth/embed-lane.ts';
import { isEmbedToken } from '../auth/embed-tokens.ts';

/**
 * The OpenAPI security scheme of the calls that need `Authorization: Bearer <token>`. A route
 * is protected by declaring it (`schema: { security: bearerSecurity }`): the same declaration
 * the reference shows.
 */
export const BEARER_SCHEME = 'bearer';
export const bearerSecurity = [{ [BEARER_SCHEME]: [] }];
export const bearerSecurityScheme = {
  type: 'http',
  scheme: 'bearer',
  bearerFormat: 'JWT',
  description:
    'An access token from the sign-on site (GET /oauth/token): ES256, checked against its JWKS; ' +
    'or an embed token a journal’s server got from POST /embed/tokens (the builder in its page), ' +
    'which reaches only its submission’s creations, their slides, downloads and files, the ' +
    'token’s journal and the plan (403 on every other call that needs a user).',
} as const;

declare module 'fastify' {
  interface FastifyRequest {
    /** The user of the bearer token, on routes that declare bearer security. */
    figuraUser: UserRow | undefined;
  }
}

/** Whether a route's schema declares the security scheme `name`. */
export function declaresScheme(schema: unknown, name: string): boolean {
  const security = (schema as { security?: readonly Record<string, unknown>[] } | undefined)
    ?.security;
  return security?.some((requirement) => name in requirement) ?? false;
}

/**
 * Resolves the user before the request's input is checked, on every route that declares bearer
 * security (so a call without a token gets 401 before a malformed id gets 400), and keeps embed
 * tokens to their lane (embed-lane.ts: 403 elsewhere). Install before the routes are registered.
 */
export function requireBearerWhereDeclared(app: FastifyInstance, auth: Authenticator): void {
  app.decorateRequest('figuraUser', undefined);
  const authenticate: preValidationAsyncHookHandler = async (request) => {
    request.figuraUser = await auth.requireUser(request);
    if (
      isEmbedToken(bearerToken(request)) &&
      !embedTokenMayCall(request.method, request.routeOptions.url ?? '')
    )
      throw new HttpError(403, EMBED_LANE_MESSAGE);
  };
  app.addHook('onRoute', (route) => {
    if (!declaresScheme(route.schema, BEARER_SCHEME)) return;
    const others = route.preValidation ?? [];
    route.preValidation = [authenticate, ...(Array.isArray(others) ? others : [others])];
  });
}

/** The signed-in user of a route that declares bearer security. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.figuraUser) {
    throw new Error(`${request.routeOptions.url} reads the user without declaring bearer security`);
  }
  return request.figuraUser;
}

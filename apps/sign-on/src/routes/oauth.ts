import {
  productAssociationInputSchema,
  productAssociationSchema,
  signOnErrorReplySchema,
  signOnTokenIssuedSchema,
} from '@figura/sdk-core/contract';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from '@figura/settings';
import type { SignOnApp, SignOnContext } from '../context.ts';
import { SESSION_COOKIE } from '../http/cookies.ts';
import { perAccount, perAddress } from '../http/rate-limit.ts';
import { sessionSecurity, signedInUser } from '../http/session-auth.ts';
import { sessionIdOf } from '../store/sessions.ts';

const notSignedIn = signOnErrorReplySchema.describe('No sign-on session: "Not signed in".');

/** The calls the app makes with credentials once the browser has a sign-on session (spec §7). */
export function registerOAuthRoutes(app: SignOnApp, context: SignOnContext): void {
  const limits = context.config.rateLimits;
  app.get(
    '/oauth/token',
    {
      onRequest: perAddress(app, limits.token),
      preHandler: perAccount(limits.tokenPerAccount),
      schema: {
        summary: 'An access token for the API, for the signed-in user',
        security: sessionSecurity,
        response: {
          200: signOnTokenIssuedSchema,
          401: notSignedIn,
          429: signOnErrorReplySchema.describe(
            'Too many requests from this address or for this account: wait `Retry-After` seconds.',
          ),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        access_token: await context.keys.signAccessToken(
          signedInUser(request),
          // Session security found the user by this cookie, so it is there.
          sessionIdOf(request.cookies[SESSION_COOKIE] ?? ''),
        ),
        token_type: 'Bearer' as const,
        expires_in: ACCESS_TOKEN_LIFETIME_SECONDS,
      };
    },
  );

  app.post(
    '/api/user-product-association',
    {
      schema: {
        summary: 'Record that the signed-in user uses a product (kept as it is when known)',
        security: sessionSecurity,
        body: productAssociationInputSchema,
        response: {
          200: productAssociationSchema.describe('Already recorded: the association as it was.'),
          201: productAssociationSchema.describe('Recorded.'),
          400: signOnErrorReplySchema.describe('The input breaks its schema.'),
          401: notSignedIn,
          403: signOnErrorReplySchema.describe('Posted from an origin that is not allowed.'),
        },
      },
    },
    async (request, reply) => {
      const { association, created } = await context.associations.record({
        user_id: signedInUser(request).id,
        ...request.body,
      });
      reply.status(created ? 201 : 200);
      return association;
    },
  );
}

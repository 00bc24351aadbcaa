import type { FastifyInstance } from 'fastify';
import { currentUser, type SignOnContext } from '../context.ts';
import { HttpError, messages } from '../http/errors.ts';
import { associationBodySchema } from '../http/validation.ts';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from '../security/signing-keys.ts';

/** The calls the app makes with credentials once the browser has a sign-on session (spec §7). */
export function registerOAuthRoutes(app: FastifyInstance, context: SignOnContext): void {
  app.get('/oauth/token', async (request, reply) => {
    const user = await currentUser(context, request);
    if (!user) throw new HttpError(401, messages.notSignedIn);
    reply.header('cache-control', 'no-store');
    return {
      access_token: await context.keys.signAccessToken(user),
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_LIFETIME_SECONDS,
    };
  });

  app.post('/api/user-product-association', async (request, reply) => {
    const user = await currentUser(context, request);
    if (!user) throw new HttpError(401, messages.notSignedIn);
    const input = associationBodySchema.parse(request.body);
    const { association, created } = await context.associations.record({
      user_id: user.id,
      ...input,
    });
    reply.status(created ? 201 : 200);
    return association;
  });
}

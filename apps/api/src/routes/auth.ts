import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../http/validate.ts';
import { toUserReply } from '../services/users.ts';
import type { RouteContext } from './context.ts';

const callbackBodySchema = z.object({
  token: z.string('A token is required').min(1, 'A token is required'),
});

const profileQuerySchema = z.object({
  token: z.string('A token is required').min(1, 'A token is required'),
});

/** The one-login calls of spec §7 over sign-on access tokens (docs/architecture.md "Sign-on flow"). */
export function registerAuthRoutes(app: FastifyInstance, { auth }: RouteContext): void {
  app.get('/auth/verify-token-validity', async (request) => {
    const user = await auth.requireUser(request);
    return { valid: true, user: toUserReply(user) };
  });

  app.get('/auth/onelogin/validate', async (request) => {
    const user = await auth.requireUser(request);
    return { data: { active: true, user: toUserReply(user) } };
  });

  /** The portal posts the token it got from the sign-on site; the first call creates the user. */
  app.post('/auth/onelogin/callback', async (request) => {
    const { token } = parseInput(callbackBodySchema, request.body ?? {});
    const { user, isNewUser } = await auth.resolveToken(token);
    return { user: { ...toUserReply(user), isNewUser }, isNewUser };
  });

  app.get('/auth/profile/', async (request) => {
    const { token } = parseInput(profileQuerySchema, request.query);
    const { user } = await auth.resolveToken(token);
    return { user: toUserReply(user) };
  });
}

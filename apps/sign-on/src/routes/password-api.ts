import { passwordChangeSchema, signOnErrorReplySchema } from '@figura/sdk-core/contract';
import { z } from 'zod';
import type { SignOnApp, SignOnContext } from '../context.ts';
import { HttpError, messages } from '../http/errors.ts';
import { perAddress } from '../http/rate-limit.ts';
import { hashPassword, verifyPassword } from '../security/passwords.ts';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * POST /api/password: the API forwards a user's password change here (server to server, with the
 * user's own access token): the current password is checked like a sign-in (the same attempt
 * counter, so it cannot be used to guess), then the new one is kept.
 */
export function registerPasswordApiRoutes(app: SignOnApp, context: SignOnContext): void {
  app.post(
    '/api/password',
    {
      onRequest: perAddress(app, context.config.rateLimits.login),
      schema: {
        summary: 'Change the password of the access token’s user',
        body: passwordChangeSchema,
        response: {
          200: z.object({ changed: z.literal(true) }),
          400: signOnErrorReplySchema.describe('The input breaks its schema.'),
          401: signOnErrorReplySchema.describe('No valid access token, or a wrong password.'),
          429: signOnErrorReplySchema.describe('Too many attempts: wait `Retry-After` seconds.'),
        },
      },
    },
    async (request, reply) => {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      const userId = token && (await context.keys.verifyAccessToken(token));
      const user = userId ? await context.users.findByIdWithHash(userId) : undefined;
      if (!user) throw new HttpError(401, 'Not signed in', 'not_signed_in');
      const attempt = await context.loginAttempts.begin(user.email, request.clientAddress);
      if (!attempt.allowed) {
        reply.header('retry-after', String(attempt.retryAfterSeconds));
        throw new HttpError(
          429,
          messages.accountLocked(attempt.retryAfterSeconds),
          'too_many_attempts',
        );
      }
      // Someone from a social provider has no password here to change.
      if (
        user.passwordHash === null ||
        !(await verifyPassword(request.body.currentPassword, user.passwordHash))
      )
        throw new HttpError(401, 'The current password is not right.', 'bad_credentials');
      await context.loginAttempts.succeeded(user.email, request.clientAddress);
      await context.users.setPasswordHash(
        user.id,
        await hashPassword(request.body.newPassword, context.config.passwordCost),
      );
      return { changed: true as const };
    },
  );
}

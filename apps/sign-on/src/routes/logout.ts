import { continueQuerySchema, redirectReplySchema } from '@figura/sdk-core/schema';
import { validContinue, type SignOnApp, type SignOnContext } from '../context.ts';
import { clearSignedInCookies, SESSION_COOKIE } from '../http/cookies.ts';

export function registerLogoutRoutes(app: SignOnApp, context: SignOnContext): void {
  app.get(
    '/logout',
    {
      schema: {
        summary: 'Sign out: end the session, clear the session, id and token cookies',
        querystring: continueQuerySchema,
        response: { 302: redirectReplySchema('To `continue`, else to /login.') },
      },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await context.sessions.delete(token);
      clearSignedInCookies(reply, context.config);
      reply.header('cache-control', 'no-store');
      return reply.redirect(validContinue(context, request.query.continue) ?? '/login');
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { validContinue, type SignOnContext } from '../context.ts';
import { clearSignedInCookies, SESSION_COOKIE } from '../http/cookies.ts';

export function registerLogoutRoutes(app: FastifyInstance, context: SignOnContext): void {
  app.get<{ Querystring: { continue?: string } }>('/logout', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await context.sessions.delete(token);
    clearSignedInCookies(reply, context.config);
    reply.header('cache-control', 'no-store');
    return reply.redirect(validContinue(context, request.query.continue) ?? '/login');
  });
}

import type { FastifyInstance } from 'fastify';
import { validContinue, type SignOnContext } from '../context.ts';
import { renderLoginPage, renderRegisterPage } from '../pages/auth-pages.ts';
import { sendPage } from './html-reply.ts';

type PageQuery = { Querystring: { continue?: string } };

export function registerPageRoutes(app: FastifyInstance, context: SignOnContext): void {
  app.get<PageQuery>('/', async (request, reply) => {
    const continueUrl = validContinue(context, request.query.continue);
    return reply.redirect(
      continueUrl ? `/login?continue=${encodeURIComponent(continueUrl)}` : '/login',
    );
  });

  app.get<PageQuery>('/login', async (request, reply) => {
    const continueUrl = validContinue(context, request.query.continue);
    return sendPage(reply, (nonce) => renderLoginPage({ continueUrl, nonce }));
  });

  app.get<PageQuery>('/register', async (request, reply) => {
    const continueUrl = validContinue(context, request.query.continue);
    return sendPage(reply, (nonce) => renderRegisterPage({ continueUrl, nonce }));
  });

  app.get('/health', async () => ({ ok: true }));
}

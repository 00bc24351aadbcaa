import {
  legacyReplySchema,
  legacyUnlockEmailInputSchema,
  redirectReplySchema,
} from '@figura/sdk-core/schema';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { errorReplies } from '../http/replies.ts';
import type { RouteContext, ZodApp } from './context.ts';

/** The legacy platform's form posts (docs/sign-in.md): unlock email and logout. */
export function registerLegacyFormRoutes(app: ZodApp, { db, account, mail }: RouteContext): void {
  // The legacy platform's pages post plain forms here (no token: a form cannot send one).
  app.register(async (legacy) => {
    legacy.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const routes = legacy as unknown as ZodApp;
    routes.post(
      '/legacy/unlock-email',
      {
        schema: {
          summary: 'Legacy: email an account-unlock link (form post: email, key)',
          description: 'Kept for the legacy platform’s form; the link leads to the sign-on site.',
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          body: legacyUnlockEmailInputSchema,
          response: { 202: legacyReplySchema, ...errorReplies(400) },
        },
      },
      async (request, reply) => {
        const { email, key } = request.body;
        // Only known accounts get mail; everyone gets the same answer (no account probing).
        const [known] = await db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, email.toLowerCase()))
          .limit(1);
        reply.status(202);
        if (!known) return { accepted: true as const };
        const unlock = new URL('/login', account.signOnUrl());
        unlock.searchParams.set('unlock', key);
        await mail.sendAccountMail({
          to: email,
          subject: 'Unlock your Figura account',
          text: `Sign in again here: ${unlock.toString()}`,
          link: unlock.toString(),
        });
        return { accepted: true as const };
      },
    );
    routes.post(
      '/legacy/logout',
      {
        schema: {
          summary: 'Legacy: the old logout form post, sent on to the sign-on site’s logout',
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          response: { 303: redirectReplySchema('To the sign-on site’s logout page.') },
        },
      },
      async (_request, reply) => reply.redirect(account.signOn().logoutUrl('/'), 303),
    );
  });
}

import {
  continueQuerySchema,
  htmlPageSchema,
  redirectReplySchema,
  signOnErrorReplySchema,
} from '@figura/sdk-core/contract';
import {
  currentUser,
  defaultAfterSignIn,
  validContinue,
  type SignOnApp,
  type SignOnContext,
} from '../context.ts';
import { clearAppCookies, clearSignedInCookies, SESSION_COOKIE } from '../http/cookies.ts';
import { withContinue } from '../http/continue-link.ts';
import { comesFromTrustedOrigin } from '../http/cors.ts';
import { HttpError, messages } from '../http/errors.ts';
import { renderLogoutPage } from '../pages/logout-page.ts';
import { sessionIdOf } from '../store/sessions.ts';
import { sendPage } from './html-reply.ts';

/**
 * Logout changes state only on a POST from this site or an allowed origin (the app posts a form
 * here; spec §4 "go to the logout route of the token's issuer with continue"). GET shows a page
 * whose button posts: a cross-site link, image or frame can no longer sign anybody out.
 */
export function registerLogoutRoutes(app: SignOnApp, context: SignOnContext): void {
  app.get(
    '/logout',
    {
      schema: {
        summary: 'The sign-out page: a button that posts to /logout (changes nothing itself)',
        querystring: continueQuerySchema,
        response: {
          200: {
            description: '"Sign out of Figura", for someone signed in.',
            content: { 'text/html': { schema: htmlPageSchema } },
          },
          302: redirectReplySchema('Not signed in: to `continue`, else to /login.'),
        },
      },
    },
    async (request, reply) => {
      const continueUrl = validContinue(context, request.query.continue);
      const user = await currentUser(context, request);
      reply.header('cache-control', 'no-store');
      if (!user) return reply.redirect(continueUrl ?? '/login');
      const formTargets = continueUrl
        ? [new URL(continueUrl, context.config.publicUrl).origin]
        : [];
      return sendPage(
        reply,
        (nonce) =>
          renderLogoutPage({
            email: user.email,
            continueUrl,
            stayUrl: continueUrl ?? defaultAfterSignIn(context),
            nonce,
          }),
        { formTargets, referrerPolicy: 'same-origin' },
      );
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        summary: 'Sign out: end the session, clear the session, id and token cookies',
        description:
          'Only from this site or an allowed origin (Origin header). Without the session cookie ' +
          '(a cross-site post does not carry it) the browser goes on to the GET /logout page.',
        querystring: continueQuerySchema,
        body: continueQuerySchema.nullish(),
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        response: {
          303: redirectReplySchema(
            'Signed out: to `continue`, else to /login; no session cookie: to GET /logout.',
          ),
          403: signOnErrorReplySchema.describe('Not posted from this site or an allowed origin.'),
        },
      },
      preValidation: async (request) => {
        if (!comesFromTrustedOrigin(request, context.config))
          throw new HttpError(403, messages.originRefused);
      },
    },
    async (request, reply) => {
      const continueUrl = validContinue(context, request.query.continue ?? request.body?.continue);
      reply.header('cache-control', 'no-store');
      const token = request.cookies[SESSION_COOKIE];
      if (!token) {
        // A cross-site post does not carry the (SameSite=Lax) session cookie, a top-level GET
        // does: the page there ends the session, if there is one, with one more click.
        clearAppCookies(reply, context.config);
        return reply.redirect(withContinue('/logout', continueUrl), 303);
      }
      // The API refuses the session's access tokens from now on, not when they expire.
      if (await context.sessions.delete(token))
        await context.sessionEnded(sessionIdOf(token), request.log);
      clearSignedInCookies(reply, context.config);
      return reply.redirect(continueUrl ?? '/login', 303);
    },
  );
}

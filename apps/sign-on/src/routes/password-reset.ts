import {
  forgotPasswordInputSchema,
  forgotPasswordReplySchema,
  passwordResetReplySchema,
  resetPasswordInputSchema,
  resetPasswordPageQuerySchema,
  continueQuerySchema,
  signOnErrorReplySchema,
} from '@figura/sdk-core/contract';
import { PASSWORD_RESET_LINK_MINUTES } from '@figura/settings';
import { validContinue, type SignOnApp, type SignOnContext } from '../context.ts';
import { withContinue } from '../http/continue-link.ts';
import { HttpError } from '../http/errors.ts';
import { perAddress } from '../http/rate-limit.ts';
import {
  renderForgotPasswordPage,
  renderResetLinkSpentPage,
  renderResetPasswordPage,
} from '../pages/password-pages.ts';
import { hashPassword } from '../security/passwords.ts';
import { htmlPage as page, sendPage } from './html-reply.ts';

export const RESET_LINK_SPENT =
  'This link has expired or has already been used. Ask for a new one below.';

/** Where a new password sends the person: the sign-in page, which says so. */
export const PASSWORD_CHANGED_NOTICE = 'password-changed';

/**
 * Forgot password: the sign-in page's "Forgot password?" asks for the address; if it has an
 * account, the API mails a single-use link (valid PASSWORD_RESET_LINK_MINUTES), and the
 * reply is the same either way. The link's page takes the new password, which ends every session
 * of the account and clears its failed sign-ins, and sends the person to sign in with it.
 */
export function registerPasswordResetRoutes(app: SignOnApp, context: SignOnContext): void {
  const limits = context.config.rateLimits;

  app.get(
    '/forgot-password',
    {
      schema: {
        summary: 'The forgot-password page',
        querystring: continueQuerySchema,
        response: {
          200: page('"Choose a new password": a form that posts to /api/password/forgot.'),
        },
      },
    },
    async (request, reply) => {
      const continueUrl = validContinue(context, request.query.continue);
      return sendPage(reply, (nonce) => renderForgotPasswordPage({ continueUrl, nonce }));
    },
  );

  app.post(
    '/api/password/forgot',
    {
      onRequest: perAddress(app, limits.forgotPassword),
      schema: {
        summary: 'Mail a link to choose a new password',
        description:
          'The same reply whether or not the address has an account. The link works once, for ' +
          `${PASSWORD_RESET_LINK_MINUTES} minutes; asking again replaces it. The API sends ` +
          'the mail (its account-mail limit applies).',
        querystring: continueQuerySchema,
        body: forgotPasswordInputSchema,
        response: {
          200: forgotPasswordReplySchema,
          400: signOnErrorReplySchema.describe('The input breaks its schema.'),
          429: signOnErrorReplySchema.describe('Too many requests from this address.'),
        },
      },
    },
    async (request) => {
      const { email } = request.body;
      const user = await context.users.findByEmail(email);
      if (user) {
        const token = await context.passwordResets.issue(user.id);
        const continueUrl = validContinue(context, request.query.continue ?? request.body.continue);
        const link = withContinue(
          `${context.config.publicUrl}/reset-password?token=${token}`,
          continueUrl,
        );
        // Not awaited: the reply's timing must not tell whether the address has an account.
        void context.mailResetLink(user.email, link, request.log);
      }
      return {
        sent: true as const,
        message:
          `If ${email} has a Figura account, a link to choose a new password is on its way. ` +
          `It works once, within ${PASSWORD_RESET_LINK_MINUTES} minutes.`,
      };
    },
  );

  app.get(
    '/reset-password',
    {
      schema: {
        summary: 'The page of a password-reset link',
        description:
          'A usable link shows the new-password form; a used, expired or unknown one says so ' +
          'and offers to send a new link.',
        querystring: resetPasswordPageQuerySchema,
        response: {
          200: page('"Choose a new password": a form that posts to /api/password/reset.'),
          410: page('The link was used or has expired.'),
        },
      },
    },
    async (request, reply) => {
      const continueUrl = validContinue(context, request.query.continue);
      const token = request.query.token ?? '';
      if (!token || !(await context.passwordResets.peek(token))) {
        reply.status(410);
        return sendPage(reply, (nonce) =>
          renderResetLinkSpentPage({ continueUrl, nonce, message: RESET_LINK_SPENT }),
        );
      }
      return sendPage(reply, (nonce) => renderResetPasswordPage({ continueUrl, nonce, token }));
    },
  );

  app.post(
    '/api/password/reset',
    {
      onRequest: perAddress(app, limits.login),
      schema: {
        summary: 'Choose a new password with a password-reset link',
        description:
          'Spends the link, keeps the new password, ends every session of the account (the API ' +
          'is told) and clears its failed sign-ins.',
        querystring: continueQuerySchema,
        body: resetPasswordInputSchema,
        response: {
          200: passwordResetReplySchema,
          400: signOnErrorReplySchema.describe('The input breaks its schema.'),
          410: signOnErrorReplySchema.describe('The link was used, has expired or is unknown.'),
          429: signOnErrorReplySchema.describe('Too many requests from this address.'),
        },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      // Hashed before the link is spent: a slow hash never leaves a spent link and no password.
      const passwordHash = await hashPassword(password, context.config.passwordCost);
      const userId = await context.passwordResets.redeem(token);
      const user = userId && (await context.users.findByIdWithHash(userId));
      if (!user) throw new HttpError(410, RESET_LINK_SPENT, 'reset_link_spent');
      await context.users.setPasswordHash(user.id, passwordHash);
      await context.loginAttempts.cleared(user.email);
      for (const sid of await context.sessions.endAllOf(user.id))
        await context.sessionEnded(sid, request.log);
      const continueUrl = validContinue(context, request.query.continue ?? request.body.continue);
      return {
        redirect: withContinue(`/login?notice=${PASSWORD_CHANGED_NOTICE}`, continueUrl),
      };
    },
  );
}

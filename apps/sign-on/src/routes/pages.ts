import { FONT_REPLY_HEADERS, FONTS_PATH, interFontFile } from '@figura/settings/fonts';
import {
  binaryReplySchema,
  continueQuerySchema,
  loginPageQuerySchema,
  PARTNER_OPTIONS,
  registerPageQuerySchema,
  redirectReplySchema,
  signOnErrorReplySchema,
  signOnHealthReplySchema,
} from '@figura/sdk-core/contract';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  configuredSocialProviders,
  validContinue,
  type SignOnApp,
  type SignOnContext,
} from '../context.ts';
import { renderLoginPage, renderRegisterPage } from '../pages/auth-pages.ts';
import { withContinue } from '../http/continue-link.ts';
import { HttpError } from '../http/errors.ts';
import { htmlPage as page, sendPage } from './html-reply.ts';

const fontFileParamsSchema = z.object({ file: z.string() });

export function registerPageRoutes(app: SignOnApp, context: SignOnContext): void {
  app.get(
    '/',
    {
      schema: {
        summary: 'Go to the sign-in page (keeping `continue`)',
        querystring: continueQuerySchema,
        response: { 302: redirectReplySchema('To /login.') },
      },
    },
    async (request, reply) => {
      const continueUrl = validContinue(context, request.query.continue);
      return reply.redirect(withContinue('/login', continueUrl));
    },
  );

  app.get(
    '/login',
    {
      schema: {
        summary: 'The sign-in page',
        description:
          '`notice=password-changed` says the password was just changed; `login_hint` fills in the Email field.',
        querystring: loginPageQuerySchema,
        response: { 200: page('"Sign in to Figura": a form that posts to /api/login.') },
      },
    },
    async (request, reply) => {
      const continueUrl = validContinue(context, request.query.continue);
      const socialProviders = configuredSocialProviders(context);
      const notice = request.query.notice;
      return sendPage(reply, (nonce) =>
        renderLoginPage({
          continueUrl,
          nonce,
          socialProviders,
          notice,
          emailHint: request.query.login_hint,
        }),
      );
    },
  );

  app.get(
    '/register',
    {
      schema: {
        summary: 'The registration page',
        description:
          '`partner` (student, researcher or prime) preselects that partner option; `login_hint` fills in the Email field.',
        querystring: registerPageQuerySchema,
        response: {
          200: page('"Create your Figura account": a form that posts to /api/register.'),
        },
      },
    },
    async (request, reply) => {
      const continueUrl = validContinue(context, request.query.continue);
      const socialProviders = configuredSocialProviders(context);
      const partner = PARTNER_OPTIONS.find((option) => option === request.query.partner);
      return sendPage(reply, (nonce) =>
        renderRegisterPage({
          continueUrl,
          nonce,
          socialProviders,
          partner,
          emailHint: request.query.login_hint,
        }),
      );
    },
  );

  app.get(
    `${FONTS_PATH}:file`,
    {
      schema: {
        summary: 'A file of Inter, the pages’ font (a few weights, Latin)',
        params: fontFileParamsSchema,
        response: {
          200: {
            description: 'The WOFF2 file.',
            content: { 'font/woff2': { schema: binaryReplySchema } },
          },
          404: signOnErrorReplySchema.describe('No such font.'),
        },
      },
    },
    async (request, reply) => {
      const file = await interFontFile(request.params.file);
      if (!file) throw new HttpError(404, 'No such font.');
      // Bytes as they are (the typed reply would expect the declared string).
      return (reply as FastifyReply).headers(FONT_REPLY_HEADERS).send(file);
    },
  );

  app.get(
    '/health',
    {
      schema: {
        summary: 'Liveness (no authentication)',
        response: { 200: signOnHealthReplySchema },
      },
    },
    async () => ({ ok: true as const }),
  );
}

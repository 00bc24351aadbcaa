import {
  captchaChallengeSchema,
  captchaHeadersSchema,
  continueQuerySchema,
  htmlPageSchema,
  loginInputSchema,
  redirectReplySchema,
  registerInputSchema,
  signedInReplySchema,
  signOnErrorReplySchema,
} from '@figura/sdk-core/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import {
  configuredSocialProviders,
  defaultAfterSignIn,
  validContinue,
  type SignOnApp,
  type SignOnContext,
} from '../context.ts';
import { setSignedInCookies } from '../http/cookies.ts';
import { describeZodError, HttpError, messages } from '../http/errors.ts';
import { perAddress } from '../http/rate-limit.ts';
import { renderLoginPage, renderRegisterPage } from '../pages/auth-pages.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../security/passwords.ts';
import type { User } from '../store/users.ts';
import { sendPage } from './html-reply.ts';

interface SignedIn {
  redirect: string;
  user: User;
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function isFormPost(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
}

/** A form post's problem comes back as the page (with the message) or as JSON. */
function problem(description: string) {
  return {
    description,
    content: {
      'application/json': { schema: signOnErrorReplySchema },
      'text/html': { schema: htmlPageSchema },
    },
  };
}

const tooMany = signOnErrorReplySchema.describe(
  'Too many requests from this address: wait `Retry-After` seconds.',
);

/** What the page script posts (JSON), and what a browser without JavaScript posts (a form). */
const consumes = ['application/json', 'application/x-www-form-urlencoded'];

export function registerAccountApiRoutes(app: SignOnApp, context: SignOnContext): void {
  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    user: User,
    continueQuery: unknown,
    bodyContinue?: string,
  ): Promise<SignedIn> {
    const token = await context.sessions.create(user.id);
    setSignedInCookies(reply, context.config, token, user.id);
    const redirect =
      validContinue(context, continueQuery ?? bodyContinue) ?? defaultAfterSignIn(context);
    return { redirect, user };
  }

  /**
   * The page script posts JSON and gets JSON back. A plain form post (no JavaScript) gets a
   * 303 to `continue` on success, or the page again with the message in its alert box. The
   * body is checked here rather than before the handler (attachValidation), so that a form
   * post's mistakes come back as the page too.
   */
  async function respond(
    request: FastifyRequest<{ Querystring: { continue?: string | string[] } }>,
    reply: FastifyReply,
    render: typeof renderLoginPage,
    run: () => Promise<SignedIn>,
  ) {
    const checked = async () => {
      if (request.validationError) throw request.validationError;
      return run();
    };
    if (!isFormPost(request)) return checked();
    try {
      const { redirect } = await checked();
      return reply.redirect(redirect, 303);
    } catch (error) {
      if (!(error instanceof ZodError) && !(error instanceof HttpError)) throw error;
      const message = error instanceof ZodError ? describeZodError(error) : error.message;
      const continueUrl = validContinue(context, request.query.continue);
      reply.status(error instanceof ZodError ? 400 : error.statusCode);
      const socialProviders = configuredSocialProviders(context);
      return sendPage(reply, (nonce) =>
        render({ continueUrl, nonce, error: message, socialProviders }),
      );
    }
  }

  app.get(
    '/api/captcha',
    {
      schema: {
        summary: 'A captcha question for the registration form',
        response: { 200: captchaChallengeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return context.captcha.challenge();
    },
  );

  const limits = context.config.rateLimits;

  app.post(
    '/api/register',
    {
      onRequest: perAddress(app, limits.register),
      attachValidation: true,
      schema: {
        summary: 'Create an account and sign in',
        description:
          'Answers the captcha of GET /api/captcha in the headers. Sets the session and id ' +
          'cookies. A form post gets a 303 to `continue` instead of JSON.',
        querystring: continueQuerySchema,
        headers: captchaHeadersSchema,
        body: registerInputSchema,
        consumes,
        response: {
          201: signedInReplySchema,
          303: redirectReplySchema('A form post signed in: to `continue`.'),
          400: problem(
            'The input breaks its schema, the captcha answer is wrong, or its token was used before.',
          ),
          403: signOnErrorReplySchema.describe('Posted from an origin that is not allowed.'),
          409: problem('An account with this email already exists.'),
          429: tooMany,
        },
      },
    },
    (request, reply) =>
      respond(request, reply, renderRegisterPage, async () => {
        const input = request.body;
        // Captcha before the duplicate check, so nobody can probe for accounts without solving
        // it. Its token is spent on any attempt: one guess per question, one account per answer.
        const answer = headerValue(request, 'x-captcha-answer');
        const captchaToken = headerValue(request, 'x-captcha-token');
        const ticket = context.captcha.ticket(captchaToken);
        const firstUse = ticket ? await context.usedCaptchas.spend(ticket) : true;
        if (!context.captcha.verify(captchaToken, answer)) {
          throw new HttpError(400, messages.captchaWrong, 'captcha_wrong');
        }
        if (!firstUse) throw new HttpError(400, messages.captchaUsed, 'captcha_used');
        const user = await context.users.create({
          email: input.email,
          name: input.name,
          passwordHash: await hashPassword(input.password, context.config.passwordCost),
          partner: input.partner,
        });
        if (!user) throw new HttpError(409, messages.emailTaken, 'email_taken');
        reply.status(201);
        return signIn(request, reply, user, request.query.continue, input.continue);
      }),
  );

  app.post(
    '/api/login',
    {
      onRequest: perAddress(app, limits.login),
      attachValidation: true,
      schema: {
        summary: 'Sign in',
        description:
          'Sets the session and id cookies. A form post gets a 303 to `continue` instead of JSON.',
        querystring: continueQuerySchema,
        body: loginInputSchema,
        consumes,
        response: {
          200: signedInReplySchema,
          303: redirectReplySchema('A form post signed in: to `continue`.'),
          400: problem('The input breaks its schema.'),
          401: problem('Email or password is incorrect.'),
          403: signOnErrorReplySchema.describe('Posted from an origin that is not allowed.'),
          429: problem(
            'Too many attempts from this address, or for this account: wait `Retry-After` ' +
              'seconds (a right password is refused too until then).',
          ),
        },
      },
    },
    (request, reply) =>
      respond(request, reply, renderLoginPage, async () => {
        const input = request.body;
        // Counted before the password is checked; inside the wait not even the right one passes.
        const attempt = await context.loginAttempts.begin(input.email, request.clientAddress);
        if (!attempt.allowed) {
          reply.header('retry-after', String(attempt.retryAfterSeconds));
          throw new HttpError(
            429,
            messages.accountLocked(attempt.retryAfterSeconds),
            'too_many_attempts',
          );
        }
        const found = await context.users.findByEmail(input.email);
        // The owner of an account someone keeps guessing at hears of it (not the guesser).
        if (attempt.tellOwner && found)
          void context.repeatedFailures(
            found.email,
            context.config.rateLimits.freeAccountAttempts,
            request.log,
          );
        // Unknown emails (and people with no password: social sign-in only) still pay for a hash
        // check, so response time does not reveal accounts.
        const valid = await verifyPassword(
          input.password,
          found?.passwordHash ?? (await decoyPasswordHash(context.config.passwordCost)),
        );
        if (!found || !valid) throw new HttpError(401, messages.badCredentials, 'bad_credentials');
        await context.loginAttempts.succeeded(input.email, request.clientAddress);
        return signIn(
          request,
          reply,
          { id: found.id, email: found.email, name: found.name, partner: found.partner },
          request.query.continue,
          input.continue,
        );
      }),
  );
}

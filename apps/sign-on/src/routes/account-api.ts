import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { defaultAfterSignIn, validContinue, type SignOnContext } from '../context.ts';
import { setSignedInCookies } from '../http/cookies.ts';
import { describeZodError, HttpError, messages } from '../http/errors.ts';
import { loginBodySchema, registerBodySchema } from '../http/validation.ts';
import { renderLoginPage, renderRegisterPage } from '../pages/auth-pages.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../security/passwords.ts';
import type { User } from '../store/users.ts';
import { sendPage } from './html-reply.ts';

type ContinueRequest = FastifyRequest<{ Querystring: { continue?: string } }>;
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

export function registerAccountApiRoutes(app: FastifyInstance, context: SignOnContext): void {
  async function signIn(
    request: ContinueRequest,
    reply: FastifyReply,
    user: User,
    bodyContinue?: string,
  ) {
    const token = await context.sessions.create(user.id);
    setSignedInCookies(reply, context.config, token, user.id);
    const redirect =
      validContinue(context, request.query.continue ?? bodyContinue) ?? defaultAfterSignIn(context);
    return { redirect, user };
  }

  /**
   * The page script posts JSON and gets JSON back. A plain form post (no JavaScript) gets a
   * 303 to `continue` on success, or the page again with the message in its alert box.
   */
  async function respond(
    request: ContinueRequest,
    reply: FastifyReply,
    render: typeof renderLoginPage,
    run: () => Promise<SignedIn>,
  ) {
    if (!isFormPost(request)) return run();
    try {
      const { redirect } = await run();
      return reply.redirect(redirect, 303);
    } catch (error) {
      if (!(error instanceof ZodError) && !(error instanceof HttpError)) throw error;
      const message = error instanceof ZodError ? describeZodError(error) : error.message;
      const continueUrl = validContinue(context, request.query.continue);
      reply.status(error instanceof ZodError ? 400 : error.statusCode);
      return sendPage(reply, (nonce) => render({ continueUrl, nonce, error: message }));
    }
  }

  app.get('/api/captcha', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return context.captcha.challenge();
  });

  app.post<{ Querystring: { continue?: string } }>('/api/register', (request, reply) =>
    respond(request, reply, renderRegisterPage, async () => {
      const input = registerBodySchema.parse(request.body);
      // Captcha before the duplicate check, so nobody can probe for accounts without solving it.
      const answer = headerValue(request, 'x-captcha-answer');
      if (!context.captcha.verify(headerValue(request, 'x-captcha-token'), answer)) {
        throw new HttpError(400, messages.captchaWrong, 'captcha_wrong');
      }
      const user = await context.users.create({
        email: input.email,
        name: input.name,
        passwordHash: await hashPassword(input.password),
      });
      if (!user) throw new HttpError(409, messages.emailTaken, 'email_taken');
      reply.status(201);
      return signIn(request, reply, user, input.continue);
    }),
  );

  app.post<{ Querystring: { continue?: string } }>('/api/login', (request, reply) =>
    respond(request, reply, renderLoginPage, async () => {
      const input = loginBodySchema.parse(request.body);
      const found = await context.users.findByEmail(input.email);
      // Unknown emails still pay for a hash check, so response time does not reveal accounts.
      const valid = await verifyPassword(
        input.password,
        found?.passwordHash ?? (await decoyPasswordHash()),
      );
      if (!found || !valid) throw new HttpError(401, messages.badCredentials, 'bad_credentials');
      return signIn(
        request,
        reply,
        { id: found.id, email: found.email, name: found.name },
        input.continue,
      );
    }),
  );
}

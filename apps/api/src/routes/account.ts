import {
  apiLoginInputSchema,
  apiLogoutReplySchema,
  apiRegisterInputSchema,
  apiSignedInReplySchema,
  captchaHeadersSchema,
  completeProfileInputSchema,
  completeProfileReplySchema,
  shortSignupInputSchema,
  shouldCompleteProfile,
  socialLoginInputSchema,
  socialLoginReplySchema,
  SOCIAL_PROVIDERS,
  tokenLoginInputSchema,
  usacoEmailInputSchema,
  usacoEmailReplySchema,
  type ApiSignedInReply,
} from '@figura/sdk-core/schema';
import { z } from 'zod';
import { bearerToken } from '../identity/authenticate.ts';
import { bearerSecurity, currentUser } from '../identity/route-auth.ts';
import { completeProfile } from '../account/complete-profile.ts';
import { bearerReplies, errorReplies } from '../http/replies.ts';
import { revokeSession } from '../auth/revoked-sessions.ts';
import type { ResolvedUser } from '../identity/users.ts';
import { toUserReply } from '../account/user-reply.ts';
import type { RouteContext, ZodApp } from './context.ts';

function signedIn(token: string, { user, isNewUser }: ResolvedUser): ApiSignedInReply {
  const reply = toUserReply(user);
  return {
    access_token: token,
    user: { ...reply, isNewUser },
    isNewUser,
    shouldCompleteProfile: shouldCompleteProfile(reply),
  };
}

const signInReplies = errorReplies(400, 401, 429, 503);
const logoutBodySchema = z.object({ continue: socialLoginInputSchema.shape.continue }).optional();

/**
 * The Auth calls of spec §7 that sign people in and out through the API (docs/sign-in.md):
 * passwords and captchas go on to the sign-on site server to server; its access token is the
 * API's session.
 */
export function registerAccountRoutes(
  app: ZodApp,
  { auth, db, account, collab, mail }: RouteContext,
): void {
  app.post(
    '/auth/login',
    {
      schema: {
        summary: 'Sign in with email and password (checked by the sign-on site)',
        body: apiLoginInputSchema,
        response: { 200: apiSignedInReplySchema, ...signInReplies },
      },
    },
    async (request) => {
      const token = await account.signOn().login(request.body, request.ip);
      return signedIn(token, await auth.resolveToken(token));
    },
  );

  app.post(
    '/auth/register',
    {
      schema: {
        summary: 'Create a sign-on account and sign in (captcha answer in the headers)',
        description:
          'The captcha is the sign-on site’s (its GET /api/captcha): `x-captcha-token` and ' +
          '`x-captcha-answer` are passed on as they are.',
        headers: captchaHeadersSchema,
        body: apiRegisterInputSchema,
        response: { 201: apiSignedInReplySchema, ...signInReplies, ...errorReplies(409) },
      },
    },
    async (request, reply) => {
      const captcha = {
        answer: request.headers['x-captcha-answer'],
        token: request.headers['x-captcha-token'],
      };
      const token = await account.signOn().register(request.body, captcha, request.ip);
      reply.status(201);
      return signedIn(token, await auth.resolveToken(token));
    },
  );

  app.post(
    '/auth/short-signup',
    {
      schema: {
        summary: 'Create an account with email and password only (captcha answer in the headers)',
        description: 'The name starts as the email’s local part; complete-profile asks for it.',
        headers: captchaHeadersSchema,
        body: shortSignupInputSchema,
        response: { 201: apiSignedInReplySchema, ...signInReplies, ...errorReplies(409) },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const captcha = {
        answer: request.headers['x-captcha-answer'],
        token: request.headers['x-captcha-token'],
      };
      const name = email.split('@')[0] ?? email;
      const token = await account.signOn().register({ email, name, password }, captcha, request.ip);
      reply.status(201);
      return signedIn(token, await auth.resolveToken(token));
    },
  );

  app.post(
    '/auth/token-login',
    {
      schema: {
        summary: 'Exchange a sign-on access token for the API session (creates the user once)',
        body: tokenLoginInputSchema,
        response: { 200: apiSignedInReplySchema, ...errorReplies(400, 401, 503) },
      },
    },
    async (request) => signedIn(request.body.token, await auth.resolveToken(request.body.token)),
  );

  app.patch(
    '/auth/complete-profile',
    {
      schema: {
        summary: 'Store the profile’s country and partner option',
        description:
          'A `journal` in the body is accepted (spec §4) and grants nothing: journal membership ' +
          'is granted by an administrator (PUT /admin/journal-members) or the journal (PUT ' +
          '/embed/members) and shown by GET /journals/settings.',
        security: bearerSecurity,
        body: completeProfileInputSchema,
        response: { 200: completeProfileReplySchema, ...bearerReplies, ...errorReplies(400) },
      },
    },
    async (request) => {
      const user = await completeProfile(db, currentUser(request).id, request.body);
      auth.userUpdated(user);
      return { user: toUserReply(user), shouldCompleteProfile: false as const };
    },
  );

  app.post(
    '/auth/usaco-email',
    {
      schema: {
        summary: 'Email a sign-up link for the USACO partner programme to an address',
        description:
          'An invitation in Figura’s words, the sender named at its end. 429 (Retry-After) past ' +
          'the mail limits (per sender per hour and per day, per recipient per day: ' +
          'docs/security.md); 409 for an address that asked for no more invitations.',
        security: bearerSecurity,
        body: usacoEmailInputSchema,
        response: {
          202: usacoEmailReplySchema,
          ...bearerReplies,
          ...errorReplies(400, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const signUp = `${account.signOnUrl(user.countryCode)}/register?partner=prime`;
      await mail.sendInvitation(user, {
        kind: 'partner-programme',
        to: request.body.email,
        subject: 'An invitation to Figura',
        text: `You are invited to try Figura, the editor for scientific figures, through its partner programme.\n\nSign up here: ${signUp}`,
        link: signUp,
      });
      reply.status(202);
      return { sent: true as const };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        summary: 'End the sign-on session: its tokens are refused from now on',
        description:
          '`redirect` is the sign-on site’s logout page (with `continue`), where the browser ' +
          'clears the sign-on cookie.',
        security: bearerSecurity,
        body: logoutBodySchema,
        response: { 200: apiLogoutReplySchema, ...bearerReplies },
      },
    },
    async (request) => {
      const sid = await auth.sessionOf(bearerToken(request));
      await revokeSession(db, sid);
      auth.sessionEnded(sid);
      await collab.announce({ kind: 'signed-out', sid });
      const continueUrl = request.body?.continue ?? '/';
      const signOn = account.signOn(currentUser(request).countryCode);
      return { loggedOut: true as const, redirect: signOn.logoutUrl(continueUrl) };
    },
  );

  for (const provider of SOCIAL_PROVIDERS) {
    app.post(
      `/auth/login-with-${provider}`,
      {
        schema: {
          summary: `Where to start signing in with ${provider} (the sign-on site’s social route)`,
          body: socialLoginInputSchema.optional(),
          response: { 200: socialLoginReplySchema, ...errorReplies(400) },
        },
      },
      async (request) => ({
        redirect: account.signOn().socialUrl(provider, request.body?.continue ?? '/'),
      }),
    );
  }
}

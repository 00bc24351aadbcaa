import {
  backchannelLogoutInputSchema,
  backchannelLogoutReplySchema,
  oneLoginCallbackInputSchema,
  oneLoginCallbackReplySchema,
  oneLoginValidateReplySchema,
  profileQuerySchema,
  profileReplySchema,
  securityNoticeInputSchema,
  securityNoticeReplySchema,
  verifyTokenReplySchema,
} from '@figura/sdk-core/schema';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { bearerSecurity, currentUser } from '../identity/route-auth.ts';
import { bearerReplies, errorReplies } from '../http/replies.ts';
import {
  BACKCHANNEL_LOGOUT_PATH,
  PASSWORD_RESET_LINK_MINUTES,
  SECURITY_NOTICE_PATH,
} from '@figura/settings';
import { revokeSession } from '../auth/revoked-sessions.ts';
import { toUserReply } from '../account/user-reply.ts';
import type { RouteContext, ZodApp } from './context.ts';

/** The one-login calls of spec §7 over sign-on access tokens (docs/architecture.md "Sign-on flow"). */
export function registerAuthRoutes(
  app: ZodApp,
  { auth, db, verifyLogoutToken, verifySecurityNotice, collab, mail, account }: RouteContext,
): void {
  app.get(
    '/auth/verify-token-validity',
    {
      schema: {
        summary: 'Check the bearer token and return its user',
        security: bearerSecurity,
        response: { 200: verifyTokenReplySchema, ...bearerReplies },
      },
    },
    async (request) => ({ valid: true, user: toUserReply(currentUser(request)) }),
  );

  app.get(
    '/auth/onelogin/validate',
    {
      schema: {
        summary: 'The session state of the bearer token’s user',
        security: bearerSecurity,
        response: { 200: oneLoginValidateReplySchema, ...bearerReplies },
      },
    },
    async (request) => ({ data: { active: true, user: toUserReply(currentUser(request)) } }),
  );

  /** The portal posts the token it got from the sign-on site; the first call creates the user. */
  app.post(
    '/auth/onelogin/callback',
    {
      schema: {
        summary: 'Sign in with a sign-on access token (creates the user on the first call)',
        body: oneLoginCallbackInputSchema,
        response: { 200: oneLoginCallbackReplySchema, ...errorReplies(400, 401, 503) },
      },
    },
    async (request) => {
      const { user, isNewUser } = await auth.resolveToken(request.body.token);
      return { user: { ...toUserReply(user), isNewUser }, isNewUser };
    },
  );

  app.get(
    '/auth/profile/',
    {
      schema: {
        summary: 'The user of an access token given in the query',
        querystring: profileQuerySchema,
        response: { 200: profileReplySchema, ...errorReplies(400, 401, 503) },
      },
    },
    async (request) => {
      const { user } = await auth.resolveToken(request.query.token);
      return { user: toUserReply(user) };
    },
  );

  /** The sign-on site ends a session (logout): its access tokens are refused from now on. */
  app.post(
    BACKCHANNEL_LOGOUT_PATH,
    {
      schema: {
        summary: 'Back-channel logout: the sign-on site says a session ended',
        description:
          'Server to server, no bearer token. `logout_token` is a JWT signed by the sign-on ' +
          'site (its JWKS, `iss`, `aud`, `typ: logout+jwt`, `sid`, the back-channel logout ' +
          'event, at most 5 minutes old). Access tokens with that `sid` get 401 afterwards.',
        body: backchannelLogoutInputSchema,
        response: { 200: backchannelLogoutReplySchema, ...errorReplies(400, 503) },
      },
    },
    async (request) => {
      const { sid } = await verifyLogoutToken(request.body.logout_token);
      await revokeSession(db, sid);
      auth.sessionEnded(sid);
      await collab.announce({ kind: 'signed-out', sid });
      return { revoked: true as const };
    },
  );

  /**
   * The sign-on site tells of an account: someone keeps failing to sign in (its owner is told), or
   * its owner asked for a link to choose a new password (mailed to them).
   */
  app.post(
    SECURITY_NOTICE_PATH,
    {
      schema: {
        summary: 'Back-channel notice: repeated sign-in failures, or a password-reset link to mail',
        description:
          'Server to server, no bearer token. `notice_token` is a JWT signed by the sign-on site ' +
          '(its JWKS, `iss`, `aud`, `typ: notice+jwt`, at most 5 minutes old) carrying one ' +
          'event: repeated sign-in failures (the email and the attempts: the owner, if the API ' +
          'knows them, is mailed), or a password-reset request (the email and a link on the ' +
          'sign-on site: mailed to that address). At most 3 account mails an hour to one address.',
        body: securityNoticeInputSchema,
        response: { 200: securityNoticeReplySchema, ...errorReplies(400, 503) },
      },
    },
    async (request) => {
      const notice = await verifySecurityNotice(request.body.notice_token);
      if (notice.kind === 'password-reset') {
        await mail.sendAccountMail({
          to: notice.email,
          subject: 'Choose a new password for Figura',
          text:
            'Someone, probably you, asked to choose a new password for the Figura account of ' +
            `this address. Follow this link within ${PASSWORD_RESET_LINK_MINUTES} minutes to ` +
            'choose it; it works once:\n\n' +
            `${notice.link}\n\n` +
            'If you did not ask, ignore this mail: your password stays as it is.',
          link: notice.link,
        });
        return { received: true as const };
      }
      const [owner] = await db
        .select({ email: users.email, countryCode: users.countryCode })
        .from(users)
        .where(eq(users.email, notice.email.toLowerCase()))
        .limit(1);
      if (owner) {
        const signIn = `${account.signOnUrl(owner.countryCode)}/login`;
        await mail.sendAccountMail({
          to: owner.email,
          subject: 'Someone is trying to sign in to your Figura account',
          text:
            `There were ${notice.attempts} sign-in attempts in a row with a wrong password for this ` +
            `address on Figura, from other places than where you usually sign in. Further attempts ` +
            `are slowed down; you can still sign in from your own device as usual.\n\n` +
            `If this was not you, choose a new password after signing in: ${signIn}`,
          link: signIn,
        });
      }
      return { received: true as const };
    },
  );
}

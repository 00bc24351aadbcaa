import {
  continueQuerySchema,
  redirectReplySchema,
  SOCIAL_PROVIDERS,
  socialCallbackQuerySchema,
  socialProviderParamsSchema,
  type SocialProvider,
} from '@figura/sdk-core/contract';
import type { FastifyReply } from 'fastify';
import {
  defaultAfterSignIn,
  validContinue,
  type SignOnApp,
  type SignOnContext,
} from '../context.ts';
import { setSignedInCookies } from '../http/cookies.ts';
import { PROVIDER_NAMES, renderSocialProblemPage } from '../pages/social-pages.ts';
import { newFlowChecks } from '../security/social-clients.ts';
import { SOCIAL_FLOW_LIFETIME_SECONDS } from '../store/social.ts';
import type { User } from '../store/users.ts';
import { htmlPage as page, sendPage } from './html-reply.ts';

/**
 * The browser's half of a flow: its state, so a callback is only taken from the browser that
 * began it. One cookie per flow (`figura_social_state.<state>`): two tabs signing in at once
 * each keep theirs.
 */
export const SOCIAL_STATE_COOKIE = 'figura_social_state';
const stateCookieName = (state: string) => `${SOCIAL_STATE_COOKIE}.${state}`;

const isProvider = (value: string): value is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(value);

/**
 * Social sign-in (Google, Facebook) through any OpenID provider: /social/:provider/redirect
 * starts an authorisation-code flow with PKCE, state and nonce (kept in social_flows, the state
 * also in a short-lived cookie); /social/:provider/callback checks all of it and the ID token,
 * then signs the person in like a password sign-in and continues. docs/sign-in.md.
 */
export function registerSocialRoutes(app: SignOnApp, context: SignOnContext): void {
  const { clients, flows, identities } = context.social;
  const stateCookie = (provider: SocialProvider) => ({
    httpOnly: true,
    // Lax: sent on the provider's top-level redirect back here, not on cross-site posts.
    sameSite: 'lax' as const,
    path: `/social/${provider}/`,
    secure: context.config.publicUrl.startsWith('https:'),
  });

  function problem(
    reply: FastifyReply,
    status: number,
    details: {
      title: string;
      message: string;
      provider?: SocialProvider;
      continueUrl?: string | undefined;
    },
  ) {
    reply.status(status);
    return sendPage(reply, (nonce) => renderSocialProblemPage({ nonce, ...details }));
  }

  /** The provider named in the path, or why it cannot be used (unknown or not configured). */
  function providerOf(provider: string) {
    if (!isProvider(provider)) return { refusal: 'unknown' as const };
    if (!clients.isConfigured(provider)) return { refusal: 'unconfigured' as const, provider };
    return { provider };
  }

  function refuseProvider(
    reply: FastifyReply,
    found: ReturnType<typeof providerOf>,
    continueUrl: string | undefined,
  ) {
    if (found.refusal === 'unknown')
      return problem(reply, 404, {
        title: 'Unknown sign-in provider',
        message: 'Figura does not offer sign-in with that provider.',
        continueUrl,
      });
    const name = found.provider ? PROVIDER_NAMES[found.provider] : 'this provider';
    return problem(reply, 503, {
      title: `Sign-in with ${name} is not available`,
      message: `Sign-in with ${name} is not set up on this site. Sign in with your email and password instead.`,
      continueUrl,
    });
  }

  app.get(
    '/social/:provider/redirect',
    {
      schema: {
        summary: 'Start signing in with a social provider (google, facebook)',
        description:
          'Sends the browser to the provider (authorisation code with PKCE, state and nonce). ' +
          '`continue` (checked like everywhere else) is where the callback goes afterwards.',
        params: socialProviderParamsSchema,
        querystring: continueQuerySchema,
        response: {
          302: redirectReplySchema('To the provider’s sign-in.'),
          400: page('The `continue` address is not allowed.'),
          404: page('No such provider.'),
          503: page('The provider is not configured here, or cannot be reached.'),
        },
      },
    },
    async (request, reply) => {
      const given = request.query.continue;
      const continueUrl = validContinue(context, given);
      const found = providerOf(request.params.provider);
      if (!found.provider || found.refusal) return refuseProvider(reply, found, continueUrl);
      const { provider } = found;
      if (given !== undefined && !continueUrl)
        return problem(reply, 400, {
          title: 'This sign-in link is not valid',
          message: 'The address to return to after signing in is not one Figura sends people to.',
        });
      const checks = newFlowChecks();
      let target: URL;
      try {
        target = await clients.authorizationUrl(provider, checks);
      } catch (error) {
        request.log.warn({ err: error, provider }, 'social provider unreachable');
        return problem(reply, 503, {
          title: `${PROVIDER_NAMES[provider]} cannot be reached`,
          message: `${PROVIDER_NAMES[provider]} did not answer. Try again in a moment.`,
          provider,
          continueUrl,
        });
      }
      await flows.start({ ...checks, provider, continueUrl: continueUrl ?? null });
      reply.setCookie(stateCookieName(checks.state), checks.state, {
        ...stateCookie(provider),
        maxAge: SOCIAL_FLOW_LIFETIME_SECONDS,
      });
      reply.header('cache-control', 'no-store');
      return reply.redirect(target.href);
    },
  );

  /** The user this provider account belongs to: linked before, or by its verified email, or new. */
  async function findOrCreateUser(
    provider: SocialProvider,
    claims: { sub: string; email: string; name: string },
  ): Promise<User> {
    const linkedId = await identities.findUserId(provider, claims.sub);
    const linked = linkedId ? await context.users.findById(linkedId) : undefined;
    if (linked) return linked;
    // The provider vouches for this email: an account with it (even a password one) is theirs.
    const byEmail = await context.users.findByEmail(claims.email);
    const user =
      (byEmail && {
        id: byEmail.id,
        email: byEmail.email,
        name: byEmail.name,
        partner: byEmail.partner,
      }) ??
      (await context.users.create({
        email: claims.email,
        name: claims.name,
        passwordHash: null,
      })) ??
      // Created by a parallel sign-in of the same person a moment ago.
      (await context.users.findByEmail(claims.email));
    if (!user) throw new Error(`No user for ${claims.email} after creating one`);
    await identities.link(provider, claims.sub, user.id);
    return user;
  }

  app.get(
    '/social/:provider/callback',
    {
      schema: {
        summary: 'Where the social provider sends the browser back',
        description:
          'Checks state (against the cookie and the flow, used once), the code with PKCE, the ' +
          'ID token (signature, issuer, audience, expiry, nonce) and a verified email; then ' +
          'signs in (creating the user the first time) and goes to the flow’s `continue`.',
        params: socialProviderParamsSchema,
        querystring: socialCallbackQuerySchema,
        response: {
          302: redirectReplySchema('Signed in: to `continue`.'),
          400: page('The answer does not match a sign-in this browser started, or is not valid.'),
          403: page('The person declined, or the provider has not verified their email.'),
          404: page('No such provider.'),
          502: page('The provider’s answer could not be verified.'),
          503: page('The provider is not configured here.'),
        },
      },
    },
    async (request, reply) => {
      const found = providerOf(request.params.provider);
      if (!found.provider || found.refusal) return refuseProvider(reply, found, undefined);
      const { provider } = found;
      const name = PROVIDER_NAMES[provider];
      const { state } = request.query;
      const cookieState = state ? request.cookies[stateCookieName(state)] : undefined;
      if (state) reply.clearCookie(stateCookieName(state), stateCookie(provider));
      const flow = state && cookieState === state ? await flows.take(provider, state) : undefined;
      if (!flow)
        return problem(reply, 400, {
          title: 'This sign-in has expired',
          message:
            `This answer from ${name} does not belong to a sign-in this browser started, ` +
            'or it was used already or took too long. Start again.',
          provider,
        });
      const continueUrl = validContinue(context, flow.continueUrl ?? undefined);
      if (request.query.error) {
        const declined = request.query.error === 'access_denied';
        return problem(reply, declined ? 403 : 400, {
          title: declined ? `You did not sign in with ${name}` : `${name} did not sign you in`,
          message: declined
            ? `${name} did not share your details with Figura, so you are not signed in.`
            : `${name} answered: ${request.query.error_description ?? request.query.error}.`,
          provider,
          continueUrl,
        });
      }
      const callbackUrl = new URL(request.url, context.config.publicUrl);
      let claims;
      try {
        claims = await clients.redeem(provider, callbackUrl, flow);
      } catch (error) {
        request.log.warn({ err: error, provider }, 'social sign-in answer refused');
        return problem(reply, 502, {
          title: `${name} sign-in could not be checked`,
          message: `The answer from ${name} could not be verified, so you are not signed in. Try again.`,
          provider,
          continueUrl,
        });
      }
      const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
      if (!email || claims.email_verified !== true)
        return problem(reply, 403, {
          title: 'Your email address is not verified',
          message:
            `${name} has not verified the email address of this account, so Figura cannot ` +
            `use it to sign you in. Verify it with ${name}, or register with email and password.`,
          provider,
          continueUrl,
        });
      const displayName =
        (typeof claims.name === 'string' && claims.name.trim().slice(0, 120)) ||
        email.split('@')[0] ||
        email;
      const user = await findOrCreateUser(provider, { sub: claims.sub, email, name: displayName });
      const token = await context.sessions.create(user.id);
      setSignedInCookies(reply, context.config, token, user.id);
      reply.header('cache-control', 'no-store');
      return reply.redirect(continueUrl ?? defaultAfterSignIn(context));
    },
  );
}

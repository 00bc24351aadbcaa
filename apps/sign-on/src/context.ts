import { SOCIAL_PROVIDERS, type SocialProvider } from '@figura/sdk-core/contract';
import { safeContinueUrl } from '@figura/sdk-core/rules';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SignOnConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { SESSION_COOKIE } from './http/cookies.ts';
import type {
  BackchannelLogout,
  FailuresNotice,
  PasswordResetMail,
} from './security/backchannel.ts';
import type { Captcha } from './security/captcha.ts';
import type { SocialClients } from './security/social-clients.ts';
import type { SigningKeys } from './security/signing-keys.ts';
import type { createAssociationStore } from './store/associations.ts';
import type { LoginAttemptStore } from './store/login-attempts.ts';
import type { PasswordResetStore } from './store/password-resets.ts';
import type { SessionStore } from './store/sessions.ts';
import type { SocialFlowStore, SocialIdentityStore } from './store/social.ts';
import type { UsedCaptchaStore } from './store/used-captchas.ts';
import type { User, UserStore } from './store/users.ts';

/** What the route modules share; built once per app in app.ts. */
export interface SignOnContext {
  config: SignOnConfig;
  db: Database;
  users: UserStore;
  sessions: SessionStore;
  associations: ReturnType<typeof createAssociationStore>;
  keys: SigningKeys;
  captcha: Captcha;
  usedCaptchas: UsedCaptchaStore;
  loginAttempts: LoginAttemptStore;
  /** Tells the API that a session ended (its tokens stop working there at once). */
  sessionEnded: BackchannelLogout;
  /** Tells the API that someone keeps failing to sign in to an account (it mails the owner). */
  repeatedFailures: FailuresNotice;
  /** Forgot password: the single-use links, and the API mailing one to its owner. */
  passwordResets: PasswordResetStore;
  mailResetLink: PasswordResetMail;
  /** Social sign-in: the OpenID providers, flows under way, and whose provider account is whose. */
  social: { clients: SocialClients; flows: SocialFlowStore; identities: SocialIdentityStore };
}

/** The providers people can sign in with here (a button each on the login and register pages). */
export function configuredSocialProviders(context: SignOnContext): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((provider) => context.social.clients.isConfigured(provider));
}

export async function currentUser(
  context: SignOnContext,
  request: FastifyRequest,
): Promise<User | undefined> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return undefined;
  return context.sessions.findUser(token);
}

export function validContinue(context: SignOnContext, value: unknown): string | undefined {
  return safeContinueUrl(
    value,
    new URL(context.config.publicUrl).origin,
    context.config.allowedOrigins,
  );
}

/** Where to go after signing in when no usable `continue` was given: the app (first allowed origin). */
export function defaultAfterSignIn(context: SignOnContext): string {
  const app = context.config.allowedOrigins[0];
  return app ? `${app}/` : '/login';
}

/** The app as route modules see it: query, body and replies typed from their zod schemas. */
export type SignOnApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

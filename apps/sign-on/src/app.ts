import { clientAddressOf, trustProxyOption } from '@figura/settings';
import { refuseDeepJson, serializerCompiler, validatorCompiler } from '@figura/server';
import { randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type onRouteHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SignOnConfig } from './config.ts';
import type { SignOnContext } from './context.ts';
import { openDatabase } from './db/database.ts';
import { ensureSchema } from './db/schema.ts';
import { installCors } from './http/cors.ts';
import { installErrorHandler } from './http/errors.ts';
import { requireSessionWhereDeclared } from './http/session-auth.ts';
import { registerAccountApiRoutes } from './routes/account-api.ts';
import { registerPasswordApiRoutes } from './routes/password-api.ts';
import { registerPasswordResetRoutes } from './routes/password-reset.ts';
import { registerJwksRoutes } from './routes/jwks.ts';
import { registerLogoutRoutes } from './routes/logout.ts';
import { registerOAuthRoutes } from './routes/oauth.ts';
import { registerPageRoutes } from './routes/pages.ts';
import { registerSocialRoutes } from './routes/social.ts';
import {
  createBackchannelLogout,
  createFailuresNotice,
  createPasswordResetMail,
} from './security/backchannel.ts';
import { createCaptcha } from './security/captcha.ts';
import { createSocialClients } from './security/social-clients.ts';
import { createSigningKeyPair, loadSigningKeys } from './security/signing-keys.ts';
import { getOrCreateSecret } from './store/secrets.ts';
import { createAssociationStore } from './store/associations.ts';
import { ensureDemoUser } from './store/demo-user.ts';
import { createLoginAttemptStore } from './store/login-attempts.ts';
import { createPasswordResetStore } from './store/password-resets.ts';
import { createSessionStore } from './store/sessions.ts';
import { createSocialFlowStore, createSocialIdentityStore } from './store/social.ts';
import { createUsedCaptchaStore } from './store/used-captchas.ts';
import { createUserStore } from './store/users.ts';

export interface BuildOptions {
  /** Parse every JSON reply with its declared schema and fail on a mismatch (tests). */
  checkReplies?: boolean;
  /** Sees every route as it is registered (the OpenAPI generator and its tests). */
  onRoute?: onRouteHookHandler;
}

/**
 * Builds the sign-on site: opens its database (PGlite in `<dataDir>/sign-on`, in memory for
 * `memory://`, or PostgreSQL), loads or creates its signing key, and registers the routes.
 * The database closes with the app.
 */
export async function buildSignOnApp(
  config: SignOnConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const db = await openDatabase(config);
  try {
    await ensureSchema(db);
    const captchaSecret = await getOrCreateSecret(db, 'captcha_hmac', async () =>
      randomBytes(32).toString('base64url'),
    );
    // The ES256 key pair lives in the `server_secrets` table, made on first start, so it persists
    // wherever the database does (the PGlite data dir, PostgreSQL, or memory).
    const keyPair = await getOrCreateSecret(db, 'signing_key_es256', createSigningKeyPair);
    const keys = await loadSigningKeys(keyPair, {
      issuer: config.publicUrl,
      audience: config.tokenAudience,
    });
    const context: SignOnContext = {
      config,
      db,
      users: createUserStore(db),
      sessions: createSessionStore(db),
      associations: createAssociationStore(db),
      keys,
      captcha: createCaptcha(captchaSecret, config.captchaTestAnswer),
      usedCaptchas: createUsedCaptchaStore(db),
      loginAttempts: createLoginAttemptStore(db, config.rateLimits),
      sessionEnded: createBackchannelLogout({ url: config.backchannelLogoutUrl, keys }),
      repeatedFailures: createFailuresNotice({ url: config.securityNoticeUrl, keys }),
      passwordResets: createPasswordResetStore(db),
      mailResetLink: createPasswordResetMail({ url: config.securityNoticeUrl, keys }),
      social: {
        clients: createSocialClients(
          config.socialProviders,
          (provider) => `${config.publicUrl}/social/${provider}/callback`,
        ),
        flows: createSocialFlowStore(db),
        identities: createSocialIdentityStore(db),
      },
    };
    if (config.seedDemo) await ensureDemoUser(context.users);

    const app = Fastify({
      logger: config.logger ? { level: config.logLevel ?? 'info' } : false,
      bodyLimit: 64 * 1024,
      // The client's address (its sign-in windows) from X-Forwarded-For only behind a proxy.
      trustProxy: trustProxyOption(config.trustProxy ?? false),
    });
    app.addHook('onClose', async () => db.close());
    // Whose address a request counts against: the person's the API names with the shared
    // secret, else the caller's own (before the routes' windows run).
    app.decorateRequest('clientAddress', '');
    app.addHook('onRequest', async (request) => {
      request.clientAddress = clientAddressOf(request.headers, request.ip, config.forwardSecret);
    });
    if (options.onRoute) app.addHook('onRoute', options.onRoute);
    // Every route declares its query, body and replies with the zod schemas of
    // @figura/sdk-core/schema (docs/api/README.md).
    app.setValidatorCompiler(validatorCompiler({ missingBody: 'missing' }));
    app.setSerializerCompiler(serializerCompiler(options.checkReplies ?? false));
    await app.register(fastifyCookie);
    await app.register(fastifyFormbody);
    // Limits are declared per route (login, register, token: http/rate-limit.ts).
    await app.register(fastifyRateLimit, { global: false });
    installErrorHandler(app);
    refuseDeepJson(app);
    installCors(app, config);
    requireSessionWhereDeclared(app, context);
    const routes = app.withTypeProvider<ZodTypeProvider>();
    registerPageRoutes(routes, context);
    registerSocialRoutes(routes, context);
    registerAccountApiRoutes(routes, context);
    registerPasswordApiRoutes(routes, context);
    registerPasswordResetRoutes(routes, context);
    registerOAuthRoutes(routes, context);
    registerLogoutRoutes(routes, context);
    registerJwksRoutes(routes, context);
    return app;
  } catch (error) {
    await db.close();
    throw error;
  }
}

import { trustProxyOption } from '@figura/settings';
import cors from '@fastify/cors';
import { apiHealthReplySchema } from '@figura/sdk-core/schema';
import Fastify, {
  type FastifyInstance,
  type FastifyLoggerOptions,
  type onRouteHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAuthenticator } from './auth/authenticate.ts';
import { requireBearerWhereDeclared } from './auth/route-auth.ts';
import { createTokenVerifiers } from './auth/token-verifier.ts';
import { rememberVerifiedTokens } from './auth/verified-tokens.ts';
import type { ApiConfig } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/database.ts';
import { registerApiReference } from './http/api-reference.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { refuseDeepJson } from './http/json-body.ts';
import { serializerCompiler, validatorCompiler } from './http/schema-compilers.ts';
import { registerAuthRoutes } from './routes/auth.ts';
import { registerCreationRoutes } from './routes/creations.ts';
import { registerLibraryRoutes } from './routes/library.ts';
import { registerLibraryAdminRoutes } from './routes/library-admin.ts';
import { registerLibraryTemplateRoutes } from './routes/library-templates.ts';
import { registerSlideRoutes } from './routes/slides.ts';
import { MAX_CONCURRENT_EXPORTS, MAX_QUEUED_EXPORTS } from './services/export-limits.ts';
import { ExportPool } from './services/export-pool.ts';
import { createLibraryCatalogue } from './services/library.ts';

/** Slide documents can be large (thousands of elements, inline SVG icons). */
export const BODY_LIMIT_BYTES = 10 * 1024 * 1024;

export function redactTokens(url: string): string {
  return url.replace(/([?&](?:access_)?token=)[^&#]*/gi, '$1[redacted]');
}

const loggerOptions: FastifyLoggerOptions = {
  serializers: {
    // GET /auth/profile/?token= carries an access token in the URL: keep it out of the logs.
    req: (request) => ({
      method: request.method,
      url: redactTokens(request.url),
      remoteAddress: request.ip,
    }),
  },
};

export interface BuildOptions {
  /** Parse every JSON reply with its declared schema and fail on a mismatch (tests). */
  checkReplies?: boolean;
  /** Sees every route as it is registered (the OpenAPI generator and its tests). */
  onRoute?: onRouteHookHandler;
  /**
   * A database already opened (and migrated) by the caller, who also closes it: lets a process
   * serve something else from the same embedded database (the benchmark's bare route).
   */
  database?: DatabaseHandle;
}

/**
 * The API as a Fastify instance, database opened and migrated, not yet listening. Closing the
 * instance closes the database.
 */
export async function buildApiApp(
  config: ApiConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase(config));
  try {
    await database.migrate();
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }

  const app = Fastify({
    logger: config.logger ? { ...loggerOptions, level: config.logLevel ?? 'info' } : false,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: trustProxyOption(config.trustProxy ?? false),
  });
  // PNG exports draw on worker threads, so a slow one never holds up other requests.
  const exports = new ExportPool({
    timeLimitMs: config.exportTimeLimitMs,
    workers: MAX_CONCURRENT_EXPORTS,
    maxQueued: MAX_QUEUED_EXPORTS,
  });
  app.addHook('onClose', async () => {
    await exports.close();
    if (ownsDatabase) await database.close();
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // Every route declares its params, query, body and replies with the zod schemas of
  // @figura/sdk-core/schema (docs/api/README.md).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler(options.checkReplies ?? false));

  registerErrorHandling(app);
  refuseDeepJson(app);
  await app.register(cors, {
    origin: config.allowedOrigins,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    // Retry-After: a busy export queue (503) says when to ask again.
    exposedHeaders: ['Content-Disposition', 'Retry-After'],
    maxAge: 600,
  });

  const verifiers = createTokenVerifiers(config);
  const context = {
    db: database.db,
    auth: createAuthenticator(database.db, rememberVerifiedTokens(verifiers.verifyAccessToken)),
    verifyLogoutToken: verifiers.verifyLogoutToken,
    exports,
    library: createLibraryCatalogue(database.db, config.contentLibraryDir),
  };
  requireBearerWhereDeclared(app, context.auth);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  registerAuthRoutes(routes, context);
  registerCreationRoutes(routes, context);
  registerSlideRoutes(routes, context);
  registerLibraryRoutes(routes, context);
  registerLibraryAdminRoutes(routes, context);
  registerLibraryTemplateRoutes(routes, config.contentLibraryDir);
  await registerApiReference(routes, config);

  routes.get(
    '/health',
    {
      schema: {
        summary: 'Liveness for load balancers, with the database driver (no authentication)',
        response: { 200: apiHealthReplySchema },
      },
    },
    async () => ({ status: 'ok' as const, database: database.driver }),
  );
  return app;
}

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
import { createTokenVerifier } from './auth/token-verifier.ts';
import type { ApiConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { registerApiReference } from './http/api-reference.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { refuseDeepJson } from './http/json-body.ts';
import { serializerCompiler, validatorCompiler } from './http/schema-compilers.ts';
import { registerAuthRoutes } from './routes/auth.ts';
import { registerCreationRoutes } from './routes/creations.ts';
import { registerSlideRoutes } from './routes/slides.ts';

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
}

/**
 * The API as a Fastify instance, database opened and migrated, not yet listening. Closing the
 * instance closes the database.
 */
export async function buildApiApp(
  config: ApiConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const database = await openDatabase(config);
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }

  const app = Fastify({
    logger: config.logger ? { ...loggerOptions, level: config.logLevel ?? 'info' } : false,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.addHook('onClose', async () => {
    await database.close();
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
    exposedHeaders: ['Content-Disposition'],
    maxAge: 600,
  });

  const context = {
    db: database.db,
    auth: createAuthenticator(database.db, createTokenVerifier(config)),
  };
  requireBearerWhereDeclared(app, context.auth);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  registerAuthRoutes(routes, context);
  registerCreationRoutes(routes, context);
  registerSlideRoutes(routes, context);
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

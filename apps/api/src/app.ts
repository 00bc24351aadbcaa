import { readBillingSettings, trustProxyOption } from '@figura/settings';
import cors from '@fastify/cors';
import { MAX_SLIDE_DOCUMENT_BYTES, apiHealthReplySchema } from '@figura/sdk-core/schema';
import { refuseDeepJson, serializerCompiler, validatorCompiler } from '@figura/server';
import Fastify, {
  type FastifyInstance,
  type FastifyLoggerOptions,
  type onRouteHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAuthenticator } from './identity/authenticate.ts';
import { createCollabServer } from './collab/collab-server.ts';
import { loadEmbedSigningKeys } from './auth/embed-signing-keys.ts';
import { createEmbedTokens } from './auth/embed-tokens.ts';
import { requirePartnerWhereDeclared } from './identity/partner-auth.ts';
import { requireBearerWhereDeclared } from './identity/route-auth.ts';
import { createTokenVerifiers } from './auth/token-verifier.ts';
import { rememberVerifiedTokens } from './auth/verified-tokens.ts';
import {
  billingSiteConfig,
  DEFAULT_EXPORT_PROCESSES,
  DEFAULT_EXPORT_WAIT_MS,
  DEFAULT_MAIL_LIMITS,
  type ApiConfig,
} from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/database.ts';
import { registerApiReference } from './routes/api-reference.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { registerAuthRoutes } from './routes/auth.ts';
import { registerSamlRoutes } from './routes/saml.ts';
import { createSamlTokens } from './auth/saml-tokens.ts';
import { samlEndpoints } from './saml/sign-in.ts';
import { seedLocalIdentityProvider } from './saml/dev-seed.ts';
import { registerAccountRoutes } from './routes/account.ts';
import { registerMailRoutes } from './routes/mail.ts';
import { registerAccountInfoRoutes } from './routes/account-info.ts';
import { registerLegacyFormRoutes } from './routes/legacy-forms.ts';
import { registerOrderRoutes } from './routes/orders.ts';
import { registerJournalRoutes } from './routes/journals.ts';
import { createAccountServices, type AccountServiceOverrides } from './account/account-services.ts';
import { registerCreationRoutes } from './routes/creations.ts';
import { registerLibraryRoutes } from './routes/library.ts';
import { registerLibraryAdminRoutes } from './routes/library-admin.ts';
import { registerLibraryTemplateRoutes } from './routes/library-templates.ts';
import { registerSlideRoutes } from './routes/slides.ts';
import { registerSharingRoutes } from './routes/sharing.ts';
import { registerTeamRoutes } from './routes/teams.ts';
import { createMailer } from './email/mailer.ts';
import { OutboxEmailDelivery } from './email/delivery.ts';
import { registerCommentRoutes } from './routes/comments.ts';
import { registerDownloadRoutes } from './routes/downloads.ts';
import { registerEmbedRoutes } from './routes/embed.ts';
import { registerJournalProfileRoutes } from './routes/journal-profiles.ts';
import { registerOrganiseRoutes } from './routes/organise.ts';
import { registerHistoryRoutes } from './routes/history.ts';
import { registerProfileRoutes } from './routes/profiles.ts';
import { registerCodeRoutes } from './routes/codes.ts';
import { startHousekeeping } from './creations/housekeeping.ts';
import { registerFileRoutes } from './routes/files.ts';
import { registerGenerationRoutes } from './routes/generations.ts';
import { registerBillingRoutes } from './routes/billing.ts';
import { billingSiteProvider } from './billing/billing-site.ts';
import { defaultFileStoreConfig, openFileStore } from './files/config.ts';
import { startDocumentUpkeep } from './creations/document-upkeep.ts';
import { journalProfiles } from './partners/partner-profiles.ts';
import { partnerOrigins, partnerRegistry } from './partners/partners.ts';
import { openExportQueue } from './exports/queue.ts';
import { startGenerationWorker, type GenerationServices } from './generation/jobs.ts';
import { ExportRunner } from './exports/runner.ts';
import { ExportEvents, type ExportServices } from './exports/jobs.ts';
import { createLibraryCatalogue } from './library/library.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This API's export runner, when it runs one (FIGURA_EXPORT_WORKERS > 0). */
    exportRunner: ExportRunner | undefined;
    /** The stored documents' upkeep run at start (creations/document-upkeep.ts). */
    documentUpkeep: { settled: () => Promise<void> };
  }
}

/** Slide documents can be large (thousands of elements, inline SVG icons). */
export const BODY_LIMIT_BYTES = MAX_SLIDE_DOCUMENT_BYTES;

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
  /** Stand-ins the caller holds (tests read the email outbox). */
  account?: AccountServiceOverrides;
}

/** What @fastify/cors may answer besides access-control-allow-origin. */
const CORS_REPLY_HEADERS = [
  'access-control-allow-credentials',
  'access-control-allow-methods',
  'access-control-allow-headers',
  'access-control-expose-headers',
  'access-control-max-age',
];

/**
 * The API as a Fastify instance, database opened and migrated, not yet listening. Closing the
 * instance closes the database.
 */
export async function buildApiApp(
  config: ApiConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  // The embed tokens' key before the database: a key file that cannot be read or made stops
  // the start with nothing open.
  const ownKeys = await loadEmbedSigningKeys(config);
  const embedTokens = createEmbedTokens(ownKeys, config.publicUrl);
  // SAML sessions' tokens: signed with the same keys of the API's own, told apart by `typ`.
  const samlTokens = createSamlTokens(ownKeys, config.publicUrl);
  const partners = partnerRegistry(config.partners ?? []);
  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase(config));
  try {
    await database.migrate();
    if (config.samlIdpSeedFile)
      await seedLocalIdentityProvider(database.db, config.samlIdpSeedFile);
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
  // Exports are jobs on a queue in the database, drawn by separate processes (docs/exports.md):
  // this API runs some itself unless FIGURA_EXPORT_WORKERS=0 leaves them to worker processes.
  const boss = await openExportQueue(database.queueConnection);
  const events = new ExportEvents();
  const fileStore = openFileStore(config.files ?? defaultFileStoreConfig(config.dataDir));
  const processes = config.exportWorkers ?? DEFAULT_EXPORT_PROCESSES;
  const runner =
    processes > 0
      ? new ExportRunner({
          db: database.db,
          boss,
          events,
          processes,
          timeLimitMs: config.exportTimeLimitMs,
          files: fileStore,
        })
      : undefined;
  await runner?.start();
  const exports: ExportServices = {
    db: database.db,
    boss,
    events,
    wake: () => runner?.wake(),
    plans: { trialRuleEnabled: config.trialRuleEnabled ?? false },
    journalProfiles: journalProfiles(database.db, partners),
  };
  app.decorate('exportRunner', runner);
  // Image generation: jobs on the same queue, sent to the deployment's service
  // (docs/image-generation.md).
  const generation: GenerationServices = {
    db: database.db,
    boss,
    files: fileStore,
    provider: config.generation,
  };
  const stopGeneration = await startGenerationWorker(generation);
  // Purges the trash after 30 days and thins old versions (creations/housekeeping.ts).
  const stopHousekeeping = startHousekeeping(database.db, fileStore);
  app.addHook('onClose', async () => {
    await stopHousekeeping();
    await runner?.stop();
    await stopGeneration();
    await boss.stop({ graceful: false, close: true });
    if (ownsDatabase) await database.close();
  });
  startDocumentUpkeep(app, {
    db: database.db,
    fileStore,
    moveFiles: config.migrateFilesOnStart ?? false,
    // A room open on a slide takes the new document (its next store would write the old back).
    onSlideRewritten: (creationId, slideId) => collab.slideChanged(creationId, slideId),
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // Every route declares its params, query, body and replies with the zod schemas of
  // @figura/sdk-core/schema (docs/api/README.md).
  app.setValidatorCompiler(validatorCompiler({ missingBody: 'empty-object' }));
  app.setSerializerCompiler(serializerCompiler(options.checkReplies ?? false));

  registerErrorHandling(app);
  refuseDeepJson(app);
  await app.register(cors, {
    // The portal's origins, and the journals' pages that embed the builder (their partners').
    origin: [...new Set([...config.allowedOrigins, ...partnerOrigins(config.partners ?? [])])],
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    // Prefer: respond-async asks a download for a job instead of the file.
    allowedHeaders: ['Authorization', 'Content-Type', 'Prefer'],
    // Retry-After: a busy export queue (503) says when to ask again; Location: a download's job.
    exposedHeaders: ['Content-Disposition', 'Retry-After', 'Location'],
    maxAge: 600,
  });
  // @fastify/cors tells every origin that credentials are allowed (and, on a preflight, the
  // methods and headers); an origin it refused hears nothing of CORS.
  app.addHook('onSend', async (_request, reply) => {
    if (reply.hasHeader('access-control-allow-origin')) return;
    for (const name of CORS_REPLY_HEADERS) reply.removeHeader(name);
  });

  const verifiers = createTokenVerifiers(config);
  const embed = { tokens: embedTokens, partners };
  const auth = createAuthenticator(
    database.db,
    rememberVerifiedTokens(verifiers.verifyAccessToken),
    embed,
    samlTokens,
    config.newUserPlan,
  );
  // Co-editing rooms on this server's own HTTP server (COLLAB_PATH), behind the same tokens.
  const collab = await createCollabServer({
    db: database.db,
    auth,
    log: app.log,
    redisUrl: config.redisUrl,
    debounceMs: config.collabStoreDebounceMs,
  });
  collab.attach(app.server);
  app.addHook('preClose', () => collab.close());
  const billingSite =
    config.billing ??
    billingSiteConfig(readBillingSettings({}), config.allowedOrigins[0] ?? config.publicUrl);
  const outbox = new OutboxEmailDelivery();
  const account = createAccountServices(config, outbox, options.account);
  const portalUrl = config.portalUrl ?? config.allowedOrigins[0] ?? '';
  const context = {
    db: database.db,
    auth,
    collab,
    verifyLogoutToken: verifiers.verifyLogoutToken,
    verifySecurityNotice: verifiers.verifySecurityNotice,
    embed,
    exports,
    exportWaitMs: config.exportWaitMs ?? DEFAULT_EXPORT_WAIT_MS,
    library: createLibraryCatalogue(database.db, config.contentLibraryDir),
    files: fileStore,
    generation,
    plans: exports.plans,
    signOnUrl: config.signOnUrl,
    billing: {
      site: billingSite,
      provider: billingSiteProvider(billingSite.publicUrl, billingSite.secret),
    },
    // No mail provider is wired in: the stand-in keeps what would be sent
    // (docs/teams-and-workspaces.md).
    mail: createMailer({
      db: database.db,
      delivery: account.email,
      keys: ownKeys.map((key) => key.secret),
      portalUrl,
      limits: config.mailLimits ?? DEFAULT_MAIL_LIMITS,
    }),
    portalUrl,
    outbox: config.emailOutboxRoute ? outbox : undefined,
    account,
  };
  requireBearerWhereDeclared(app, context.auth);
  requirePartnerWhereDeclared(app, partners);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  registerAuthRoutes(routes, context);
  registerSamlRoutes(routes, context, {
    tokens: samlTokens,
    endpoints: samlEndpoints(config.publicUrl),
    portalUrl: config.portalUrl ?? config.allowedOrigins[0] ?? config.publicUrl,
  });
  registerAccountRoutes(routes, context);
  registerAccountInfoRoutes(routes, context);
  registerOrderRoutes(routes, context);
  registerLegacyFormRoutes(routes, context);
  registerJournalRoutes(routes, context);
  registerMailRoutes(routes, context);
  registerCreationRoutes(routes, context);
  registerOrganiseRoutes(routes, context);
  registerHistoryRoutes(routes, context);
  registerSlideRoutes(routes, context);
  registerSharingRoutes(routes, context);
  registerTeamRoutes(routes, context);
  registerCommentRoutes(routes, context);
  registerDownloadRoutes(routes, context);
  registerEmbedRoutes(routes, context);
  registerJournalProfileRoutes(routes, context);
  registerFileRoutes(routes, context);
  registerGenerationRoutes(routes, context);
  registerLibraryRoutes(routes, context);
  registerLibraryAdminRoutes(routes, context);
  registerProfileRoutes(routes, context);
  registerCodeRoutes(routes, context);
  registerLibraryTemplateRoutes(routes, config.contentLibraryDir);
  registerBillingRoutes(routes, context);
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

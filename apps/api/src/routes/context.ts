import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Authenticator } from '../auth/authenticate.ts';
import type { LogoutTokenVerifier } from '../auth/token-verifier.ts';
import type { Database } from '../db/database.ts';
import type { ExportPool } from '../services/export-pool.ts';
import type { LibraryCatalogue } from '../services/library.ts';

/**
 * What route modules get from the app: the database, the authenticator, the logout check, the
 * export workers, the content library.
 */
export interface RouteContext {
  db: Database;
  auth: Authenticator;
  verifyLogoutToken: LogoutTokenVerifier;
  exports: ExportPool;
  library: LibraryCatalogue;
}

/** The app as route modules see it: params, query, body and replies typed from their zod schemas. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

import type { Authenticator } from '../auth/authenticate.ts';
import type { Database } from '../db/database.ts';

/** What route modules get from the app: the database and the authenticator. */
export interface RouteContext {
  db: Database;
  auth: Authenticator;
}

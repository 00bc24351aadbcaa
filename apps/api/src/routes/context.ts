import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Authenticator, EmbedAuthentication } from '../identity/authenticate.ts';
import type { LogoutTokenVerifier, SecurityNoticeVerifier } from '../auth/token-verifier.ts';
import type { CollabServer } from '../collab/collab-server.ts';
import type { Database } from '../db/database.ts';
import type { ExportServices } from '../exports/jobs.ts';
import type { GenerationServices } from '../generation/jobs.ts';
import type { LibraryCatalogue } from '../library/library.ts';
import type { FileStore } from '../files/store.ts';
import type { PlanOptions } from '../billing/plans.ts';
import type { BillingProvider } from '../billing/billing.ts';
import type { BillingSiteConfig } from '../config.ts';
import type { OutboxEmailDelivery } from '../email/delivery.ts';
import type { Mailer } from '../email/mailer.ts';
import type { AccountServices } from '../account/account-services.ts';

/**
 * What route modules get from the app: the database, the authenticator, the logout check, the
 * journal partners and their embed tokens, the export queue, the content library.
 */
export interface RouteContext {
  db: Database;
  auth: Authenticator;
  /** The co-editing rooms (a REST save reaches its slide's live room). */
  collab: CollabServer;
  verifyLogoutToken: LogoutTokenVerifier;
  /** The sign-on site's security notices (repeated sign-in failures: the owner is mailed). */
  verifySecurityNotice: SecurityNoticeVerifier;
  embed: EmbedAuthentication;
  exports: ExportServices;
  /** How long a download waits for its file before it answers with the job instead. */
  exportWaitMs: number;
  library: LibraryCatalogue;
  /** Where uploaded files' bytes live (docs/files.md). */
  files: FileStore;
  /** Image generation: its queue and the deployment's service (docs/image-generation.md). */
  generation: GenerationServices;
  /** How plans apply (the trial rule's flag). */
  plans: PlanOptions;
  /** The sign-on site (passwords are changed there). */
  signOnUrl: string;
  /** The billing site: its addresses and secret, and the signed calls the API makes to it. */
  billing: { site: BillingSiteConfig; provider: BillingProvider };
  /** Outgoing mail, within its limits (email/mailer.ts). */
  mail: Mailer;
  /** The portal's public URL (the pages that mails' links open). */
  portalUrl: string;
  /** The email stand-in's outbox, when GET /dev/email-outbox serves it (`emailOutboxRoute`). */
  outbox: OutboxEmailDelivery | undefined;
  /** The sign-on site's account API, sign-on domains, partner sites, geo-IP and email (docs/sign-in.md). */
  account: AccountServices;
}

/** The app as route modules see it: params, query, body and replies typed from their zod schemas. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

import { isPlanCode, parsePartnerSites, type PlanCode } from '@figura/sdk-core/schema';
import { nonEmpty, readBillingSettings, readForwardSecret, readSettings } from '@figura/settings';
import { parseGeoIpTable } from './account/geo-ip.ts';
import { readEmbedSigningKeys } from './auth/embed-signing-keys.ts';
import { loadPartners, type Partner } from './partners/partners.ts';
import { readFileStoreConfig, type FileStoreConfig } from './files/config.ts';
import { readGenerationProvider, type GenerationProviderConfig } from './generation/provider.ts';

// The API's settings, at the bottom of the app: every module may read them, and this file imports
// only parsers that import nothing of the app (a cycle check keeps it so).

/** How long one export may draw before its worker is stopped (`FIGURA_EXPORT_TIME_LIMIT_MS`). */
export const DEFAULT_EXPORT_TIME_LIMIT_MS = 15_000;

/** Drawing processes an API runs beside itself unless told otherwise (`FIGURA_EXPORT_WORKERS`). */
export const DEFAULT_EXPORT_PROCESSES = 1;

/** How long a download waits for its file before it answers with the job (`FIGURA_EXPORT_WAIT_MS`). */
export const DEFAULT_EXPORT_WAIT_MS = 30_000;

/** The limits (ApiConfig.mailLimits; each has its FIGURA_MAIL_* setting). */
export interface MailLimits {
  /** Invitations one account sends in an hour. */
  senderPerHour: number;
  /** Invitations one account sends in a day. */
  senderPerDay: number;
  /** Invitations one address receives in a day, whoever sends them. */
  recipientPerDay: number;
  /** The account's own mail (an unlock link) to one address in an hour. */
  accountMailPerHour: number;
}

export const DEFAULT_MAIL_LIMITS: MailLimits = {
  senderPerHour: 10,
  senderPerDay: 30,
  recipientPerDay: 3,
  accountMailPerHour: 3,
};

/** Where the billing site is and how the API talks to it. */
export interface BillingSiteConfig {
  publicUrl: string;
  chinaPublicUrl: string;
  secret: string;
  /**
   * Where the billing site sends the user after paying (the portal's /my-account/overview/, told
   * a payment went through so it thanks them).
   */
  returnUrl: string;
  /** Where it sends them when paying fails (the portal's /pricing/ with the feedback form). */
  problemUrl: string;
}

/** The billing site's settings plus the portal pages it returns to. */
export function billingSiteConfig(
  site: { publicUrl: string; chinaPublicUrl: string; secret: string },
  portalUrl: string,
): BillingSiteConfig {
  return {
    publicUrl: site.publicUrl,
    chinaPublicUrl: site.chinaPublicUrl,
    secret: site.secret,
    returnUrl: `${portalUrl}/my-account/overview/?checkout=paid`,
    problemUrl: `${portalUrl}/pricing/?checkout=problem`,
  };
}

/** Everything the API reads from its environment (docs/architecture.md "Environment"). */
export interface ApiConfig {
  port: number;
  host: string;
  /** Public base URL, for logs and links. */
  publicUrl: string;
  /** PGlite lives in `<dataDir>/api-db`; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** When set, PostgreSQL is used instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  /**
   * Redis for co-editing across several API nodes (`REDIS_URL`, e.g. redis://127.0.0.1:6379);
   * unset: this node serves its rooms alone.
   */
  redisUrl?: string | undefined;
  /** How long a co-editing room waits after a change before it is stored (tests, benchmark). */
  collabStoreDebounceMs?: number;
  /** The sign-on site; its JWKS is at `/.well-known/jwks.json`. */
  signOnUrl: string;
  /** The Chinese sign-on site, for users whose country is CN (`SIGNON_CN_URL`; default signOnUrl). */
  signOnCnUrl?: string | undefined;
  /** Partner site URL per numeric partner id (`FIGURA_PARTNER_SITES`, "1=https://...,2=..."). */
  partnerSites?: ReadonlyMap<number, string>;
  /** The geo-IP stand-in's table, address → country (`FIGURA_GEOIP_TABLE`, "1.2.3.4=GB,..."). */
  geoIpTable?: ReadonlyMap<string, string>;
  /** The `iss` every bearer token must carry. */
  tokenIssuer: string;
  /** The `aud` every bearer token must carry (`FIGURA_TOKEN_AUDIENCE`, shared with the sign-on site). */
  tokenAudience: string;
  /** Origins allowed to call the API from a browser, with credentials. */
  allowedOrigins: string[];
  /**
   * The portal's public URL: where a SAML sign-in lands and team invitation mails link to
   * (default: the first allowed origin).
   */
  portalUrl?: string | undefined;
  /** Development: the local identity provider's configuration to add at start (saml/dev-seed.ts). */
  samlIdpSeedFile?: string | undefined;
  /** Fastify's logger; off in tests. */
  logger: boolean;
  /** pino level (LOG_LEVEL): `npm start` uses 'warn' so the terminal shows problems, not every request. */
  logLevel?: string;
  /** Which forwarded hops give the client's address in logs (`FIGURA_TRUST_PROXY`). */
  trustProxy?: boolean | number | string[];
  /** How long one PNG export may draw before it is stopped with a 422 (`FIGURA_EXPORT_TIME_LIMIT_MS`). */
  exportTimeLimitMs: number;
  /**
   * Drawing processes this API runs beside itself (`FIGURA_EXPORT_WORKERS`); 0 leaves the jobs
   * to worker processes of their own (src/worker/main.ts, PostgreSQL only).
   */
  exportWorkers?: number;
  /** How long a download waits for its file before answering with the job (`FIGURA_EXPORT_WAIT_MS`). */
  exportWaitMs?: number;
  /** The built content library (`FIGURA_CONTENT_LIBRARY`; default: the repository's build). */
  contentLibraryDir?: string;
  /**
   * The journals that embed the builder (`FIGURA_PARTNERS` or `FIGURA_PARTNERS_FILE`): their
   * keys' hashes, profiles and the origins allowed for CORS. None by default.
   */
  partners?: readonly Partner[];
  /**
   * Keys for embed tokens, base64url, the first signs (`FIGURA_EMBED_SIGNING_KEYS`); unset: one
   * made at first start in `<dataDir>/embed-signing.key`.
   */
  embedSigningKeys?: readonly string[] | undefined;
  /**
   * Where uploaded files live (`FIGURA_FILES_DIR`, `FIGURA_FILES_S3_*`); unset: `<dataDir>/files`,
   * or memory for `memory://`.
   */
  files?: FileStoreConfig;
  /**
   * Move images still inside stored documents into the file store in the background at start
   * (`FIGURA_FILES_MIGRATE_ON_START`, 1 or 0): on by default with the embedded database (which
   * no other process can open), off with PostgreSQL (run `pnpm files:migrate` once instead).
   */
  migrateFilesOnStart?: boolean;
  /**
   * The trial rule of docs/plans-and-limits.md (`FIGURA_TRIAL_RULE`, 1 or 0): off by default.
   */
  trialRuleEnabled?: boolean;
  /** The image-generation service (FIGURA_GENERATION_URL, _KEY, _MODEL); none: not set up. */
  generation?: GenerationProviderConfig;
  /**
   * The plan a user gets when they first sign in (`FIGURA_NEW_USER_PLAN`): T (Starter) unless an
   * operator says otherwise, e.g. R on a lab's own server where nobody pays.
   */
  newUserPlan?: PlanCode;
  /**
   * The billing site (`BILLING_PUBLIC_URL`, `BILLING_CN_PUBLIC_URL`, `FIGURA_BILLING_SECRET`)
   * and the portal pages it returns to; unset: the local defaults of @figura/settings.
   */
  billing?: BillingSiteConfig;
  /**
   * Serve the email stand-in's outbox at GET /dev/email-outbox (`FIGURA_EMAIL_OUTBOX_ROUTE=1`;
   * development and tests only: it shows every invitation link).
   */
  emailOutboxRoute?: boolean;
  /**
   * How much mail goes out (docs/security.md): `FIGURA_MAIL_SENDER_PER_HOUR`,
   * `FIGURA_MAIL_SENDER_PER_DAY`, `FIGURA_MAIL_RECIPIENT_PER_DAY`, `FIGURA_MAIL_ACCOUNT_PER_HOUR`.
   */
  mailLimits?: MailLimits;
  /**
   * The secret shared with the sign-on site (`FIGURA_SIGNON_FORWARD_SECRET`) with which the API
   * names the person's address when it signs them in (unset: it does not).
   */
  signOnForwardSecret?: string | undefined;
}

function parseCount(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = nonEmpty(env[name]);
  if (value === undefined) return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0) {
    throw new Error(`${name} must be a whole number, 0 or more, got "${value}"`);
  }
  return count;
}

function parseMilliseconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = nonEmpty(env[name]);
  if (value === undefined) return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 1) {
    throw new Error(`${name} must be a whole number of milliseconds, got "${value}"`);
  }
  return ms;
}

function parsePlan(env: NodeJS.ProcessEnv, name: string): PlanCode {
  const value = nonEmpty(env[name]);
  if (value === undefined) return 'T';
  if (!isPlanCode(value))
    throw new Error(`${name} must be a plan code (T, S, R, L, J, A), got "${value}"`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const settings = readSettings(env);
  return {
    port: settings.ports.api,
    host: settings.host,
    publicUrl: settings.publicUrls.api,
    dataDir: settings.dataDir,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    redisUrl: nonEmpty(env.REDIS_URL),
    signOnUrl: settings.signOnUrl,
    signOnCnUrl: settings.signOnCnUrl,
    partnerSites: parsePartnerSites(env.FIGURA_PARTNER_SITES, 'FIGURA_PARTNER_SITES'),
    geoIpTable: parseGeoIpTable(env.FIGURA_GEOIP_TABLE, 'FIGURA_GEOIP_TABLE'),
    tokenIssuer: nonEmpty(env.TOKEN_ISSUER) ?? settings.signOnUrl,
    tokenAudience: settings.tokenAudience,
    allowedOrigins: settings.allowedOrigins,
    portalUrl: settings.publicUrls.portal,
    samlIdpSeedFile: nonEmpty(env.SAML_IDP_SEED_FILE),
    logger: env.API_LOG !== '0',
    logLevel: settings.logLevel,
    trustProxy: settings.trustProxy,
    exportTimeLimitMs: parseMilliseconds(
      env,
      'FIGURA_EXPORT_TIME_LIMIT_MS',
      DEFAULT_EXPORT_TIME_LIMIT_MS,
    ),
    exportWorkers: parseCount(env, 'FIGURA_EXPORT_WORKERS', DEFAULT_EXPORT_PROCESSES),
    exportWaitMs: parseMilliseconds(env, 'FIGURA_EXPORT_WAIT_MS', DEFAULT_EXPORT_WAIT_MS),
    contentLibraryDir: nonEmpty(env.FIGURA_CONTENT_LIBRARY),
    partners: loadPartners(env),
    embedSigningKeys: readEmbedSigningKeys(env),
    files: readFileStoreConfig(env, settings.dataDir),
    emailOutboxRoute: env.FIGURA_EMAIL_OUTBOX_ROUTE === '1',
    signOnForwardSecret: readForwardSecret(env),
    mailLimits: {
      senderPerHour: parseCount(
        env,
        'FIGURA_MAIL_SENDER_PER_HOUR',
        DEFAULT_MAIL_LIMITS.senderPerHour,
      ),
      senderPerDay: parseCount(env, 'FIGURA_MAIL_SENDER_PER_DAY', DEFAULT_MAIL_LIMITS.senderPerDay),
      recipientPerDay: parseCount(
        env,
        'FIGURA_MAIL_RECIPIENT_PER_DAY',
        DEFAULT_MAIL_LIMITS.recipientPerDay,
      ),
      accountMailPerHour: parseCount(
        env,
        'FIGURA_MAIL_ACCOUNT_PER_HOUR',
        DEFAULT_MAIL_LIMITS.accountMailPerHour,
      ),
    },
    migrateFilesOnStart:
      nonEmpty(env.FIGURA_FILES_MIGRATE_ON_START) === undefined
        ? !nonEmpty(env.DATABASE_URL)
        : env.FIGURA_FILES_MIGRATE_ON_START === '1',
    trialRuleEnabled: env.FIGURA_TRIAL_RULE === '1',
    generation: readGenerationProvider(env),
    newUserPlan: parsePlan(env, 'FIGURA_NEW_USER_PLAN'),
    billing: billingSiteConfig(readBillingSettings(env), settings.publicUrls.portal),
  };
}

import { fileURLToPath } from 'node:url';

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
  /** The sign-on site; its JWKS is at `/.well-known/jwks.json`. */
  signOnUrl: string;
  /** The `iss` every bearer token must carry. */
  tokenIssuer: string;
  /** Origins allowed to call the API from a browser, with credentials. */
  allowedOrigins: string[];
  /** Fastify's logger; off in tests. */
  logger: boolean;
  /** pino level (LOG_LEVEL): `npm start` uses 'warn' so the terminal shows problems, not every request. */
  logLevel?: string;
}

export const MEMORY_DATA_DIR = 'memory://';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`API_PORT must be a port number, got "${value}"`);
  }
  return port;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** Normalises "http://host:port/" to its origin so comparisons with the Origin header are exact. */
function parseOrigins(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => new URL(entry).origin);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = parsePort(env.API_PORT, 3001);
  const host = nonEmpty(env.HOST) ?? '127.0.0.1';
  const signOnUrl = withoutTrailingSlash(nonEmpty(env.SIGNON_URL) ?? 'http://localhost:3002');
  const portalUrl = withoutTrailingSlash(
    nonEmpty(env.PORTAL_PUBLIC_URL) ?? 'http://localhost:5173',
  );
  const allowedOrigins = parseOrigins(nonEmpty(env.FIGURA_ALLOWED_ORIGINS) ?? portalUrl);
  return {
    port,
    host,
    publicUrl: withoutTrailingSlash(nonEmpty(env.API_PUBLIC_URL) ?? `http://localhost:${port}`),
    dataDir: nonEmpty(env.FIGURA_DATA_DIR) ?? `${REPO_ROOT}data`,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    signOnUrl,
    tokenIssuer: nonEmpty(env.TOKEN_ISSUER) ?? signOnUrl,
    allowedOrigins,
    logger: env.API_LOG !== '0',
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
  };
}

import { fileURLToPath } from 'node:url';

/** Everything the sign-on site needs to run; built from the environment by `signOnConfigFromEnv`. */
export interface SignOnConfig {
  port: number;
  host: string;
  /** The site's own public URL; also the `iss` of every access token. */
  publicUrl: string;
  /** Root data directory; the site keeps its data in `<dataDir>/sign-on`. `memory://` keeps everything in memory. */
  dataDir: string;
  /** Use this PostgreSQL instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  /** Origins allowed for CORS with credentials and as `continue` targets. */
  allowedOrigins: string[];
  tokenCookie: string;
  idCookie: string;
  cookieDomain: string | undefined;
  /** A captcha answer that is always accepted (development and tests only). */
  captchaTestAnswer: string | undefined;
  seedDemo: boolean;
  /** Fastify's request logging; tests turn it off. */
  logger: boolean;
  /** pino level (LOG_LEVEL); `npm start` uses 'warn'. */
  logLevel?: string;
}

export const MEMORY_DATA_DIR = 'memory://';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`SIGNON_PORT must be a port number, got "${value}"`);
  }
  return port;
}

/** Normalises "http://host:port/" to its origin so comparisons with the Origin header are exact. */
function parseOrigins(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => new URL(entry).origin);
}

export function signOnConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SignOnConfig {
  const port = parsePort(env.SIGNON_PORT, 3002);
  return {
    port,
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    publicUrl: (nonEmpty(env.SIGNON_PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    dataDir: nonEmpty(env.FIGURA_DATA_DIR) ?? `${repoRoot}data`,
    databaseUrl: nonEmpty(env.SIGNON_DATABASE_URL),
    allowedOrigins: parseOrigins(env.FIGURA_ALLOWED_ORIGINS ?? 'http://localhost:5173'),
    tokenCookie: nonEmpty(env.FIGURA_TOKEN_COOKIE) ?? 'figura_auid',
    idCookie: nonEmpty(env.FIGURA_ID_COOKIE) ?? 'figura_id',
    cookieDomain: nonEmpty(env.FIGURA_COOKIE_DOMAIN),
    captchaTestAnswer: nonEmpty(env.SIGNON_CAPTCHA_TEST_ANSWER),
    seedDemo: env.SIGNON_SEED_DEMO === '1',
    logger: true,
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
  };
}

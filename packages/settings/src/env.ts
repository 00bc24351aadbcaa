// Parsing helpers for environment variables: every app reads its settings through these, so an
// empty variable, a bad port or a URL with a trailing slash means the same thing everywhere.

/** The process environment or a stand-in for it (tests pass plain objects). */
export type Env = Readonly<Record<string, string | undefined>>;

/** The trimmed value, or undefined when the variable is unset or blank. */
export function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** The port in `env[name]`, or `fallback` when it is unset; anything but 0..65535 throws. */
export function parsePort(env: Env, name: string, fallback: number): number {
  const value = nonEmpty(env[name]);
  if (value === undefined) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a port number, got "${env[name]}"`);
  }
  return port;
}

/**
 * A comma-separated list of URLs as origins ("http://host:port/" -> "http://host:port"), so
 * comparisons with a request's Origin header are exact.
 */
export function parseOrigins(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => new URL(entry).origin);
}

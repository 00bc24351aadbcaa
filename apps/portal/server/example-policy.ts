import type { RuntimeConfig } from './runtime-config.ts';

/**
 * The Content-Security-Policy the runnable examples are served under: a journal page's strictest
 * that still runs the editor (docs/embedding.md explains each source). Here the example page and
 * Figura's host (serving /embed/) share one origin, 'self'.
 */
export function examplePolicy(runtime: RuntimeConfig): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "font-src 'self'",
    // 'self' serves the translation files next to the script (locales/, fetched); the sign-on
    // site: the plain-HTML example signs the demo author in and refreshes the token there.
    `connect-src 'self' ${new URL(runtime.apiUrl).origin} ${new URL(runtime.signOnUrl).origin}`,
    'img-src data:',
  ].join('; ');
}

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { parentOriginFromQuery } from '@figura/sdk-core/frame';
import type { RuntimeConfig } from './runtime-config.ts';

/** The builder's frame page in the embed folder (web-components/src/frame/abstract-builder.html). */
export const FRAME_PAGE = 'abstract-builder.html';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The frame page's policy: only Figura's own files and API, and framed only by the page its
 * address names (`?origin=`, checked as the page's script checks it); unframeable without one.
 * The script still answers only a parent whose origin the embed token's journal allows.
 */
export function framePagePolicy(runtime: RuntimeConfig, search: string): string {
  const parent = parentOriginFromQuery(search);
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "font-src 'self'",
    `connect-src 'self' ${new URL(runtime.apiUrl).origin}`,
    'img-src data:',
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${parent ?? "'none'"}`,
  ].join('; ');
}

/**
 * Serves `/embed/abstract-builder.html` with the API's address written into its
 * `figura-api-base` meta tag (never taken from the address: the page sends the journal's token
 * there) and its policy.
 */
export function registerFramePage(
  app: FastifyInstance,
  embedDir: string,
  runtime: RuntimeConfig,
): void {
  app.get(`/embed/${FRAME_PAGE}`, async (request, reply) => {
    const html = await readFile(path.join(embedDir, FRAME_PAGE), 'utf8');
    const at = request.url.indexOf('?');
    const search = at < 0 ? '' : request.url.slice(at);
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', framePagePolicy(runtime, search))
      .header('x-content-type-options', 'nosniff');
    return html.replace(
      /<meta name="figura-api-base" content="[^"]*"/,
      `<meta name="figura-api-base" content="${escapeAttribute(runtime.apiUrl)}"`,
    );
  });
}

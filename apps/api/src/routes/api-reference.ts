import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { openApiDocumentSchema } from '@figura/sdk-core/schema';
import { DEFAULT_PORTS, defaultPublicUrl } from '@figura/settings';
import type { FastifyBaseLogger } from 'fastify';
import type { OpenAPIV3, OpenAPIV3_1 } from 'openapi-types';
import type { ApiConfig } from '../config.ts';
import type { ZodApp } from './context.ts';
import { sendAsIs } from '../http/replies.ts';

/** The generated contract of the API and the sign-on site (`pnpm openapi` writes it). */
export const OPENAPI_DOCUMENT_FILE = fileURLToPath(
  new URL('../../../../docs/api/openapi.json', import.meta.url),
);

type OpenApiDocument = OpenAPIV3_1.Document;

/**
 * The committed document with its servers pointed at this deployment: it names the default
 * public URLs, this API serves it with its own and the sign-on site's (the tokens' issuer is that
 * site's public URL).
 */
export function servedDocument(
  text: string,
  config: Pick<ApiConfig, 'publicUrl' | 'tokenIssuer'>,
): OpenApiDocument {
  const urls = new Map([
    [defaultPublicUrl(DEFAULT_PORTS.api), config.publicUrl],
    [defaultPublicUrl(DEFAULT_PORTS.signOn), config.tokenIssuer],
  ]);
  return JSON.parse(text, (key, value: unknown) =>
    key === 'url' && typeof value === 'string' ? (urls.get(value) ?? value) : value,
  ) as OpenApiDocument;
}

function readDocument(config: ApiConfig, log: FastifyBaseLogger): OpenApiDocument {
  if (existsSync(OPENAPI_DOCUMENT_FILE)) {
    return servedDocument(readFileSync(OPENAPI_DOCUMENT_FILE, 'utf8'), config);
  }
  log.warn(`${OPENAPI_DOCUMENT_FILE} is missing: run "pnpm openapi". Serving an empty reference.`);
  return { openapi: '3.1.0', info: { title: 'Figura API', version: '0' }, paths: {} };
}

/**
 * GET /openapi.json and a browsable reference at /docs (Swagger UI, its assets served from the
 * npm package, nothing from a CDN), both of docs/api/openapi.json.
 */
export async function registerApiReference(app: ZodApp, config: ApiConfig): Promise<void> {
  const document = readDocument(config, app.log);
  const documentJson = JSON.stringify(document);
  // The plugin's types know OpenAPI 3.0 documents only; the 3.1 one is served as it is.
  await app.register(fastifySwagger, {
    mode: 'static',
    specification: { document: document as OpenAPIV3.Document },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
  app.get(
    '/openapi.json',
    {
      schema: {
        summary: 'This document: every call of the API and the sign-on site (browsable at /docs)',
        response: { 200: { content: { 'application/json': { schema: openApiDocumentSchema } } } },
      },
    },
    async (_request, reply) =>
      sendAsIs(reply.type('application/json; charset=utf-8'), documentJson),
  );
}

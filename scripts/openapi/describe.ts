// Turns collected routes into OpenAPI 3.1 paths: a Fastify instance that only documents (it
// never validates or serves) registers each route with its zod schemas, and @fastify/swagger with
// fastify-type-provider-zod's transform writes the document.
import { STATUS_CODES } from 'node:http';
import fastifySwagger from '@fastify/swagger';
import Fastify from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { isContractRoute, openApiPath, type RegisteredRoute } from './routes.ts';

export type SecuritySchemes = Record<string, OpenAPIV3_1.SecuritySchemeObject>;

export interface DescribeOptions {
  securitySchemes: SecuritySchemes;
  /** The app reads a missing body as {} (the API; the sign-on site does not). */
  missingBodyReadsAsEmpty: boolean;
}

export async function describeRoutes(
  routes: readonly RegisteredRoute[],
  { securitySchemes, missingBodyReadsAsEmpty }: DescribeOptions,
): Promise<OpenAPIV3_1.Document> {
  const documenter = Fastify({ logger: false });
  documenter.setValidatorCompiler(() => () => true);
  documenter.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await documenter.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'routes', version: '0' },
      components: { securitySchemes },
    },
    transform: jsonSchemaTransform,
  });
  for (const route of routes.filter(isContractRoute)) {
    documenter.route({
      method: route.method,
      url: route.url,
      schema: route.schema ?? {},
      handler: async () => undefined,
    });
  }
  await documenter.ready();
  const document = documenter.swagger() as OpenAPIV3_1.Document;
  await documenter.close();
  if (missingBodyReadsAsEmpty) markOptionalBodies(document, routes);
  nameReplies(document);
  return document;
}

/** A reply declared without a description gets its status text ("Created") instead of "Default Response". */
function nameReplies(document: OpenAPIV3_1.Document) {
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item ?? {}) as OpenAPIV3_1.OperationObject[]) {
      for (const [status, reply] of Object.entries(operation.responses ?? {})) {
        const response = reply as OpenAPIV3_1.ResponseObject;
        if (response.description === 'Default Response') {
          response.description = STATUS_CODES[status] ?? response.description;
        }
      }
    }
  }
}

/**
 * Where a missing body reads as {} and {} is valid input (calls whose fields are all optional),
 * the body is not required; @fastify/swagger marks every body required.
 */
function markOptionalBodies(document: OpenAPIV3_1.Document, routes: readonly RegisteredRoute[]) {
  for (const route of routes) {
    const body = route.schema?.body as
      { safeParse(input: unknown): { success: boolean } } | undefined;
    const operation = operationOf(document, route);
    if (!body || !operation?.requestBody || !('required' in operation.requestBody)) continue;
    operation.requestBody.required = !body.safeParse({}).success;
  }
}

function operationOf(
  document: OpenAPIV3_1.Document,
  route: RegisteredRoute,
): OpenAPIV3_1.OperationObject | undefined {
  const path = document.paths?.[openApiPath(route.url)];
  return path?.[route.method.toLowerCase() as OpenAPIV3_1.HttpMethods];
}

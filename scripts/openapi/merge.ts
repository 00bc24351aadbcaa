// The same method and path on both servers (GET /health) is one operation in the document:
// listed under both tags and servers, with each server's reply. Inputs must agree.
import { isDeepStrictEqual } from 'node:util';
import type { OpenAPIV3_1 } from 'openapi-types';

type Operation = OpenAPIV3_1.OperationObject;
type Response = OpenAPIV3_1.ResponseObject;

const SAME_INPUTS = ['parameters', 'requestBody', 'security'] as const;

export function mergeOperations(first: Operation, second: Operation): Operation {
  for (const key of SAME_INPUTS) {
    if (!isDeepStrictEqual(first[key], second[key])) {
      throw new Error(
        `Both servers have ${first.summary}, with different ${key}: cannot document both.`,
      );
    }
  }
  const named = (operation: Operation) => `${operation.tags?.join(', ')}: ${operation.summary}`;
  const responses: Record<string, Response> = {};
  for (const status of new Set([
    ...Object.keys(first.responses ?? {}),
    ...Object.keys(second.responses ?? {}),
  ])) {
    const a = first.responses?.[status] as Response | undefined;
    const b = second.responses?.[status] as Response | undefined;
    responses[status] = !a || !b ? ((a ?? b) as Response) : mergeResponses(a, b);
  }
  return {
    ...first,
    summary: `${named(first)}. ${named(second)}.`,
    tags: [...(first.tags ?? []), ...(second.tags ?? [])],
    servers: [...(first.servers ?? []), ...(second.servers ?? [])],
    responses,
  };
}

/** Each server's reply is one of the schemas (`oneOf`), in server order. */
function mergeResponses(first: Response, second: Response): Response {
  const content: Record<string, OpenAPIV3_1.MediaTypeObject> = {};
  for (const type of new Set([
    ...Object.keys(first.content ?? {}),
    ...Object.keys(second.content ?? {}),
  ])) {
    const schemas = [first.content?.[type]?.schema, second.content?.[type]?.schema].filter(
      (schema) => schema !== undefined,
    );
    const unique = schemas.filter(
      (schema, index) => schemas.findIndex((other) => isDeepStrictEqual(other, schema)) === index,
    );
    content[type] = { schema: unique.length === 1 ? unique[0]! : { oneOf: unique } };
  }
  const description =
    first.description === second.description
      ? first.description
      : `${first.description} / ${second.description}`;
  return { ...first, description, content };
}

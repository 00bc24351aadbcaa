import { formatIssues } from '@figura/sdk-core/contract';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import type { ZodType } from 'zod';

export interface ValidatorOptions {
  /**
   * What a request without a body reads as. The API reads it as {} (calls whose fields are all
   * optional need none); the sign-on site keeps it missing, so it reads as "The request body must
   * be a JSON object."
   */
  missingBody: 'empty-object' | 'missing';
}

/**
 * Checks params, query, headers and body with the route's zod schema (from
 * @figura/sdk-core/schema) and hands the handler the parsed value. A failure is the ZodError
 * itself: each server's error handler (or a form post's page) turns it into sentences.
 */
export function validatorCompiler(options: ValidatorOptions): FastifySchemaCompiler<ZodType> {
  return ({ schema, httpPart }) =>
    (data) => {
      const input =
        httpPart === 'body' && options.missingBody === 'empty-object' ? (data ?? {}) : data;
      const result = schema.safeParse(input);
      return result.success ? { value: result.data } : { error: result.error };
    };
}

/**
 * Replies are serialised with JSON.stringify, as without a schema: the declared reply schemas
 * document the contract and do not rebuild every reply (pages and redirects have no JSON at all).
 * With `checkReplies` (the tests) each JSON reply is also parsed with its schema, and one that
 * breaks it fails loudly.
 */
export function serializerCompiler(checkReplies: boolean): FastifySerializerCompiler<ZodType> {
  return ({ schema, method, url, httpStatus }) => {
    if (!checkReplies) return (data) => JSON.stringify(data);
    return (data) => {
      const result = schema.safeParse(data);
      if (!result.success) {
        const problems = formatIssues(result.error.issues).join('; ');
        throw new Error(`${method} ${url} replied ${httpStatus} outside its schema: ${problems}`);
      }
      return JSON.stringify(data);
    };
  };
}

import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import type { ZodType } from 'zod';

/**
 * Checks query, headers and body with the route's zod schema (from @figura/sdk-core/schema) and
 * hands the handler the parsed value. A failure is the ZodError itself: the error handler (or a
 * form post's page) turns it into sentences. A missing body stays missing, so it reads as "The
 * request body must be a JSON object."
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  };

/**
 * Replies are serialised with JSON.stringify, as without a schema (pages and redirects have no
 * JSON at all). With `checkReplies` (the tests) each JSON reply is parsed with its declared
 * schema first, and one that breaks it fails loudly.
 */
export function serializerCompiler(checkReplies: boolean): FastifySerializerCompiler<ZodType> {
  return ({ schema, method, url, httpStatus }) => {
    if (!checkReplies) return (data) => JSON.stringify(data);
    return (data) => {
      const result = schema.safeParse(data);
      if (!result.success) {
        const problems = result.error.issues.map((issue) => issue.message).join('; ');
        throw new Error(`${method} ${url} replied ${httpStatus} outside its schema: ${problems}`);
      }
      return JSON.stringify(data);
    };
  };
}

import { formatIssues } from '@figura/sdk-core/schema';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import type { ZodType } from 'zod';

/**
 * Checks params, query and body with the route's zod schema (from @figura/sdk-core/schema) and
 * hands the handler the parsed value. A failure is the ZodError itself, so the error handler
 * answers 400 `{ message: ["where: what", ...] }` as it always has.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    // A request without a body reads as {}: calls whose fields are all optional need none.
    const input = httpPart === 'body' ? (data ?? {}) : data;
    const result = schema.safeParse(input);
    return result.success ? { value: result.data } : { error: result.error };
  };

/**
 * Replies are serialised with JSON.stringify, as without a schema: the declared reply schemas
 * document the contract and do not rebuild every reply. With `checkReplies` (the API tests) each
 * JSON reply is also parsed with its schema, and one that breaks it fails loudly.
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

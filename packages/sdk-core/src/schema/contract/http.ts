import { z } from '../document/zod';
import { text } from '../document/strings';

/** Replies every Figura server shares (docs/api/README.md). */

/**
 * Every error reply: `{ message }`, a sentence, or one sentence per problem for a request that
 * breaks its schema ("width: Canvas size must be at most 2500 px"). Some carry more fields (the
 * 409 of a stale write has `revision`, sign-on errors a `code`).
 */
export const errorReplySchema = z.looseObject({
  message: z.union([text(), z.array(text())]),
});
export type ErrorReply = z.infer<typeof errorReplySchema>;

/** GET /health of the API: for load balancers, no authentication. */
export const apiHealthReplySchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});

/** GET /openapi.json: the OpenAPI 3.1 document of the API and the sign-on site. */
export const openApiDocumentSchema = z.looseObject({
  openapi: text(),
  info: z.looseObject({ title: text(), version: text() }),
  paths: z.record(text(), z.unknown()),
});

/** A body of bytes (an exported PNG): documented, never serialised from an object. */
export const binaryReplySchema = text().meta({ format: 'binary' });

/** A server-rendered page (text/html), sent as a string. */
export const htmlPageSchema = text();

/** A redirect: no body, the next address in `Location`. */
export function redirectReplySchema(description: string) {
  return z.null().meta({
    description,
    headers: { location: { type: 'string', description: 'Where the browser goes next.' } },
  });
}

import { MAX_ISSUE_LENGTH, formatIssues } from '@figura/sdk-core/schema';
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError, UNEXPECTED_ERROR_MESSAGE } from './errors.ts';

interface ZodErrorLike {
  name: string;
  issues: { path: readonly PropertyKey[]; message: string }[];
}

function isZodError(error: unknown): error is ZodErrorLike {
  // Checked by shape: a ZodError from whichever copy of zod made the schema.
  return (
    error instanceof Error &&
    error.name === 'ZodError' &&
    Array.isArray((error as Partial<ZodErrorLike>).issues)
  );
}

/** The path of a URL, cut short: a 404 need not echo 16 KB of it back. */
function shortPath(url: string): string {
  const path = url.split('?')[0]!;
  return path.length <= MAX_ISSUE_LENGTH ? path : `${path.slice(0, MAX_ISSUE_LENGTH - 1)}…`;
}

/** Every error leaves the API as JSON `{ message }` (a string or a list of strings). */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (isZodError(error)) {
      return reply.status(400).send({ message: formatIssues(error.issues) });
    }
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ ...error.extra, message: error.message });
    }
    // Fastify's own client errors: malformed JSON, body too large, wrong content type...
    const statusCode = (error as FastifyError).statusCode;
    if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
      return reply.status(statusCode).send({ message: error.message });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ message: UNEXPECTED_ERROR_MESSAGE });
  });

  // Replies a plugin sends itself as text (@fastify/cors: "Invalid Preflight Request") keep the
  // contract too.
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (reply.statusCode < 400 || typeof payload !== 'string' || !type.startsWith('text/plain')) {
      return payload;
    }
    reply.type('application/json; charset=utf-8');
    return JSON.stringify({ message: payload });
  });

  app.setNotFoundHandler((request, reply) => {
    return reply
      .status(404)
      .send({ message: `Route ${request.method} ${shortPath(request.url)} not found` });
  });
}

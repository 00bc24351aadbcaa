import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { WindowLimit } from '../security/rate-limits.ts';
import { HttpError, messages } from './errors.ts';

export const RATE_LIMITED = 'rate_limited';

function limitHook(
  app: FastifyInstance,
  limit: WindowLimit,
  keyGenerator: (request: FastifyRequest) => string,
): onRequestAsyncHookHandler {
  // @fastify/rate-limit answers 429 with Retry-After; the error handler sends the message.
  return app.rateLimit({
    ...limit,
    keyGenerator,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, messages.tooManyRequests(context.after), RATE_LIMITED),
  }) as onRequestAsyncHookHandler;
}

/** A fixed window per client address (`request.ip`) on one route. */
export function perAddress(app: FastifyInstance, limit: WindowLimit): onRequestAsyncHookHandler {
  return limitHook(app, limit, (request) => request.ip);
}

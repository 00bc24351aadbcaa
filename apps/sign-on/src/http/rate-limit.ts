import type {
  FastifyInstance,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
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

declare module 'fastify' {
  interface FastifyRequest {
    /** The person's address: the one the API names with the shared secret, else `ip` (app.ts). */
    clientAddress: string;
  }
}

/** A fixed window per client address (`request.clientAddress`) on one route. */
export function perAddress(app: FastifyInstance, limit: WindowLimit): onRequestAsyncHookHandler {
  return limitHook(app, limit, (request) => request.clientAddress || request.ip);
}

/** Accounts with an open window kept at most (expired ones are swept first when full). */
const ACCOUNT_WINDOWS_KEPT = 50_000;

/**
 * A fixed window per signed-in account on one route, whatever the address (a preHandler: session
 * security has found the user by then). Ours, not @fastify/rate-limit's: the plugin checks a
 * request once, and the route's per-address window has already run. In each node's memory, like
 * the per-address windows.
 */
export function perAccount(
  limit: WindowLimit,
  now: () => number = Date.now,
): preHandlerAsyncHookHandler {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return async (request, reply) => {
    const account = request.signedInUser?.id;
    if (!account) return;
    const time = now();
    let window = windows.get(account);
    if (!window || window.endsAt <= time) {
      if (windows.size >= ACCOUNT_WINDOWS_KEPT)
        for (const [key, old] of windows) if (old.endsAt <= time) windows.delete(key);
      window = { count: 0, endsAt: time + limit.timeWindow };
      windows.set(account, window);
    }
    window.count += 1;
    if (window.count <= limit.max) return;
    const seconds = Math.max(1, Math.ceil((window.endsAt - time) / 1000));
    reply.header('retry-after', String(seconds));
    throw new HttpError(429, messages.tooManyTokens(seconds), RATE_LIMITED);
  };
}

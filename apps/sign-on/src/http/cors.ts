import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SignOnConfig } from '../config.ts';
import { HttpError, messages } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isSameOrigin(request: FastifyRequest, origin: string, config: SignOnConfig): boolean {
  return (
    origin === new URL(config.publicUrl).origin ||
    origin === `${request.protocol}://${request.host}`
  );
}

/**
 * For the calls a cross-site page must never trigger (logout): the request must say where it
 * comes from, and that must be this site or an allowed origin. A browser names the origin of
 * every POST; without it (or with "null"), only the browser's own `Sec-Fetch-Site: same-origin`
 * will do. Non-browser clients send an Origin header.
 */
export function comesFromTrustedOrigin(request: FastifyRequest, config: SignOnConfig): boolean {
  const origin = request.headers.origin;
  if (origin && origin !== 'null')
    return config.allowedOrigins.includes(origin) || isSameOrigin(request, origin, config);
  return request.headers['sec-fetch-site'] === 'same-origin';
}

/**
 * CORS with credentials for the allowed origins only (the portal calls /oauth/token and the
 * product association from its own origin), plus a cheap CSRF guard: a state-changing request
 * that names a foreign Origin is refused before it reaches a handler.
 */
export function installCors(app: FastifyInstance, config: SignOnConfig): void {
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    reply.header('vary', 'Origin');
    if (!origin) return;
    const allowed = config.allowedOrigins.includes(origin);
    if (allowed) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-allow-credentials', 'true');
    }
    if (!SAFE_METHODS.has(request.method) && !allowed && !isSameOrigin(request, origin, config)) {
      throw new HttpError(403, messages.originRefused);
    }
  });

  app.options('/*', async (request, reply) => {
    if (request.headers['access-control-request-method']) {
      reply.header('access-control-allow-methods', 'GET, POST, OPTIONS');
      reply.header(
        'access-control-allow-headers',
        'content-type, x-captcha-answer, x-captcha-token',
      );
      reply.header('access-control-max-age', '600');
    }
    return reply.status(204).send();
  });
}

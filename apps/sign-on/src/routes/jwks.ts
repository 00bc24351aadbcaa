import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SignOnContext } from '../context.ts';

export function registerJwksRoutes(app: FastifyInstance, context: SignOnContext): void {
  const serveJwks = async (_request: unknown, reply: FastifyReply) => {
    // Public keys: readable from anywhere, without credentials.
    reply.header('access-control-allow-origin', '*');
    reply.removeHeader('access-control-allow-credentials');
    reply.header('cache-control', 'public, max-age=300');
    return context.keys.jwks;
  };
  app.get('/.well-known/jwks.json', serveJwks);
  app.get('/jwks', serveJwks);
}

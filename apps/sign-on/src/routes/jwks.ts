import { jwksSchema } from '@figura/sdk-core/contract';
import type { FastifyReply } from 'fastify';
import type { SignOnApp, SignOnContext } from '../context.ts';

export function registerJwksRoutes(app: SignOnApp, context: SignOnContext): void {
  const serveJwks = async (_request: unknown, reply: FastifyReply) => {
    // Public keys: readable from anywhere, without credentials.
    reply.header('access-control-allow-origin', '*');
    reply.removeHeader('access-control-allow-credentials');
    reply.header('cache-control', 'public, max-age=300');
    return context.keys.jwks;
  };
  const schema = { response: { 200: jwksSchema } };
  app.get(
    '/.well-known/jwks.json',
    { schema: { summary: 'The public keys access tokens are signed with', ...schema } },
    serveJwks,
  );
  app.get(
    '/jwks',
    { schema: { summary: 'Alias of /.well-known/jwks.json', ...schema } },
    serveJwks,
  );
}

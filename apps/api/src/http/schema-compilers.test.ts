import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler, validatorCompiler } from '@figura/server';
import { registerErrorHandling } from './error-handler.ts';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function appWithRoute(checkReplies: boolean, reply: unknown): Promise<FastifyInstance> {
  const app = Fastify();
  apps.push(app);
  app.setValidatorCompiler(validatorCompiler({ missingBody: 'empty-object' }));
  app.setSerializerCompiler(serializerCompiler(checkReplies));
  registerErrorHandling(app);
  app.post(
    '/things/:id',
    {
      schema: {
        params: z.object({ id: z.uuid('Thing id must be a UUID') }),
        body: z.object({ size: z.number().max(10, 'Too big').default(1) }),
        response: { 200: z.object({ id: z.string(), size: z.number() }) },
      },
    },
    async (request) =>
      reply === undefined ? { ...(request.params as object), ...(request.body as object) } : reply,
  );
  await app.ready();
  return app;
}

const id = '5b0e4f0e-8c55-4c5e-9a53-bd1f3b4b8f10';

describe('route schemas', () => {
  it('answer a request that breaks them with 400 and one message per problem', async () => {
    const server = await appWithRoute(false, undefined);
    const badId = await server.inject({ method: 'POST', url: '/things/x', payload: {} });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toEqual({ message: ['id: Thing id must be a UUID'] });
    const badBody = await server.inject({
      method: 'POST',
      url: `/things/${id}`,
      payload: { size: 11 },
    });
    expect(badBody.json()).toEqual({ message: ['size: Too big'] });
  });

  it('hand the handler the parsed input, reading a missing body as {}', async () => {
    const server = await appWithRoute(false, undefined);
    const reply = await server.inject({ method: 'POST', url: `/things/${id}` });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ id, size: 1 });
  });

  it('send replies as the handler made them, without rebuilding them from the schema', async () => {
    const server = await appWithRoute(false, { id, size: 2, extra: 'kept' });
    const reply = await server.inject({ method: 'POST', url: `/things/${id}`, payload: {} });
    expect(reply.json()).toEqual({ id, size: 2, extra: 'kept' });
  });

  it('fail a reply that breaks its schema when replies are checked (the API tests)', async () => {
    const server = await appWithRoute(true, { id, size: 'two' });
    const reply = await server.inject({ method: 'POST', url: `/things/${id}`, payload: {} });
    expect(reply.statusCode).toBe(500);
    const unchecked = await appWithRoute(false, { id, size: 'two' });
    expect(
      (await unchecked.inject({ method: 'POST', url: `/things/${id}`, payload: {} })).statusCode,
    ).toBe(200);
  });
});

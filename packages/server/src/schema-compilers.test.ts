import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { refuseDeepJson } from './json-body.ts';
import { validatorCompiler, type ValidatorOptions } from './schema-compilers.ts';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function server(missingBody: ValidatorOptions['missingBody']): Promise<FastifyInstance> {
  const app = Fastify();
  apps.push(app);
  app.setValidatorCompiler(validatorCompiler({ missingBody }));
  refuseDeepJson(app);
  app.post(
    '/things',
    { schema: { body: z.object({ size: z.number().default(1) }, 'Send a JSON object') } },
    async (request) => request.body,
  );
  await app.ready();
  return app;
}

describe('the shared server pieces', () => {
  it('read a missing body as {} for the API and keep it missing for the sign-on site', async () => {
    const api = await server('empty-object');
    expect((await api.inject({ method: 'POST', url: '/things' })).json()).toEqual({ size: 1 });
    const signOn = await server('missing');
    const reply = await signOn.inject({ method: 'POST', url: '/things' });
    expect(reply.statusCode).toBe(400);
    expect(reply.body).toContain('Send a JSON object');
  });

  it('refuse a body nested too deep with a 400 before any schema reads it', async () => {
    const app = await server('missing');
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const reply = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'application/json' },
      payload: deep,
    });
    expect(reply.statusCode).toBe(400);
  });
});

import type { FastifyInstance } from 'fastify';
import {
  createCreationInputSchema,
  listCreationsQuerySchema,
  updateCreationInputSchema,
} from '@figura/sdk-core/schema';
import { creationParamsSchema } from '../http/params.ts';
import { parseInput } from '../http/validate.ts';
import {
  createCreation,
  deleteCreation,
  getCreation,
  listCreations,
  updateCreation,
} from '../services/creations.ts';
import type { RouteContext } from './context.ts';

export function registerCreationRoutes(app: FastifyInstance, { db, auth }: RouteContext): void {
  app.get('/user-creations', async (request) => {
    const user = await auth.requireUser(request);
    const query = parseInput(listCreationsQuerySchema, request.query);
    return listCreations(db, user, query);
  });

  app.post('/user-creations', async (request, reply) => {
    const user = await auth.requireUser(request);
    const input = parseInput(createCreationInputSchema, request.body ?? {});
    return reply.status(201).send(await createCreation(db, user, input));
  });

  app.get('/user-creations/:id', async (request) => {
    const user = await auth.requireUser(request);
    const { id } = parseInput(creationParamsSchema, request.params);
    return getCreation(db, user, id);
  });

  app.put('/user-creations/:id', async (request) => {
    const user = await auth.requireUser(request);
    const { id } = parseInput(creationParamsSchema, request.params);
    const input = parseInput(updateCreationInputSchema, request.body ?? {});
    return updateCreation(db, user, id, input);
  });

  app.delete('/user-creations/:id', async (request) => {
    const user = await auth.requireUser(request);
    const { id } = parseInput(creationParamsSchema, request.params);
    return deleteCreation(db, user, id);
  });
}

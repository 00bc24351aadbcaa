import {
  createCreationInputSchema,
  creationListSchema,
  creationParamsSchema,
  creationSchema,
  deleteCreationReplySchema,
  listCreationsQuerySchema,
  updateCreationInputSchema,
} from '@figura/sdk-core/schema';
import { bearerSecurity, currentUser } from '../identity/route-auth.ts';
import { bearerReplies, errorReplies, planLimitReply } from '../http/replies.ts';
import {
  createCreation,
  deleteCreation,
  getCreation,
  listCreations,
  updateCreation,
} from '../creations/creations.ts';
import type { RouteContext, ZodApp } from './context.ts';

export function registerCreationRoutes(app: ZodApp, { db, collab }: RouteContext): void {
  app.get(
    '/user-creations',
    {
      schema: {
        summary: 'The user’s creations, newest first',
        security: bearerSecurity,
        querystring: listCreationsQuerySchema,
        response: { 200: creationListSchema, ...errorReplies(400), ...bearerReplies },
      },
    },
    async (request) => listCreations(db, currentUser(request), request.query),
  );

  app.post(
    '/user-creations',
    {
      schema: {
        summary: 'Create a creation with one empty slide',
        security: bearerSecurity,
        body: createCreationInputSchema,
        response: {
          201: creationSchema,
          ...errorReplies(400),
          403: planLimitReply,
          ...bearerReplies,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCreation(db, currentUser(request), request.body)),
  );

  app.get(
    '/user-creations/:id',
    {
      schema: {
        summary: 'A creation and its slides',
        security: bearerSecurity,
        params: creationParamsSchema,
        response: { 200: creationSchema, ...errorReplies(400, 404), ...bearerReplies },
      },
    },
    async (request) => getCreation(db, currentUser(request), request.params.id),
  );

  app.put(
    '/user-creations/:id',
    {
      schema: {
        summary: 'Rename a creation',
        security: bearerSecurity,
        params: creationParamsSchema,
        body: updateCreationInputSchema,
        response: { 200: creationSchema, ...errorReplies(400, 403, 404), ...bearerReplies },
      },
    },
    async (request) => {
      const { id } = request.params;
      const updated = await updateCreation(db, currentUser(request), id, request.body);
      if (updated.resizedSlides.length > 0) {
        // Rooms of the resized slides take the new size; every editor hears of it.
        for (const slide of updated.resizedSlides) await collab.slideChanged(id, slide.id);
        await collab.announce({ kind: 'slides', creationId: id });
      }
      return updated;
    },
  );

  app.delete(
    '/user-creations/:id',
    {
      schema: {
        summary: 'Delete a creation (soft delete: it can be restored)',
        security: bearerSecurity,
        params: creationParamsSchema,
        response: {
          200: deleteCreationReplySchema,
          ...errorReplies(400, 403, 404),
          ...bearerReplies,
        },
      },
    },
    async (request) => {
      const deleted = await deleteCreation(db, currentUser(request), request.params.id);
      // In the trash nobody edits it: its rooms' connections close.
      await collab.announce({ kind: 'access', creationId: request.params.id });
      return deleted;
    },
  );
}

import type { FastifyRequest } from 'fastify';
import {
  addSlideInputSchema,
  copiedSlideSchema,
  copySlideInputSchema,
  creationParamsSchema,
  creationSchema,
  deletedSlideSchema,
  migrateOlderWrite,
  reorderSlidesInputSchema,
  slideContentSchema,
  slideContentWriteSchema,
  slideContentParamsSchema,
  slideParamsSchema,
  slidePositionsInputSchema,
  slideSavedSchema,
  slideSummarySchema,
  staleWriteReplySchema,
} from '@figura/sdk-core/schema';
import { bearerSecurity, currentUser } from '../identity/route-auth.ts';
import { bearerReplies, errorReplies, rightsOrPlanLimitReply, sendAsIs } from '../http/replies.ts';
import { addSlide, getSlideContentJson, saveSlideContent } from '../creations/slides.ts';
import {
  copySlide,
  deleteSlide,
  duplicateSlide,
  reorderSlides,
  setSlidePositions,
} from '../creations/slide-arrangement.ts';
import type { RouteContext, ZodApp } from './context.ts';

const slideErrors = { ...errorReplies(400, 403, 404), ...bearerReplies };
/** Adding a slide may also meet the owner's plan's cap on slides in a creation. */
const addSlideErrors = { ...slideErrors, 403: rightsOrPlanLimitReply };

export function registerSlideRoutes(app: ZodApp, { db, collab }: RouteContext): void {
  app.post(
    '/user-creations/:id/slide',
    {
      schema: {
        summary: 'Add an empty slide of the creation’s size, at the end or after a slide',
        security: bearerSecurity,
        params: creationParamsSchema,
        body: addSlideInputSchema,
        response: { 201: slideSummarySchema, ...addSlideErrors },
      },
    },
    async (request, reply) => {
      const added = await addSlide(db, currentUser(request), request.params.id, request.body);
      await collab.announce({ kind: 'slides', creationId: request.params.id });
      return reply.status(201).send(added);
    },
  );

  app.put(
    '/user-creations/:id/slide',
    {
      schema: {
        summary: 'Reorder the slides: every slide with its new position',
        security: bearerSecurity,
        params: creationParamsSchema,
        body: slidePositionsInputSchema,
        response: { 200: creationSchema, ...slideErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const creation = await setSlidePositions(db, currentUser(request), id, request.body.slides);
      await collab.announce({ kind: 'slides', creationId: id });
      return creation;
    },
  );

  app.put(
    '/user-creations/:id/slide/sequences',
    {
      schema: {
        summary: 'Reorder the slides: every slide id in the new order',
        security: bearerSecurity,
        params: creationParamsSchema,
        body: reorderSlidesInputSchema,
        response: { 200: creationSchema, ...slideErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const creation = await reorderSlides(db, currentUser(request), id, request.body.slideIds);
      await collab.announce({ kind: 'slides', creationId: id });
      return creation;
    },
  );

  app.post(
    '/user-creations/:id/slide/:slideId/duplicate',
    {
      schema: {
        summary: 'Copy a slide right after itself',
        security: bearerSecurity,
        params: slideParamsSchema,
        response: { 201: slideSummarySchema, ...addSlideErrors },
      },
    },
    async (request, reply) => {
      const { id, slideId } = request.params;
      const copy = await duplicateSlide(db, currentUser(request), id, slideId);
      await collab.announce({ kind: 'slides', creationId: id });
      return reply.status(201).send(copy);
    },
  );

  app.delete(
    '/user-creations/:id/slide/:slideId',
    {
      schema: {
        summary: 'Delete a slide (soft delete; a creation keeps at least one)',
        security: bearerSecurity,
        params: slideParamsSchema,
        response: { 200: deletedSlideSchema, ...slideErrors },
      },
    },
    async (request) => {
      const { id, slideId } = request.params;
      const deleted = await deleteSlide(db, currentUser(request), id, slideId);
      // Its room closes; the creation's other rooms hear that its slides changed.
      await collab.announce({ kind: 'slides', creationId: id, removed: [slideId] });
      return deleted;
    },
  );

  app.post(
    '/user-creations/:id/slide/:slideId/copy',
    {
      schema: {
        summary: 'Copy a slide to the end of another creation',
        security: bearerSecurity,
        params: slideParamsSchema,
        body: copySlideInputSchema,
        response: { 201: copiedSlideSchema, ...addSlideErrors },
      },
    },
    async (request, reply) => {
      const { id, slideId } = request.params;
      const { targetCreationId } = request.body;
      const copied = await copySlide(db, currentUser(request), id, slideId, targetCreationId);
      await collab.announce({ kind: 'slides', creationId: targetCreationId });
      return reply.status(201).send(copied);
    },
  );

  app.get(
    '/user-creations/:id/slide/:slideId/content',
    {
      schema: {
        summary: 'A slide’s document',
        description:
          'A document at the current schema version goes out as stored (it was validated when ' +
          'written); an older one is migrated and validated first. `first` for the slide id ' +
          'stands for the creation’s first slide (opening a creation asks for it beside the ' +
          'creation).',
        security: bearerSecurity,
        params: slideContentParamsSchema,
        response: {
          // Declared by media type: the handler sends the stored JSON text, which no serializer touches.
          200: { content: { 'application/json': { schema: slideContentSchema } } },
          ...slideErrors,
        },
      },
    },
    async (request, reply) => {
      const { id, slideId } = request.params;
      const json = await getSlideContentJson(db, currentUser(request), id, slideId);
      return sendAsIs(reply.type('application/json; charset=utf-8'), json);
    },
  );

  app.put(
    '/user-creations/:id/slide/:slideId/content',
    {
      preValidation: migrateOlderContent,
      schema: {
        summary: 'Save a slide’s document, based on the revision it was opened at',
        description:
          'A document of an earlier schema version (an editor embedded before an update) is ' +
          'migrated to the current one before it is checked and stored.',
        security: bearerSecurity,
        params: slideParamsSchema,
        body: slideContentWriteSchema,
        response: {
          200: slideSavedSchema,
          409: staleWriteReplySchema.describe(
            'The slide was saved elsewhere since that revision; nothing was written.',
          ),
          ...slideErrors,
        },
      },
    },
    async (request) => {
      const { id, slideId } = request.params;
      const saved = await saveSlideContent(db, currentUser(request), id, slideId, request.body);
      // People co-editing the slide see the save (the room stores it back unchanged).
      await collab.slideSaved(id, slideId, request.body.content, saved.revision);
      return saved;
    },
  );
}

/**
 * An editor embedded in a journal's page may be older than the API: a document it saves at an
 * earlier schema version is migrated (as readers migrate stored ones) before the body is checked,
 * so it keeps saving; what is stored is always current. A newer or malformed document is left as
 * sent, for the schema to refuse with its reasons.
 */
async function migrateOlderContent(request: FastifyRequest): Promise<void> {
  const body = request.body as { content?: unknown } | null | undefined;
  if (body && typeof body === 'object') body.content = migrateOlderWrite(body.content);
}

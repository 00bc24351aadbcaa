import type { FastifyInstance } from 'fastify';
import {
  addSlideInputSchema,
  copySlideInputSchema,
  downloadInputSchema,
  reorderSlidesInputSchema,
  slideContentWriteSchema,
  slidePositionsInputSchema,
} from '@figura/sdk-core/schema';
import { creationParamsSchema, slideParamsSchema } from '../http/params.ts';
import { parseInput } from '../http/validate.ts';
import { pngContentDisposition, renderSlidePng } from '../services/export.ts';
import { addSlide, getSlideContentJson, loadSlide, saveSlideContent } from '../services/slides.ts';
import {
  copySlide,
  deleteSlide,
  duplicateSlide,
  reorderSlides,
  setSlidePositions,
} from '../services/slide-arrangement.ts';
import type { RouteContext } from './context.ts';

export function registerSlideRoutes(app: FastifyInstance, { db, auth }: RouteContext): void {
  app.post('/user-creations/:id/slide', async (request, reply) => {
    const user = await auth.requireUser(request);
    const { id } = parseInput(creationParamsSchema, request.params);
    const input = parseInput(addSlideInputSchema, request.body ?? {});
    return reply.status(201).send(await addSlide(db, user, id, input));
  });

  app.put('/user-creations/:id/slide', async (request) => {
    const user = await auth.requireUser(request);
    const { id } = parseInput(creationParamsSchema, request.params);
    const { slides } = parseInput(slidePositionsInputSchema, request.body ?? {});
    return setSlidePositions(db, user, id, slides);
  });

  app.put('/user-creations/:id/slide/sequences', async (request) => {
    const user = await auth.requireUser(request);
    const { id } = parseInput(creationParamsSchema, request.params);
    const { slideIds } = parseInput(reorderSlidesInputSchema, request.body ?? {});
    return reorderSlides(db, user, id, slideIds);
  });

  app.post('/user-creations/:id/slide/:slideId/duplicate', async (request, reply) => {
    const user = await auth.requireUser(request);
    const { id, slideId } = parseInput(slideParamsSchema, request.params);
    return reply.status(201).send(await duplicateSlide(db, user, id, slideId));
  });

  app.delete('/user-creations/:id/slide/:slideId', async (request) => {
    const user = await auth.requireUser(request);
    const { id, slideId } = parseInput(slideParamsSchema, request.params);
    return deleteSlide(db, user, id, slideId);
  });

  app.post('/user-creations/:id/slide/:slideId/copy', async (request, reply) => {
    const user = await auth.requireUser(request);
    const { id, slideId } = parseInput(slideParamsSchema, request.params);
    const { targetCreationId } = parseInput(copySlideInputSchema, request.body ?? {});
    return reply.status(201).send(await copySlide(db, user, id, slideId, targetCreationId));
  });

  app.get('/user-creations/:id/slide/:slideId/content', async (request, reply) => {
    const user = await auth.requireUser(request);
    const { id, slideId } = parseInput(slideParamsSchema, request.params);
    return reply
      .type('application/json; charset=utf-8')
      .send(await getSlideContentJson(db, user, id, slideId));
  });

  app.put('/user-creations/:id/slide/:slideId/content', async (request) => {
    const user = await auth.requireUser(request);
    const { id, slideId } = parseInput(slideParamsSchema, request.params);
    const write = parseInput(slideContentWriteSchema, request.body);
    return saveSlideContent(db, user, id, slideId, write);
  });

  app.post('/user-creations/:id/slide/:slideId/download', async (request, reply) => {
    const user = await auth.requireUser(request);
    const { id, slideId } = parseInput(slideParamsSchema, request.params);
    const { scale } = parseInput(downloadInputSchema, request.body ?? {});
    const { document, creationName } = await loadSlide(db, user, id, slideId);
    const png = await renderSlidePng(document, scale);
    return reply
      .type('image/png')
      .header('content-disposition', pngContentDisposition(creationName))
      .header('cache-control', 'no-store')
      .send(png);
  });
}

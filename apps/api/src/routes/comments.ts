import {
  commentListSchema,
  commentParamsSchema,
  commentSchema,
  createCommentInputSchema,
  deletedCommentSchema,
  slideParamsSchema,
  updateCommentInputSchema,
} from '@figura/sdk-core/schema';
import { bearerSecurity, currentUser } from '../auth/route-auth.ts';
import { bearerReplies, errorReplies } from '../http/replies.ts';
import { createComment, deleteComment, listComments, updateComment } from '../services/comments.ts';
import type { RouteContext, ZodApp } from './context.ts';

const commentErrors = { ...errorReplies(400, 403, 404), ...bearerReplies };

const placeOf = (params: { id: string; slideId: string }) => ({
  creationId: params.id,
  slideId: params.slideId,
});

/** Comments on a slide and its elements (spec §3, §4); who may do what: services/access.ts. */
export function registerCommentRoutes(app: ZodApp, { db }: RouteContext): void {
  app.get(
    '/user-creations/:id/slide/:slideId/comment',
    {
      schema: {
        summary: 'The slide’s comments, oldest first, replies included',
        security: bearerSecurity,
        params: slideParamsSchema,
        response: { 200: commentListSchema, ...errorReplies(400, 404), ...bearerReplies },
      },
    },
    async (request) => listComments(db, currentUser(request), placeOf(request.params)),
  );

  app.post(
    '/user-creations/:id/slide/:slideId/comment',
    {
      schema: {
        summary: 'Comment on the slide or one of its elements, or reply to a comment',
        security: bearerSecurity,
        params: slideParamsSchema,
        body: createCommentInputSchema,
        response: { 201: commentSchema, ...commentErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createComment(db, currentUser(request), placeOf(request.params), request.body)),
  );

  app.put(
    '/user-creations/:id/slide/:slideId/comment/:commentId',
    {
      schema: {
        summary: 'Edit a comment’s text (its author) and/or check or uncheck it',
        security: bearerSecurity,
        params: commentParamsSchema,
        body: updateCommentInputSchema,
        response: { 200: commentSchema, ...commentErrors },
      },
    },
    async (request) =>
      updateComment(
        db,
        currentUser(request),
        placeOf(request.params),
        request.params.commentId,
        request.body,
      ),
  );

  app.delete(
    '/user-creations/:id/slide/:slideId/comment/:commentId',
    {
      schema: {
        summary: 'Delete a comment and its replies (its author, or the creation’s owner)',
        security: bearerSecurity,
        params: commentParamsSchema,
        response: { 200: deletedCommentSchema, ...commentErrors },
      },
    },
    async (request) =>
      deleteComment(db, currentUser(request), placeOf(request.params), request.params.commentId),
  );
}

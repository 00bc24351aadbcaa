import {
  commentListSchema,
  commentParamsSchema,
  commentSchema,
  createCommentInputSchema,
  deletedCommentSchema,
  slideParamsSchema,
  updateCommentInputSchema,
} from '@figura/sdk-core/schema';
import { bearerSecurity, currentUser } from '../identity/route-auth.ts';
import { bearerReplies, errorReplies } from '../http/replies.ts';
import { mailComment } from '../sharing/comment-mail.ts';
import { createComment, deleteComment, listComments, updateComment } from '../sharing/comments.ts';
import type { RouteContext, ZodApp } from './context.ts';

const commentErrors = { ...errorReplies(400, 403, 404), ...bearerReplies };

const placeOf = (params: { id: string; slideId: string }) => ({
  creationId: params.id,
  slideId: params.slideId,
});

/** Comments on a slide and its elements (spec §3, §4); who may do what: auth/access.ts. */
export function registerCommentRoutes(
  app: ZodApp,
  { db, collab, mail, portalUrl }: RouteContext,
): void {
  /** A change of the slide's comments shows at once in every editor open on it. */
  const announced = async <T>(params: { id: string; slideId: string }, change: Promise<T>) => {
    const result = await change;
    await collab.announce({ kind: 'comments', ...placeOf(params) });
    return result;
  };

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
        description:
          'The creation’s owner and, for a reply, the thread’s earlier authors are mailed a link ' +
          'to it (at most one mail an hour per creation to each; never the comment’s author, ' +
          'never an address that asked for no more mail). The comment stands either way.',
        security: bearerSecurity,
        params: slideParamsSchema,
        body: createCommentInputSchema,
        response: { 201: commentSchema, ...commentErrors },
      },
    },
    async (request, reply) => {
      const { params, body } = request;
      const user = currentUser(request);
      const comment = await announced(params, createComment(db, user, placeOf(params), body));
      await mailComment(db, { mail, portalUrl }, user, comment).catch((error: unknown) =>
        request.log.error({ err: error }, 'A comment’s mail could not be sent'),
      );
      return reply.status(201).send(comment);
    },
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
    async (request) => {
      const { params, body } = request;
      const user = currentUser(request);
      return announced(params, updateComment(db, user, placeOf(params), params.commentId, body));
    },
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
    async (request) => {
      const { params } = request;
      const user = currentUser(request);
      return announced(params, deleteComment(db, user, placeOf(params), params.commentId));
    },
  );
}

import { z } from './zod';
import { text } from './strings';
import { slideParamsSchema } from './creation';

/**
 * Comments on a slide (spec §3, §4): on one element (`elementId`) or on the slide itself; a reply
 * names its thread's first comment (`parentId`) and sits on the same element. `checked` marks a
 * thread resolved.
 */

export const MAX_COMMENT_LENGTH = 5000;

/** Path parameters: /user-creations/{id}/slide/{slideId}/comment/{commentId}. */
export const commentParamsSchema = slideParamsSchema.extend({
  commentId: z.uuid('Comment id must be a UUID'),
});

const commentTextSchema = text()
  .trim()
  .min(1, 'A comment cannot be empty')
  .max(MAX_COMMENT_LENGTH, `A comment holds ${MAX_COMMENT_LENGTH} characters at most`);

export const createCommentInputSchema = z.object({
  text: commentTextSchema,
  elementId: text().min(1).max(200, 'Element id is too long').optional(),
  parentId: z.uuid('Parent comment id must be a UUID').optional(),
});
export type CreateCommentInput = z.input<typeof createCommentInputSchema>;

export const updateCommentInputSchema = z
  .object({ text: commentTextSchema.optional(), checked: z.boolean().optional() })
  .refine(
    (value) => value.text !== undefined || value.checked !== undefined,
    'Give the text and/or checked',
  );
export type UpdateCommentInput = z.input<typeof updateCommentInputSchema>;

export const commentAuthorSchema = z.object({ id: text(), name: text() });
export type CommentAuthor = z.infer<typeof commentAuthorSchema>;

export const commentSchema = z.object({
  id: text(),
  creationId: text(),
  slideId: text(),
  /** The element it is on; null: on the slide. */
  elementId: text().nullable(),
  /** The thread's first comment, for a reply. */
  parentId: text().nullable(),
  author: commentAuthorSchema,
  /** The caller wrote it (and so may edit it). */
  mine: z.boolean(),
  text: text(),
  checked: z.boolean(),
  createdAt: text(),
  updatedAt: text(),
});
export type SlideComment = z.infer<typeof commentSchema>;

/** Oldest first; replies after their thread's first comment in the same list. */
export const commentListSchema = z.object({ data: z.array(commentSchema) });
export type CommentList = z.infer<typeof commentListSchema>;

export const deletedCommentSchema = z.object({ id: text(), status: z.literal('deleted') });
export type DeletedComment = z.infer<typeof deletedCommentSchema>;

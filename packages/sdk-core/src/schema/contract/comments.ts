import { z } from '../document/zod';
import { text } from '../document/strings';
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

/** The spec names the comment's text `comment`; `text` is kept as its alias. */
const commentText = {
  text: commentTextSchema.optional(),
  comment: commentTextSchema.optional().describe('The comment’s text (`text` is an alias).'),
};
/** Either name, as `text` (the one given; `text` when both are). */
const asText = <T extends { text?: string | undefined; comment?: string | undefined }>({
  comment,
  ...rest
}: T) => (comment === undefined || rest.text !== undefined ? rest : { ...rest, text: comment });

export const createCommentInputSchema = z
  .object({
    ...commentText,
    elementId: text().min(1).max(200, 'Element id is too long').optional(),
    parentId: z.uuid('Parent comment id must be a UUID').optional(),
  })
  .refine((value) => (value.text ?? value.comment) !== undefined, 'Give the comment’s text')
  .transform((value) => ({ ...asText(value), text: (value.text ?? value.comment)! }));
/** What the client sends (the API also takes the spec's `comment` for `text`). */
export type CreateCommentInput = z.output<typeof createCommentInputSchema>;

export const updateCommentInputSchema = z
  .object({ ...commentText, checked: z.boolean().optional() })
  .refine(
    (value) => (value.text ?? value.comment) !== undefined || value.checked !== undefined,
    'Give the comment and/or checked',
  )
  .transform(asText);
export type UpdateCommentInput = z.output<typeof updateCommentInputSchema>;

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

import { and, asc, eq, sql } from 'drizzle-orm';
import {
  COMMENT_DELETE_FORBIDDEN_MESSAGE,
  COMMENT_NOT_AUTHOR_MESSAGE,
  COMMENT_NOT_FOUND,
  COMMENT_PARENT_NOT_FOUND,
  type CommentList,
  type SlideComment,
  type createCommentInputSchema,
  type updateCommentInputSchema,
} from '@figura/sdk-core/schema';
import type { z } from 'zod';
import type { Database } from '../db/database.ts';
import { slideComments, users, type SlideCommentRow, type UserRow } from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { requireCreationAccess } from '../auth/access.ts';
import { findSlide } from '../creations/slides.ts';

type CreateInput = z.output<typeof createCommentInputSchema>;
type UpdateInput = z.output<typeof updateCommentInputSchema>;

interface CommentPlace {
  creationId: string;
  slideId: string;
}

function toCommentReply(
  row: { comment: SlideCommentRow; author: Pick<UserRow, 'id' | 'name'> },
  caller: UserRow,
): SlideComment {
  const { comment, author } = row;
  return {
    id: comment.id,
    creationId: comment.creationId,
    slideId: comment.slideId,
    elementId: comment.elementId,
    parentId: comment.parentId,
    author: { id: author.id, name: author.name },
    mine: author.id === caller.id,
    text: comment.text,
    checked: comment.checked,
    createdAt: comment.createdAt.toISOString(),
    updatedAt: comment.updatedAt.toISOString(),
  };
}

function commentsQuery(db: Database) {
  return db
    .select({ comment: slideComments, author: { id: users.id, name: users.name } })
    .from(slideComments)
    .innerJoin(users, eq(users.id, slideComments.authorId));
}

async function commentReply(
  db: Database,
  caller: UserRow,
  commentId: string,
): Promise<SlideComment> {
  const [row] = await commentsQuery(db).where(eq(slideComments.id, commentId)).limit(1);
  if (!row) throw new Error(`Comment ${commentId} vanished`);
  return toCommentReply(row, caller);
}

/** The creation allows `action` to the user and the slide is live on it (404/403 otherwise). */
async function requireSlideFor(
  db: Database,
  user: UserRow,
  place: CommentPlace,
  action: 'read' | 'comment',
) {
  const creation = await requireCreationAccess(db, user, place.creationId, action);
  await findSlide(db, place.creationId, place.slideId);
  return creation;
}

async function requireComment(
  db: Database,
  place: CommentPlace,
  commentId: string,
): Promise<SlideCommentRow> {
  const [row] = await db
    .select()
    .from(slideComments)
    .where(and(eq(slideComments.id, commentId), eq(slideComments.slideId, place.slideId)))
    .limit(1);
  if (!row) throw notFound(COMMENT_NOT_FOUND);
  return row;
}

/** The slide's comments, oldest first, for anyone who may read the creation. */
export async function listComments(
  db: Database,
  user: UserRow,
  place: CommentPlace,
): Promise<CommentList> {
  await requireSlideFor(db, user, place, 'read');
  const rows = await commentsQuery(db)
    .where(eq(slideComments.slideId, place.slideId))
    .orderBy(asc(slideComments.createdAt), asc(slideComments.id));
  return { data: rows.map((row) => toCommentReply(row, user)) };
}

/**
 * A comment on the slide or one of its elements; a reply joins its thread (a reply to a reply
 * joins the same thread) and sits on the thread's element.
 */
export async function createComment(
  db: Database,
  user: UserRow,
  place: CommentPlace,
  input: CreateInput,
): Promise<SlideComment> {
  await requireSlideFor(db, user, place, 'comment');
  let elementId = input.elementId ?? null;
  let parentId: string | null = null;
  if (input.parentId !== undefined) {
    const [parent] = await db
      .select()
      .from(slideComments)
      .where(and(eq(slideComments.id, input.parentId), eq(slideComments.slideId, place.slideId)))
      .limit(1);
    if (!parent) throw new HttpError(400, COMMENT_PARENT_NOT_FOUND);
    parentId = parent.parentId ?? parent.id;
    elementId = parent.elementId;
  }
  const [inserted] = await db
    .insert(slideComments)
    .values({ ...place, elementId, parentId, authorId: user.id, text: input.text })
    .returning({ id: slideComments.id });
  if (!inserted) throw new Error('Insert returned no comment');
  return commentReply(db, user, inserted.id);
}

/**
 * Changes the text (its author only) and/or checks or unchecks it (anyone who may comment).
 */
export async function updateComment(
  db: Database,
  user: UserRow,
  place: CommentPlace,
  commentId: string,
  input: UpdateInput,
): Promise<SlideComment> {
  await requireSlideFor(db, user, place, 'comment');
  const comment = await requireComment(db, place, commentId);
  if (input.text !== undefined && comment.authorId !== user.id)
    throw new HttpError(403, COMMENT_NOT_AUTHOR_MESSAGE);
  await db
    .update(slideComments)
    .set({
      ...(input.text !== undefined && { text: input.text }),
      ...(input.checked !== undefined && { checked: input.checked }),
      updatedAt: sql`now()`,
    })
    .where(eq(slideComments.id, commentId));
  return commentReply(db, user, commentId);
}

/** Deletes a comment (with its replies when it starts a thread): its author or the owner. */
export async function deleteComment(
  db: Database,
  user: UserRow,
  place: CommentPlace,
  commentId: string,
): Promise<{ id: string; status: 'deleted' }> {
  const creation = await requireSlideFor(db, user, place, 'comment');
  const comment = await requireComment(db, place, commentId);
  if (comment.authorId !== user.id && creation.access !== 'owner')
    throw new HttpError(403, COMMENT_DELETE_FORBIDDEN_MESSAGE);
  await db.delete(slideComments).where(eq(slideComments.id, commentId));
  return { id: commentId, status: 'deleted' };
}

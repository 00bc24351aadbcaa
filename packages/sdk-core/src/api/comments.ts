import type {
  CommentList,
  CreateCommentInput,
  DeletedComment,
  SlideComment,
  UpdateCommentInput,
} from '../schema/contract/comments';
import { parseReply, type ApiLogger, type Http } from './http';

/** Comments on a slide and its elements (spec §3, §4): anyone who may open the creation reads them. */
export interface CommentsApi {
  listComments(creationId: string, slideId: string): Promise<CommentList>;
  /** On the slide, on an element (`elementId`), or a reply (`parentId`); owner, editors, commentors. */
  addComment(creationId: string, slideId: string, input: CreateCommentInput): Promise<SlideComment>;
  /** New text (its author only) and/or checked (anyone who may comment). */
  updateComment(
    creationId: string,
    slideId: string,
    commentId: string,
    input: UpdateCommentInput,
  ): Promise<SlideComment>;
  /** Its author, or the creation's owner; a thread's first comment takes its replies along. */
  deleteComment(creationId: string, slideId: string, commentId: string): Promise<DeletedComment>;
}

const commentsPath = (creationId: string, slideId: string) =>
  `/user-creations/${encodeURIComponent(creationId)}/slide/${encodeURIComponent(slideId)}/comment`;

export function commentCalls(http: Http, logger: ApiLogger): CommentsApi {
  return {
    async listComments(creationId, slideId) {
      return parseReply(
        (schemas) => schemas.commentListSchema,
        await http.get(commentsPath(creationId, slideId)),
        logger,
      );
    },
    async addComment(creationId, slideId, input) {
      return parseReply(
        (schemas) => schemas.commentSchema,
        await http.post(commentsPath(creationId, slideId), input),
        logger,
      );
    },
    async updateComment(creationId, slideId, commentId, input) {
      return parseReply(
        (schemas) => schemas.commentSchema,
        await http.put(
          `${commentsPath(creationId, slideId)}/${encodeURIComponent(commentId)}`,
          input,
        ),
        logger,
      );
    },
    async deleteComment(creationId, slideId, commentId) {
      return parseReply(
        (schemas) => schemas.deletedCommentSchema,
        await http.delete(`${commentsPath(creationId, slideId)}/${encodeURIComponent(commentId)}`),
        logger,
      );
    },
  };
}

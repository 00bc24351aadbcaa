import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CommentsApi } from '../api/comments';
import type { SlideComment } from '../schema/contract/comments';
import type { KeyValueStorage } from './gallery-store';

/** Where the editor remembers whether comment markers show (spec §4: default shown). */
export const COMMENTS_VISIBLE_STORAGE_KEY = 'figura.comments.visible';

export type CommentsStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface CommentsState {
  /** The slide whose comments these are (null before the first load). */
  slideId: string | null;
  /** Oldest first, replies included (see commentThreads). */
  comments: readonly SlideComment[];
  status: CommentsStatus;
  /** Why the last load or change failed, as the API said it. */
  error: string | null;
  /** Whether markers show on the canvas; stored, default shown. */
  visible: boolean;
  /** Comments of other people that arrived (refresh) since the person last read them. */
  unread: number;
}

export type CommentsStore = StoreApi<CommentsState>;

/** A comment with its replies, oldest first. */
export interface CommentThread {
  root: SlideComment;
  replies: readonly SlideComment[];
}

/** The comments grouped into threads (a reply whose thread is missing starts its own). */
export function commentThreads(comments: readonly SlideComment[]): CommentThread[] {
  const threads = new Map<string, { root: SlideComment; replies: SlideComment[] }>();
  for (const comment of comments) {
    if (comment.parentId === null || !threads.has(comment.parentId)) {
      threads.set(comment.id, { root: comment, replies: [] });
    } else {
      threads.get(comment.parentId)!.replies.push(comment);
    }
  }
  return [...threads.values()];
}

/** The open threads on each element (resolved ones show no marker), in thread order. */
export function openThreadsByElement(comments: readonly SlideComment[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { root } of commentThreads(comments)) {
    if (root.checked || root.elementId === null) continue;
    counts.set(root.elementId, (counts.get(root.elementId) ?? 0) + 1);
  }
  return counts;
}

function readVisible(storage: KeyValueStorage | undefined): boolean {
  try {
    return storage?.getItem(COMMENTS_VISIBLE_STORAGE_KEY) !== 'false';
  } catch {
    return true;
  }
}

export interface CommentsOptions {
  api: CommentsApi;
  creationId: string;
  /** Where the show/hide choice persists (the page's localStorage); without one it is per editor. */
  storage?: KeyValueStorage;
}

/** The editor's comments: the open slide's threads and the commands over them. No React. */
export interface CommentsController {
  readonly state: CommentsStore;
  /** Loads the slide's comments (a later load for another slide wins). */
  load(slideId: string): Promise<void>;
  /**
   * Reads the open slide's comments again (someone else changed them), keeping the list on
   * screen meanwhile; other people's new comments count as unread.
   */
  refresh(): Promise<void>;
  /** The person has seen the comments (the panel is open). */
  markRead(): void;
  /** A new thread on the open slide, on an element or (no elementId) on the slide. */
  add(text: string, elementId?: string): Promise<SlideComment>;
  reply(parentId: string, text: string): Promise<SlideComment>;
  /** Its author only (the API answers 403 otherwise). */
  edit(commentId: string, text: string): Promise<SlideComment>;
  /** Resolves (true) or reopens a thread. */
  setChecked(commentId: string, checked: boolean): Promise<SlideComment>;
  /** Its author or the owner; a thread's first comment takes its replies along. */
  remove(commentId: string): Promise<void>;
  setVisible(visible: boolean): void;
}

export function createComments({ api, creationId, storage }: CommentsOptions): CommentsController {
  const state = createStore<CommentsState>()(() => ({
    slideId: null,
    comments: [],
    status: 'idle',
    error: null,
    visible: readVisible(storage),
    unread: 0,
  }));
  const openSlide = () => {
    const { slideId } = state.getState();
    // eslint-disable-next-line i18next/no-literal-string -- a programming error, for developers
    if (slideId === null) throw new Error('No slide is open for comments');
    return slideId;
  };
  /** Runs a change; its failure is kept in `error` and rethrown for the caller to show. */
  const change = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      const result = await run();
      state.setState({ error: null });
      return result;
    } catch (error) {
      state.setState({ error: error instanceof Error ? error.message : String(error) });
      throw error;
    }
  };
  const upsert = (comment: SlideComment) => {
    if (comment.slideId !== state.getState().slideId) return;
    const { comments } = state.getState();
    const index = comments.findIndex((existing) => existing.id === comment.id);
    state.setState({
      comments:
        index === -1
          ? [...comments, comment]
          : comments.map((existing) => (existing.id === comment.id ? comment : existing)),
    });
  };

  return {
    state,
    async load(slideId) {
      state.setState({ slideId, status: 'loading', error: null, comments: [], unread: 0 });
      try {
        const { data } = await api.listComments(creationId, slideId);
        if (state.getState().slideId === slideId)
          state.setState({ comments: data, status: 'ready' });
      } catch (error) {
        if (state.getState().slideId !== slideId) return;
        state.setState({
          status: 'failed',
          error: error instanceof Error ? error.message : String(error),
        });
      }
    },
    async refresh() {
      const { slideId } = state.getState();
      if (slideId === null) return;
      try {
        const { data } = await api.listComments(creationId, slideId);
        const current = state.getState();
        if (current.slideId !== slideId) return;
        const known = new Set(current.comments.map((comment) => comment.id));
        const arrived = data.filter((comment) => !known.has(comment.id) && !comment.mine);
        state.setState({
          comments: data,
          status: 'ready',
          unread: current.unread + (current.status === 'ready' ? arrived.length : 0),
        });
      } catch {
        // The list on screen stays; the next change or load reads it again.
      }
    },
    markRead() {
      if (state.getState().unread !== 0) state.setState({ unread: 0 });
    },
    add: (text, elementId) =>
      change(async () => {
        const comment = await api.addComment(creationId, openSlide(), {
          text,
          ...(elementId !== undefined && { elementId }),
        });
        upsert(comment);
        return comment;
      }),
    reply: (parentId, text) =>
      change(async () => {
        const comment = await api.addComment(creationId, openSlide(), { text, parentId });
        upsert(comment);
        return comment;
      }),
    edit: (commentId, text) =>
      change(async () => {
        const comment = await api.updateComment(creationId, openSlide(), commentId, { text });
        upsert(comment);
        return comment;
      }),
    setChecked: (commentId, checked) =>
      change(async () => {
        const comment = await api.updateComment(creationId, openSlide(), commentId, { checked });
        upsert(comment);
        return comment;
      }),
    remove: (commentId) =>
      change(async () => {
        await api.deleteComment(creationId, openSlide(), commentId);
        state.setState({
          comments: state
            .getState()
            .comments.filter((item) => item.id !== commentId && item.parentId !== commentId),
        });
      }),
    setVisible(visible) {
      state.setState({ visible });
      try {
        storage?.setItem(COMMENTS_VISIBLE_STORAGE_KEY, String(visible));
      } catch {
        // A full or refused storage keeps the choice for this editor only.
      }
    },
  };
}

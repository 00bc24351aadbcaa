import { describe, expect, it } from 'vitest';
import type { CommentsApi } from '../api/comments';
import type { SlideComment } from '../schema/contract/comments';
import {
  COMMENTS_VISIBLE_STORAGE_KEY,
  commentThreads,
  createComments,
  openThreadsByElement,
} from './comments-store';

/** The comment calls over a list in memory, as the API answers them. */
function memoryComments(): CommentsApi & { stored: SlideComment[] } {
  const stored: SlideComment[] = [];
  let next = 0;
  const at = () => new Date(Date.UTC(2026, 0, 1, 0, 0, next)).toISOString();
  return {
    stored,
    async listComments(_creationId, slideId) {
      return { data: stored.filter((comment) => comment.slideId === slideId) };
    },
    async addComment(creationId, slideId, input) {
      const parent = stored.find((comment) => comment.id === input.parentId);
      next += 1;
      const comment: SlideComment = {
        id: `c${next}`,
        creationId,
        slideId,
        elementId: parent ? parent.elementId : (input.elementId ?? null),
        parentId: parent ? (parent.parentId ?? parent.id) : null,
        author: { id: 'u1', name: 'Ada' },
        mine: true,
        text: input.text,
        checked: false,
        createdAt: at(),
        updatedAt: at(),
      };
      stored.push(comment);
      return comment;
    },
    async updateComment(_creationId, _slideId, commentId, input) {
      const index = stored.findIndex((comment) => comment.id === commentId);
      stored[index] = { ...stored[index]!, ...input } as SlideComment;
      return stored[index]!;
    },
    async deleteComment(_creationId, _slideId, commentId) {
      for (let i = stored.length - 1; i >= 0; i -= 1) {
        if (stored[i]!.id === commentId || stored[i]!.parentId === commentId) stored.splice(i, 1);
      }
      return { id: commentId, status: 'deleted' };
    },
  };
}

function mapStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('the editor’s comments', () => {
  it('loads a slide’s comments, adds threads and replies, and groups them', async () => {
    const api = memoryComments();
    const comments = createComments({ api, creationId: 'k1' });
    await comments.load('s1');
    const first = await comments.add('Check this arrow', 'arrow');
    await comments.add('General remark');
    await comments.reply(first.id, 'Fixed it');
    const threads = commentThreads(comments.state.getState().comments);
    expect(threads.map((thread) => [thread.root.text, thread.replies.map((r) => r.text)])).toEqual([
      ['Check this arrow', ['Fixed it']],
      ['General remark', []],
    ]);
    expect([...openThreadsByElement(comments.state.getState().comments)]).toEqual([['arrow', 1]]);
  });

  it('resolves a thread (its marker goes), edits and removes with replies', async () => {
    const api = memoryComments();
    const comments = createComments({ api, creationId: 'k1' });
    await comments.load('s1');
    const first = await comments.add('Too dark', 'cell');
    await comments.reply(first.id, 'Agreed');
    await comments.setChecked(first.id, true);
    expect(openThreadsByElement(comments.state.getState().comments).size).toBe(0);
    await comments.edit(first.id, 'Too dark?');
    expect(comments.state.getState().comments[0]).toMatchObject({
      text: 'Too dark?',
      checked: true,
    });
    await comments.remove(first.id);
    expect(comments.state.getState().comments).toEqual([]);
  });

  it('keeps the failure of a change and rethrows it', async () => {
    const api = memoryComments();
    api.updateComment = async () => {
      throw new Error('Only its author can edit this comment.');
    };
    const comments = createComments({ api, creationId: 'k1' });
    await comments.load('s1');
    const first = await comments.add('Mine');
    await expect(comments.edit(first.id, 'Yours')).rejects.toThrow('Only its author');
    expect(comments.state.getState().error).toBe('Only its author can edit this comment.');
  });

  it('reads changes made elsewhere without emptying the list; others’ new ones are unread', async () => {
    const api = memoryComments();
    const comments = createComments({ api, creationId: 'k1' });
    await comments.load('s1');
    await comments.add('Mine');
    // A co-author comments through another editor.
    const theirs = await api.addComment('k1', 's1', { text: 'Theirs' });
    api.stored[api.stored.indexOf(theirs)] = {
      ...theirs,
      mine: false,
      author: { id: 'u2', name: 'Bo' },
    };
    const seen: number[] = [];
    comments.state.subscribe((state) => seen.push(state.comments.length));
    await comments.refresh();
    expect(comments.state.getState().comments.map((c) => c.text)).toEqual(['Mine', 'Theirs']);
    expect(seen).not.toContain(0);
    expect(comments.state.getState().unread).toBe(1);
    comments.markRead();
    expect(comments.state.getState().unread).toBe(0);
    // Opening another slide starts its count afresh.
    await comments.refresh();
    expect(comments.state.getState().unread).toBe(0);
  });

  it('shows markers by default and remembers hiding them', () => {
    const storage = mapStorage();
    const comments = createComments({ api: memoryComments(), creationId: 'k1', storage });
    expect(comments.state.getState().visible).toBe(true);
    comments.setVisible(false);
    expect(storage.values.get(COMMENTS_VISIBLE_STORAGE_KEY)).toBe('false');
    const again = createComments({ api: memoryComments(), creationId: 'k1', storage });
    expect(again.state.getState().visible).toBe(false);
  });
});

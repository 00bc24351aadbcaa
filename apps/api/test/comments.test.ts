import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import { sampleDocument, type CreationReply } from './helpers/documents.ts';

let api: ApiHarness;
let owner: TestUser;
let editor: TestUser;
let commentor: TestUser;
let stranger: TestUser;
let creation: CreationReply;
let commentsPath: string;

beforeAll(async () => {
  api = await startApi();
  [owner, editor, commentor, stranger] = await Promise.all([
    api.newUser(),
    api.newUser(),
    api.newUser(),
    api.newUser(),
  ]);
  await Promise.all(
    [editor, commentor, stranger].map((user) => user.request('GET', '/user-creations')),
  );
  creation = (await owner.request<CreationReply>('POST', '/user-creations', { name: 'Reviewed' }))
    .body;
  const slidePath = `/user-creations/${creation.id}/slide/${creation.slides[0]!.id}`;
  await owner.request('PUT', `${slidePath}/content`, { revision: 0, content: sampleDocument() });
  commentsPath = `${slidePath}/comment`;
  for (const [user, permission] of [
    [editor, 'editor'],
    [commentor, 'commentor'],
  ] as const) {
    const shared = await owner.request('POST', `/user-creations/${creation.id}/share`, {
      email: user.email,
      permission,
    });
    expect(shared.status).toBe(201);
  }
});

afterAll(async () => {
  await api.close();
});

describe('comments on a slide', () => {
  it('a commentor comments on an element, the owner replies, and both read the thread', async () => {
    const first = await commentor.request('POST', commentsPath, {
      text: '  Is this the right receptor?  ',
      elementId: 'receptor',
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      elementId: 'receptor',
      parentId: null,
      text: 'Is this the right receptor?',
      checked: false,
      author: { name: commentor.name },
      mine: true,
    });
    const reply = await owner.request('POST', commentsPath, {
      text: 'Yes, see the figure legend.',
      parentId: first.body.id,
    });
    // A reply joins the thread and sits on its element.
    expect(reply.body).toMatchObject({ parentId: first.body.id, elementId: 'receptor' });
    const replyToReply = await editor.request('POST', commentsPath, {
      text: 'Agreed.',
      parentId: reply.body.id,
    });
    expect(replyToReply.body.parentId).toBe(first.body.id);
    const slideComment = await editor.request('POST', commentsPath, { text: 'Nice slide.' });
    expect(slideComment.body.elementId).toBeNull();

    const list = await commentor.request('GET', commentsPath);
    const ids = list.body.data.map((comment: { id: string }) => comment.id);
    expect(list.body.data.map((comment: { mine: boolean }) => comment.mine)).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(ids).toEqual([first.body.id, reply.body.id, replyToReply.body.id, slideComment.body.id]);
  });

  it('lets anyone who comments resolve a thread, and only the author edit its text', async () => {
    const comment = await editor.request('POST', commentsPath, { text: 'Colour too bright' });
    const path = `${commentsPath}/${comment.body.id}`;
    const resolved = await commentor.request('PUT', path, { checked: true });
    expect([resolved.status, resolved.body.checked]).toEqual([200, true]);
    const edited = await owner.request('PUT', path, { text: 'Changed by someone else' });
    expect([edited.status, edited.body.message]).toEqual([
      403,
      'Only its author can edit this comment.',
    ]);
    const own = await editor.request('PUT', path, {
      text: 'Colour a little bright',
      checked: false,
    });
    expect(own.body).toMatchObject({ text: 'Colour a little bright', checked: false });
    const nothing = await editor.request('PUT', path, {});
    expect([nothing.status, nothing.body.message]).toEqual([
      400,
      ['Give the comment and/or checked'],
    ]);
  });

  it('takes the text under the spec’s name, `comment`, as well', async () => {
    const made = await editor.request('POST', commentsPath, {
      comment: 'Arrow points the wrong way',
    });
    expect([made.status, made.body.text]).toEqual([201, 'Arrow points the wrong way']);
    const edited = await editor.request('PUT', `${commentsPath}/${made.body.id}`, {
      comment: 'Arrow reversed',
      checked: true,
    });
    expect(edited.body).toMatchObject({ text: 'Arrow reversed', checked: true });
    expect((await editor.request('POST', commentsPath, {})).status).toBe(400);
  });

  it('lets the author or the owner delete a comment, with its replies', async () => {
    const comment = await commentor.request('POST', commentsPath, { text: 'Typo in the title' });
    await editor.request('POST', commentsPath, { text: 'Fixed', parentId: comment.body.id });
    const path = `${commentsPath}/${comment.body.id}`;
    const byEditor = await editor.request('DELETE', path);
    expect([byEditor.status, byEditor.body.message]).toEqual([
      403,
      'Only its author or the creation’s owner can delete this comment.',
    ]);
    const byOwner = await owner.request('DELETE', path);
    expect(byOwner.body).toEqual({ id: comment.body.id, status: 'deleted' });
    const list = await owner.request('GET', commentsPath);
    const texts = list.body.data.map((item: { text: string }) => item.text);
    expect(texts).not.toContain('Typo in the title');
    expect(texts).not.toContain('Fixed');
    const mine = await commentor.request('POST', commentsPath, { text: 'Mine to remove' });
    const own = await commentor.request('DELETE', `${commentsPath}/${mine.body.id}`);
    expect(own.status).toBe(200);
  });

  it('refuses empty comments, unknown comments and parents, and strangers', async () => {
    const empty = await commentor.request('POST', commentsPath, { text: '   ' });
    expect([empty.status, empty.body.message]).toEqual([400, ['text: A comment cannot be empty']]);
    const orphan = await commentor.request('POST', commentsPath, {
      text: 'Reply',
      parentId: randomUUID(),
    });
    expect([orphan.status, orphan.body.message]).toEqual([
      400,
      'The comment you reply to is not on this slide.',
    ]);
    const unknown = await commentor.request('PUT', `${commentsPath}/${randomUUID()}`, {
      checked: true,
    });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Comment not found']);
    const read = await stranger.request('GET', commentsPath);
    expect([read.status, read.body.message]).toEqual([404, 'Creation not found']);
    const wrongSlide = await commentor.request(
      'GET',
      `/user-creations/${creation.id}/slide/${randomUUID()}/comment`,
    );
    expect([wrongSlide.status, wrongSlide.body.message]).toEqual([404, 'Slide not found']);
  });
});

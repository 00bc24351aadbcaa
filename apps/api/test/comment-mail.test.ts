// A comment tells the people it is for: the creation's owner, and in a thread those who wrote
// in it before, by a mail with a link to the creation; at most one an hour per creation to each,
// never to its author, never to an address that asked for no more mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import { sampleDocument, type CreationReply } from './helpers/documents.ts';

let api: ApiHarness;

interface Mail {
  subject: string;
  text: string;
  link: string;
}

const mailsTo = async (email: string): Promise<Mail[]> =>
  (await api.request('GET', `/dev/email-outbox?to=${encodeURIComponent(email)}`)).body.data;

/** A creation of `owner`'s shared with `commentor` to comment on; its comments' path. */
async function reviewed(owner: TestUser, commentor: TestUser, name: string) {
  const creation = (await owner.request<CreationReply>('POST', '/user-creations', { name })).body;
  const slidePath = `/user-creations/${creation.id}/slide/${creation.slides[0]!.id}`;
  await owner.request('PUT', `${slidePath}/content`, { revision: 0, content: sampleDocument() });
  const shared = await owner.request('POST', `/user-creations/${creation.id}/share`, {
    email: commentor.email,
    permission: 'commentor',
    notify: false,
  });
  expect(shared.status).toBe(201);
  return { id: creation.id, comments: `${slidePath}/comment` };
}

beforeAll(async () => {
  api = await startApi({ emailOutboxRoute: true });
});

afterAll(async () => {
  await api.close();
});

describe('mail about comments', () => {
  it('tells the owner of a comment, once an hour per creation, and the thread of a reply', async () => {
    const [owner, reviewer] = [await api.newUser(), await api.newUser()];
    await reviewer.request('GET', '/user-creations');
    const poster = await reviewed(owner, reviewer, 'PD-1 poster');

    const first = await reviewer.request('POST', poster.comments, {
      text: 'Is this the right receptor?',
      elementId: 'receptor',
    });
    expect(first.status).toBe(201);
    const [mail, ...more] = await mailsTo(owner.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('A new comment on Figura');
    expect(mail!.text).toContain('A new comment on “PD-1 poster”: “Is this the right receptor?”');
    expect(mail!.text).toContain(reviewer.email);
    expect(new URL(mail!.link).pathname).toBe(`/editor/${poster.id}`);
    // The author is not told of their own comment.
    expect(await mailsTo(reviewer.email)).toHaveLength(0);

    // A second comment within the hour: read where the first mail leads, no second mail.
    await reviewer.request('POST', poster.comments, { text: 'And the legend is small.' });
    expect(await mailsTo(owner.email)).toHaveLength(1);

    // The owner replies: the thread's earlier author is told, the owner is not.
    const reply = await owner.request('POST', poster.comments, {
      text: 'Yes: PD-1 on the T cell.',
      parentId: first.body.id,
    });
    expect(reply.status).toBe(201);
    const [answer] = await mailsTo(reviewer.email);
    expect(answer!.subject).toBe('A reply to a comment on Figura');
    expect(answer!.text).toContain('“Yes: PD-1 on the T cell.”');
    expect(await mailsTo(owner.email)).toHaveLength(1);

    // Another creation is another subject: its first comment is told at once.
    const deck = await reviewed(owner, reviewer, 'Lab meeting');
    await reviewer.request('POST', deck.comments, { text: 'Slide 1 reads well.' });
    expect((await mailsTo(owner.email)).map((found) => found.text)).toEqual([
      expect.stringContaining('“Lab meeting”'),
      expect.stringContaining('“PD-1 poster”'),
    ]);
  });

  it('sends nothing to an address that asked for no more mail; the comment stands', async () => {
    const [owner, reviewer] = [await api.newUser(), await api.newUser()];
    await reviewer.request('GET', '/user-creations');
    const figure = await reviewed(owner, reviewer, 'Figure 2');
    await reviewer.request('POST', figure.comments, { text: 'First look.' });
    const [mail] = await mailsTo(owner.email);
    const link = new URL(/To receive no more mail from Figura: (\S+)/.exec(mail!.text)![1]!);
    const token = link.searchParams.get('token')!;
    expect((await api.request('POST', '/mail/unsubscribe', { body: { token } })).status).toBe(200);

    const later = await reviewed(owner, reviewer, 'Figure 3');
    const comment = await reviewer.request('POST', later.comments, { text: 'Second look.' });
    expect(comment.status).toBe(201);
    expect(await mailsTo(owner.email)).toHaveLength(1);
    const listed = await owner.request('GET', later.comments);
    expect(listed.body.data.map((found: { text: string }) => found.text)).toEqual(['Second look.']);
  });

  it('tells nobody when the owner comments on a creation nobody else wrote in', async () => {
    const [owner, reviewer] = [await api.newUser(), await api.newUser()];
    await reviewer.request('GET', '/user-creations');
    const note = await reviewed(owner, reviewer, 'Notes');
    expect((await owner.request('POST', note.comments, { text: 'To do: legend.' })).status).toBe(
      201,
    );
    expect(await mailsTo(owner.email)).toHaveLength(0);
    expect(await mailsTo(reviewer.email)).toHaveLength(0);
  });
});

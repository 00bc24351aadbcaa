import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import { sampleDocument, type CreationReply } from './helpers/documents.ts';

let api: ApiHarness;
let owner: TestUser;
let intruder: TestUser;
let creation: CreationReply;
let slidePath: string;

beforeAll(async () => {
  api = await startApi();
  owner = await api.newUser();
  intruder = await api.newUser();
  const created = await owner.request<CreationReply>('POST', '/user-creations', {
    name: 'Private work',
  });
  creation = created.body;
  slidePath = `/user-creations/${creation.id}/slide/${creation.slides[0]!.id}`;
  const saved = await owner.request('PUT', `${slidePath}/content`, {
    revision: 0,
    content: sampleDocument(),
  });
  expect(saved.status).toBe(200);
});

afterAll(async () => {
  await api.close();
});

describe("another user's creation", () => {
  const notFound = { message: 'Creation not found' };

  it('is not in their list', async () => {
    const list = await intruder.request('GET', '/user-creations?limit=200');
    expect(list.body.data.map((c: CreationReply) => c.id)).not.toContain(creation.id);
    const trash = await intruder.request('GET', '/user-creations?status=deleted&limit=200');
    expect(trash.body.data.map((c: CreationReply) => c.id)).not.toContain(creation.id);
  });

  it('cannot be read', async () => {
    const read = await intruder.request('GET', `/user-creations/${creation.id}`);
    expect([read.status, read.body]).toEqual([404, notFound]);
    const content = await intruder.request('GET', `${slidePath}/content`);
    expect([content.status, content.body]).toEqual([404, notFound]);
  });

  it('cannot be renamed, saved into, extended, downloaded or deleted', async () => {
    const attempts = await Promise.all([
      intruder.request('PUT', `/user-creations/${creation.id}`, { name: 'Mine now' }),
      intruder.request('PUT', `${slidePath}/content`, {
        revision: 1,
        content: { ...sampleDocument(), elements: [] },
      }),
      intruder.request('POST', `/user-creations/${creation.id}/slide`),
      intruder.request('POST', `${slidePath}/download`, {}),
      intruder.request('DELETE', `/user-creations/${creation.id}`),
    ]);
    for (const attempt of attempts) {
      expect([attempt.status, attempt.body]).toEqual([404, notFound]);
    }
  });

  it("leaves the owner's data intact", async () => {
    const read = await owner.request<CreationReply>('GET', `/user-creations/${creation.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ name: 'Private work', status: 'available' });
    expect(read.body.slides).toEqual([{ id: creation.slides[0]!.id, position: 0, revision: 1 }]);
    const content = await owner.request('GET', `${slidePath}/content`);
    expect(content.body.revision).toBe(1);
    expect(content.body.content).toMatchObject(sampleDocument());
  });

  it("cannot be reached through the intruder's own creation either", async () => {
    const own = await intruder.request<CreationReply>('POST', '/user-creations', { name: 'Decoy' });
    const crossed = `/user-creations/${own.body.id}/slide/${creation.slides[0]!.id}`;
    const read = await intruder.request('GET', `${crossed}/content`);
    expect(read.status).toBe(404);
    const write = await intruder.request('PUT', `${crossed}/content`, {
      revision: 1,
      content: sampleDocument(),
    });
    expect(write.status).toBe(404);
    const content = await owner.request('GET', `${slidePath}/content`);
    expect(content.body.revision).toBe(1);
  });
});

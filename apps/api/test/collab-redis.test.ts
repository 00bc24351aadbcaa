// Two API nodes on one database and one Redis: people connected to different nodes co-edit one
// slide, and a REST save on one node reaches a room open on the other.
import { describe, expect, it } from 'vitest';
import { coEditAcrossNodes, eventually, useTwoNodes } from './helpers/collab.ts';
import { useTestDatabase } from './helpers/database.ts';
import { sampleDocument } from './helpers/documents.ts';

const database = useTestDatabase();
const two = useTwoNodes(database);

describe('co-editing across API nodes (Redis)', () => {
  it('lets people on different nodes edit one slide and see each other’s edits', async () => {
    const { onA, path } = await coEditAcrossNodes(
      two.owner,
      two.nodeA.baseUrl,
      two.nodeB.baseUrl,
      two.open,
      {
        left: 55,
        background: '#abcdef',
      },
    );

    // A REST save through node B reaches the person on node A.
    await eventually(async () => {
      const latest = await two.owner.request('GET', path);
      expect(latest.body.content.background).toBe('#abcdef');
    });
    const latest = await two.owner.request('GET', path);
    const saved = await two.nodeB.request('PUT', path, {
      token: two.owner.token,
      body: {
        revision: latest.body.revision,
        content: { ...sampleDocument(), background: '#fedcba' },
      },
    });
    expect(saved.status).toBe(200);
    await eventually(() => expect(onA.read().background).toBe('#fedcba'));
  });
});

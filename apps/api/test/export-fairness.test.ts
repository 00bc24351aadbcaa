// Fair exports: one account's flood waits behind another account's export. With one drawing
// process, a person who asks while someone else's four big exports wait is drawn next, not fifth.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import { sampleDocument } from './helpers/documents.ts';
import { creationWith, startJob } from './helpers/exports.ts';

let api: ApiHarness;

beforeAll(async () => {
  api = await startApi({ exportWorkers: 1 });
});
afterAll(async () => {
  await api?.close();
});

/** Polls the jobs until all are settled; resolves the order in which they were done. */
async function finishingOrder(jobs: { user: TestUser; id: string }[]): Promise<string[]> {
  const order: string[] = [];
  const deadline = Date.now() + 60_000;
  while (order.length < jobs.length) {
    if (Date.now() > deadline) throw new Error(`only ${order.length} jobs done after 60 s`);
    for (const { user, id } of jobs) {
      if (order.includes(id)) continue;
      const status = await user.request('GET', `/exports/${id}`);
      if (status.body.status === 'failed') throw new Error(`job failed: ${status.body.message}`);
      if (status.body.status === 'done') order.push(id);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return order;
}

describe('fair exports', () => {
  it('draws another account’s export before the rest of one account’s flood', async () => {
    const flooder = await api.newUser();
    const other = await api.newUser();
    const big = await creationWith(flooder, [sampleDocument(800, 800)]);
    const small = await creationWith(other, [sampleDocument(400, 300)]);
    // Big files: each takes a good while to draw, so the flood is still waiting when the other
    // person asks.
    const flood: string[] = [];
    for (let i = 0; i < 4; i++)
      flood.push(await startJob(flooder, `${big.slidePaths[0]}/download`, { dpi: 600 }));
    const mine = await startJob(other, `${small.slidePaths[0]}/download`, {});
    const order = await finishingOrder([
      ...flood.map((id) => ({ user: flooder, id })),
      { user: other, id: mine },
    ]);
    // Drawn at once after whatever was drawing: first or second, never behind the flood.
    expect(order.indexOf(mine)).toBeLessThanOrEqual(1);
  });
});

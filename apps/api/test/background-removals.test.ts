// Pictures whose backdrop the editor removed: stored like an upload and counted against the
// plan's background removals a month; the last allowed one is taken once by parallel requests.
import { PNG } from 'pngjs';
import { PLAN_LIMITS } from '@figura/sdk-core/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness } from './helpers/api-harness.ts';

let api: ApiHarness;

beforeAll(async () => {
  api = await startApi({ newUserPlan: 'T' });
});

afterAll(async () => {
  await api?.close();
});

/** A small PNG with a transparent corner, different for each `seed`. */
function cutOut(seed: number): Buffer {
  const png = new PNG({ width: 4, height: 4 });
  png.data.fill(255);
  png.data[0] = seed;
  png.data[3] = 0;
  return PNG.sync.write(png);
}

describe('background removals', () => {
  it('stores the picture and counts it, refusing past the plan’s cap with the upsell', async () => {
    const cap = PLAN_LIMITS.backgroundRemovals.T;
    const user = await api.newUser();
    const replies = await Promise.all(
      Array.from({ length: cap + 2 }, (_, index) =>
        api.request<{ id?: string; limit?: string; upsell?: string; message?: string }>(
          'POST',
          '/background-removals',
          { token: user.token, rawBody: cutOut(index), headers: { 'content-type': 'image/png' } },
        ),
      ),
    );
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([...Array<number>(cap).fill(201), 403, 403]);
    const stored = replies.find((reply) => reply.status === 201)!.body;
    expect((await user.request('GET', `/files/${stored.id}`)).status).toBe(200);
    const refused = replies.find((reply) => reply.status === 403)!.body;
    expect(refused).toMatchObject({ limit: 'backgroundRemovals', upsell: 'backgroundRemoval' });
    expect(refused.message).toContain(`${cap} background removals a month`);
    const plan = await user.request<{ limits: { backgroundRemovals: unknown } }>(
      'GET',
      '/profiles/plan',
    );
    expect(plan.body.limits.backgroundRemovals).toEqual({ cap, used: cap });
  });

  it('takes only a PNG, and gives the count back when the picture is not one', async () => {
    const user = await api.newUser();
    const jpeg = await api.request('POST', '/background-removals', {
      token: user.token,
      rawBody: cutOut(1),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(jpeg.status).toBe(415);
    const broken = await api.request('POST', '/background-removals', {
      token: user.token,
      rawBody: Buffer.from('not a png at all'),
      headers: { 'content-type': 'image/png' },
    });
    expect(broken.status).toBe(415);
    const plan = await user.request<{ limits: { backgroundRemovals: { used: number } } }>(
      'GET',
      '/profiles/plan',
    );
    expect(plan.body.limits.backgroundRemovals.used).toBe(0);
  });
});

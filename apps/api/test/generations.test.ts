// Image generation through a provider: a prompt goes, as a job, to the image-generation service
// the deployment names (here the local stand-in, apps/generation-stand-in); the picture comes
// back as the person's stored file with its provenance. Without a service the API says so; a
// plan's generations are counted per month, the last allowed taken once by parallel requests, a
// refused one given back. On PostgreSQL the APIs here share one database, so one queue: only a
// node with a service takes jobs.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import {
  createGenerationStandIn,
  REFUSED_PREFIX,
  STAND_IN_MODEL,
} from '@figura/generation-stand-in';
import { PLAN_LIMITS } from '@figura/sdk-core/schema';
import { sql } from 'drizzle-orm';
import {
  forgetOldGenerations,
  GENERATION_QUEUE,
  GENERATION_RECORD_DAYS,
} from '../src/generation/jobs.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import { useTestDatabase } from './helpers/database.ts';
import { setPlan } from './helpers/plans.ts';

const database = useTestDatabase();
let standIn: Server;
let standInUrl: string;
let api: ApiHarness;
let none: ApiHarness;

/** Takes the generation jobs off the queue: all of them, or only those waiting for a worker. */
async function forgetGenerationJobs(which: 'all' | 'waiting'): Promise<void> {
  const waiting = which === 'waiting' ? sql` and state = 'created'` : sql``;
  await database.db
    .execute(sql`delete from pgboss.job where name = ${GENERATION_QUEUE}${waiting}`)
    // No queue yet on a fresh database: nothing to clear.
    .catch(() => undefined);
}

beforeAll(async () => {
  // On PostgreSQL the files of a test worker share its database, so its queue: the fuzz and the
  // authorisation matrix leave jobs queued for a service nobody answers at, which this file's
  // API would work through before its own.
  await forgetGenerationJobs('all');
  standIn = createGenerationStandIn();
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  standInUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
  api = await startApi(
    // Students: the smallest plan with image generation (a paid feature).
    { newUserPlan: 'S', generation: { url: standInUrl, key: 'test-key' } },
    { database },
  );
  none = await startApi({ newUserPlan: 'R' }, { database });
});

afterAll(async () => {
  await api?.close();
  await none?.close();
  await new Promise((resolve) => standIn?.close(resolve));
});

interface Generation {
  id: string;
  status: string;
  progress: number;
  prompt: string;
  provider: string;
  model: string | null;
  file: string | null;
  width: number | null;
  height: number | null;
  message: string | null;
}

async function finished(user: TestUser, id: string): Promise<Generation> {
  for (let tries = 0; tries < 200; tries++) {
    const reply = await user.request<Generation>('GET', `/generations/${id}`);
    expect(reply.status).toBe(200);
    if (reply.body.status === 'done' || reply.body.status === 'failed') return reply.body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Generation ${id} did not finish`);
}

describe('image generation', () => {
  it('draws the prompt with the named service and stores the picture as the person’s file', async () => {
    const user = await api.newUser();
    await setPlan(database, user, 'R');
    const started = await user.request<Generation>('POST', '/generations', {
      prompt: 'A T cell meeting a tumour cell',
      shape: 'landscape',
    });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ status: 'queued', progress: 0 });
    const done = await finished(user, started.body.id);
    expect(done).toMatchObject({
      status: 'done',
      progress: 1,
      prompt: 'A T cell meeting a tumour cell',
      provider: new URL(standInUrl).host,
      model: STAND_IN_MODEL,
      width: 1536,
      height: 1024,
      message: null,
    });
    const file = await user.request('GET', `/files/${done.file}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect([...file.bytes.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
    // The same prompt draws the same picture (the stand-in's rule), stored once.
    const again = await user.request<Generation>('POST', '/generations', {
      prompt: 'A T cell meeting a tumour cell',
      shape: 'landscape',
    });
    expect((await finished(user, again.body.id)).file).toBe(done.file);
    // Nobody else reads the job (its prompt is the person's).
    const other = await api.newUser();
    expect((await other.request('GET', `/generations/${done.id}`)).status).toBe(404);
    // Housekeeping forgets the record after GENERATION_RECORD_DAYS; the picture stays theirs.
    const later = new Date(Date.now() + (GENERATION_RECORD_DAYS + 1) * 24 * 60 * 60 * 1000);
    expect(await forgetOldGenerations(database.db, new Date())).toBe(0);
    expect(await forgetOldGenerations(database.db, later)).toBeGreaterThanOrEqual(2);
    expect((await user.request('GET', `/generations/${done.id}`)).status).toBe(404);
    expect((await user.request('GET', `/files/${done.file}`)).status).toBe(200);
  });

  it('refuses an empty prompt and an unknown shape', async () => {
    const user = await api.newUser();
    expect((await user.request('POST', '/generations', { prompt: '  ' })).status).toBe(400);
    const shape = await user.request('POST', '/generations', { prompt: 'Cell', shape: 'round' });
    expect(shape.status).toBe(400);
  });

  it('counts a plan’s generations: the last one is taken once by parallel requests, then 403', async () => {
    const cap = PLAN_LIMITS.imageGenerations.S;
    const user = await api.newUser();
    const replies = await Promise.all(
      Array.from({ length: cap + 2 }, (_, index) =>
        user.request<{ message: string; limit: string; cap: number; upsell: string }>(
          'POST',
          '/generations',
          { prompt: `Neuron ${index}` },
        ),
      ),
    );
    // Only the counting is looked at here: the stand-in would draw each picture in this process
    // (most of a second of its event loop each) while the next tests run.
    await forgetGenerationJobs('waiting');
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([...Array<number>(cap).fill(202), 403, 403]);
    const refused = replies.find((reply) => reply.status === 403)!.body;
    expect(refused).toMatchObject({ limit: 'imageGenerations', cap, upsell: 'aiGeneration' });
    expect(refused.message).toContain(`${cap} generated images a month`);
    expect(refused.message).toContain('Student');
    const plan = await user.request<{ limits: { imageGenerations: unknown } }>(
      'GET',
      '/profiles/plan',
    );
    expect(plan.body.limits.imageGenerations).toEqual({ cap, used: cap });
  });

  it('tells a Starter that text to image is a paid feature, before anything is counted', async () => {
    const user = await api.newUser();
    await setPlan(database, user, 'T');
    const refused = await user.request<{ message: string; upsell: string; cap: number }>(
      'POST',
      '/generations',
      { prompt: 'A neuron' },
    );
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      limit: 'imageGenerations',
      cap: 0,
      upsell: 'textToImage',
    });
    expect(refused.body.message).toBe(
      'Turning text into images is not part of your Starter plan: upgrade to use it.',
    );
    const plan = await user.request<{ limits: { imageGenerations: unknown } }>(
      'GET',
      '/profiles/plan',
    );
    expect(plan.body.limits.imageGenerations).toEqual({ cap: 0, used: 0 });
  });

  it('gives a failed generation back and says why', async () => {
    const user = await api.newUser();
    const started = await user.request<Generation>('POST', '/generations', {
      prompt: `${REFUSED_PREFIX} a dividing cell`,
    });
    expect(started.status).toBe(202);
    const failed = await finished(user, started.body.id);
    expect(failed.status).toBe('failed');
    expect(failed.message).toBe(
      'The image-generation service refused the prompt: The stand-in refuses prompts that start with REFUSE',
    );
    const plan = await user.request<{ limits: { imageGenerations: { used: number } } }>(
      'GET',
      '/profiles/plan',
    );
    expect(plan.body.limits.imageGenerations.used).toBe(0);
  });

  it('says plainly when no image-generation service is set up', async () => {
    const user = await none.newUser();
    const reply = await user.request<{ message: string }>('POST', '/generations', {
      prompt: 'Cell',
    });
    expect(reply.status).toBe(503);
    expect(reply.body.message).toMatch(/^Image generation is not set up on this server/);
  });
});

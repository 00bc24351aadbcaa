// Export jobs for API tests: creations to export, and downloads asked for as jobs.
import { expect } from 'vitest';
import type { TestUser } from './api-harness.ts';
import type { CreationReply } from './documents.ts';

/** A new creation whose slides hold `contents`; its path and its slides' paths. */
export async function creationWith(user: TestUser, contents: unknown[]) {
  const created = await user.request<CreationReply>('POST', '/user-creations', {
    type: 'custom',
    width: 400,
    height: 300,
  });
  const path = `/user-creations/${created.body.id}`;
  const paths = [`${path}/slide/${created.body.slides[0]!.id}`];
  for (let i = 1; i < contents.length; i++) {
    const added = await user.request('POST', `${path}/slide`, {});
    expect(added.status).toBe(201);
    paths.push(`${path}/slide/${added.body.id}`);
  }
  for (const [i, content] of contents.entries()) {
    const saved = await user.request('PUT', `${paths[i]}/content`, { revision: 0, content });
    expect(saved.status).toBe(200);
  }
  return { path, slidePaths: paths };
}

/** Asks for a download as a job (`?async=1`) and returns its id. */
export async function startJob(user: TestUser, path: string, body: unknown): Promise<string> {
  const reply = await user.request('POST', `${path}?async=1`, body);
  expect(reply.status).toBe(202);
  expect(reply.headers.get('location')).toBe(`/exports/${reply.body.jobId}`);
  return reply.body.jobId as string;
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { ExportJobError, followExport } from './exports';
import { sendJson, startTestApiServer, type Route } from './test-api-server';

const JOB = '0b6f1f7e-5c8a-4a51-9a7e-2d7f0b3c9e11';

const servers: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function setUp(routes: Record<string, Route>) {
  const server = await startTestApiServer(routes);
  servers.push(server);
  const api = createApiClient({
    baseURL: server.baseURL,
    getToken: () => 'a.b.c',
    logger: { error: vi.fn(), warn: vi.fn() },
  });
  return { api, server };
}

/** A job that is queued, then running at each progress given, then done or failed. */
function jobRoutes(progress: number[], end: 'done' | 'failed'): Record<string, Route> {
  let reads = 0;
  return {
    [`GET /exports/${JOB}`]: (_, res) => {
      const step = reads++;
      if (step === 0) return sendJson(res, 200, { jobId: JOB, status: 'queued', progress: 0 });
      if (step <= progress.length)
        return sendJson(res, 200, { jobId: JOB, status: 'running', progress: progress[step - 1] });
      return sendJson(res, 200, {
        jobId: JOB,
        status: end,
        progress: end === 'done' ? 1 : 0.5,
        ...(end === 'failed' ? { message: 'This server cannot make TIFF yet.' } : {}),
      });
    },
    [`GET /exports/${JOB}/file`]: (_, res) =>
      end === 'done'
        ? res.writeHead(200, { 'content-type': 'application/zip' }).end(Buffer.from('PK'))
        : sendJson(res, 422, { message: 'This server cannot make TIFF yet.' }),
  };
}

const noWait = () => Promise.resolve();

describe('export calls', () => {
  it('asks each of the three downloads at its route, with its body', async () => {
    const file =
      (type: string): Route =>
      (_, res) =>
        res.writeHead(200, { 'content-type': type }).end(Buffer.from('x'));
    const { api, server } = await setUp({
      'POST /user-creations/c1/download': file('application/pdf'),
      'POST /user-creations/c1/slide/s1/download': file('image/tiff'),
      'POST /user-creations/c1/slide/s1/download-svg': file('image/svg+xml'),
    });
    expect((await api.downloadCreation('c1', { format: 'pdf', dpi: 300 })).type).toBe(
      'application/pdf',
    );
    expect((await api.downloadSlide('c1', 's1', { format: 'tiff', colour: 'cmyk' })).type).toBe(
      'image/tiff',
    );
    expect((await api.downloadSlideSvg('c1', 's1', { text: 'outline' })).type).toBe(
      'image/svg+xml',
    );
    expect(server.requests.map((request) => request.body)).toEqual([
      { format: 'pdf', dpi: 300 },
      { format: 'tiff', colour: 'cmyk' },
      { text: 'outline' },
    ]);
  });

  it('starts a job with ?async=1 and reads its status and file', async () => {
    const { api, server } = await setUp({
      'POST /user-creations/c1/download': (_, res) =>
        sendJson(res, 202, { jobId: JOB, status: 'queued' }),
      ...jobRoutes([0.5], 'done'),
    });
    const job = await api.startExport({
      kind: 'creation',
      creationId: 'c1',
      input: { format: 'zip' },
    });
    expect(job).toEqual({ jobId: JOB, status: 'queued' });
    expect(server.requests[0]?.url).toBe('/user-creations/c1/download?async=1');
    expect(await api.getExport(JOB)).toEqual({ jobId: JOB, status: 'queued', progress: 0 });
    expect(await (await api.getExportFile(JOB)).text()).toBe('PK');
  });

  it('follows a job to its file, reporting each status', async () => {
    const { api } = await setUp(jobRoutes([0.25, 0.75], 'done'));
    const seen: string[] = [];
    const blob = await followExport(
      api,
      { jobId: JOB },
      { sleep: noWait, onProgress: (status) => seen.push(`${status.status} ${status.progress}`) },
    );
    expect(blob.type).toBe('application/zip');
    expect(seen).toEqual(['queued 0', 'running 0.25', 'running 0.75', 'done 1']);
  });

  it("rejects a failed job with the server's message, status and job id", async () => {
    const { api } = await setUp(jobRoutes([], 'failed'));
    const error = await followExport(api, { jobId: JOB }, { sleep: noWait }).catch((e) => e);
    expect(error).toBeInstanceOf(ExportJobError);
    expect(error).toMatchObject({
      jobId: JOB,
      status: 422,
      message: 'This server cannot make TIFF yet.',
    });
  });

  it('follows a download the server answered with a job (202) to its file', async () => {
    const { api } = await setUp({
      'POST /user-creations/c1/slide/s1/download': (_, res) =>
        sendJson(res, 202, { jobId: JOB, status: 'running' }),
      ...jobRoutes([], 'done'),
    });
    const blob = await api.downloadSlide('c1', 's1', { dpi: 600 });
    expect(await blob.text()).toBe('PK');
  });

  it('runs a failed job again', async () => {
    const { api, server } = await setUp({
      [`POST /exports/${JOB}/retry`]: (_, res) =>
        sendJson(res, 202, { jobId: JOB, status: 'queued' }),
    });
    expect(await api.retryExport(JOB)).toEqual({ jobId: JOB, status: 'queued' });
    expect(server.requests[0]?.method).toBe('POST');
  });
});

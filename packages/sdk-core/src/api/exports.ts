// Following an export job to its file with progress (docs/exports.md): loaded when a download
// turns into a job, out of the embed's first frame. No timers of its own: the caller may pass
// `sleep`.
import type { ExportJobReply, ExportStatusReply } from '../schema/contract/exports';
import { ApiError } from './errors';

/** A job that failed: the server's message and status, and the job's id to retry it. */
export class ExportJobError extends ApiError {
  override readonly name: string = 'ExportJobError';
  readonly jobId: string;

  constructor(jobId: string, cause: ApiError) {
    super(cause.status, cause.body, { cause });
    this.jobId = jobId;
  }
}

/** The calls following a job needs (a FiguraApi has them). */
export interface ExportJobCalls {
  getExport(jobId: string): Promise<ExportStatusReply>;
  getExportFile(jobId: string): Promise<Blob>;
}

export interface FollowExportOptions {
  /** Called with every status read, progress included. */
  onProgress?: (status: ExportStatusReply) => void;
  /** Milliseconds between reads (default 400). */
  pollMs?: number;
  /** How to wait between reads (default: a timer). */
  sleep?: (ms: number) => Promise<void>;
  /** Stops following (the job runs on). */
  signal?: AbortSignal;
}

const DEFAULT_POLL_MS = 400;

const timerSleep = (ms: number) =>
  new Promise<void>((resolve) => {
    globalThis.setTimeout(resolve, ms);
  });

/**
 * The job's file once it is done. A failed job rejects with an ExportJobError carrying the
 * server's message (its file route answers with the failure, status and all).
 */
export async function followExport(
  api: ExportJobCalls,
  job: Pick<ExportJobReply, 'jobId'>,
  options: FollowExportOptions = {},
): Promise<Blob> {
  const sleep = options.sleep ?? timerSleep;
  for (;;) {
    options.signal?.throwIfAborted();
    const status = await api.getExport(job.jobId);
    options.onProgress?.(status);
    if (status.status === 'done' || status.status === 'failed') {
      try {
        return await api.getExportFile(job.jobId);
      } catch (error) {
        throw error instanceof ApiError ? new ExportJobError(job.jobId, error) : error;
      }
    }
    await sleep(options.pollMs ?? DEFAULT_POLL_MS);
  }
}

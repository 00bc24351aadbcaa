// Export jobs of the in-memory API: queued, then drawn by the renderer it was given (PNG of one
// slide); what it cannot make fails with the reason, as the server's formats it cannot make do.
import { ApiError } from '../api/errors';
import type { ExportRequest } from '../api/export-request';
import type { ExportJobReply, ExportStatusReply } from '../schema/contract/exports';
import {
  EXPORT_NOT_DONE_MESSAGE,
  EXPORT_NOT_FAILED_MESSAGE,
  EXPORT_NOT_FOUND,
} from '../schema/contract/messages';

interface MemoryJob {
  request: ExportRequest;
  status: ExportStatusReply;
  file?: Blob;
  error?: ApiError;
}

export class MemoryExports {
  private readonly jobs = new Map<string, MemoryJob>();
  private readonly draw: (request: ExportRequest) => Promise<Blob>;

  constructor(draw: (request: ExportRequest) => Promise<Blob>) {
    this.draw = draw;
  }

  start(request: ExportRequest): ExportJobReply {
    const jobId = globalThis.crypto.randomUUID();
    const job: MemoryJob = { request, status: { jobId, status: 'queued', progress: 0 } };
    this.jobs.set(jobId, job);
    this.run(job);
    return { jobId, status: 'queued' };
  }

  status(jobId: string): ExportStatusReply {
    return { ...this.job(jobId).status };
  }

  file(jobId: string): Blob {
    const job = this.job(jobId);
    if (job.error) throw job.error;
    if (!job.file) throw new ApiError(409, { message: EXPORT_NOT_DONE_MESSAGE });
    return job.file;
  }

  retry(jobId: string): ExportJobReply {
    const job = this.job(jobId);
    if (job.status.status !== 'failed')
      throw new ApiError(409, { message: EXPORT_NOT_FAILED_MESSAGE });
    job.error = undefined;
    job.status = { jobId, status: 'queued', progress: 0 };
    this.run(job);
    return { jobId, status: 'queued' };
  }

  private job(jobId: string): MemoryJob {
    const job = this.jobs.get(jobId);
    if (!job) throw new ApiError(404, { message: EXPORT_NOT_FOUND });
    return job;
  }

  private run(job: MemoryJob): void {
    const { jobId } = job.status;
    job.status = { jobId, status: 'running', progress: 0 };
    this.draw(job.request).then(
      (file) => {
        job.file = file;
        job.status = { jobId, status: 'done', progress: 1 };
      },
      (error: unknown) => {
        job.error =
          error instanceof ApiError ? error : new ApiError(500, { message: String(error) });
        job.status = { jobId, status: 'failed', progress: 0, message: job.error.message };
      },
    );
  }
}

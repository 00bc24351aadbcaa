// The editor's downloads (docs/exports.md): one slide or every slide, in a format with its size,
// colour and background. Long ones (every slide, or a high dpi) run as a server job followed to
// its file with progress; a failure carries the server's message and its job, to try again.
import type { FiguraApi } from '../api/client';
import type { ExportRequest } from '../api/export-request';
import { followExport } from '../api/exports';
import {
  EXPORT_EXTENSIONS,
  exportFileStem,
  isPagedFormat,
  type ExportColour,
  type ExportFormat,
  type ExportTextMode,
  type ExportUnit,
  type RasterExportFormat,
} from '../schema/rules/export-formats';
import type { ExportStatusReply } from '../schema/contract/exports';
import { downloadFileName } from './element-factories';

/** What the Download dialog asks for. */
export interface ExportFilesOptions {
  /** The open slide (default), or every slide of the creation as one PDF or a ZIP. */
  slides?: 'current' | 'all';
  /** For every slide: a PDF, or 'zip' of images in `imageFormat`; for one slide, its format. */
  format: ExportFormat | 'zip';
  imageFormat?: RasterExportFormat;
  dpi?: number;
  width?: number;
  unit?: ExportUnit;
  colour?: ExportColour;
  background?: 'transparent' | string;
  text?: ExportTextMode;
  /** A print PDF's bleed, in millimetres. */
  bleed?: number;
}

export interface ExportProgressOptions {
  /** Called as a long export moves on: queued, running with progress 0..1, done. */
  onProgress?: (status: ExportStatusReply) => void;
  /** Stops waiting for the job (it runs on at the server). */
  signal?: AbortSignal;
}

/** Above this dpi one slide is a long export (followed as a job, with progress). */
const LONG_EXPORT_DPI = 150;

export function isLongExport(options: ExportFilesOptions): boolean {
  return options.slides === 'all' || (options.dpi ?? 0) > LONG_EXPORT_DPI;
}

/** The route a choice of the dialog asks (see ExportRequest). */
export function exportRequestFor(
  creationId: string,
  slideId: string,
  options: ExportFilesOptions,
): ExportRequest {
  const { slides = 'current', format, imageFormat, ...rest } = options;
  if (slides === 'all') {
    if (!isPagedFormat(format) && format !== 'zip')
      // eslint-disable-next-line i18next/no-literal-string -- a programming error, for developers
      throw new RangeError('Every slide downloads as one PDF or a ZIP of images.');
    return { kind: 'creation', creationId, input: { ...rest, format, imageFormat } };
  }
  if (format === 'zip')
    // eslint-disable-next-line i18next/no-literal-string -- a programming error, for developers
    throw new RangeError('A ZIP holds every slide: ask for slides: "all".');
  if (format === 'svg')
    return {
      kind: 'svg',
      creationId,
      slideId,
      input: { text: rest.text, background: rest.background },
    };
  return { kind: 'slide', creationId, slideId, input: { ...rest, format } };
}

export interface ExportCommandsContext {
  api: FiguraApi;
  creationId: string;
  currentSlideId: () => string;
  /** Saves the open slide first, so the file shows what the user sees. */
  flush: () => Promise<void>;
  /** The creation's name now (the portal renames in place). */
  creationName: () => Promise<string>;
  saveFile: (blob: Blob, fileName: string) => void;
}

function extensionOf(options: ExportFilesOptions): string {
  return EXPORT_EXTENSIONS[options.format];
}

export function createExportCommands(context: ExportCommandsContext) {
  const { api, creationId } = context;

  async function save(blob: Blob, options: ExportFilesOptions): Promise<void> {
    const stem = exportFileStem(await context.creationName(), options.format);
    context.saveFile(blob, downloadFileName(stem, extensionOf(options)));
  }

  return {
    async exportFiles(options: ExportFilesOptions, progress: ExportProgressOptions = {}) {
      await context.flush();
      const request = exportRequestFor(creationId, context.currentSlideId(), options);
      let blob: Blob;
      if (isLongExport(options)) {
        const job = await api.startExport(request);
        progress.onProgress?.({ jobId: job.jobId, status: job.status, progress: 0 });
        blob = await followExport(api, job, progress);
      } else if (request.kind === 'creation') {
        blob = await api.downloadCreation(creationId, request.input);
      } else if (request.kind === 'svg') {
        blob = await api.downloadSlideSvg(creationId, request.slideId, request.input);
      } else {
        blob = await api.downloadSlide(creationId, request.slideId, request.input);
      }
      await save(blob, options);
    },

    /** A failed job (ExportJobError's jobId) run again and followed to its file. */
    async retryExport(
      jobId: string,
      options: ExportFilesOptions,
      progress: ExportProgressOptions = {},
    ) {
      const job = await api.retryExport(jobId);
      progress.onProgress?.({ jobId: job.jobId, status: job.status, progress: 0 });
      await save(await followExport(api, job, progress), options);
    },
  };
}

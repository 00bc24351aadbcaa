// One entry point for every format: a route, a worker or the command line passes slide documents
// and options and gets the file's bytes with its content type and extension.
import type { SlideDocument } from '@figura/sdk-core/schema';
import {
  CONTENT_TYPES,
  exportOptionsProblem,
  type ExportFormat,
  type ExportOptions,
  type ExportResult,
} from './options.ts';
import { exportJpg, exportPng, exportTiff } from './raster.ts';
import { exportSvg } from './svg/export-svg.ts';
import { exportPdf } from './pdf/export-pdf.ts';

/** Formats holding one slide per file; PDF holds every slide as a page. */
export const SINGLE_SLIDE_FORMATS: ReadonlySet<ExportFormat> = new Set([
  'png',
  'jpg',
  'tiff',
  'svg',
]);

const ONE_SLIDE: Record<
  Exclude<ExportFormat, 'pdf'>,
  (document: SlideDocument, options: ExportOptions) => Promise<Buffer | string>
> = {
  png: exportPng,
  jpg: exportJpg,
  tiff: exportTiff,
  svg: exportSvg,
};

/**
 * The slides drawn in `options.format`. PDF takes one or more slides (one page each); the other
 * formats take exactly one (call once per slide for a ZIP or numbered files).
 */
export async function exportSlides(
  documents: readonly SlideDocument[],
  options: ExportOptions,
): Promise<ExportResult> {
  const problem = exportOptionsProblem(options);
  if (problem) throw new RangeError(problem);
  if (documents.length === 0) throw new RangeError('There is no slide to export');
  const { format } = options;
  let bytes: Buffer;
  if (format === 'pdf') {
    bytes = await exportPdf(documents, options);
  } else {
    if (documents.length > 1)
      throw new RangeError(
        `A ${format.toUpperCase()} file holds one slide: export them one by one`,
      );
    const output = await ONE_SLIDE[format](documents[0]!, options);
    bytes = typeof output === 'string' ? Buffer.from(output, 'utf8') : output;
  }
  return { bytes, contentType: CONTENT_TYPES[format], extension: format };
}

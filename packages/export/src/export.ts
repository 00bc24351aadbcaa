// One entry point for every format: a route, a worker or the command line passes slide documents
// and options and gets the file's bytes with its content type and extension.
import {
  EXPORT_CONTENT_TYPES,
  EXPORT_EXTENSIONS,
  isPagedFormat,
  type ExportFormat,
  type PagedExportFormat,
  type SlideDocument,
} from '@figura/sdk-core/schema';
import { exportOptionsProblem, type ExportOptions, type ExportResult } from './options.ts';
import { exportJpg, exportPng, exportTiff } from './raster.ts';
import { exportSvg } from './svg/export-svg.ts';
import { exportPdf } from './pdf/export-pdf.ts';
import { exportEps } from './eps.ts';
import { exportPptx } from './pptx/export-pptx.ts';

/** How each format holding one slide per file is drawn. */
const ONE_SLIDE: Record<
  Exclude<ExportFormat, PagedExportFormat>,
  (document: SlideDocument, options: ExportOptions) => Promise<Buffer | string>
> = {
  png: exportPng,
  jpg: exportJpg,
  tiff: exportTiff,
  eps: exportEps,
  svg: exportSvg,
};

/** How each format holding every slide (a page each) is drawn. */
const PAGED: Record<
  PagedExportFormat,
  (documents: readonly SlideDocument[], options: ExportOptions) => Promise<Buffer>
> = {
  pdf: exportPdf,
  pdfx: exportPdf,
  pptx: exportPptx,
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
  if (documents.length > 1 && !isPagedFormat(format))
    throw new RangeError(`A ${format.toUpperCase()} file holds one slide: export them one by one`);
  let bytes: Buffer;
  if (isPagedFormat(format)) {
    bytes = await PAGED[format](documents, options);
  } else {
    const output = await ONE_SLIDE[format](documents[0]!, options);
    bytes = typeof output === 'string' ? Buffer.from(output, 'utf8') : output;
  }
  return { bytes, contentType: EXPORT_CONTENT_TYPES[format], extension: EXPORT_EXTENSIONS[format] };
}

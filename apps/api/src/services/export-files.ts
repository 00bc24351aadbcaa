// The one seam between the export jobs and the drawing of files: `renderExport` turns slide
// documents and the options of a download into a file, with @figura/export's `exportSlides`
// (the editor's renderer; sharp, pdfkit). Runs in a drawing process.
import {
  PAGED_EXPORT_FORMATS,
  RASTER_EXPORT_FORMATS,
  exportScale,
  type ExportColour,
  type ExportFormat,
  type ExportSizeOptions,
  type ExportTextMode,
  type SlideDocument,
} from '@figura/sdk-core/schema';
import { exportSlides } from '@figura/export';

/** What a drawing process is asked for: the format and the options of the download. */
export interface ExportFileOptions extends ExportSizeOptions {
  format: ExportFormat;
  colour?: ExportColour;
  background?: 'transparent' | string;
  text?: ExportTextMode;
  /** A small mark drawn on every slide (restricted plans: docs/plans-and-limits.md). */
  watermark?: string;
  /** No alpha channel in a raster (a profile that refuses transparency: PLOS, Dove). */
  flatten?: boolean;
}

export interface ExportFile {
  bytes: Uint8Array;
  contentType: string;
  /** Without the dot. */
  extension: string;
}

/** A request the server will not draw, with the HTTP status it answers with. */
export class ExportRefused extends Error {
  readonly status: 400 | 422;
  constructor(status: 400 | 422, message: string) {
    super(message);
    this.status = status;
  }
}

/**
 * The documents as one file: one image (or SVG) for one slide, or (PDF) one page per slide.
 * Throws ExportRefused for what cannot be made (e.g. JPG with a transparent background).
 */
export async function renderExport(
  documents: SlideDocument[],
  options: ExportFileOptions,
): Promise<ExportFile> {
  const [first] = documents;
  if (!first) throw new ExportRefused(400, 'There is no slide to export.');
  if (!PAGED_EXPORT_FORMATS.includes(options.format) && documents.length !== 1) {
    throw new ExportRefused(
      422,
      `A ${options.format.toUpperCase()} file holds one slide; download several as a ZIP or a PDF.`,
    );
  }
  // The pixel size as the dialog showed it: the scale of the first slide (slides share one size).
  const scale = exportScale(first.width, options);
  const dpi = options.dpi ?? 96;
  try {
    return await exportSlides(documents, {
      format: options.format,
      ...((RASTER_EXPORT_FORMATS as readonly string[]).includes(options.format)
        ? // Pixels, whatever the request's unit: the scale is settled above; the dpi is written.
          { dpi, width: Math.max(1, Math.round(first.width * scale)), unit: 'px' as const }
        : options.width !== undefined && options.unit && options.unit !== 'px'
          ? // A page of that physical size (PDF, SVG).
            { width: options.width, unit: options.unit }
          : {}),
      ...(options.background ? { background: options.background } : {}),
      ...(options.colour ? { colour: options.colour } : {}),
      ...(options.text ? { text: options.text } : {}),
      ...(options.background === 'transparent'
        ? {}
        : { flatten: options.colour === 'cmyk' || options.flatten === true }),
    });
  } catch (error) {
    // The export package says in words why options cannot be used (e.g. CMYK for a PNG).
    if (error instanceof RangeError) throw new ExportRefused(422, `${error.message}.`);
    throw error;
  }
}

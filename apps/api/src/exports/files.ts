// The one seam between the export jobs and the drawing of files: `renderExport` turns slide
// documents and the options of a download into a file, with @figura/export's `exportSlides`
// (the editor's renderer; sharp, pdfkit). Runs in a drawing process.
import {
  EXPORT_CONTENT_TYPES,
  RASTER_EXPORT_FORMATS,
  isPagedFormat,
  exportScale,
  type ExportColour,
  type ExportFormat,
  type ExportSizeOptions,
  type ExportTextMode,
  type SlideDocument,
} from '@figura/sdk-core/schema';
import {
  buildSubmissionPackage,
  exportSlides,
  SubmissionRefused,
  withPaperWidth,
} from '@figura/export';
import { fileSizeProblem, type JournalProfile } from '@figura/sdk-core/preflight';

/** What a drawing process is asked for: the format and the options of the download. */
export interface ExportFileOptions extends ExportSizeOptions {
  /** A file's format, or `package`: a journal's submission package (buildSubmissionPackage). */
  format: ExportFormat | 'package';
  /**
   * The journal's profile as it was when the download was asked for (a partner's may change
   * since): a package's, or the one whose file size limit the file is held to (`sizeLimited`).
   */
  journal?: JournalProfile;
  /** A package's figure name (or the file's, in a message), and whether it is made anyway. */
  name?: string;
  anyway?: boolean;
  /** Refused (422) when larger than `journal` takes. */
  sizeLimited?: boolean;
  colour?: ExportColour;
  background?: 'transparent' | string;
  text?: ExportTextMode;
  /** A print PDF's bleed in millimetres. */
  bleed?: number;
  /** A small mark drawn on every slide (the Starter's: docs/plans-and-limits.md). */
  watermark?: string;
  /** No alpha channel in a raster (a profile that refuses transparency: PLOS, Dove). */
  flatten?: boolean;
  /** The creation's name: a PDF's Title, an SVG's `<title>` (set when the job runs). */
  title?: string;
  /** Its owner's name: a PDF's or PowerPoint's Author (set when the job runs). */
  author?: string;
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
  /** The documents as stored, when `documents` carry a plan's mark (a package's source). */
  sources: SlideDocument[] = documents,
): Promise<ExportFile> {
  const [first] = documents;
  if (!first) throw new ExportRefused(400, 'There is no slide to export.');
  if (options.format === 'package') return renderPackage(sources, documents, options);
  const format = options.format;
  if (!isPagedFormat(format) && documents.length !== 1) {
    throw new ExportRefused(
      422,
      `A ${format.toUpperCase()} file holds one slide; download several as a ZIP or a PDF.`,
    );
  }
  // The pixel size as the dialog showed it: the scale of the first slide (slides share one size);
  // without a width, a poster sized for A0 takes that paper's.
  const sized = withPaperWidth(first, options);
  const scale = exportScale(first.width, sized);
  const dpi = sized.dpi ?? 96;
  let file: ExportFile;
  try {
    file = await exportSlides(documents, {
      format,
      ...((RASTER_EXPORT_FORMATS as readonly string[]).includes(format)
        ? // Pixels, whatever the request's unit: the scale is settled above; the dpi is written.
          { dpi, width: Math.max(1, Math.round(first.width * scale)), unit: 'px' as const }
        : options.width !== undefined && options.unit && options.unit !== 'px'
          ? // A page of that physical size (PDF, SVG).
            { width: options.width, unit: options.unit }
          : {}),
      ...(options.background ? { background: options.background } : {}),
      ...(options.colour ? { colour: options.colour } : {}),
      ...(options.text ? { text: options.text } : {}),
      ...(options.title ? { title: options.title } : {}),
      ...(options.author ? { author: options.author } : {}),
      ...(options.bleed !== undefined ? { bleed: options.bleed } : {}),
      ...(options.background === 'transparent'
        ? {}
        : { flatten: options.colour === 'cmyk' || options.flatten === true }),
    });
  } catch (error) {
    // The export package says in words why options cannot be used (e.g. CMYK for a PNG).
    if (error instanceof RangeError) throw new ExportRefused(422, `${error.message}.`);
    throw error;
  }
  // A journal's size limit is known only now that the file is drawn.
  const tooLarge =
    options.sizeLimited &&
    options.journal &&
    fileSizeProblem(
      file.bytes.length,
      `${options.name ?? 'The file'}.${file.extension}`,
      options.journal,
    );
  if (tooLarge) throw new ExportRefused(422, tooLarge.message);
  return file;
}

/** A journal's submission package of the slides (drawn with `drawn`, reported from `sources`). */
async function renderPackage(
  sources: SlideDocument[],
  drawn: SlideDocument[],
  options: ExportFileOptions,
): Promise<ExportFile> {
  if (!options.journal) throw new ExportRefused(400, 'A submission package names its profile.');
  try {
    const made = await buildSubmissionPackage(sources, options.journal, {
      name: options.name ?? 'Figure',
      anyway: options.anyway === true,
      drawn,
    });
    return { bytes: made.bytes, contentType: EXPORT_CONTENT_TYPES.package, extension: 'zip' };
  } catch (error) {
    if (error instanceof SubmissionRefused) throw new ExportRefused(422, error.message);
    throw error;
  }
}
